/**
 * Test-runner hooks.
 * - prepare: the default one, with a longer navigation timeout: on a loaded 2-core CI machine the first
 *   load of the 2 MB preview bundle can take longer than the default 30 s. The page is opened at a fixed
 *   origin whose requests go to the static server (its port changes every run, and pages print or encode
 *   their own address: the PC download page's QR code). Then the page's clock is frozen at the instant
 *   the preview publishes (story-clock.ts), before any story file is loaded: stories that compute dates
 *   when their file loads see the frozen clock too.
 * - preVisit: the runner does not apply a story's viewport global, so every story is visited at the phone
 *   size the preview uses by default.
 * - postVisit: fails a story whose page threw or logged a hydration error (page-errors.ts), then the visual
 *   capture of a story that passed (visual-capture.ts). A story that failed (here, or in the runner: render,
 *   play function, a11y) keeps its reason and what its page showed for the review (failure-record.ts); the
 *   runner's own failures reach it through errorMessageFormatter, which returns the message unchanged.
 * The browser context (reduced motion, time zone, locale) is set in test-runner-jest.config.js.
 */
import type { TestRunnerConfig } from '@storybook/test-runner';
import { captureFailure, recordFailure, storyOfMessage } from './failure-record.ts';
import { failOnPageErrors, watchPageErrors } from './page-errors.ts';
import { captureStory } from './visual-capture.ts';

const PHONE = { width: 390, height: 844 };
const NAVIGATION_TIMEOUT_MS = 180_000;
/** Never resolved: every request to it is sent on to the static server. */
const STORY_ORIGIN = 'http://stories.wonder.test';

const config: TestRunnerConfig = {
  async prepare({ page }) {
    const target = process.env.TARGET_URL;
    if (!target) throw new Error('TARGET_URL is not set (run through scripts/test-static.mjs)');
    page.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
    await watchPageErrors(page);
    await page.setViewportSize(PHONE);
    // Anything else (the fixtures' image hosts) fails at once, as it would offline, instead of waiting for
    // a DNS answer that comes at a different moment each run.
    await page.route('**/*', (route) => {
      const url = route.request().url();
      return url.startsWith(`${STORY_ORIGIN}/`)
        ? route.continue({ url: url.replace(STORY_ORIGIN, new URL(target).origin) })
        : route.abort('addressunreachable');
    });
    await page.goto(`${STORY_ORIGIN}/iframe.html`, {
      waitUntil: 'load',
      timeout: NAVIGATION_TIMEOUT_MS,
    });
    const now = await page.waitForFunction(() => window.__wpStoryNow, undefined, {
      timeout: NAVIGATION_TIMEOUT_MS,
    });
    await page.clock.setFixedTime(Number(await now.jsonValue()));
  },
  async preVisit(page) {
    await page.setViewportSize(PHONE);
  },
  async postVisit(page, context) {
    try {
      await failOnPageErrors(page, context.id);
      if (!context.hasFailure) await captureStory(page, context.id);
    } catch (error) {
      recordFailure(context.id, error instanceof Error ? error.message : String(error));
      await captureFailure(page, context.id);
      throw error;
    }
    if (context.hasFailure) await captureFailure(page, context.id);
  },
  errorMessageFormatter(message) {
    const id = storyOfMessage(message);
    if (id) recordFailure(id, message);
    return message;
  },
};

export default config;
