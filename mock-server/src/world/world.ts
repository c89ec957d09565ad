/**
 * The living world of one session: who is logged in with which token, captcha challenges, and every
 * state change the app makes (saved tags, read reports, age, step-up choices, claimed awards…). It is
 * seeded from the fixtures personas and thrown away on reset. Every collection is bounded (caps.ts), so a
 * session hammered by a benchmark or fed huge names cannot grow without limit. Values are plain data (user
 * records point at personas, rebuilt from their ids on restore), so src/store/ can snapshot a world.
 */
import { randomBytes } from 'node:crypto';
import type { Persona } from '@wonder/fixtures';
import { SESSION_CAPS } from '../caps';
import { BoundedMap, BoundedSet } from './bounded';
import { allPersonas } from './personas';

/** Token lifetime (doc 1 does not give one; a week is what the member centre is known to use). */
export const TOKEN_TTL_MS = 7 * 24 * 3600_000;

/** A user of the world: a persona, or a user the code login registered. */
export interface UserRecord {
  userId: string;
  phone: string;
  /** The persona whose data the user gets (a registered user gets a trial-n style persona). */
  persona: Persona;
  /** Registered by a code login in this session. */
  registered: boolean;
}

export interface IssuedToken {
  token: string;
  user: UserRecord;
  /** Virtual time of issue (also the `time` of the login answer). */
  issuedAt: number;
  expiresAt: number;
}

export interface CaptchaChallenge {
  token: string;
  /** The hole's left edge on the reference-width image. */
  x: number;
  y: number;
  /** Null when the challenge was issued without AES (plain point JSON accepted). */
  secretKey: string | null;
  expiresAt: number;
}

export function userOfPersona(p: Persona): UserRecord {
  return { userId: p.userId, phone: p.phone, persona: p, registered: false };
}

// Tokens come from a pool refilled 4 KB at a time: one getrandom per ~170 tokens instead of one per login
// (system calls are costly in sandboxed CI machines; the bytes are just as random).
let pool = Buffer.alloc(0);
let poolOffset = 0;

export function randomHex(bytes: number): string {
  if (poolOffset + bytes > pool.length) {
    pool = randomBytes(4096);
    poolOffset = 0;
  }
  const hex = pool.toString('hex', poolOffset, poolOffset + bytes);
  poolOffset += bytes;
  return hex;
}

export function newToken(): string {
  return randomHex(24);
}

export class World {
  /** Tracked (bounded.ts): the Redis store writes only the tokens and users that changed. */
  readonly tokens = new BoundedMap<string, IssuedToken>(SESSION_CAPS.tokens, true);
  readonly captchas = new BoundedMap<string, CaptchaChallenge>(SESSION_CAPS.captchas);
  /** Verification strings (every accepted form) → captcha token they came from; single use. */
  readonly solvedCaptchas = new BoundedMap<string, string>(SESSION_CAPS.solvedCaptchas);
  /** Users registered by code login, by phone. */
  readonly registeredUsers = new BoundedMap<string, UserRecord>(SESSION_CAPS.registeredUsers, true);
  /** Saved interest tags per pop id. */
  readonly interestTags = new BoundedMap<string, unknown>(SESSION_CAPS.interestTagPopups);
  readonly readReports = new BoundedSet<string>(SESSION_CAPS.readReports);
  age: number | null = null;
  readonly claimedAwards = new BoundedSet<string>(SESSION_CAPS.claimedAwards);
  keepAlivePings = 0;
  /** `times` counters of scenario overrides, per `<scenario>#<index>`. */
  readonly overrideCounters = new BoundedMap<string, number>(SESSION_CAPS.overrideCounters);
  /**
   * State of handlers, keyed by endpoint or domain (step-up keeps its per-student writes here). Values must
   * be JSON data (objects, arrays, strings, numbers, booleans, null; no Map or Set): snapshots store them as is.
   */
  readonly extra = new BoundedMap<string, unknown>(SESSION_CAPS.extra);

  issueToken(user: UserRecord, now: number, token = newToken()): IssuedToken {
    const issued: IssuedToken = { token, user, issuedAt: now, expiresAt: now + TOKEN_TTL_MS };
    this.tokens.set(issued.token, issued);
    return issued;
  }

  addCaptcha(challenge: CaptchaChallenge): void {
    this.captchas.set(challenge.token, challenge);
  }

  recordSolved(variants: readonly string[], captchaToken: string): void {
    for (const v of variants) this.solvedCaptchas.set(v, captchaToken);
  }

  /** Consume a verification string: true once per solved captcha, whichever accepted form is sent. */
  consumeSolved(verification: string): boolean {
    const captchaToken = this.solvedCaptchas.get(verification);
    if (captchaToken === undefined) return false;
    for (const [k, v] of this.solvedCaptchas) if (v === captchaToken) this.solvedCaptchas.delete(k);
    return true;
  }

  /** Point every issued token at another persona (the session switched identity) or revoke them all. */
  rebindTokens(persona: Persona | null): void {
    if (!persona) {
      this.tokens.clear();
      return;
    }
    const user = userOfPersona(persona);
    for (const t of this.tokens.values()) t.user = user;
    this.tokens.touchAll();
  }

  registerUser(phone: string, persona: Persona, userId: string): UserRecord {
    const user: UserRecord = { userId, phone, persona: { ...persona, userId, phone }, registered: true };
    this.registeredUsers.set(phone, user);
    return user;
  }
}

/**
 * Personas that have an account, by phone (the first persona in catalogue order when two share one), built on
 * first use: the personas never change, and every password login looks one up (a walk over an Object.values
 * copy of the catalogue per login showed in the login bench's CPU profile).
 */
let byPhone: ReadonlyMap<string, Persona> | undefined;

function personasByPhone(): ReadonlyMap<string, Persona> {
  if (byPhone) return byPhone;
  const map = new Map<string, Persona>();
  for (const p of allPersonas()) if (p.studentStatus !== 'TOURIST' && !map.has(p.phone)) map.set(p.phone, p);
  byPhone = map;
  return map;
}

/** Personas that have an account (a tourist or an unbound WeChat user cannot log in by phone). */
export function personaByPhone(phone: string): Persona | undefined {
  return personasByPhone().get(phone.replace(/^\+?86(?=1\d{10}$)/, ''));
}
