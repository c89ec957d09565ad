/**
 * Route guards of doc 1 §2, as pure functions (the components in guards.tsx apply them):
 * - the growth tab needs a token, otherwise /login;
 * - the eight step-up paths go to /downloadApp on an iOS device outside the app and outside the dedicated
 *   iOS container;
 * - the last and current route are recorded, except between the protocol page and login (either way)
 *   and from login to selectAgePage.
 */

import { canonicalPath, findRoute, type Href, isStepUpPath, type RoutePath } from '../lib/routes';
import type { Environment } from '../platform/env';
import { SESSION_KEYS, sessionStore } from '../platform/storage';

export function tokenRedirect(pathname: string, token: string | null): Href | null {
  return findRoute(pathname)?.requiresToken && !token ? '/login' : null;
}

export function stepUpRedirect(
  pathname: string,
  env: Pick<Environment, 'isIosDevice' | 'isApp' | 'isIosContainer'>,
): Href | null {
  if (!isStepUpPath(pathname)) return null;
  return env.isIosDevice && !env.isApp && !env.isIosContainer ? '/downloadApp' : null;
}

export interface RouteRecord {
  /** Where the visitor came from (path + query). */
  last: string | null;
  current: string | null;
}

export const EMPTY_RECORD: RouteRecord = { last: null, current: null };

/**
 * Moves that are part of logging in, not navigation (doc 1 §2): protocol↔login, login→age selection. The
 * login form links its documents by their own routes (/userAgreement, /userPrivacy, /userChildrenPrivacy):
 * reading one is the same protocol↔login move, so it is exempt too.
 */
const DOCUMENT_ROUTES: readonly RoutePath[] = [
  '/protocol',
  '/userAgreement',
  '/userPrivacy',
  '/userChildrenPrivacy',
];
const EXEMPT_MOVES: readonly (readonly [RoutePath, RoutePath])[] = [
  ...DOCUMENT_ROUTES.flatMap((doc) => [[doc, '/login'] as const, ['/login', doc] as const]),
  ['/login', '/selectAgePage'],
];

function isExempt(fromPath: string, toPath: string): boolean {
  const from = canonicalPath(fromPath);
  const to = canonicalPath(toPath);
  return EXEMPT_MOVES.some(([a, b]) => a === from && b === to);
}

/** `from`/`to` are full locations (pathname + search); exemptions compare pathnames. */
export function nextRouteRecord(prev: RouteRecord, from: string | null, to: string): RouteRecord {
  if (from !== null && isExempt(from.split('?')[0] ?? from, to.split('?')[0] ?? to)) return prev;
  if (from === to) return prev;
  // A reload (no previous location in this page) of the route already current is not a navigation: the
  // record keeps where the parent came from, so a login reloaded mid-way still goes back there.
  if (from === null && prev.current === to) return prev;
  return { last: from ?? prev.current, current: to };
}

export function readRouteRecord(): RouteRecord {
  return (
    sessionStore.getJson(SESSION_KEYS.routeRecord, (v) => {
      const r = v as Partial<RouteRecord> | null;
      return r && typeof r === 'object'
        ? {
            last: typeof r.last === 'string' ? r.last : null,
            current: typeof r.current === 'string' ? r.current : null,
          }
        : null;
    }) ?? EMPTY_RECORD
  );
}

export function writeRouteRecord(record: RouteRecord): void {
  sessionStore.setJson(SESSION_KEYS.routeRecord, record);
}
