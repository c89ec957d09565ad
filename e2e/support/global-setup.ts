/**
 * Starts one simulator per build of web/ (`mock-server --port 0 --web <dir>`): the production build
 * (web/dist, origin exported as E2E_BASE_URL) and the pre-release build (web/dist-pre, E2E_PRE_BASE_URL),
 * which only the journeys that need the QA hooks use (`test.use({ build: 'pre' })`). The returned function
 * stops them. It builds nothing: the test command builds both first. E2E_WEB_DIR / E2E_PRE_WEB_DIR point
 * at other builds.
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
    throw new Error(
      `No web build in ${webDir}: build it first (pnpm run test:e2e builds dist and dist-pre).`,
    );
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
  const builds = [
    { env: 'E2E_BASE_URL', dir: process.env.E2E_WEB_DIR ?? resolve(repo, 'web', 'dist') },
    { env: 'E2E_PRE_BASE_URL', dir: process.env.E2E_PRE_WEB_DIR ?? resolve(repo, 'web', 'dist-pre') },
  ];
  const children: ChildProcess[] = [];
  try {
    await Promise.all(
      builds.map(async ({ env, dir }) => {
        const child = startSimulator(resolve(dir));
        children.push(child);
        const origin = await waitForOrigin(child);
        process.env[env] = origin;
        console.log(`[e2e] simulator with ${dir} on ${origin}`);
        // Keep draining its output so a chatty simulator never blocks on a full pipe.
        child.stdout?.resume();
        child.stderr?.resume();
      }),
    );
  } catch (error) {
    await Promise.all(children.map(stop));
    throw error;
  }
  return async () => {
    await Promise.all(children.map(stop));
  };
}
