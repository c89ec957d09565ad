/**
 * One run of every story (or the ones `extra` filters) through @storybook/test-runner against a built
 * Storybook: the folder is served on 127.0.0.1 at a free port, each story rendered, played, checked for a11y
 * and captured, then the captures compared with the committed baselines and the visual report written
 * (scripts/visual/). Used by the test command (test-static.mjs) and by the review (review.mjs), which records
 * the build's fingerprint with the run so that a later review of the same build need not capture again.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { batchedIndex } from './runner-index.mjs';
import { packageDir, serveStatic } from './static-server.mjs';
import { finishVisualRun, startVisualRun, testedStories } from './visual/check.mjs';
import { buildFingerprint } from './visual/fingerprint.mjs';
import { visualDirs } from './visual/paths.mjs';

/**
 * Resolves with { code, matches }: the runner's exit code (a story that failed to render, play or pass a11y)
 * and whether every compared story matches its baseline.
 */
export async function runStories({ dir, extra = [] }) {
  startVisualRun();
  // The runner reads its stories from /runner/index.json: on a whole run, titles batched into few test
  // files (runner-index.mjs); with a file filter, one file per title as the filter expects.
  const built = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
  const index = extra.length === 0 ? batchedIndex(built) : built;
  const { url, close } = await serveStatic(dir, {
    answers: { '/runner/index.json': index },
    alias: '/runner',
    // The runner first checks that Storybook answers; the review build moved its page to storybook.html.
    index: existsSync(join(dir, 'index.html')) ? 'index.html' : 'storybook.html',
  });
  console.log(`static Storybook on ${url}`);
  const args = [
    '--url',
    `${url}/runner/`,
    '--index-json',
    '--ci',
    '--maxWorkers=3',
    '--disable-telemetry',
    '--config-dir',
    '.storybook',
    ...extra,
  ];
  const child = spawn(join(packageDir, 'node_modules', '.bin', 'test-storybook'), args, {
    cwd: packageDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      CI: 'true',
      VISUAL_CAPTURES_DIR: visualDirs.captures,
      VISUAL_BASELINES_DIR: visualDirs.baselines,
    },
  });
  const stop = (signal) => child.kill(signal);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const [code, signal] = await new Promise((done) => child.on('exit', (...ended) => done(ended)));
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  close();
  if (signal) return { code: 1, matches: false };
  if (readdirSync(visualDirs.captures).length === 0) {
    console.error('the story runner captured nothing: see its output above');
    return { code: code || 1, matches: false };
  }
  const complete = extra.length === 0;
  const matches = finishVisualRun({
    complete,
    stories: testedStories(join(dir, 'index.json')),
    fingerprint: complete ? buildFingerprint(dir) : undefined,
  });
  return { code: code ?? 1, matches };
}
