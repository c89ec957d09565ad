/**
 * Admin schemas: the Pact provider-state endpoint. The body is what Pact verifiers POST to a state-change
 * URL: `{state, params, action}` (pact-verifier, pact-js, pact-jvm) or the older `{consumer, state}` /
 * `{consumer, states: [...]}` (Pact specification v2 verifiers). Unknown keys are ignored, as a verifier may
 * add its own.
 */
import * as z from 'zod/mini';
import { SessionIdSchema } from './shared';

export const PACT_STATE_ACTIONS = ['setup', 'teardown'] as const;

const StateNameSchema = z.string().check(z.minLength(1));

export const pactSchemas = {
  pactProviderState: {
    body: z.object({
      /** A simulator scenario id (contracts/README.md, "Provider states"); absent: `default`. */
      state: z.optional(StateNameSchema),
      /** The v2 form's list of states: the first one is set up. */
      states: z.optional(z.array(StateNameSchema)),
      /**
       * State params: a slider challenge `{captchaToken, secretKey, x}` to seed as solved; a WeChat sign-in's
       * temporary token `{wechatTemporaryToken}` to accept.
       */
      params: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
      /** Default `setup`; a teardown changes nothing (the next setup resets the session). */
      action: z.optional(z.enum(PACT_STATE_ACTIONS)),
      consumer: z.optional(z.string()),
    }),
    reply: z.object({
      session: SessionIdSchema,
      state: z.string(),
      action: z.enum(PACT_STATE_ACTIONS),
      /** Who the following requests act as (null: nobody logged in, e.g. `tourist`, or a teardown). */
      persona: z.nullable(z.string()),
      /** The fixture token logged in: `fixture-<persona>-<userId>`, the value the pact examples carry. */
      token: z.nullable(z.string()),
      userId: z.nullable(z.string()),
      /** The slider challenge seeded from the params, already solved. */
      captchaToken: z.nullable(z.string()),
    }),
  },
};
