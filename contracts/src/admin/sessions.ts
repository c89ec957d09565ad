/** Admin schemas: sessions (list, summary, delete, reset, select) and seeding a session's world. */
import { z } from 'zod';
import { SessionIdSchema, SessionSummarySchema } from './shared';

/** Token values a test may choose (a Pact state reuses the fixture token its examples carry). */
export const ChosenTokenSchema = z.string().regex(/^[A-Za-z0-9._-]{8,200}$/);

export const sessionSchemas = {
  sessions: {
    reply: z.object({ sessions: z.array(SessionSummarySchema), cap: z.number().int().positive() }),
  },
  session: { reply: SessionSummarySchema },
  deleteSession: { reply: z.object({ deleted: z.boolean() }) },
  reset: { reply: SessionSummarySchema },
  select: { reply: z.object({ session: SessionIdSchema }) },
  seedCaptcha: {
    body: z.object({
      token: ChosenTokenSchema,
      /** AES key of the point; null or absent: the check accepts the clear point JSON. */
      secretKey: z.string().length(16).nullable().optional(),
      /** True x of the hole, in reference pixels. */
      x: z.number().min(0),
      y: z.number().optional(),
    }),
    reply: z.object({ session: SessionIdSchema, token: z.string(), expiresAt: z.number() }),
  },
};
