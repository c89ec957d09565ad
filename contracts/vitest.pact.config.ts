/**
 * The Pact suites (contracts/pact): consumer tests that write contracts/pacts/*.json, then the provider
 * verification of those files against the simulator. Kept out of the default `contracts` project because
 * they start native mock servers and the simulator: one fork, one file at a time, no retries.
 *
 *   pnpm exec vitest run -c contracts/vitest.pact.config.ts --project pact-consumer
 *   pnpm exec vitest run -c contracts/vitest.pact.config.ts --project pact-provider
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
    coverage: {
      provider: 'v8',
      include: ['src/client/**/*.ts'],
      reportsDirectory: 'coverage/pact-consumer',
      reporter: ['text', 'json-summary'],
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'pact-consumer',
          include: ['pact/consumer/**/*.pact.test.ts'],
          globalSetup: ['pact/consumer/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'pact-provider', include: ['pact/provider/**/*.test.ts'] },
      },
    ],
  },
});
