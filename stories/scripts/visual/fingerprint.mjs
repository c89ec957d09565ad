/**
 * What a story's capture depends on besides its baseline: the built preview (its bundles, the story index,
 * the static files such as the fixtures' pictures) and the code that captures (the runner's hooks and
 * config). Vite names bundles by their content, so two builds of the same tree give the same fingerprint: a
 * review can take over the captures of a run made from an identical build instead of capturing again
 * (scripts/review.mjs), which is what makes reviewing an unchanged tree cost seconds beyond its build.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { packageDir } from '../static-server.mjs';

/**
 * Top-level entries of a build that no capture reads: Storybook's manager UI (the page around the preview)
 * and what the review adds (its start page, pictures and changes).
 */
const NOT_CAPTURED = new Set([
  'index.html',
  'storybook.html',
  'sb-manager',
  'sb-addons',
  'project.json',
  'review',
  'review-thumbs',
  'changes.json',
]);

/** The capture code: a change to it may change every capture. */
export const CAPTURE_CODE = [
  '.storybook/test-runner.ts',
  '.storybook/visual-capture.ts',
  'test-runner-jest.config.js',
  'scripts/runner-index.mjs',
].map((file) => join(packageDir, file));

/** Hex digest of the build folder's captured files (paths and contents) and of the capture code. */
export function buildFingerprint(buildDir, code = CAPTURE_CODE) {
  const hash = createHash('sha256');
  const files = readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(buildDir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((path) => !NOT_CAPTURED.has(path.split('/')[0] ?? ''))
    .sort();
  for (const path of files)
    hash
      .update(`${path}\0`)
      .update(readFileSync(join(buildDir, path)))
      .update('\0');
  for (const file of code) hash.update(readFileSync(file));
  return hash.digest('hex');
}
