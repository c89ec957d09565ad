#!/usr/bin/env node
/**
 * `pnpm --filter @wonder/stories test`: serve the static Storybook (storybook-static/, from `build`) on
 * 127.0.0.1 at a free port, run every story through @storybook/test-runner against it (render + play +
 * a11y) and exit with the runner's code. Extra arguments go to test-storybook (e.g. a story file filter).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { assertBuilt, packageDir, serveStatic } from './static-server.mjs';

assertBuilt();
const { url, close } = await serveStatic();
console.log(`static Storybook on ${url}`);
const args = [
  '--url',
  url,
  '--index-json',
  '--ci',
  '--maxWorkers=2',
  '--disable-telemetry',
  '--config-dir',
  '.storybook',
  ...process.argv.slice(2),
];
const child = spawn(join(packageDir, 'node_modules', '.bin', 'test-storybook'), args, {
  cwd: packageDir,
  stdio: 'inherit',
  env: { ...process.env, CI: 'true' },
});
const stop = (signal) => child.kill(signal);
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
child.on('exit', (code, signal) => {
  close();
  process.exit(code ?? (signal ? 1 : 0));
});
