/** Admin schemas: a session's request journal. */
import { z } from 'zod';
import { HOST_IDS, type HostId } from '../hosts';
import { JOURNAL_CAPACITY } from './routes';
import { SessionIdSchema } from './shared';

export const JournalEntrySchema = z.object({
  seq: z.number().int().positive(),
  /** Session (virtual) time the request arrived, epoch ms. */
  time: z.number(),
  host: z.enum(HOST_IDS as [HostId, ...HostId[]]).nullable(),
  /** null for a path no contract describes. */
  endpoint: z.string().nullable(),
  method: z.string(),
  path: z.string(),
  /** null while pending, or when the connection was dropped on purpose. */
  status: z.number().int().nullable(),
  /** Envelope code answered. */
  code: z.union([z.string(), z.number()]).nullable(),
  /** The scenario that decided the answer ('default' when nothing overrode it, 'ad-hoc' for faults). */
  scenario: z.string(),
  /** 'timeout', 'reset', 'host-down', 'status-404', 'status-504' or 'delay:<ms>'. */
  fault: z.string().nullable(),
  /** Real milliseconds spent answering. */
  durationMs: z.number().nullable(),
  /** Short reason of a 4xx (validation message, auth failure). */
  note: z.string().nullable(),
});

export type JournalEntry = z.output<typeof JournalEntrySchema>;

export const journalSchemas = {
  journal: {
    query: z.object({ limit: z.coerce.number().int().min(1).max(JOURNAL_CAPACITY).optional() }),
    reply: z.object({
      session: SessionIdSchema,
      capacity: z.number().int().positive(),
      entries: z.array(JournalEntrySchema),
    }),
  },
};
