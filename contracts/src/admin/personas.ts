/**
 * Admin schemas: personas and logging one in. Persona ids are plain strings here: the personas live in
 * @wonder/fixtures, which depends on this package; the simulator refuses unknown ids with a 400.
 */
import * as z from 'zod/mini';
import { StudentStatusSchema } from '../enums';
import { ChosenTokenSchema } from './sessions';
import { SessionIdSchema } from './shared';

export const PersonaViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  studentStatus: StudentStatusSchema,
  userId: z.string(),
  /** False for personas without an account (tourist, WeChat unbound). */
  canLogin: z.boolean(),
  phone: z.string(),
  areaCode: z.string(),
  password: z.string(),
});

export const personaSchemas = {
  personas: { reply: z.object({ personas: z.array(PersonaViewSchema) }) },
  login: {
    body: z.object({
      /** Default: the persona of the session's scenarios. */
      persona: z.optional(z.string().check(z.minLength(1))),
      token: z.optional(ChosenTokenSchema),
    }),
    reply: z.object({
      session: SessionIdSchema,
      persona: z.string(),
      token: z.string(),
      userId: z.string(),
      openId: z.string(),
      /** Issue time (session clock), epoch ms. */
      time: z.number(),
      expiresAt: z.number(),
      ttlMs: z.number(),
      /** The headers the app sends on logged-in calls, ready to use. */
      headers: z.object({
        token: z.string(),
        klzz_ol_home_time: z.string(),
        klzz_ol_home_token: z.string(),
        klzz_ol_home_uid: z.string(),
        authorization: z.string(),
      }),
    }),
  },
};
