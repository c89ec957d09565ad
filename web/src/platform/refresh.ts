/**
 * Refresh timestamp rule (doc 1 §1): refreshing a page adds a timestamp query, unless one is present or the
 * page runs in the native app. The timestamp key is `_t` (chosen). A refresh is detected by the navigation
 * timing type 'reload', or, where that is unavailable, by the session refresh flag set on the first load.
 */
import { SESSION_KEYS, sessionStore } from './storage';

export const TIMESTAMP_KEY = '_t';

export function refreshedUrl(
  href: string,
  opts: { isReload: boolean; isApp: boolean; now: number },
): string | null {
  if (!opts.isReload || opts.isApp) return null;
  const url = new URL(href);
  if (url.searchParams.has(TIMESTAMP_KEY)) return null;
  url.searchParams.set(TIMESTAMP_KEY, String(opts.now));
  return url.toString();
}

export function isReloadNavigation(win: Window = window): boolean {
  const flagged = sessionStore.getString(SESSION_KEYS.refreshFlag) === '1';
  sessionStore.setString(SESSION_KEYS.refreshFlag, '1');
  try {
    const nav = win.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (nav) return nav.type === 'reload';
  } catch {
    // old WebViews: fall back to the flag
  }
  return flagged;
}

/** Apply the rule to the live page before the router reads the url (no reload: history.replaceState). */
export function applyRefreshTimestamp(win: Window, isApp: boolean): void {
  const next = refreshedUrl(win.location.href, { isReload: isReloadNavigation(win), isApp, now: Date.now() });
  if (next) win.history.replaceState(win.history.state, '', next);
}
