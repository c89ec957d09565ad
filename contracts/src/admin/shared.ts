/** Schemas several admin concerns share: the session id of a path, the clock, a session's summary. */
import * as z from 'zod/mini';
import { SESSION_ID_PATTERN } from './routes';

export const SessionIdSchema = z
  .string()
  .check(z.regex(SESSION_ID_PATTERN, `session id must match ${SESSION_ID_PATTERN}`))
  .register(z.globalRegistry, {
    description: 'simulator session id, the one the app sends in x-mock-session or the mock-session cookie',
  });

export const SessionParamsSchema = z.object({ id: SessionIdSchema });

export const ClockSnapshotSchema = z.object({
  /** Session time, epoch ms. */
  now: z.number(),
  iso: z.iso.datetime(),
  /** Session time minus real time. */
  offsetMs: z.number(),
  frozen: z.boolean(),
});

export const SessionSummarySchema = z.object({
  id: SessionIdSchema,
  scenarios: z.array(z.string()),
  persona: z.string(),
  clock: ClockSnapshotSchema,
  journalSize: z.number().check(z.int(), z.nonnegative()),
  /** Live tokens issued in this session. */
  tokens: z.number().check(z.int(), z.nonnegative()),
  adHocFaults: z.number().check(z.int(), z.nonnegative()),
  createdAt: z.iso.datetime(),
  lastSeen: z.iso.datetime(),
});
