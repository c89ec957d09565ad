/**
 * Journeys in Debian's chromium with an iPhone 13 profile, against the production build of web/ served by
 * the simulator (global-setup.ts starts it and exports its origin). Each test runs in its own simulator
 * session (support/fixtures.ts), so the workers never see each other's scenarios.
 */
import { defineConfig, devices } from '@playwright/test';
// Never `playwright install` (it cannot download here): Debian's chromium.
import { CHROMIUM } from '@wonder/chromium';

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // Three on two cores: a journey waits on the simulator and Chromium's compositor as much as it computes
  // (two workers kept the cores 72% busy); the suite 324 s → 248 s wall.
  workers: 3,
  // A failing journey runs once more, recording its trace (trace: on-first-retry); one that passes on the
  // retry is listed as flaky in the report. Recording every journey's trace cost a third of the suite's CPU
  // (home + growth specs, user 98 s → 66 s without it) for traces thrown away whenever the journey passed.
  retries: 1,
  failOnFlakyTests: false,
  forbidOnly: true,
  // A loaded 2-core machine: first loads of the bundle and the captcha puzzle take seconds, not ms.
  timeout: 240_000,
  expect: { timeout: 45_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    ...devices['iPhone 13'],
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A failing journey's last screen; the pictures we look at are the journeys' own shot()s
    // (test-results/screens/), so a passing journey takes no extra one at its end.
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
    actionTimeout: 45_000,
    navigationTimeout: 60_000,
  },
});
