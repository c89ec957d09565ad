/**
 * Admin login guesses, throttled per remote address: after ADMIN_LOGIN_MAX_FAILURES wrong tokens within
 * ADMIN_LOGIN_WINDOW_MS the address gets 429 until the window has passed, without its guess being checked. Only
 * failures count (a request-rate limiter would also count the control page's right logins); a right token
 * clears the address's count. At most ADMIN_LOGIN_ADDRESSES addresses are remembered (the oldest dropped).
 */
import { BoundedMap } from '../world/bounded';

export const ADMIN_LOGIN_MAX_FAILURES = 10;
export const ADMIN_LOGIN_WINDOW_MS = 10 * 60_000;
const ADMIN_LOGIN_ADDRESSES = 10_000;

export class LoginThrottle {
  private readonly failures = new BoundedMap<string, { count: number; since: number }>(ADMIN_LOGIN_ADDRESSES);

  /** How long `address` must wait before its next guess; 0 when it may guess now. */
  waitMs(address: string, now: number): number {
    const f = this.failures.get(address);
    if (!f) return 0;
    const left = f.since + ADMIN_LOGIN_WINDOW_MS - now;
    if (left <= 0) {
      this.failures.delete(address);
      return 0;
    }
    return f.count >= ADMIN_LOGIN_MAX_FAILURES ? left : 0;
  }

  failed(address: string, now: number): void {
    const f = this.failures.get(address);
    if (f && now - f.since < ADMIN_LOGIN_WINDOW_MS) f.count++;
    else this.failures.set(address, { count: 1, since: now });
  }

  succeeded(address: string): void {
    this.failures.delete(address);
  }
}
