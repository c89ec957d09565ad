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

/**
 * Take the lock; if taken, the state: '' when there is none, '=' when it is still the version this instance
 * wrote last (ARGV[3]: its session is current, nothing to read or decode), else the state's JSON. Not taken: nil.
 */
const ACQUIRE = `
if redis.call('SET', KEYS[2], ARGV[1], 'NX', 'PX', ARGV[2]) then
  local v = redis.call('HGET', KEYS[1], 'v')
  if not v then return '' end
  if v == ARGV[3] then return '=' end
  return redis.call('HGET', KEYS[1], 's')
end
return false`;

/**
 * Write the state (its version: the lock's token, unique per write) and release, only while the lock is still ours; index the session, drop index entries
 * whose keys have expired and, past the cap, the least recently used sessions.
 */
const SAVE = `
if redis.call('GET', KEYS[2]) ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'v', ARGV[1], 's', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
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

  /**
   * The session a stored state describes, not kept anywhere; with this instance's journal of it. A blank one
   * when there is none ('': new, expired or deleted) or it cannot be read.
   */
  function decode(id: string, text: string): Session {
    let session: Session | undefined;
    if (text) {
      try {
        const parsed = SessionStateSchema.safeParse(JSON.parse(text));
        if (!parsed.success) throw new Error('not a session state');
        session = fromState(parsed.data, store, engine);
      } catch (error) {
        // Another instance with other scenario files, or a foreign write: start afresh rather than fail.
        log.warn(
          { session: id, reason: (error as Error).message },
          'redis session state refused; starting afresh',
        );
      }
    }
    session ??= store.blank(id);
    const local = store.peek(id);
    if (local) session.journal = local.journal;
    return session;
  }

  /** The version of each session this instance wrote last; its live session in `store` is that state. */
  const versions = new Map<string, string>();

  /** The session to run a call on, under the lock: this instance's own when still current, else decoded. */
  async function current(id: string, text: string): Promise<Session> {
    const own = store.peek(id);
    if (text === '=' && own) return store.get(id);
    // The version was ours but the session left this instance's LRU meanwhile: read the state.
    if (text === '=') text = (await redis.hget(stateKey(id), 's')) ?? '';
    const session = decode(id, text);
    store.put(session);
    return session;
  }

  /** Calls of this instance for one session, one after another: only one of them waits on Redis's lock. */
  const queues = new Map<string, Promise<unknown>>();

  async function locked<T>(id: string, fn: (session: Session) => T): Promise<Awaited<T>> {
    const token = randomBytes(12).toString('hex');
    const keys = [stateKey(id), lockKey(id)];
    const deadline = Date.now() + LOCK_WAIT_MS;
    let text: string | null;
    for (let wait = 1; ; wait = Math.min(wait * 2, 50)) {
      text = (await redis.eval(ACQUIRE, 2, ...keys, token, LOCK_MS, versions.get(id) ?? '')) as string | null;
      if (text !== null) break;
      if (Date.now() > deadline) throw new Error(`session '${id}': its lock in Redis stayed taken`);
      await new Promise((r) => setTimeout(r, wait));
    }
    let result: Awaited<T>;
    let session: Session;
    try {
      session = await current(id, text);
      result = await fn(session);
    } catch (error) {
      // What fn changed before it threw is not saved: the next call reads the stored state again.
      versions.delete(id);
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
    if (saved !== 1) {
      versions.delete(id);
      throw new Error(`session '${id}': held longer than its lock (${LOCK_MS} ms)`);
    }
    // Newest last; forgetting the oldest past twice the cap only costs them a read.
    versions.delete(id);
    versions.set(id, token);
    if (versions.size > 2 * store.cap) versions.delete(versions.keys().next().value as string);
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
      const batch = redis.pipeline();
      for (const id of ids) batch.hget(stateKey(id), 's');
      const texts = ((await batch.exec()) ?? []).map(([, text]) => text as string | null);
      const sessions: Session[] = [];
      for (const [i, id] of ids.entries()) {
        const text = texts[i];
        // An index entry whose key expired is not a session any more ('default' always is). Read without
        // the lock, so never kept as this instance's live session.
        if (text || id === DEFAULT_SESSION_ID) sessions.push(decode(id, text ?? ''));
      }
      return sessions;
    },
    async delete(id) {
      const [deleted] = await Promise.all([redis.del(stateKey(id)), redis.zrem(INDEX, id)]);
      store.delete(id);
      versions.delete(id);
      return id === DEFAULT_SESSION_ID || deleted === 1;
    },
    async close() {
      await redis.quit();
    },
  };
}
