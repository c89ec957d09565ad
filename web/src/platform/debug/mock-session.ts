/**
 * This browser's simulator session: the `mock-session` cookie the simulator reads (and the control page
 * sets), created when absent so the debug console and the app share one session.
 */
import { MOCK_SESSION_COOKIE } from '@wonder/contracts/admin/client';

export function readSessionCookie(doc: Document = document): string | null {
  const hit = doc.cookie.split('; ').find((c) => c.startsWith(`${MOCK_SESSION_COOKIE}=`));
  return hit ? decodeURIComponent(hit.slice(MOCK_SESSION_COOKIE.length + 1)) : null;
}

/** This browser's simulator session id; created (and stored in the cookie) when absent. */
export function ensureSessionId(doc: Document = document): string {
  const existing = readSessionCookie(doc);
  if (existing) return existing;
  const id = `qa-${Math.random().toString(36).slice(2, 10)}`;
  doc.cookie = `${MOCK_SESSION_COOKIE}=${encodeURIComponent(id)}; path=/; max-age=${60 * 60 * 24 * 30}; SameSite=Lax`;
  return id;
}
