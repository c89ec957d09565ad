/** Admin schemas: a session's virtual clock, kept within CLOCK_MIN_MS..CLOCK_MAX_MS. */
import * as z from 'zod/mini';
import { CLOCK_MAX_MS, CLOCK_MIN_MS } from './routes';
import { ClockSnapshotSchema, SessionIdSchema } from './shared';

const ClockReplySchema = z.object({ session: SessionIdSchema, ...ClockSnapshotSchema.shape });

const RANGE = `between ${new Date(CLOCK_MIN_MS).toISOString()} and ${new Date(CLOCK_MAX_MS).toISOString()}`;
const inRange = (ms: number) => ms >= CLOCK_MIN_MS && ms <= CLOCK_MAX_MS;

/** An instant the clock may show: ISO date-time with offset, or epoch ms. */
export const ClockInstantSchema = z.union([
  z.iso.datetime({ offset: true }).check(z.refine((s) => inRange(Date.parse(s)), `must be ${RANGE}`)),
  z.number().check(z.int(), z.gte(CLOCK_MIN_MS), z.lte(CLOCK_MAX_MS)),
]);

/** No jump can be longer than the range itself; the simulator also refuses one that would leave it. */
export const MAX_CLOCK_JUMP_MS = CLOCK_MAX_MS - CLOCK_MIN_MS;

export const clockSchemas = {
  clock: { reply: ClockReplySchema },
  setClock: {
    body: z
      .object({
        set: z.optional(ClockInstantSchema),
        advanceMs: z.optional(z.number().check(z.int(), z.gte(-MAX_CLOCK_JUMP_MS), z.lte(MAX_CLOCK_JUMP_MS))),
        freeze: z.optional(z.boolean()),
        reset: z.optional(z.literal(true)),
      })
      .check(
        z.refine(
          (b) => b.set !== undefined || b.advanceMs !== undefined || b.reset || b.freeze !== undefined,
          {
            message: 'give set (ISO date or epoch ms), advanceMs, freeze or reset',
          },
        ),
      ),
    reply: ClockReplySchema,
  },
};
