/** Admin schemas: a session's virtual clock. */
import { z } from 'zod';
import { ClockSnapshotSchema, SessionIdSchema } from './shared';

const ClockReplySchema = z.object({ session: SessionIdSchema, ...ClockSnapshotSchema.shape });

export const clockSchemas = {
  clock: { reply: ClockReplySchema },
  setClock: {
    body: z
      .object({
        set: z.union([z.iso.datetime({ offset: true }), z.number().int().nonnegative()]).optional(),
        advanceMs: z.number().int().optional(),
        freeze: z.boolean().optional(),
        reset: z.literal(true).optional(),
      })
      .refine((b) => b.set !== undefined || b.advanceMs !== undefined || b.reset || b.freeze !== undefined, {
        message: 'give set (ISO date or epoch ms), advanceMs, freeze or reset',
      }),
    reply: ClockReplySchema,
  },
};
