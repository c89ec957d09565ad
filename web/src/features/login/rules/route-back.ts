/**
 * Where a successful login goes back to: the last route the router recorded (doc 1 §2 guards), unless it
 * is the login screen itself or a route that only exists around login; otherwise home. The record is
 * written by app/ in session storage; features do not import app/, so it is read here from the key.
 * The age selection after a first login closes onto the same place (doc 1 §2 "a toast and closes").
 */
import { wantsTrialClaim } from '../../../domain/trial-claim-link';
import { type Href, type RoutePath, toHref } from '../../../lib/routes';
import { SESSION_KEYS, sessionStore } from '../../../platform/storage';

const NOT_BACK_TARGETS: ReadonlySet<string> = new Set<RoutePath>([
  '/login',
  '/selectAgePage',
  '/findPassword',
  '/protocol',
]);

export function lastRoute(): string | null {
  return sessionStore.getJson(SESSION_KEYS.routeRecord, (v) => {
    const last = (v as { last?: unknown } | null)?.last;
    return typeof last === 'string' && last.startsWith('/') ? last : null;
  });
}

export function backTarget(last: string | null = lastRoute()): Href {
  if (!last) return '/index';
  const path = last.split(/[?#]/)[0] ?? last;
  if (NOT_BACK_TARGETS.has(path)) return '/index';
  // Home's trial-claim link is a login popup of its own: once logged in, back on home without it.
  if (path === '/index' && wantsTrialClaim(last.slice(path.length).split('#')[0] ?? '')) return '/index';
  return toHref(last);
}
