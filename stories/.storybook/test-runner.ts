/**
 * Test-runner hooks.
 * - prepare: the default one, with a longer navigation timeout: on a loaded 2-core CI machine the first
 *   load of the 2 MB preview bundle can take longer than the default 30 s.
 * - preVisit: the runner does not apply a story's viewport global, so every story is visited at the phone
 *   size the preview uses by default.
 */
import type { TestRunnerConfig } from '@storybook/test-runner';

const PHONE = { width: 390, height: 844 };
const NAVIGATION_TIMEOUT_MS = 180_000;

const config: TestRunnerConfig = {
  async prepare({ page }) {
    const target = process.env.TARGET_URL;
    if (!target) throw new Error('TARGET_URL is not set (run through scripts/test-static.mjs)');
    page.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
    await page.setViewportSize(PHONE);
    await page.goto(new URL('iframe.html', target).toString(), {
      waitUntil: 'load',
      timeout: NAVIGATION_TIMEOUT_MS,
    });
  },
  async preVisit(page) {
    await page.setViewportSize(PHONE);
  },
};

export default config;
