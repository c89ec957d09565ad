/**
 * What the abuse findings share: start a simulator (this checkout's, or another's given with --simulator)
 * on 127.0.0.1 at a free port, and a throwaway redis-server; read resident memory from /proc, make temporary
 * folders, stop everything; run one finding on its own (`node abuse/findings/<name>.mjs [--simulator <dir>]`).
 * Plain ESM with no dependencies, so the same findings run against an older checkout unchanged.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));

/** Resident memory of a process in MB (Linux /proc), or null when it is gone. */
export function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
    return line ? Math.round(Number(line[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** The highest resident memory of `pid` while `work` runs (sampled every 50 ms). */
export async function peakRssDuring(pid, work) {
  let peak = rssMb(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid) ?? 0);
  }, 50);
  try {
    const result = await work();
    return { peak, result };
  } finally {
    clearInterval(timer);
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const temps = [];
export function tempDir(name) {
  const dir = mkdtempSync(join(tmpdir(), `wonder-abuse-${name}-`));
  temps.push(dir);
  return dir;
}
export function removeTemps() {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
}

const running = new Set();

/**
 * Start `<simulator>/bin/mock-server.mjs` with `args` (port 0, 127.0.0.1). Resolves once its banner names the
 * origin, or with `exited`/`timedOut` set when it does not start within `startMs`.
 */
export function startSimulator(simulator, args, { env = {}, startMs = 180_000 } = {}) {
  const child = spawn(
    process.execPath,
    [
      join(simulator, 'bin/mock-server.mjs'),
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--log-level',
      'warn',
      ...args,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  );
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const sim = {
    child,
    pid: child.pid,
    origin: null,
    exitedWith: null,
    stdout: () => stdout,
    stderr: () => stderr,
    exit,
    alive: () => sim.exitedWith === null,
    stop: async () => {
      if (sim.alive()) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(timer);
      running.delete(child);
    },
  };
  exit.then((e) => {
    sim.exitedWith = e;
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(Object.assign(sim, { timedOut: true })), startMs);
    child.stdout.on('data', (d) => {
      stdout += d;
      const m = /Control page\s+(http:\/\/[^/\s]+)\/__mock\//.exec(stdout);
      if (m && !sim.origin) {
        sim.origin = m[1];
        clearTimeout(timer);
        resolve(Object.assign(sim, { timedOut: false }));
      }
    });
    exit.then(() => {
      clearTimeout(timer);
      resolve(Object.assign(sim, { timedOut: false }));
    });
  });
}

export async function stopAll() {
  await Promise.all(
    [...running].map(async (child) => {
      child.kill('SIGKILL');
    }),
  );
  running.clear();
}

/** fetch with a deadline: the answer's status and time, or what went wrong. */
export async function timedFetch(url, init = {}, timeoutMs = 30_000) {
  const started = Date.now();
  try {
    const r = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await r.text();
    return { status: r.status, ms: Date.now() - started, text, headers: r.headers };
  } catch (error) {
    return { status: null, ms: Date.now() - started, error: error.name ?? String(error) };
  }
}

/** A GET of a simulated host's endpoint that needs no token: is the simulator answering? */
export const healthUrl = (origin) => `${origin}/app/v1/visitor/getCountryMobilePrefixs`;

/**
 * A simulator with a temporary scenarios directory (nothing written into the checkout measured) that must
 * start: resolves with its origin, pid and stop, or rejects with why it did not.
 */
export async function launch(simulator, args = [], env = {}) {
  const sim = await startSimulator(simulator, ['--scenarios-dir', tempDir('sessions'), ...args], {
    env,
    startMs: 180_000,
  });
  if (!sim.origin) {
    await sim.stop();
    throw new Error(
      `simulator did not start${sim.timedOut ? ' in 180 s' : ` (exit ${sim.exitedWith?.code})`}: ${sim.stderr().slice(-300)}`,
    );
  }
  return sim;
}

async function freePort() {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** A redis-server of its own on a free port, keeping nothing on disk. */
export async function launchRedis() {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    await sleep(50);
    const up = await new Promise((done) => {
      const socket = createServer().listen(port, '127.0.0.1');
      socket.once('error', () => done(true));
      socket.once('listening', () => socket.close(() => done(false)));
    });
    if (up) break;
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** Headers of an admin write (the typed client's). */
export const json = { 'content-type': 'application/json', 'x-mock-admin': '1' };

/** `n` calls of `call(i)`, at most `width` at a time. */
export async function inParallel(n, width, call) {
  let next = 0;
  const results = new Array(n);
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (next < n) {
        const i = next++;
        results[i] = await call(i);
      }
    }),
  );
  return results;
}

/** Run a finding module directly: `node abuse/findings/<name>.mjs [--simulator <dir>]`; prints its figure. */
export async function runDirectly(moduleUrl, finding) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: { simulator: { type: 'string', default: resolve(here, '..') } },
  });
  try {
    const outcome = await finding.run({
      simulator: resolve(values.simulator),
      log: (m) => console.log(`  ${m}`),
    });
    console.log(`${outcome.held ? 'held ' : 'BROKE'} ${finding.id}: ${outcome.figure}`);
    console.log(JSON.stringify({ finding: finding.id, after: outcome.after, unit: outcome.unit }));
  } finally {
    await stopAll();
    removeTemps();
  }
}
