/**
 * A session as plain JSON data: what a snapshot file holds (and what a shared store would hold per session).
 * Checked with zod on load, field by field, so a corrupt or hand-edited snapshot is reported, never trusted.
 * Bump SNAPSHOT_VERSION when the shape changes: an older file is then reported and ignored.
 */
import { FaultSchema, SessionIdSchema } from '@wonder/contracts/admin';
import * as z from 'zod/mini';
import { SESSION_CAPS } from '../caps';

export const SNAPSHOT_VERSION = 1;

const int = z.number().check(z.int());
const time = z.number().check(z.int(), z.nonnegative());
const text = z.string().check(z.maxLength(4096));
const pairs = <V extends z.ZodMiniType>(value: V, max: number) =>
  z.array(z.tuple([text, value])).check(z.maxLength(max));

/** A user behind a token: its persona by id (rebuilt from the fixtures), and who it is. */
const UserStateSchema = z.object({
  personaId: text,
  userId: text,
  phone: text,
  registered: z.boolean(),
});

export const TokenStateSchema = z.object({
  token: text,
  user: UserStateSchema,
  issuedAt: int,
  expiresAt: int,
});

const WorldStateSchema = z.object({
  tokens: z.array(TokenStateSchema).check(z.maxLength(SESSION_CAPS.tokens)),
  captchas: z
    .array(
      z.object({ token: text, x: z.number(), y: z.number(), secretKey: z.nullable(text), expiresAt: int }),
    )
    .check(z.maxLength(SESSION_CAPS.captchas)),
  solvedCaptchas: pairs(text, SESSION_CAPS.solvedCaptchas),
  registeredUsers: z.array(UserStateSchema).check(z.maxLength(SESSION_CAPS.registeredUsers)),
  interestTags: pairs(z.record(z.string(), z.record(z.string(), z.number())), SESSION_CAPS.interestTagPopups),
  readReports: z.array(text).check(z.maxLength(SESSION_CAPS.readReports)),
  age: z.nullable(z.number()),
  claimedAwards: z.array(text).check(z.maxLength(SESSION_CAPS.claimedAwards)),
  keepAlivePings: z.number().check(z.int(), z.nonnegative()),
  overrideCounters: pairs(z.number().check(z.int(), z.nonnegative()), SESSION_CAPS.overrideCounters),
  extra: pairs(z.json(), SESSION_CAPS.extra),
});

export const SessionStateSchema = z.object({
  id: SessionIdSchema,
  scenarios: z.array(text).check(z.minLength(1), z.maxLength(20)),
  adHocFaults: z.array(FaultSchema).check(z.maxLength(SESSION_CAPS.adHocFaults)),
  clock: z.object({ offsetMs: z.number(), frozenAt: z.nullable(z.number()) }),
  createdAt: time,
  lastSeen: time,
  /** Made or used through the admin API (world/session.ts: never evicted by host traffic). */
  madeByQa: z.optional(z.boolean()),
  world: WorldStateSchema,
});
export type SessionState = z.output<typeof SessionStateSchema>;
export type UserState = z.output<typeof UserStateSchema>;
export type TokenState = z.output<typeof TokenStateSchema>;

/** The file: a version and the sessions, least recently used first (restoring in order keeps the LRU order). */
export const SnapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  savedAt: time,
  sessions: z.array(z.unknown()),
});
