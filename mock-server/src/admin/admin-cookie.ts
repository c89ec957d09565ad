/**
 * The admin cookie the control page's login sets (--admin-token): `<issued ms>.<nonce>.<HMAC>`, signed with the
 * admin token, so the token itself never sits in a cookie jar and any instance started with the same token
 * accepts it. It expires ADMIN_COOKIE_LIFETIME_MS after the login (a working day: QA logs in once a morning),
 * and logout revokes it on this instance, so a copied cookie stops working when its owner logs out. Revoked
 * cookies are remembered until they would have expired anyway, at most ADMIN_COOKIE_REVOKED_CAP of them
 * (only valid cookies can be revoked, and each needs a login, which is throttled).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { BoundedMap } from '../world/bounded';

export const ADMIN_COOKIE_LIFETIME_MS = 12 * 3600_000;
export const ADMIN_COOKIE_REVOKED_CAP = 1000;

function signature(token: string, payload: string): Buffer {
  return createHmac('sha256', token).update(`wonder mock-server admin cookie ${payload}`).digest();
}

export class AdminCookies {
  /** Revoked nonces, with when they would expire. */
  private readonly revoked = new BoundedMap<string, number>(ADMIN_COOKIE_REVOKED_CAP);

  constructor(private readonly token: string) {}

  /** A fresh cookie value for a login at `now`. */
  issue(now: number): string {
    const payload = `${now}.${randomBytes(12).toString('base64url')}`;
    return `${payload}.${signature(this.token, payload).toString('base64url')}`;
  }

  /** The nonce and expiry of a cookie this token signed, unexpired at `now`; else null. */
  private parse(value: string, now: number): { nonce: string; expiresAt: number } | null {
    const [issued, nonce, mac, ...rest] = value.split('.');
    if (issued === undefined || nonce === undefined || mac === undefined || rest.length) return null;
    const expected = signature(this.token, `${issued}.${nonce}`);
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expiresAt = Number(issued) + ADMIN_COOKIE_LIFETIME_MS;
    if (!Number.isFinite(expiresAt) || now >= expiresAt || Number(issued) > now + 60_000) return null;
    return { nonce, expiresAt };
  }

  valid(value: string, now: number): boolean {
    const cookie = this.parse(value, now);
    return cookie !== null && !this.revoked.has(cookie.nonce);
  }

  /** Logout: this cookie no longer works here, even if someone kept a copy. */
  revoke(value: string, now: number): void {
    for (const [nonce, expiresAt] of this.revoked) if (expiresAt <= now) this.revoked.delete(nonce);
    const cookie = this.parse(value, now);
    if (cookie) this.revoked.set(cookie.nonce, cookie.expiresAt);
  }
}
