#!/usr/bin/env node
/**
 * `pnpm --filter @wonder/stories test`: serve the static Storybook (storybook-static/, from `build`) on
 * 127.0.0.1 at a free port, run every story through @storybook/test-runner against it (render + play +
 * a11y + visual capture), then compare the captures with the committed baselines and write the visual
 * report (scripts/visual/). Fails when the runner or the comparison fails. Extra arguments go to
 * test-storybook (e.g. a story file filter); the comparison then covers the stories that ran.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { batchedIndex } from './runner-index.mjs';
import { assertBuilt, packageDir, serveStatic, staticDir } from './static-server.mjs';
import { finishVisualRun, startVisualRun } from './visual/check.mjs';
import { visualDirs } from './visual/paths.mjs';

assertBuilt();
const extra = process.argv.slice(2);
startVisualRun();
// The runner reads its stories from /runner/index.json: on a whole run, titles batched into few test
// files (runner-index.mjs); with a file filter, one file per title as the filter expects.
const built = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const index = extra.length === 0 ? batchedIndex(built) : built;
const { url, close } = await serveStatic(staticDir, {
  answers: { '/runner/index.json': index },
  alias: '/runner',
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
child.on('exit', (code, signal) => {
  close();
  if (signal) process.exit(1);
  const matches = finishVisualRun({ complete: extra.length === 0 });
  process.exit(code || (matches ? 0 : 1));
});
