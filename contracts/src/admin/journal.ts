/** Admin schemas: a session's request journal. */
import * as z from 'zod/mini';
import { HOST_IDS, type HostId } from '../hosts';
import { JOURNAL_CAPACITY } from './routes';
import { SessionIdSchema } from './shared';

export const JournalEntrySchema = z.object({
  seq: z.number().check(z.int(), z.positive()),
  /** Session (virtual) time the request arrived, epoch ms. */
  time: z.number(),
  host: z.nullable(z.enum(HOST_IDS as [HostId, ...HostId[]])),
  /** null for a path no contract describes. */
  endpoint: z.nullable(z.string()),
  method: z.string(),
  path: z.string(),
  /** null while pending, or when the connection was dropped on purpose. */
  status: z.nullable(z.number().check(z.int())),
  /** Envelope code answered. */
  code: z.nullable(z.union([z.string(), z.number()])),
  /** The scenario that decided the answer ('default' when nothing overrode it, 'ad-hoc' for faults). */
  scenario: z.string(),
  /** 'timeout', 'reset', 'host-down', 'status-404', 'status-504' or 'delay:<ms>'. */
  fault: z.nullable(z.string()),
  /** Real milliseconds spent answering. */
  durationMs: z.nullable(z.number()),
  /** Short reason of a 4xx (validation message, auth failure). */
  note: z.nullable(z.string()),
});

export type JournalEntry = z.output<typeof JournalEntrySchema>;

export const journalSchemas = {
  journal: {
    query: z.object({
      limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(JOURNAL_CAPACITY))),
    }),
    reply: z.object({
      session: SessionIdSchema,
      capacity: z.number().check(z.int(), z.positive()),
      entries: z.array(JournalEntrySchema),
    }),
  },
};
