/**
 * The Pact suites (@wonder/pact): consumer tests that write contracts/pacts/*.json, then the provider
 * verification of those files against the simulator. Not a project of the root `vitest run` because they
 * start native mock servers and the simulator: one fork, one file at a time, no retries.
 *
 *   pnpm --filter @wonder/pact run pact:consumer     (vitest run --project pact-consumer --coverage)
 *   pnpm --filter @wonder/pact run pact:verify       (vitest run --project pact-provider)
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// Pact's native core phones home unless told not to; set it before any pact module loads.
process.env.PACT_DO_NOT_TRACK = 'true';

const shared = {
  environment: 'node' as const,
  pool: 'forks' as const,
  fileParallelism: false,
  maxWorkers: 1,
  // One process for every file: Pact's native core and the contracts load once (the run is import-bound).
  isolate: false,
  sequence: { concurrent: false },
  env: { PACT_DO_NOT_TRACK: 'true' },
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  root,
  test: {
    ...shared,
    // What the consumer tests exercise of the contracts client (in @wonder/contracts, outside this root).
    coverage: {
      provider: 'v8',
      allowExternal: true,
      include: ['**/contracts/src/client/**/*.ts'],
      reportsDirectory: 'coverage/pact-consumer',
      reporter: ['text', 'json-summary'],
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'pact-consumer',
          include: ['consumer/**/*.pact.test.ts'],
          globalSetup: ['consumer/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'pact-provider', include: ['provider/**/*.test.ts'] },
      },
    ],
  },
});
