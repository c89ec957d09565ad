/**
 * Where the visual test keeps its files. Baselines are committed (reviewed like code); everything else is
 * the last run's output under test-results/ (ignored by git, CI's artifact).
 */
import { join } from 'node:path';
import { packageDir } from '../static-server.mjs';

export const visualDirs = {
  /** One PNG per story, named after the story id: what the story is approved to look like. */
  baselines: join(packageDir, 'visual-baselines'),
  /** The last run's captures (written by .storybook/visual-capture.ts), its results and its report. */
  captures: join(packageDir, 'test-results', 'visual', 'captures'),
  run: join(packageDir, 'test-results', 'visual', 'run.json'),
  report: join(packageDir, 'test-results', 'visual', 'report'),
  /** The designers' rejections from the served review (committed: developers see them in every run's output). */
  notes: join(packageDir, 'review-notes.json'),
};
