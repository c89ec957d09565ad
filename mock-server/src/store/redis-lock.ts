/**
 * A session's lock in Redis: taken with ACQUIRE (which also reads the state when another instance wrote it
 * last), given back with RELEASE when nothing is written (SAVE in redis-layout.ts writes and releases at once),
 * waited for at most LOCK_WAIT_MS; and the queue that runs the calls of one session under one hold of it.
 */
import type { Redis } from 'ioredis';
import type { Session } from '../world/session';
import type { UseOptions } from './backend';
import { lockKey, type Stored, sessionKeys } from './redis-layout';

/** Longer than any `use` takes (ms); a crashed instance's lock frees itself after it. */
export const LOCK_MS = 5_000;
/** How long a `use` waits for another instance's lock before giving up. */
const LOCK_WAIT_MS = 2 * LOCK_MS;

/**
 * Take the lock; if taken, the state: {''} when there is none, {'='} when it is still the version this
 * instance wrote last (ARGV[3]: its session is current, nothing to read), else {meta, tokens, users} (the
 * last two as HGETALL lists). Not taken: nil.
 */
const ACQUIRE = `
if redis.call('SET', KEYS[2], ARGV[1], 'NX', 'PX', ARGV[2]) then
  local v = redis.call('HGET', KEYS[1], 'v')
  if not v then return {''} end
  if v == ARGV[3] then return {'='} end
  return {redis.call('HGET', KEYS[1], 'm'), redis.call('HGETALL', KEYS[3]), redis.call('HGETALL', KEYS[4])}
end
return false`;

/** Release without writing (the function threw, or the session does not exist), only while the lock is ours. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Take the session's lock under `token`, waiting for another holder at most LOCK_WAIT_MS; what ACQUIRE read
 * (`version`: the one this instance wrote last, so an unchanged state is not read again).
 */
export async function acquire(redis: Redis, id: string, token: string, version: string): Promise<Stored> {
  const [state, tokensKey, usersKey] = sessionKeys(id) as [string, string, string];
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (let wait = 1; ; wait = Math.min(wait * 2, 50)) {
    const stored = (await redis.eval(
      ACQUIRE,
      4,
      state,
      lockKey(id),
      tokensKey,
      usersKey,
      token,
      LOCK_MS,
      version,
    )) as Stored | null;
    if (stored !== null) return stored;
    if (Date.now() > deadline) throw new Error(`session '${id}': its lock in Redis stayed taken`);
    await new Promise((r) => setTimeout(r, wait));
  }
}

/** Give the lock back without writing, only while it is still ours. */
export async function release(redis: Redis, id: string, token: string): Promise<void> {
  await redis.eval(RELEASE, 1, lockKey(id), token);
}

/** Most calls for one session run under one hold of its lock (their time together well under LOCK_MS). */
const MAX_BATCH = 64;

/** A call waiting for its session. */
export interface Call {
  fn: (session: Session) => unknown;
  options: UseOptions | undefined;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Calls of this instance for one session wait in a queue; whoever holds the session's lock runs every call
 * queued meanwhile (up to MAX_BATCH) on the session, one after another, and writes it once: N concurrent
 * calls for one session cost two round trips to Redis, not 2N.
 */
export function sessionQueues(runBatch: (id: string, batch: Call[]) => Promise<void>) {
  const queues = new Map<string, Call[]>();
  const drain = (id: string): void => {
    const queue = queues.get(id);
    if (!queue?.length) {
      queues.delete(id);
      return;
    }
    const batch = queue.splice(0, MAX_BATCH);
    void runBatch(id, batch).finally(() => drain(id));
  };
  return {
    push(id: string, call: Call): void {
      const queue = queues.get(id);
      if (queue) queue.push(call);
      else {
        queues.set(id, [call]);
        drain(id);
      }
    },
  };
}
