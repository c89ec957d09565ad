/**
 * Starts the simulator serving the production build of web/ (`mock-server --port 0 --web web/dist`) and
 * exports its origin as E2E_BASE_URL; the returned function stops it. It builds nothing: the test command
 * builds first. E2E_WEB_DIR points at another build.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');
const STARTUP_TIMEOUT_MS = 120_000;

function waitForOrigin(child: ChildProcess): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      reject(new Error(`simulator did not start within ${STARTUP_TIMEOUT_MS} ms:\n${output}`));
    }, STARTUP_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // The CLI prints "  Control page   http://127.0.0.1:PORT/__mock/" once it listens.
      const match = /Control page\s+(http:\/\/[^\s/]+)\/__mock\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolvePromise(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`simulator exited with ${code} before listening:\n${output}`));
    });
  });
}

function startSimulator(webDir: string): ChildProcess {
  if (!existsSync(resolve(webDir, 'index.html'))) {
    throw new Error(`No web build in ${webDir}: build it first (pnpm run test:e2e builds it).`);
  }
  return spawn(
    process.execPath,
    [
      resolve(repo, 'mock-server', 'bin', 'mock-server.mjs'),
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--web',
      webDir,
      '--log-level',
      'warn',
    ],
    { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = resolve(process.env.E2E_WEB_DIR ?? resolve(repo, 'web', 'dist'));
  const child = startSimulator(dir);
  try {
    const origin = await waitForOrigin(child);
    process.env.E2E_BASE_URL = origin;
    // The journeys that walk the prerendered pages list them from the build (tests/hydration.spec.ts).
    process.env.E2E_WEB_DIR = dir;
    console.log(`[e2e] simulator with ${dir} on ${origin}`);
    // Keep draining its output so a chatty simulator never blocks on a full pipe.
    child.stdout?.resume();
    child.stderr?.resume();
  } catch (error) {
    await stop(child);
    throw error;
  }
  return () => stop(child);
}
