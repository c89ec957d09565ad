/**
 * Where a journey goes and where it expects to be, typed by the app's own route table (web/src/lib/routes.ts,
 * types only: nothing of the app runs here), so a journey cannot visit or expect a path the app does not have.
 */
import type { Page } from '@playwright/test';
import type { Href, RoutePath } from '@wonder/web/src/lib/routes';

export type { Href, RoutePath };

export function visit(page: Page, to: Href) {
  return page.goto(to);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page is at this path, with or without a query. */
export const at = (path: RoutePath) => new RegExp(`${escaped(path)}(\\?.*)?$`);

/** The page is at exactly this path and query. */
export const atExactly = (to: Href) => new RegExp(`${escaped(to)}$`);
