/**
 * Every story fails on an uncaught error in its page and on a hydration or recoverable error React logs (the
 * pattern the app's roots and the journeys use, web/src/lib/first-load/hydration-errors.ts): the runner itself fails a
 * story only on an error thrown while it renders or plays, not on one thrown by a timer, a promise or an
 * effect after. Everything is noted in the page, by a script that runs before the preview's: Storybook's
 * preview handles uncaught errors itself (Playwright's `pageerror` never fires), Playwright's frozen clock
 * (story-clock.ts) catches a timer's error and logs it as the one argument of console.error, and the runner's
 * hooks do not share a Node global to note them in (they run in different jest contexts).
 */
import { HYDRATION_ERROR_RE } from '@wonder/web/src/lib/first-load/hydration-errors.ts';
import type { Page } from 'playwright-core';

type WithErrors = Window & { __wpPageErrors?: string[] };

/** In prepare, before the preview loads: the page notes its errors from then on. */
export async function watchPageErrors(page: Page): Promise<void> {
  await page.addInitScript((pattern) => {
    const noted: string[] = [];
    (window as WithErrors).__wpPageErrors = noted;
    const stackOf = (error: unknown) =>
      error instanceof Error ? (error.stack ?? error.message) : String(error);
    addEventListener(
      'error',
      // A resource that fails to load sends a plain Event (the fixtures' images do): not an error of the page.
      (event) => {
        if (event instanceof ErrorEvent) noted.push(`uncaught ${stackOf(event.error ?? event.message)}`);
      },
      true,
    );
    addEventListener('unhandledrejection', (event) =>
      noted.push(`unhandled rejection ${stackOf(event.reason)}`),
    );
    const hydration = new RegExp(pattern);
    const log = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      const text = args.map((a) => (a instanceof Error ? stackOf(a) : String(a))).join(' ');
      // The app logs its errors with a tag first ('[route]', '[startup]'); a lone Error is one nobody caught.
      if (hydration.test(text) || (args.length === 1 && args[0] instanceof Error)) noted.push(text);
      log(...args);
    };
  }, HYDRATION_ERROR_RE.source);
}

/** In postVisit: fails the story that was shown when any was noted (and forgets them). */
export async function failOnPageErrors(page: Page, storyId: string): Promise<void> {
  const errors = await page.evaluate(() => (window as WithErrors).__wpPageErrors?.splice(0) ?? []);
  if (errors.length > 0) throw new Error(`${storyId}: ${errors.length} page error(s):\n${errors.join('\n')}`);
}
