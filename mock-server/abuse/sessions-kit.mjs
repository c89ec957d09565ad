/**
 * What the session findings (findings/stray-eviction, journal-bytes, redaction, redis-session-list) need:
 * start a simulator checkout on 127.0.0.1 at a free port, a throwaway redis-server, and a way to run a
 * finding on its own (`node abuse/findings/<name>.mjs [--simulator <mock-server dir>]`). Plain ESM without
 * dependencies, so the same findings run against an older checkout unchanged. (abuse/lib.mjs, from the other
 * findings, does the same for a simulator; this one stays until the two are merged into one.)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Start `<simulator>/bin/mock-server.mjs` with `args`; resolves with its origin and a stop function. Its
 * scenarios directory is a temporary one, so nothing is written into the checkout measured.
 */
export function launch(simulator, args = [], env = {}) {
  const scenarios = mkdtempSync(join(tmpdir(), 'wonder-abuse-sessions-'));
  const child = spawn(
    process.execPath,
    [
      resolve(simulator, 'bin/mock-server.mjs'),
      ...['--port', '0', '--host', '127.0.0.1', '--log-level', 'warn', '--scenarios-dir', scenarios],
      ...args,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
  );
  const stop = () =>
    new Promise((done) => {
      child.once('exit', () => {
        rmSync(scenarios, { recursive: true, force: true });
        done();
      });
      if (child.exitCode !== null) return child.emit('exit');
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  let out = '';
  let err = '';
  child.stderr.on('data', (d) => {
    err += d;
  });
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`simulator did not start in 90 s: ${err.slice(-300)}`)),
      90_000,
    );
    child.stdout.on('data', (d) => {
      out += d;
      const m = /Control page\s+(http:\/\/[^/\s]+)\/__mock\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolveStart({ origin: m[1], pid: child.pid, stop });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`simulator exited (${code}): ${err.slice(-300)}`));
    });
  });
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
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 50));
    const up = await new Promise((done) => {
      const socket = createServer().listen(port, '127.0.0.1');
      socket.once('error', () => done(true));
      socket.once('listening', () => socket.close(() => done(false)));
    });
    if (up) break;
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

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
  const outcome = await finding.run({
    simulator: resolve(values.simulator),
    log: (m) => console.log(`  ${m}`),
  });
  console.log(`${outcome.held ? 'held ' : 'BROKE'} ${finding.id}: ${outcome.figure}`);
  console.log(JSON.stringify({ finding: finding.id, after: outcome.after, unit: outcome.unit }));
}
