/**
 * A live session ↔ its plain state (state.ts). The world's maps become entry lists, users their persona id;
 * restoring checks what zod cannot (scenario and persona ids still exist, the clock is in range) and throws
 * a message naming the field, so one stale session is skipped without losing the others.
 */
import { CLOCK_MAX_MS, CLOCK_MIN_MS } from '@wonder/contracts/admin/client';
import { PERSONA_IDS, type PersonaId } from '@wonder/fixtures';
import type { ScenarioEngine } from '../overrides/engine';
import type { ScenarioOverride } from '../overrides/types';
import { personaById } from '../world/personas';
import type { Session, SessionStore } from '../world/session';
import { type IssuedToken, type UserRecord, userOfPersona, World } from '../world/world';
import type { SessionState, TokenState, UserState } from './state';

export const userState = (u: UserRecord): UserState => ({
  personaId: u.persona.id,
  userId: u.userId,
  phone: u.phone,
  registered: u.registered,
});

export const tokenState = (t: IssuedToken): TokenState => ({ ...t, user: userState(t.user) });

export function toState(s: Session): SessionState {
  const state = toMetaState(s);
  state.world.tokens = [...s.world.tokens.values()].map(tokenState);
  state.world.registeredUsers = [...s.world.registeredUsers.values()].map(userState);
  return state;
}

/** The state without its two large collections (tokens, registered users): the Redis store keeps those apart. */
export function toMetaState(s: Session): SessionState {
  const w = s.world;
  return {
    id: s.id,
    scenarios: [...s.scenarioIds],
    adHocFaults: s.adHocFaults as SessionState['adHocFaults'],
    clock: s.clock.state(),
    createdAt: s.createdAt,
    lastSeen: s.lastSeen,
    madeByQa: s.madeByQa,
    world: {
      tokens: [],
      captchas: [...w.captchas.values()],
      solvedCaptchas: [...w.solvedCaptchas.entries()],
      registeredUsers: [],
      interestTags: [...w.interestTags.entries()] as SessionState['world']['interestTags'],
      readReports: [...w.readReports],
      age: w.age,
      claimedAwards: [...w.claimedAwards],
      keepAlivePings: w.keepAlivePings,
      overrideCounters: [...w.overrideCounters.entries()],
      extra: [...w.extra.entries()] as SessionState['world']['extra'],
    },
  };
}

const KNOWN_PERSONAS: ReadonlySet<string> = new Set(PERSONA_IDS);

function userOf(u: UserState, where: string): UserRecord {
  if (!KNOWN_PERSONAS.has(u.personaId))
    throw new Error(`${where}.personaId: unknown persona '${u.personaId}'`);
  const persona = personaById(u.personaId as PersonaId);
  if (!u.registered) return userOfPersona(persona);
  return {
    userId: u.userId,
    phone: u.phone,
    persona: { ...persona, userId: u.userId, phone: u.phone },
    registered: true,
  };
}

/** The session the state describes, ready to put in the store; throws naming the field it cannot accept. */
export function fromState(state: SessionState, store: SessionStore, engine: ScenarioEngine): Session {
  const unknown = state.scenarios.find((id) => !engine.has(id));
  if (unknown !== undefined) throw new Error(`scenarios: unknown scenario '${unknown}'`);
  const now = state.clock.frozenAt ?? Date.now() + state.clock.offsetMs;
  if (now < CLOCK_MIN_MS || now > CLOCK_MAX_MS) throw new Error('clock: outside the range the API accepts');

  const s = store.blank(state.id);
  s.restoreScenarios(state.scenarios);
  s.adHocFaults = state.adHocFaults as ScenarioOverride[];
  s.clock.restore(state.clock);
  s.createdAt = state.createdAt;
  s.lastSeen = state.lastSeen;
  s.madeByQa = state.madeByQa ?? false;
  const w = new World();
  const ws = state.world;
  // Registered users first: their tokens share the record, as when they logged in.
  for (const [i, u] of ws.registeredUsers.entries())
    w.registeredUsers.set(u.phone, userOf(u, `world.registeredUsers.${i}`));
  for (const [i, t] of ws.tokens.entries()) {
    const user =
      (t.user.registered ? w.registeredUsers.get(t.user.phone) : undefined) ??
      userOf(t.user, `world.tokens.${i}.user`);
    w.tokens.set(t.token, { token: t.token, user, issuedAt: t.issuedAt, expiresAt: t.expiresAt });
  }
  for (const c of ws.captchas) w.captchas.set(c.token, c);
  for (const [k, v] of ws.solvedCaptchas) w.solvedCaptchas.set(k, v);
  for (const [k, v] of ws.interestTags) w.interestTags.set(k, v);
  for (const id of ws.readReports) w.readReports.add(id);
  for (const key of ws.claimedAwards) w.claimedAwards.add(key);
  for (const [k, v] of ws.overrideCounters) w.overrideCounters.set(k, v);
  for (const [k, v] of ws.extra) w.extra.set(k, v);
  w.age = ws.age;
  w.keepAlivePings = ws.keepAlivePings;
  s.world = w;
  return s;
}
