/**
 * The session list and deletion on Redis: the ids come from the indexes (small), then the stored summaries of
 * one page: never a session's state.
 */
import type { Redis } from 'ioredis';
import { DEFAULT_SESSION_ID, type Session, type SessionStore } from '../world/session';
import { INDEXES, sessionKeys, stateKey } from './redis-layout';

export type SessionSummary = ReturnType<Session['summary']>;

/** A session's summary as stored: its clock as offset and frozen instant, made a snapshot when listed. */
type StoredSummary = Omit<SessionSummary, 'clock'> & { clock: { offsetMs: number; frozenAt: number | null } };

/** A page of sessions, least recently used first ('default' always first), and how many there are. */
export async function listSessions(
  redis: Redis,
  store: SessionStore,
  { offset = 0, limit = Number.POSITIVE_INFINITY }: { offset?: number; limit?: number } = {},
): Promise<{ sessions: SessionSummary[]; total: number }> {
  const ranked = await Promise.all(INDEXES.map((index) => redis.zrange(index, 0, -1, 'WITHSCORES')));
  const byUse: [string, number][] = [];
  for (const flatList of ranked)
    for (let i = 0; i < flatList.length; i += 2) byUse.push([flatList[i] as string, Number(flatList[i + 1])]);
  byUse.sort((a, b) => a[1] - b[1]);
  const ids = [DEFAULT_SESSION_ID, ...byUse.map(([id]) => id)];
  const page = ids.slice(offset, offset + limit);
  const batch = redis.pipeline();
  for (const id of page) batch.hget(stateKey(id), 'sum');
  const texts = ((await batch.exec()) ?? []).map(([, text]) => text as string | null);
  const sessions: SessionSummary[] = [];
  for (const [i, id] of page.entries()) {
    const text = texts[i];
    // An index entry whose key expired is not a session any more ('default' always is).
    if (text) sessions.push(listed(store, JSON.parse(text) as StoredSummary));
    else if (id === DEFAULT_SESSION_ID) sessions.push(store.blank(id).summary());
  }
  return { sessions, total: ids.length };
}

/** Delete a session's keys and index entries; whether there was one ('default' always is). */
export async function deleteSession(redis: Redis, id: string): Promise<boolean> {
  const [deleted] = await Promise.all([
    redis.del(...sessionKeys(id)),
    ...INDEXES.map((index) => redis.zrem(index, id)),
  ]);
  return id === DEFAULT_SESSION_ID || (deleted as number) > 0;
}

/** A stored summary as the list shows it: the clock as of now, the journal this instance holds. */
function listed(store: SessionStore, s: StoredSummary): SessionSummary {
  const now = s.clock.frozenAt ?? Date.now() + s.clock.offsetMs;
  return {
    ...s,
    journalSize: store.peek(s.id)?.journal.size ?? 0,
    clock: {
      now,
      iso: new Date(now).toISOString(),
      offsetMs: s.clock.offsetMs,
      frozen: s.clock.frozenAt !== null,
    },
  };
}
