/**
 * Every story fails on an uncaught error in its page and on a hydration error React logs (the pattern the
 * app's roots and the journeys use, web/src/lib/hydration-errors.ts): the runner itself fails a story only
 * on an error thrown while it renders or plays, not on one thrown by a timer, a promise or an effect after.
 * The runner keeps one page per test file, so the errors are noted per page and taken after each story.
 */
import { HYDRATION_ERROR_RE } from '@wonder/web/src/lib/hydration-errors.ts';
import type { Page } from 'playwright-core';

const noted = new WeakMap<Page, string[]>();

/** In prepare: start noting the page's errors. */
export function watchPageErrors(page: Page): void {
  if (noted.has(page)) return;
  const errors: string[] = [];
  noted.set(page, errors);
  page.on('pageerror', (error) => errors.push(`uncaught ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR_RE.test(message.text())) errors.push(message.text());
  });
}

/** In postVisit: fails the story that was shown when any was noted (and forgets them). */
export function failOnPageErrors(page: Page, storyId: string): void {
  const errors = noted.get(page)?.splice(0) ?? [];
  if (errors.length > 0) throw new Error(`${storyId}: ${errors.length} page error(s):\n${errors.join('\n')}`);
}
