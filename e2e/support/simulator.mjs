/**
 * The simulator the journeys run against: `mock-server --port 0 --web <build>` on 127.0.0.1, checking every
 * exchange against its own OpenAPI document (`--openapi-report`). Plain JavaScript so that both the
 * Playwright global setup (support/global-setup.ts) and scripts/each-alone.mjs (one simulator for many
 * Playwright runs) start it the same way.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchSimulator } from '@wonder/mock-server/launch';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const STARTUP_TIMEOUT_MS = 120_000;

/** The production build the journeys run against: E2E_WEB_DIR, else web/dist. */
export function webDir() {
  return resolve(process.env.E2E_WEB_DIR ?? resolve(repo, 'web', 'dist'));
}

/** The simulator's verdict on the run's traffic, written when it stopped; throws on any violation. */
function assertTrafficMatchesOpenApi(file) {
  if (!existsSync(file)) throw new Error(`[e2e] the simulator wrote no OpenAPI traffic report (${file})`);
  const report = JSON.parse(readFileSync(file, 'utf8'));
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

/**
 * The host calls (up to 20, newest first) that reached the simulator's `default` session: a call without a
 * journey's `mock-session` cookie lands there, and every journey of a run would share what it holds (a
 * login, a claimed gift…), so one journey could pass only after another. Every journey has its own session
 * (support/fixtures.ts), so this stays empty.
 */
export async function defaultSessionCalls(origin) {
  const res = await fetch(`${origin}/__mock/sessions/default/journal?limit=20`);
  if (!res.ok) throw new Error(`GET ${origin}/__mock/sessions/default/journal → ${res.status}`);
  const { entries } = await res.json();
  return entries.map((e) => `${e.method} ${e.path} (${e.status})`);
}

/**
 * Starts the simulator serving `dir`; resolves with its origin and `close()`, which stops it and throws if
 * the traffic it saw is off its OpenAPI document or reached the shared `default` session.
 */
export async function startSimulator(dir) {
  if (!existsSync(resolve(dir, 'index.html'))) {
    throw new Error(`No web build in ${dir}: build it first (pnpm run test:e2e builds it).`);
  }
  const reportDir = mkdtempSync(join(tmpdir(), 'e2e-openapi-'));
  const report = join(reportDir, 'openapi-report.json');
  let sim;
  try {
    sim = await launchSimulator(
      [
        ...['--port', '0', '--host', '127.0.0.1', '--web', dir, '--log-level', 'warn'],
        ...['--openapi-report', report],
      ],
      { cwd: repo, timeoutMs: STARTUP_TIMEOUT_MS },
    );
  } catch (error) {
    rmSync(reportDir, { recursive: true, force: true });
    throw error;
  }
  const { origin } = sim;
  return {
    origin,
    async close() {
      const shared = await defaultSessionCalls(origin).catch((error) => [`unreadable: ${error.message}`]);
      await sim.stop();
      const problems = [];
      try {
        assertTrafficMatchesOpenApi(report);
      } catch (error) {
        problems.push(error.message);
      } finally {
        rmSync(reportDir, { recursive: true, force: true });
      }
      if (shared.length)
        problems.push(
          `[e2e] host calls reached the simulator's shared "default" session, outside every journey's own: ${shared.join(', ')}`,
        );
      if (problems.length) throw new Error(problems.join('\n'));
    },
  };
}
