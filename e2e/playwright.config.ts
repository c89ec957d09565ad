/**
 * Journeys in Debian's chromium with an iPhone 13 profile, against the production build of web/ served by
 * the simulator (global-setup.ts starts it and exports its origin). Each test runs in its own simulator
 * session (support/fixtures.ts), so the two workers never see each other's scenarios.
 */
import { defineConfig, devices } from '@playwright/test';
// Never `playwright install` (it cannot download here): Debian's chromium.
import { CHROMIUM } from '@wonder/chromium';

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
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
    screenshot: 'on',
    trace: 'retain-on-failure',
    actionTimeout: 45_000,
    navigationTimeout: 60_000,
  },
});
