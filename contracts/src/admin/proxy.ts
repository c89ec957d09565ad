/**
 * Admin schemas: the validating proxy (`--proxy <host>=<url>`). Every real answer is checked against the same
 * contract the simulator answers with; each way it breaks it is one drift entry, counted.
 */
import * as z from 'zod/mini';
import { HOST_IDS, type HostId } from '../hosts';

export const DriftEntrySchema = z.object({
  endpoint: z.string(),
  host: z.enum(HOST_IDS as [HostId, ...HostId[]]),
  /** The field, e.g. `data.userinfos.0.userId`; '(body)' when the answer was not JSON. */
  path: z.string(),
  /** What the contract says there. */
  expected: z.string(),
  /** What the real service sent (its JSON, cut short). */
  got: z.string(),
  count: z.number().check(z.int(), z.positive()),
  firstSeen: z.iso.datetime(),
  lastSeen: z.iso.datetime(),
});
export type DriftEntry = z.output<typeof DriftEntrySchema>;

export const DriftReportSchema = z.object({
  proxied: z.array(z.object({ host: z.enum(HOST_IDS as [HostId, ...HostId[]]), url: z.string() })),
  /** Real answers checked so far. */
  checked: z.number().check(z.int(), z.nonnegative()),
  entries: z.array(DriftEntrySchema),
  /** `--record`: the scenario file the real answers are written to, and how many endpoints it holds. */
  recording: z.nullable(z.object({ file: z.string(), endpoints: z.number().check(z.int(), z.nonnegative()) })),
});
export type DriftReport = z.output<typeof DriftReportSchema>;

export const proxySchemas = {
  drift: { reply: DriftReportSchema },
  clearDrift: { reply: DriftReportSchema },
};
