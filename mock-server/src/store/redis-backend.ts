/**
 * Sessions in Redis (`--redis-url`), shared by every simulator instance pointed at it: any instance answers
 * any session. Each session is one key holding its plain state (state.ts, through codec.ts): scenarios,
 * ad-hoc faults, clock, tokens and the world. `use` takes the session's lock, reads the state, runs the
 * function on the rebuilt session and writes the state back; the write and the release are one Lua script
 * that checks the lock is still ours, so two instances changing one session never lose an update. A lock
 * (rather than an optimistic retry) because the function has effects outside the state — a journal entry, a
 * reply in the making — and must run exactly once.
 *
 * The journal stays in the instance that answered (its entries hold live request objects and are updated
 * after the session is let go): a session's journal on one instance shows the calls that instance served.
 *
 * Keys expire with the idle expiry; an index (a sorted set by last use) lists the sessions and keeps the cap:
 * past it, the least recently used ones are deleted. 'default' is outside the index: when its key expires,
 * the next call starts it afresh, which is what the memory store's reset does.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { ScenarioEngine } from '../scenarios/engine';
import { DEFAULT_SESSION_ID, type Session, type SessionStore } from '../world/session';
import type { SessionBackend } from './backend';
import { fromState, toState } from './codec';
import { SessionStateSchema, SNAPSHOT_VERSION } from './state';

/** Keys of one state shape: a change of it (SNAPSHOT_VERSION) gets new keys, never misreads old ones. */
const PREFIX = `wonder-sim:v${SNAPSHOT_VERSION}:`;
const INDEX = `${PREFIX}index`;
/** Where a session's state is (exported for the test that reads its expiry). */
export const stateKey = (id: string) => `${PREFIX}session:${id}`;
const lockKey = (id: string) => `${PREFIX}lock:${id}`;

/** Longer than any `use` takes (ms); a crashed instance's lock frees itself after it. */
const LOCK_MS = 5_000;
/** How long a `use` waits for another instance's lock before giving up. */
const LOCK_WAIT_MS = 2 * LOCK_MS;

/** Take the lock; if taken, the state ('' when there is none), else nil. */
const ACQUIRE = `
if redis.call('SET', KEYS[2], ARGV[1], 'NX', 'PX', ARGV[2]) then
  return redis.call('GET', KEYS[1]) or ''
end
return false`;

/**
 * Write the state and release, only while the lock is still ours; index the session, drop index entries
 * whose keys have expired and, past the cap, the least recently used sessions.
 */
const SAVE = `
if redis.call('GET', KEYS[2]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
redis.call('DEL', KEYS[2])
if ARGV[7] == '1' then
  local now = tonumber(ARGV[5])
  redis.call('ZADD', KEYS[3], now, ARGV[4])
  redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', '(' .. (now - tonumber(ARGV[3])))
  local excess = redis.call('ZCARD', KEYS[3]) - tonumber(ARGV[6])
  if excess > 0 then
    local old = redis.call('ZPOPMIN', KEYS[3], excess)
    for i = 1, #old, 2 do redis.call('DEL', ARGV[8] .. old[i]) end
  end
end
return 1`;

/** Release without writing (the function threw), only while the lock is ours. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

export interface RedisBackendOptions {
  url: string;
  /** The instance's own LRU: it rebuilds sessions and keeps their journals. */
  store: SessionStore;
  engine: ScenarioEngine;
  log: FastifyBaseLogger;
}

