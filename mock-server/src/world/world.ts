/**
 * The living world of one session: who is logged in with which token, captcha challenges, and every
 * state change the app makes (saved tags, read reports, age, step-up choices, claimed awards…). It is
 * seeded from the fixtures personas and thrown away on reset. All collections are bounded so a session
 * hammered by a benchmark cannot grow without limit.
 */
import { randomBytes } from 'node:crypto';
import type { Persona, PersonaId } from '@wonder/fixtures';
import { allPersonas, personaById } from './personas';

/** Token lifetime (doc 1 does not give one; a week is what the member centre is known to use). */
export const TOKEN_TTL_MS = 7 * 24 * 3600_000;
const MAX_TOKENS = 1000;
const MAX_CAPTCHAS = 200;

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

export interface StepUpWorld {
  /** Choice per question/step key (Y/A/N/B as numbers), as the app submitted it. */
  choices: Record<string, unknown>;
  /** Submitted plan (intended) times. */
  planTimes: unknown[] | null;
  /** Class chosen in the shift centre. */
  classId: string | number | null;
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

/** Bounded insertion-ordered map: the oldest entry goes when full. */
function capSet<K, V>(map: Map<K, V>, key: K, value: V, cap: number): void {
  if (!map.has(key) && map.size >= cap) map.delete(map.keys().next().value as K);
  map.set(key, value);
}

export class World {
  readonly tokens = new Map<string, IssuedToken>();
  readonly captchas = new Map<string, CaptchaChallenge>();
  /** Verification strings (every accepted form) → captcha token they came from; single use. */
  readonly solvedCaptchas = new Map<string, string>();
  /** Users registered by code login, by phone. */
  readonly registeredUsers = new Map<string, UserRecord>();
  /** Saved interest tags per pop id. */
  readonly interestTags = new Map<string, unknown>();
  readonly readReports = new Set<string>();
  age: number | null = null;
  readonly stepUp: StepUpWorld = { choices: {}, planTimes: null, classId: null };
  readonly claimedAwards = new Set<string>();
  keepAlivePings = 0;
  /** `times` counters of scenario overrides, per `<scenario>#<index>`. */
  readonly overrideCounters = new Map<string, number>();
  /** Free-form state for handlers added later; key by endpoint or domain. */
  readonly extra = new Map<string, unknown>();

  issueToken(user: UserRecord, now: number): IssuedToken {
    const issued: IssuedToken = { token: newToken(), user, issuedAt: now, expiresAt: now + TOKEN_TTL_MS };
    capSet(this.tokens, issued.token, issued, MAX_TOKENS);
    return issued;
  }

  addCaptcha(challenge: CaptchaChallenge): void {
    capSet(this.captchas, challenge.token, challenge, MAX_CAPTCHAS);
  }

  recordSolved(variants: readonly string[], captchaToken: string): void {
    for (const v of variants) capSet(this.solvedCaptchas, v, captchaToken, MAX_CAPTCHAS * 3);
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
  }

  registerUser(phone: string, persona: Persona, userId: string): UserRecord {
    const user: UserRecord = { userId, phone, persona: { ...persona, userId, phone }, registered: true };
    capSet(this.registeredUsers, phone, user, MAX_TOKENS);
    return user;
  }
}

/** Personas that have an account (a tourist or an unbound WeChat user cannot log in by phone). */
export function personaByPhone(phone: string): Persona | undefined {
  const normalized = phone.replace(/^\+?86(?=1\d{10}$)/, '');
  for (const p of allPersonas()) {
    if (p.studentStatus !== 'TOURIST' && p.phone === normalized) return p;
  }
  return undefined;
}

export function isLoginPersona(id: PersonaId): boolean {
  return personaById(id).studentStatus !== 'TOURIST';
}
