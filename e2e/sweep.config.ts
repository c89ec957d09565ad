/**
 * The failure sweep (sweep/, issue 38): the journeys' browser and settings, its own tests. Two projects run
 * one after the other by scripts/sweep.mjs against one simulator: `discover` reads each screen's calls,
 * `sweep` drives every case of the matrix they make. The test command runs a slice (SWEEP_SLICE=1).
 */
import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

export default defineConfig({
  ...journeys,
  testDir: 'sweep',
  // Not under test-results/: a journeys' run empties that folder when it starts.
  outputDir: 'sweep-results/output',
  // Cases run side by side: each has its own simulator session; a page mostly waits.
  workers: Number(process.env.SWEEP_WORKERS ?? 3),
  timeout: 120_000,
  reporter: [['dot']],
  projects: [
    { name: 'discover', testMatch: /discover\.spec\.ts$/ },
    { name: 'sweep', testMatch: /sweep\.spec\.ts$/ },
  ],
});
