/**
 * Where a successful login goes back to: the last route the router recorded (doc 1 §2 guards), unless it
 * is the login screen itself or a route that only exists around login; otherwise home. The record is
 * written by app/ in session storage; features do not import app/, so it is read here from the key.
 */
import { SESSION_KEYS, sessionStore } from '../../platform/storage';
import { FIND_PASSWORD_PATH, HOME_PATH, LOGIN_PATH, SELECT_AGE_PATH } from './constants';

const NOT_BACK_TARGETS = new Set([LOGIN_PATH, SELECT_AGE_PATH, FIND_PASSWORD_PATH, '/protocol']);

export function lastRoute(): string | null {
  return sessionStore.getJson(SESSION_KEYS.routeRecord, (v) => {
    const last = (v as { last?: unknown } | null)?.last;
    return typeof last === 'string' && last.startsWith('/') ? last : null;
  });
}

export function backTarget(last: string | null = lastRoute()): string {
  if (!last) return HOME_PATH;
  const path = last.split(/[?#]/)[0] ?? last;
  return NOT_BACK_TARGETS.has(path) ? HOME_PATH : last;
}
