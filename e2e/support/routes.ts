/**
 * Where a journey goes and where it expects to be, typed by the app's own route table (web/src/lib/routes.ts,
 * types only: nothing of the app runs here), so a journey cannot visit or expect a path the app does not have.
 */
import type { Page } from '@playwright/test';
import type { Href, RoutePath } from '@wonder/web/src/lib/routes';

export type { Href, RoutePath };

/**
 * Opens a page and waits until it listens: a prerendered page paints its frame from HTML before its script
 * runs, and a tap on that frame is lost (the app drops `#root[data-prerendered]` once the screen hydrated).
 */
export async function visit(page: Page, to: Href) {
  const response = await page.goto(to);
  await whenListening(page);
  return response;
}

/**
 * After a reload or any new document: the prerendered frame, if any, has hydrated, and the last home's
 * picture a returning parent's /index paints (web/src/lib/first-load/screen-snapshot.ts) has given way to the fresh home
 * (its copy of the texts would otherwise be found twice).
 */
export async function whenListening(page: Page): Promise<void> {
  await page.locator('#root[data-prerendered]').waitFor({ state: 'detached' });
  await page.locator(LAST_HOME_PICTURE).waitFor({ state: 'detached' });
}

/** The last home's picture (web/src/lib/first-load/screen-snapshot.ts SNAPSHOT_ELEMENT_ID). */
export const LAST_HOME_PICTURE = '#wp-snapshot';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page is at this path, with or without a query. */
export const at = (path: RoutePath) => new RegExp(`${escaped(path)}(\\?.*)?$`);

/** The page is at exactly this path and query. */
export const atExactly = (to: Href) => new RegExp(`${escaped(to)}$`);
