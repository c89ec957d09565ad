/**
 * Admin schemas: the drift report of the validating proxy. With `--proxy <host>=<url>` the simulator
 * forwards that host's calls to the real service and checks each answer against the same contract its own
 * answers meet; every violation is one entry, counted each time it is seen again.
 */
import * as z from 'zod/mini';
import { HOST_IDS, type HostId } from '../hosts';
import { DriftImpactSchema } from './coverage';
import { DRIFT_CAPACITY } from './routes';

const HostIdSchema = z.enum(HOST_IDS as [HostId, ...HostId[]]);

export const DriftEntrySchema = z.object({
  /** The endpoint id of the contracts (`member.pwdLogin`). */
  endpoint: z.string(),
  host: HostIdSchema,
  /** Where in the answer: `reply.data.list.0.id`, or `reply` for the answer as a whole. */
  path: z.string(),
  /** What the contract expects there (zod's words: `string`, `one of 0 | 1`, `JSON`…). */
  expected: z.string(),
  /** What the real service sent there (a JSON excerpt, credentials as ***). */
  got: z.string(),
  count: z.number().check(z.int(), z.positive()),
  /** Real time, ISO. */
  firstSeen: z.iso.datetime(),
  lastSeen: z.iso.datetime(),
  /** What the drift reaches in this repo (null: the coverage map has nothing for the endpoint). */
  impact: z.nullable(DriftImpactSchema),
});
export type DriftEntry = z.output<typeof DriftEntrySchema>;

export const driftSchemas = {
  drift: {
    query: z.object({
      limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(DRIFT_CAPACITY))),
    }),
    reply: z.object({
      /** The proxied hosts and where their calls go. */
      proxied: z.array(z.object({ host: HostIdSchema, url: z.url() })),
      /** Real answers checked, and how many of them broke the contract. */
      checked: z.number().check(z.int(), z.nonnegative()),
      drifted: z.number().check(z.int(), z.nonnegative()),
      capacity: z.number().check(z.int(), z.positive()),
      /** Most counted first. */
      entries: z.array(DriftEntrySchema),
    }),
  },
};
