#!/usr/bin/env node
/**
 * `npm start` ends here: the production build of web/ served by the simulator on one port, the embedded
 * default backend. The simulator prints the app, control-page and docs URLs; we add how designers open
 * Storybook. PORT and HOST override 4010 / 127.0.0.1. `--pre` serves the pre-release build (web/dist-pre:
 * the production bundle plus the debug console and the simulated shell) instead; `--web <dir>` another build.
 *
 * `--install` (what `npm start` passes): install and build first, through ONE pnpm — `scripts/pnpm.mjs` runs
 * the root script `serve:prepare` (install, then build), whose inner `pnpm` is the one already resolved — then
 * start the simulator itself, so nothing sits between this process and it.
 *
 * Stopping: SIGINT, SIGTERM or SIGHUP here stops the simulator (it saves its sessions and closes) and this
 * process ends with its status. A process manager stops `npm start` by signalling npm, which passes the signal
 * to the shell running this script, not to this script: the shell dies and this process is left behind with a
 * new parent. So the parent is watched too, and its going counts as a SIGTERM.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    pre: { type: 'boolean', default: false },
    install: { type: 'boolean', default: false },
    web: { type: 'string' },
  },
});
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** The running step (the install-and-build, then the simulator): a signal goes to it. */
let current;
let stopping = false;
const stop = (signal) => {
  stopping = true;
  current?.kill(signal);
  if (!current) process.exit(1);
};
for (const signal of SIGNALS) process.on(signal, () => stop(signal));
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 250).unref();

/** Runs a step to its end: its exit code, or the signal that ended it. */
function step(command, args, env = process.env) {
  current = spawn(command, args, { stdio: 'inherit', env });
  return new Promise((done) => current.on('exit', (code, signal) => done(code ?? signal)));
}

if (values.install) {
  if (values.pre)
    throw new Error(
      '--install builds the production app: build the pre-release one with `pnpm run serve:pre`',
    );
  const status = await step(process.execPath, [join(root, 'scripts', 'pnpm.mjs'), 'run', 'serve:prepare']);
  if (status !== 0 || stopping) process.exit(typeof status === 'number' ? status : 1);
}

const web = values.web ? resolve(values.web) : join(root, 'web', values.pre ? 'dist-pre' : 'dist');
if (!existsSync(join(web, 'index.html'))) {
  const script = values.pre ? 'build:pre' : 'build';
  console.error(`No build in ${web}: run \`pnpm --filter @wonder/web run ${script}\` first.`);
  process.exit(1);
}
console.log('\n  Storybook (designers): node scripts/pnpm.mjs --filter @wonder/stories run storybook');
const status = await step(
  process.execPath,
  [
    ...[join(root, 'mock-server', 'bin', 'mock-server.mjs'), '--port', process.env.PORT ?? '4010'],
    ...['--host', process.env.HOST ?? '127.0.0.1', '--web', web],
  ],
  { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
);
process.exit(typeof status === 'number' ? status : 0);
