#!/usr/bin/env node
/**
 * `npm start` ends here: the production build of web/ (already built) served by the simulator on one port,
 * the embedded default backend. The simulator prints the app, control-page and docs URLs; we add how
 * designers open Storybook. PORT and HOST override 4010 / 127.0.0.1. `--pre` serves the pre-release build
 * (web/dist-pre: the production bundle plus the debug console and the simulated shell) instead.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pre = process.argv.includes('--pre');
const web = join(root, 'web', pre ? 'dist-pre' : 'dist');
if (!existsSync(join(web, 'index.html'))) {
  const script = pre ? 'build:pre' : 'build';
  console.error(
    `No ${pre ? 'pre-release' : 'production'} build in ${web}: run \`pnpm --filter @wonder/web run ${script}\` first.`,
  );
  process.exit(1);
}
console.log('\n  Storybook (designers): node scripts/pnpm.mjs --filter @wonder/stories run storybook');
const child = spawn(
  process.execPath,
  [join(root, 'mock-server', 'bin', 'mock-server.mjs'), '--port', process.env.PORT ?? '4010', '--web', web],
  { stdio: 'inherit', env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
