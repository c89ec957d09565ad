#!/usr/bin/env node
/**
 * `pnpm dev`: the app with hot reload, talking to the simulator on its own origin as in the production serve.
 * - The simulator in watch mode (`tsx watch`: restarts when a source of mock-server, contracts or fixtures
 *   changes) on 127.0.0.1:SIMULATOR_PORT (default 4010).
 * - Once the simulator answers, Vite's dev server for web/ on 127.0.0.1:5173 (or WEB_PORT; the next free port
 *   if taken), which proxies every host prefix and /__mock to the simulator (web/vite.config.ts,
 *   SIMULATOR_URL). Started earlier, the app's first calls of an eager reload would meet a proxy error.
 * Other arguments go to the simulator: `pnpm dev --scenario trial-y` (a leading `--` is skipped).
 * - The simulator keeps its sessions in DEV_STATE_FILE (mock-server/.state/dev-sessions.json) across its
 *   restarts, so saving a simulator source no longer logs the app out; `--state-file <path>` chooses another
 *   file, `--state-file ''` keeps nothing.
 * Ctrl-C or SIGTERM stops both; when one of them exits, the other is stopped.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForAnswer } from './wait-for-answer.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const USAGE = `Usage: pnpm dev [simulator options: --scenario id[,id] --seed N --log-level info --state-file path …]
Environment: SIMULATOR_PORT (4010), WEB_PORT (5173), SIMULATOR_WAIT_MS (60000: how long to wait for the simulator).
Sessions survive the simulator's restarts in mock-server/.state/dev-sessions.json (--state-file '' keeps none).
Starts the simulator in watch mode, then, once it answers, Vite's dev server, which proxies every host prefix
and /__mock to it.
The simulator's options: node mock-server/bin/mock-server.mjs --help`;

const args = process.argv.slice(2);
if (args[0] === '--') args.shift();
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const owned = args.find((a) => ['--port', '--host', '--web'].includes(a.split('=')[0]));
if (owned) {
  console.error(
    `pnpm dev sets the simulator's ${owned.split('=')[0]} itself (ports: SIMULATOR_PORT, WEB_PORT).`,
  );
  console.error(USAGE);
  process.exit(1);
}
const simulatorPort = Number(process.env.SIMULATOR_PORT ?? 4010);
/** Where the simulator keeps its sessions between restarts (git-ignored), unless --state-file says otherwise. */
const DEV_STATE_FILE = join(root, 'mock-server', '.state', 'dev-sessions.json');
const stateArgs = args.some((a) => a.split('=')[0] === '--state-file')
  ? []
  : ['--state-file', DEV_STATE_FILE];
const webPort = process.env.WEB_PORT;
const waitMs = Number(process.env.SIMULATOR_WAIT_MS ?? 60_000);
if (!(waitMs > 0)) {
  console.error(
    `SIMULATOR_WAIT_MS must be a positive number of milliseconds, not '${process.env.SIMULATOR_WAIT_MS}'.`,
  );
  process.exit(1);
}

// tsx watch does not exit when the simulator cannot listen (it waits for a file change): check first.
const free = await new Promise((resolve) => {
  const probe = createServer();
  probe.once('error', () => resolve(false));
  probe.listen(simulatorPort, HOST, () => probe.close(() => resolve(true)));
});
if (!free) {
  console.error(
    `Port ${simulatorPort} is taken (is \`npm start\` or another simulator running?). Choose another one: SIMULATOR_PORT=4011 pnpm dev`,
  );
  process.exit(1);
}

const simulatorUrl = `http://${HOST}:${simulatorPort}`;
const tsxCli = createRequire(join(root, 'mock-server', 'package.json')).resolve('tsx/cli');
const viteBin = join(
  dirname(createRequire(join(root, 'web', 'package.json')).resolve('vite/package.json')),
  'bin',
  'vite.js',
);
// The children stay in this script's process group: a Ctrl-C in the terminal, or pnpm stopping its script,
// signals the whole group, and pnpm kills whatever is left of it, so nothing outlives `pnpm dev`. A signal sent to
// this script alone is passed on after a short grace, so a child that got it directly is not signalled twice (a
// second signal makes tsx watch and Vite kill rather than close).
const children = [];
const running = (child) => child.exitCode === null && child.signalCode === null;
const signalRunning = (signal) => {
  for (const child of children) if (running(child)) child.kill(signal);
};
let stopping = false;
let exitCode = 0;
const stop = (graceMs = 1_500) => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => signalRunning('SIGTERM'), graceMs).unref();
  setTimeout(() => signalRunning('SIGKILL'), graceMs + 8_500).unref();
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop());
const supervise = (child) => {
  children.push(child);
  child.on('exit', (code, signal) => {
    // Stopped by a signal (Vite exits 143 after closing on SIGTERM, 130 on Ctrl-C): a clean stop. Otherwise
    // the first child's exit code decides.
    const clean = code === 0 || code === 143 || code === 130 || signal === 'SIGTERM' || signal === 'SIGINT';
    if (!clean && exitCode === 0) exitCode = code || 1;
    stop();
    if (!children.some(running)) process.exit(exitCode);
  });
  return child;
};

console.log(
  `\n  pnpm dev: starting the simulator (watch mode) on ${simulatorUrl}; the app follows once it answers.\n`,
);
const simulator = supervise(
  spawn(
    process.execPath,
    [
      tsxCli,
      'watch',
      '--clear-screen=false',
      'src/main.ts',
      '--port',
      String(simulatorPort),
      '--host',
      HOST,
      ...stateArgs,
      ...args,
    ],
    { cwd: join(root, 'mock-server'), stdio: ['ignore', 'inherit', 'inherit'] },
  ),
);

// Any HTTP answer of the admin API means the simulator listens (whatever the status: a guarded admin API
// answering 401 is up too).
const ready = await waitForAnswer(`${simulatorUrl}/__mock/hosts`, {
  timeoutMs: waitMs,
  gone: () => !running(simulator),
}).then(
  () => true,
  (error) => {
    if (stopping) return false;
    console.error(
      `\n  pnpm dev: the simulator did not come up: ${error.message}. Vite was not started.` +
        `\n  Its output is above (a wrong option? \`node mock-server/bin/mock-server.mjs --help\`). A slow machine:` +
        ` SIMULATOR_WAIT_MS=120000 pnpm dev\n`,
    );
    exitCode = 1;
    stop(0);
    return false;
  },
);

if (ready && !stopping) {
  console.log(
    `\n  pnpm dev: the simulator answers on ${simulatorUrl}; the app with hot reload on Vite's URL below,` +
      `\n  whose /<host> and /__mock paths go to the simulator (control page: <Vite URL>/__mock/).\n`,
  );
  supervise(
    spawn(process.execPath, [viteBin, ...(webPort ? ['--port', webPort] : [])], {
      cwd: join(root, 'web'),
      stdio: 'inherit',
      env: { ...process.env, SIMULATOR_URL: simulatorUrl },
    }),
  );
}
