/**
 * Starts the simulator serving the production build of web/ (`mock-server --port 0 --web web/dist`) and
 * exports its origin as E2E_BASE_URL; the returned function stops it. It builds nothing: the test command
 * builds first. E2E_WEB_DIR points at another build.
 *
 * The simulator checks every exchange of the run against its own OpenAPI document (`--openapi-report`, with
 * openapi-backend); the teardown fails the run on any violation: the app's real traffic must be what the
 * document published to backend teams says.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
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

function startSimulator(webDir: string, openapiReport: string): ChildProcess {
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
      '--openapi-report',
      openapiReport,
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

interface OpenApiReport {
  checked: number;
  violations: { operation: string; where: string; status: number | null; message: string; count: number }[];
  dropped: number;
}

/** The simulator's verdict on the run's traffic, written when it stopped; throws on any violation. */
function assertTrafficMatchesOpenApi(file: string): void {
  if (!existsSync(file)) throw new Error(`[e2e] the simulator wrote no OpenAPI traffic report (${file})`);
  const report = JSON.parse(readFileSync(file, 'utf8')) as OpenApiReport;
  const lines = report.violations.map(
    (v) => `  ${v.operation} ${v.where} (HTTP ${v.status}, ${v.count}×): ${v.message}`,
  );
  console.log(`[e2e] OpenAPI check: ${report.checked} exchanges, ${report.violations.length} violations`);
  if (lines.length || report.dropped)
    throw new Error(
      `[e2e] the app's traffic is off the simulator's OpenAPI document (/__mock/openapi.json):\n${lines.join('\n')}` +
        (report.dropped ? `\n  … and ${report.dropped} more` : ''),
    );
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = resolve(process.env.E2E_WEB_DIR ?? resolve(repo, 'web', 'dist'));
  const reportDir = mkdtempSync(join(tmpdir(), 'e2e-openapi-'));
  const report = join(reportDir, 'openapi-report.json');
  const child = startSimulator(dir, report);
  try {
    const origin = await waitForOrigin(child);
    process.env.E2E_BASE_URL = origin;
    console.log(`[e2e] simulator with ${dir} on ${origin}`);
    // Keep draining its output so a chatty simulator never blocks on a full pipe.
    child.stdout?.resume();
    child.stderr?.resume();
  } catch (error) {
    await stop(child);
    throw error;
  }
  return async () => {
    await stop(child);
    try {
      assertTrafficMatchesOpenApi(report);
    } finally {
      rmSync(reportDir, { recursive: true, force: true });
    }
  };
}
