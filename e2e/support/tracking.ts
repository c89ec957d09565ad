/**
 * The tracking records the app posted, as the simulator received them: read from the session's journal
 * (each `tracking.writeKafka` entry's request body, one record or a batch of them), so a journey checks what
 * reached the tracking host rather than what the page meant to send.
 */
import { TrackingBodySchema, type TrackingRecord } from '@wonder/contracts';
import { JOURNAL_CAPACITY } from '@wonder/contracts/admin/client';
import type { SimulatorSession } from './fixtures';

/** Every record of the session, oldest first (parsed with the contract: a malformed body fails the journey). */
export async function trackedRecords(session: SimulatorSession): Promise<TrackingRecord[]> {
  const posts = (await session.journal(JOURNAL_CAPACITY))
    .filter((e) => e.endpoint === 'tracking.writeKafka')
    .sort((a, b) => a.seq - b.seq);
  const records: TrackingRecord[] = [];
  for (const post of posts) {
    const { detail } = await session.admin.journalEntry({ seq: post.seq });
    const body = detail?.request.body;
    if (!body) throw new Error(`tracking post #${post.seq}: the journal kept no body`);
    records.push(...[TrackingBodySchema.parse(JSON.parse(body))].flat());
  }
  return records;
}

/** `[event_name, paras.page_name]` of each record, for comparing what a screen tracked in order. */
export async function trackedPageNames(session: SimulatorSession): Promise<[string, unknown][]> {
  return (await trackedRecords(session)).map((r) => [r.event_name, r.paras.page_name]);
}
