/** Admin schemas: ad-hoc faults, the same overrides a scenario declares, set per session at run time. */
import { z } from 'zod';
import { HOST_IDS, type HostId } from '../hosts';
import { FAULT_KINDS, MAX_DELAY_MS } from './routes';
import { SessionIdSchema } from './shared';

export const FaultSchema = z
  .object({
    endpoint: z.string().min(1).optional(),
    host: z.enum(HOST_IDS as [HostId, ...HostId[]]).optional(),
    all: z.literal(true).optional(),
    /** Every call that checks a token. */
    auth: z.literal(true).optional(),
    fault: z.enum(FAULT_KINDS).optional(),
    delayMs: z.number().int().min(0).max(MAX_DELAY_MS).optional(),
    /** Envelope code to answer instead of success. */
    code: z.union([z.string().min(1), z.number().int()]).optional(),
    message: z.string().optional(),
    status: z.number().int().min(200).max(599).optional(),
    /** Envelope fields beside code and message (e.g. ems studentCode). */
    extra: z.record(z.string(), z.unknown()).optional(),
    data: z.unknown().optional(),
    /** Only the first N matching requests of the session. */
    times: z.number().int().positive().optional(),
  })
  .refine((f) => [f.endpoint, f.host, f.all, f.auth].filter((v) => v !== undefined).length === 1, {
    message: 'give exactly one target: endpoint, host, all or auth',
  })
  .refine(
    (f) => f.fault !== undefined || f.delayMs !== undefined || f.code !== undefined || f.data !== undefined,
    { message: 'give at least one effect: fault, delayMs, code or data' },
  );

const FaultsReplySchema = z.object({
  session: SessionIdSchema,
  faults: z.array(FaultSchema),
  /** One human line per fault: target and effects. */
  described: z.array(z.string()),
});

export const faultSchemas = {
  faults: { reply: FaultsReplySchema },
  setFaults: {
    body: z.object({ faults: z.array(FaultSchema).max(50), append: z.boolean().optional() }),
    reply: FaultsReplySchema,
  },
  clearFaults: { reply: FaultsReplySchema },
};
