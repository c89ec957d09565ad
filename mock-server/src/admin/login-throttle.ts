/**
 * Admin-token guesses (the control page's login, a wrong Bearer header), slowed down without ever refusing the
 * right token for what others did. Wrong tokens are counted per address (an IPv6 address by its /64, which one
 * machine usually holds whole) and in total, over ADMIN_LOGIN_WINDOW_MS. A guess is *held* when its address made
 * ADMIN_LOGIN_MAX_FAILURES wrong ones in the window, or when the total passed ADMIN_LOGIN_GLOBAL_FAILURES and its
 * address made any (many addresses guessing together). A held guess waits its turn — the address's attempts
 * ADMIN_LOGIN_SLOT_MS apart, and while the total is past its limit all held attempts ADMIN_LOGIN_GLOBAL_SLOT_MS
 * apart — and is then checked like any other: the right token gets in, however many wrong ones came before it
 * from anywhere. Only an attempt whose turn is more than ADMIN_LOGIN_MAX_WAIT_MS away is answered 429 unchecked
 * (Retry-After says when). So an address guesses at most one token per slot, all addresses together one per
 * global slot past the total's limit, and an owner whose address nobody floods is never refused.
 * A right token clears its address's count. At most ADMIN_LOGIN_ADDRESSES addresses are remembered.
 */
import { isIPv6 } from 'node:net';
import { BoundedMap } from '../world/bounded';

export const ADMIN_LOGIN_MAX_FAILURES = 10;
export const ADMIN_LOGIN_WINDOW_MS = 10 * 60_000;
/** Wrong tokens from all addresses together in the window past which every guessing address is held. */
export const ADMIN_LOGIN_GLOBAL_FAILURES = 100;
/** A held address's attempts are this far apart. */
export const ADMIN_LOGIN_SLOT_MS = 5_000;
/** Past the global limit, held attempts from all addresses are this far apart. */
export const ADMIN_LOGIN_GLOBAL_SLOT_MS = 1_000;
/** The longest a held attempt waits for its turn; a later turn is a 429. */
export const ADMIN_LOGIN_MAX_WAIT_MS = 30_000;
const ADMIN_LOGIN_ADDRESSES = 10_000;

interface Failures {
  count: number;
  since: number;
  /** When the next held attempt may be checked. */
  nextSlot: number;
}

/** The address guesses are counted under: IPv4 as is (IPv4-mapped IPv6 too), IPv6 by its first 64 bits. */
export function addressKey(address: string): string {
  const plain = address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
  if (!isIPv6(plain)) return plain;
  const [head = '', tail] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The verdict on an attempt: check it after `waitMs`, or refuse it unchecked (429) for `retryMs`. */
export type Admission = { ok: true; waitMs: number } | { ok: false; retryMs: number };

export class LoginThrottle {
  private readonly failures = new BoundedMap<string, Failures>(ADMIN_LOGIN_ADDRESSES);
  private readonly total: Failures = { count: 0, since: 0, nextSlot: 0 };

  /** The address's failures still in the window (an expired window is forgotten). */
  private current(key: string, now: number): Failures | undefined {
    const f = this.failures.get(key);
    if (f && now - f.since >= ADMIN_LOGIN_WINDOW_MS) {
      this.failures.delete(key);
      return undefined;
    }
    return f;
  }

  private totalNow(now: number): Failures {
    if (now - this.total.since >= ADMIN_LOGIN_WINDOW_MS) Object.assign(this.total, { count: 0, since: now });
    return this.total;
  }

  /** When an attempt from `address` may be checked (its turn is taken), or that it is refused unchecked. */
  admit(address: string, now: number): Admission {
    const f = this.current(addressKey(address), now);
    if (!f) return { ok: true, waitMs: 0 };
    const total = this.totalNow(now);
    const own = f.count >= ADMIN_LOGIN_MAX_FAILURES;
    const shared = total.count >= ADMIN_LOGIN_GLOBAL_FAILURES;
    if (!own && !shared) return { ok: true, waitMs: 0 };
    const at = Math.max(now, own ? f.nextSlot : now, shared ? total.nextSlot : now);
    if (at - now > ADMIN_LOGIN_MAX_WAIT_MS) return { ok: false, retryMs: at - now };
    if (own) f.nextSlot = at + ADMIN_LOGIN_SLOT_MS;
    if (shared) total.nextSlot = at + ADMIN_LOGIN_GLOBAL_SLOT_MS;
    return { ok: true, waitMs: at - now };
  }

  failed(address: string, now: number): void {
    const key = addressKey(address);
    const f = this.current(key, now);
    if (f) f.count++;
    else this.failures.set(key, { count: 1, since: now, nextSlot: now });
    this.totalNow(now).count++;
  }

  succeeded(address: string): void {
    this.failures.delete(addressKey(address));
  }
}
