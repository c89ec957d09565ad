/** Admin schemas: ad-hoc faults, the same overrides a scenario declares, set per session at run time. */
import * as z from 'zod/mini';
import { HOST_IDS, type HostId } from '../hosts';
import { FAULT_KINDS, MAX_DELAY_MS } from './routes';
import { SessionIdSchema } from './shared';

/** A request field's value an override matches on (query and header values arrive as text: compared as text). */
const MatchValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const MatchFieldsSchema = z
  .record(z.string().check(z.minLength(1), z.maxLength(200)), MatchValueSchema)
  .check(z.refine((r) => Object.keys(r).length > 0 && Object.keys(r).length <= 20, 'name 1 to 20 fields'));

/**
 * `when`: the override applies only to requests whose fields have these values, all of them (WireMock's
 * request matching, Mockoon's rules). `body` keys are paths into the JSON body (`a.b.0.c`); a field whose
 * name ends in `Cipher` (the app's RSA-encrypted phone and password) matches its decrypted text, so
 * `{ body: { phoneCipher: "13800000000" } }` picks one phone number. Header names are case-insensitive.
 */
export const OverrideWhenSchema = z
  .strictObject({
    query: z.optional(MatchFieldsSchema),
    headers: z.optional(MatchFieldsSchema),
    body: z.optional(MatchFieldsSchema),
  })
  .check(
    z.refine(
      (w) => w.query !== undefined || w.headers !== undefined || w.body !== undefined,
      'name at least one of query, headers, body',
    ),
  );

/** What an override answers: the effects, without a target. */
const answerShape = {
  fault: z.optional(z.enum(FAULT_KINDS)),
  delayMs: z.optional(z.number().check(z.int(), z.gte(0), z.lte(MAX_DELAY_MS))),
  /** Envelope code to answer instead of success. */
  code: z.optional(z.union([z.string().check(z.minLength(1)), z.number().check(z.int())])),
  message: z.optional(z.string()),
  status: z.optional(z.number().check(z.int(), z.gte(200), z.lte(599))),
  /** Envelope fields beside code and message (e.g. ems studentCode). */
  extra: z.optional(z.record(z.string(), z.unknown())),
  data: z.optional(z.unknown()),
};

/** One answer of a sequence; `{}` is the endpoint's own answer (e.g. fail twice, then succeed). */
export const OverrideAnswerSchema = z.strictObject(answerShape);

/**
 * One override: a target (exactly one of endpoint, host, all, auth), optionally narrowed by `when`, and its
 * effects — given directly, or as a `sequence` of answers (one per matching request, the last one repeats).
 * The fields are shared by the ad-hoc faults below and the scenario files (scenario-files.ts, whose `endpoint`
 * is an enum so editors complete it).
 */
export const overrideShape = {
  endpoint: z.optional(z.string().check(z.minLength(1))),
  host: z.optional(z.enum(HOST_IDS as [HostId, ...HostId[]])),
  all: z.optional(z.literal(true)),
  /** Every call that checks a token. */
  auth: z.optional(z.literal(true)),
  /** Only requests whose query, headers or body fields have these values. */
  when: z.optional(OverrideWhenSchema),
  ...answerShape,
  /** Answers in turn, one per matching request; the last one repeats. Instead of the effects above. */
  sequence: z.optional(z.array(OverrideAnswerSchema).check(z.minLength(1), z.maxLength(50))),
  /** Only the first N matching requests of the session. */
  times: z.optional(z.number().check(z.int(), z.positive())),
};

/** The fields that say which calls an override applies to: exactly one of them. */
export const OVERRIDE_TARGETS = ['endpoint', 'host', 'all', 'auth'] as const;
/** The fields that say what it does: at least one of them (a sequence holds the others in its answers). */
export const OVERRIDE_EFFECTS = ['fault', 'delayMs', 'code', 'data', 'sequence'] as const;

interface OverrideFields {
  endpoint?: unknown;
  host?: unknown;
  all?: unknown;
  auth?: unknown;
  fault?: unknown;
  delayMs?: unknown;
  code?: unknown;
  message?: unknown;
  status?: unknown;
  extra?: unknown;
  data?: unknown;
  sequence?: unknown;
}

/** An answer's own effect, which a sequence may not stand beside. */
const hasEffect = (f: OverrideFields) => OVERRIDE_EFFECTS.some((k) => k !== 'sequence' && f[k] !== undefined);

export const overrideChecks = [
  z.refine<OverrideFields>((f) => OVERRIDE_TARGETS.filter((k) => f[k] !== undefined).length === 1, {
    message: 'give exactly one target: endpoint, host, all or auth',
  }),
  z.refine<OverrideFields>((f) => OVERRIDE_EFFECTS.some((k) => f[k] !== undefined), {
    message: 'give at least one effect: fault, delayMs, code, data or a sequence',
  }),
  z.refine<OverrideFields>(
    (f) =>
      f.sequence === undefined ||
      (!hasEffect(f) && f.message === undefined && f.status === undefined && f.extra === undefined),
    {
      message:
        'a sequence holds the effects: put fault, delayMs, code, message, status, extra, data in its answers',
    },
  ),
] as const;

export const FaultSchema = z.object(overrideShape).check(...overrideChecks);

const FaultsReplySchema = z.object({
  session: SessionIdSchema,
  faults: z.array(FaultSchema),
  /** One human line per fault: target and effects. */
  described: z.array(z.string()),
});

export const FaultCatalogueSchema = z.object({
  faultKinds: z.array(z.enum(FAULT_KINDS)),
  maxDelayMs: z.number(),
  endpoints: z.array(
    z.object({
      id: z.string(),
      host: z.enum(HOST_IDS as [HostId, ...HostId[]]),
      method: z.string(),
      path: z.string(),
      summary: z.string(),
    }),
  ),
  /** Per host: the codes it answers (success, business failures, expiry, the statuses in its envelope). */
  codes: z.record(
    z.string(),
    z.array(z.object({ code: z.union([z.string(), z.number()]), meaning: z.string() })),
  ),
});

export const faultSchemas = {
  faultCatalogue: { reply: FaultCatalogueSchema },
  faults: { reply: FaultsReplySchema },
  setFaults: {
    body: z.object({ faults: z.array(FaultSchema).check(z.maxLength(50)), append: z.optional(z.boolean()) }),
    reply: FaultsReplySchema,
  },
  clearFaults: { reply: FaultsReplySchema },
};
