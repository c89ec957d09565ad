/**
 * Starts the simulator serving the production build of web/ (`mock-server --port 0 --web web/dist`, see
 * simulator.mjs) and exports its origin as E2E_BASE_URL; the returned function stops it. It builds nothing:
 * the test command builds first. E2E_WEB_DIR points at another build.
 *
 * The simulator checks every exchange of the run against its own OpenAPI document (`--openapi-report`, with
 * openapi-backend); the teardown fails the run on any violation: the app's real traffic must be what the
 * document published to backend teams says.
 *
 * E2E_BASE_URL already set: a simulator someone else started and checks (scripts/each-alone.mjs runs every
 * journey in a Playwright run of its own against one simulator: starting one per run cost seconds each);
 * nothing is started here. Every journey still starts from a session of its own (support/fixtures.ts).
 */
import { startSimulator, webDir } from './simulator.mjs';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = webDir();
  // The journeys that walk the prerendered pages list them from the build (tests/hydration.spec.ts).
  process.env.E2E_WEB_DIR = dir;
  if (process.env.E2E_BASE_URL) {
    console.log(`[e2e] the running simulator on ${process.env.E2E_BASE_URL} (E2E_BASE_URL), with ${dir}`);
    return async () => undefined;
  }
  const simulator = await startSimulator(dir);
  process.env.E2E_BASE_URL = simulator.origin;
  console.log(`[e2e] simulator with ${dir} on ${simulator.origin}`);
  return () => simulator.close();
}
