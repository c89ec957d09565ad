/**
 * The admin cookie the control page's login sets (--admin-token): `<issued ms>.<nonce>.<HMAC>`, signed with the
 * admin token, so the token itself never sits in a cookie jar and any instance started with the same token
 * accepts it. It expires ADMIN_COOKIE_LIFETIME_MS after the login (a working day: QA logs in once a morning),
 * and logout revokes it on this instance, so a copied cookie stops working when its owner logs out. Revoked
 * cookies are remembered until they would have expired anyway, at most ADMIN_COOKIE_REVOKED_CAP of them; when
 * a revocation would push one out, the list forgets its oldest entry by *raising a watermark* instead: every
 * cookie issued at or before that entry's login stops working. So a revoked cookie never works again — 1,001
 * other logouts used to make the first one valid — and the price of a full list is that some older, still
 * valid cookies must log in again.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const ADMIN_COOKIE_LIFETIME_MS = 12 * 3600_000;
export const ADMIN_COOKIE_REVOKED_CAP = 1000;

function signature(token: string, payload: string): Buffer {
  return createHmac('sha256', token).update(`wonder mock-server admin cookie ${payload}`).digest();
}

interface Cookie {
  nonce: string;
  issuedAt: number;
  expiresAt: number;
}

export class AdminCookies {
  /** Revoked nonces, with their cookie's login time and expiry (never more than the cap: see revoke). */
  private readonly revoked = new Map<string, { issuedAt: number; expiresAt: number }>();
  /** Every cookie issued at or before this instant is revoked (the entries the list could not keep). */
  private revokedThrough = Number.NEGATIVE_INFINITY;

  constructor(private readonly token: string) {}

  /** A fresh cookie value for a login at `now`. */
  issue(now: number): string {
    const payload = `${now}.${randomBytes(12).toString('base64url')}`;
    return `${payload}.${signature(this.token, payload).toString('base64url')}`;
  }

  /** The nonce, login time and expiry of a cookie this token signed, unexpired at `now`; else null. */
  private parse(value: string, now: number): Cookie | null {
    const [issued, nonce, mac, ...rest] = value.split('.');
    if (issued === undefined || nonce === undefined || mac === undefined || rest.length) return null;
    const expected = signature(this.token, `${issued}.${nonce}`);
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expiresAt = Number(issued) + ADMIN_COOKIE_LIFETIME_MS;
    if (!Number.isFinite(expiresAt) || now >= expiresAt || Number(issued) > now + 60_000) return null;
    return { nonce, issuedAt: Number(issued), expiresAt };
  }

  valid(value: string, now: number): boolean {
    const cookie = this.parse(value, now);
    return cookie !== null && cookie.issuedAt > this.revokedThrough && !this.revoked.has(cookie.nonce);
  }

  /** Logout: this cookie no longer works here, even if someone kept a copy. */
  revoke(value: string, now: number): void {
    for (const [nonce, c] of this.revoked) if (c.expiresAt <= now) this.revoked.delete(nonce);
    const cookie = this.parse(value, now);
    if (!cookie || !this.valid(value, now)) return;
    this.revoked.set(cookie.nonce, { issuedAt: cookie.issuedAt, expiresAt: cookie.expiresAt });
    while (this.revoked.size > ADMIN_COOKIE_REVOKED_CAP) {
      // The earliest login goes from the list into the watermark, which revokes it and everything before it.
      let oldest: [string, number] | undefined;
      for (const [nonce, c] of this.revoked)
        if (!oldest || c.issuedAt < oldest[1]) oldest = [nonce, c.issuedAt];
      if (!oldest) break;
      this.revokedThrough = Math.max(this.revokedThrough, oldest[1]);
      for (const [nonce, c] of this.revoked)
        if (c.issuedAt <= this.revokedThrough) this.revoked.delete(nonce);
    }
  }
}
