/** Admin schemas: ad-hoc faults, the same overrides a scenario declares, set per session at run time. */
import * as z from 'zod/mini';
import { HOST_IDS, type HostId } from '../hosts';
import { FAULT_KINDS, MAX_DELAY_MS } from './routes';
import { SessionIdSchema } from './shared';

/**
 * One override: a target (exactly one of endpoint, host, all, auth) and its effects. The fields are shared
 * by the ad-hoc faults below and the scenario files (scenario-files.ts, whose `endpoint` is an enum so editors
 * complete it).
 */
export const overrideShape = {
  endpoint: z.optional(z.string().check(z.minLength(1))),
  host: z.optional(z.enum(HOST_IDS as [HostId, ...HostId[]])),
  all: z.optional(z.literal(true)),
  /** Every call that checks a token. */
  auth: z.optional(z.literal(true)),
  fault: z.optional(z.enum(FAULT_KINDS)),
  delayMs: z.optional(z.number().check(z.int(), z.gte(0), z.lte(MAX_DELAY_MS))),
  /** Envelope code to answer instead of success. */
  code: z.optional(z.union([z.string().check(z.minLength(1)), z.number().check(z.int())])),
  message: z.optional(z.string()),
  status: z.optional(z.number().check(z.int(), z.gte(200), z.lte(599))),
  /** Envelope fields beside code and message (e.g. ems studentCode). */
  extra: z.optional(z.record(z.string(), z.unknown())),
  data: z.optional(z.unknown()),
  /** Only the first N matching requests of the session. */
  times: z.optional(z.number().check(z.int(), z.positive())),
};

/** The fields that say which calls an override applies to: exactly one of them. */
export const OVERRIDE_TARGETS = ['endpoint', 'host', 'all', 'auth'] as const;
/** The fields that say what it does: at least one of them. */
export const OVERRIDE_EFFECTS = ['fault', 'delayMs', 'code', 'data'] as const;

interface OverrideFields {
  endpoint?: unknown;
  host?: unknown;
  all?: unknown;
  auth?: unknown;
  fault?: unknown;
  delayMs?: unknown;
  code?: unknown;
  data?: unknown;
}

export const overrideChecks = [
  z.refine<OverrideFields>((f) => OVERRIDE_TARGETS.filter((k) => f[k] !== undefined).length === 1, {
    message: 'give exactly one target: endpoint, host, all or auth',
  }),
  z.refine<OverrideFields>((f) => OVERRIDE_EFFECTS.some((k) => f[k] !== undefined), {
    message: 'give at least one effect: fault, delayMs, code or data',
  }),
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