/** A Redis URL for logs and messages, without its password. */
export function redactRedisUrl(url: string): string {
  if (!URL.canParse(url)) return url;
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** Connects (fails with the URL and the reason when Redis does not answer) and returns the backend. */
export async function redisBackend(options: RedisBackendOptions): Promise<SessionBackend> {
  const { store, engine, log } = options;
  if (!/^rediss?:\/\/./.test(options.url))
    throw new Error(`--redis-url: not a redis:// or rediss:// URL: ${redactRedisUrl(options.url)}`);
  const redis = new Redis(options.url, {
    lazyConnect: true,
    // A request fails after a few tries instead of queueing forever while Redis is away.
    maxRetriesPerRequest: 2,
  });
  // The connection's own error (ECONNREFUSED…) says more than the rejected connect ("Connection is closed").
  let lastError: Error | undefined;
  redis.on('error', (error: Error) => {
    lastError = error;
    log.warn({ err: error }, 'redis');
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = (lastError ?? (error as Error)).message;
    throw new Error(`--redis-url: cannot reach ${redactRedisUrl(options.url)} (${reason})`);
  }

  /** The session of this state, with this instance's journal of it; a blank one when there is none. */
  function rebuild(id: string, text: string): Session {
    const local = store.get(id);
    if (!text) return reset(local);
    try {
      const parsed = SessionStateSchema.safeParse(JSON.parse(text));
      if (!parsed.success) throw new Error('not a session state');
      const session = fromState(parsed.data, store, engine);
      session.journal = local.journal;
      store.put(session);
      return session;
    } catch (error) {
      // Another instance with other scenario files, or a foreign write: start afresh rather than fail.
      log.warn(
        { session: id, reason: (error as Error).message },
        'redis session state refused; starting afresh',
      );
      return reset(local);
    }
  }

  /** The stored state is gone (new, expired or deleted): a fresh session that keeps its local journal. */
  function reset(local: Session): Session {
    const fresh = store.blank(local.id);
    fresh.journal = local.journal;
    store.put(fresh);
    return fresh;
  }

  /** Calls of this instance for one session, one after another: only one of them waits on Redis's lock. */
  const queues = new Map<string, Promise<unknown>>();

  async function locked<T>(id: string, fn: (session: Session) => T): Promise<Awaited<T>> {
    const token = randomBytes(12).toString('hex');
    const keys = [stateKey(id), lockKey(id)];
    const deadline = Date.now() + LOCK_WAIT_MS;
    let text: string | null;
    for (let wait = 1; ; wait = Math.min(wait * 2, 50)) {
      text = (await redis.eval(ACQUIRE, 2, ...keys, token, LOCK_MS)) as string | null;
      if (text !== null) break;
      if (Date.now() > deadline) throw new Error(`session '${id}': its lock in Redis stayed taken`);
      await new Promise((r) => setTimeout(r, wait));
    }
    let result: Awaited<T>;
    let session: Session;
    try {
      session = rebuild(id, text);
      result = await fn(session);
    } catch (error) {
      await redis.eval(RELEASE, 1, lockKey(id), token);
      throw error;
    }
    session.lastSeen = Date.now();
    const saved = await redis.eval(
      SAVE,
      3,
      ...keys,
      INDEX,
      token,
      JSON.stringify(toState(session)),
      store.idleMs,
      id,
      session.lastSeen,
      store.cap,
      id === DEFAULT_SESSION_ID ? '0' : '1',
      `${PREFIX}session:`,
    );
    if (saved !== 1) throw new Error(`session '${id}': held longer than its lock (${LOCK_MS} ms)`);
    return result;
  }

  return {
    kind: 'redis',
    cap: store.cap,
    use<T>(id: string, fn: (session: Session) => T): Promise<Awaited<T>> {
      const previous = queues.get(id) ?? Promise.resolve();
      const run = previous.then(
        () => locked(id, fn),
        () => locked(id, fn),
      );
      const tail = run.catch(() => undefined);
      queues.set(id, tail);
      void tail.then(() => {
        if (queues.get(id) === tail) queues.delete(id);
      });
      return run;
    },
    async list() {
      const ids = [DEFAULT_SESSION_ID, ...(await redis.zrange(INDEX, 0, -1))];
      const texts = await redis.mget(ids.map(stateKey));
      const sessions: Session[] = [];
      for (const [i, id] of ids.entries()) {
        const text = texts[i];
        // An index entry whose key expired is not a session any more ('default' always is).
        if (text || id === DEFAULT_SESSION_ID) sessions.push(rebuild(id, text ?? ''));
      }
      return sessions;
    },
    async delete(id) {
      const [deleted] = await Promise.all([redis.del(stateKey(id)), redis.zrem(INDEX, id)]);
      store.delete(id);
      return id === DEFAULT_SESSION_ID || deleted === 1;
    },
    async close() {
      await redis.quit();
    },
  };
}
