/** Admin schemas: a session's virtual clock. */
import * as z from 'zod/mini';
import { ClockSnapshotSchema, SessionIdSchema } from './shared';

const ClockReplySchema = z.object({ session: SessionIdSchema, ...ClockSnapshotSchema.shape });

export const clockSchemas = {
  clock: { reply: ClockReplySchema },
  setClock: {
    body: z
      .object({
        set: z.optional(
          z.union([z.iso.datetime({ offset: true }), z.number().check(z.int(), z.nonnegative())]),
        ),
        advanceMs: z.optional(z.number().check(z.int())),
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
