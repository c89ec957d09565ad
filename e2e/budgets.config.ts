/**
 * The first-load budgets (issue #30): React commits and requests until a screen's first view, and what waits
 * until after it, counted in the production build (support/load-budget.ts). Targets of speed, so a benchmark
 * (`pnpm run bench:first-view`), not part of the test command: with three journeys side by side on two cores
 * a first view can take longer than the 3 s after which the app stops waiting for it, and the counts moved
 * (the home measured 13 commits against 10 in one run and its budget on the retry). One worker here, the
 * journeys' browser and settings otherwise.
 */
import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

export default defineConfig({
  ...journeys,
  testDir: 'budgets',
  outputDir: 'budget-results',
  workers: 1,
  retries: 0,
  reporter: [['list']],
});
