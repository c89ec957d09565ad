/** Admin schemas: sessions (list, summary, delete, reset, select) and seeding a session's world. */
import * as z from 'zod/mini';
import { SessionIdSchema, SessionSummarySchema } from './shared';

/** Token values a test may choose (a Pact state reuses the fixture token its examples carry). */
export const ChosenTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9._-]{8,200}$/));

export const sessionSchemas = {
  sessions: {
    /** A page of the list, least recently used first: `offset` sessions skipped, at most `limit` (default all). */
    query: z.object({
      limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(5000))),
      offset: z.optional(z.coerce.number().check(z.int(), z.gte(0))),
    }),
    reply: z.object({
      sessions: z.array(SessionSummarySchema),
      cap: z.number().check(z.int(), z.positive()),
      /** Live sessions in all (the page is `sessions`). */
      total: z.optional(z.number().check(z.int(), z.nonnegative())),
    }),
  },
  session: { reply: SessionSummarySchema },
  deleteSession: { reply: z.object({ deleted: z.boolean() }) },
  reset: { reply: SessionSummarySchema },
  select: { reply: z.object({ session: SessionIdSchema }) },
  seedCaptcha: {
    body: z.object({
      token: ChosenTokenSchema,
      /** AES key of the point; null or absent: the check accepts the clear point JSON. */
      secretKey: z.optional(z.nullable(z.string().check(z.length(16)))),
      /** True x of the hole, in reference pixels. */
      x: z.number().check(z.gte(0)),
      y: z.optional(z.number()),
    }),
    reply: z.object({ session: SessionIdSchema, token: z.string(), expiresAt: z.number() }),
  },
};
