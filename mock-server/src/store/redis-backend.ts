/**
 * Sessions in Redis (`--redis-url`), shared by every simulator instance pointed at it: any instance answers
 * any session. `use` takes the session's lock, reads its state when another instance wrote it last, runs the
 * function on the session and writes back what changed; the write and the release are one Lua script that
 * checks the lock is still ours, so two instances changing one session never lose an update. A lock (rather
 * than an optimistic retry) because the function has effects outside the state — a journal entry, a reply in
 * the making — and must run exactly once.
 *
 * Layout, so that a call writes what it changed and not the whole session:
 *  - `…s:<id>` a hash: `v` (the version: the token of the lock that wrote it), `m` (the session without its
 *    tokens and registered users: scenarios, faults, clock, the small collections — a few kB), `sum` (its
 *    summary, what the session list shows);
 *  - `…s:<id>:t` and `…s:<id>:u`: the tokens and the registered users, a hash field each (a login writes one
 *    field; only the fields that changed are written: world/bounded.ts tracks them);
 *  - `…index:qa`, `…index:kept`, `…index:host`: sorted sets of session ids by last use, one per kind of
 *    session (world/session.ts): made through the admin API, holding state host traffic gave them, and the
 *    others. The session list reads the indexes and each session's `sum`, never its state.
 * Every key of a session expires (PEXPIRE) with the idle time; the indexes drop expired ids as they are
 * written; past the caps the least recently used go: host ones past `hostCap`, and past `cap` the kept ones
 * before QA's own. 'default' is outside the indexes: when its keys expire, the next call starts it afresh,
 * which is what the memory store's reset does.
 *
 * The journal stays in the instance that answered (its entries hold live request objects and are updated
 * after the session is let go): a session's journal on one instance shows the calls that instance served.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { ScenarioEngine } from '../scenarios/engine';
import type { Changes } from '../world/bounded';
import { DEFAULT_SESSION_ID, type Session, type SessionStore } from '../world/session';
import type { World } from '../world/world';
import { type SessionBackend, UnknownSessionError, type UseOptions } from './backend';
import { fromState, tokenState, toMetaState, userState } from './codec';
import { type SessionState, SessionStateSchema, SNAPSHOT_VERSION } from './state';

/** The layout above; a change of it or of the state's shape (SNAPSHOT_VERSION) gets new keys, never misreads. */
const LAYOUT = 2;
const PREFIX = `wonder-sim:v${SNAPSHOT_VERSION}.${LAYOUT}:`;
const INDEXES = ['qa', 'kept', 'host'].map((kind) => `${PREFIX}index:${kind}`);
/** Where a session's state is (exported for the test that reads its expiry). */
export const stateKey = (id: string) => `${PREFIX}s:${id}`;
const sessionKeys = (id: string) => [stateKey(id), `${stateKey(id)}:t`, `${stateKey(id)}:u`];
const lockKey = (id: string) => `${PREFIX}lock:${id}`;

/** Longer than any `use` takes (ms); a crashed instance's lock frees itself after it. */
const LOCK_MS = 5_000;
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

/**
 * Write what changed and release, only while the lock is still ours; index the session under its kind,
 * drop index entries whose keys expired and, past the caps, the least recently used sessions.
 * KEYS: state, lock, tokens, users, index qa, kept, host. ARGV: lock token, meta, summary, idle ms, id, now,
 * cap, host cap, kind ('default' | 'qa' | 'kept' | 'host'), full ('1': the collections are written whole),
 * then for tokens and users: how many fields to set, how many to delete, the field/value pairs, the fields;
 * the key prefix of sessions last.
 */
const SAVE = `
if redis.call('GET', KEYS[2]) ~= ARGV[1] then return 0 end
local idle = tonumber(ARGV[4])
if ARGV[10] == '1' then redis.call('DEL', KEYS[3], KEYS[4]) end
redis.call('HSET', KEYS[1], 'v', ARGV[1], 'm', ARGV[2], 'sum', ARGV[3])
local i = 11
for _, key in ipairs({KEYS[3], KEYS[4]}) do
  local sets, dels = tonumber(ARGV[i]), tonumber(ARGV[i + 1])
  i = i + 2
  if sets > 0 then redis.call('HSET', key, unpack(ARGV, i, i + 2 * sets - 1)) end
  i = i + 2 * sets
  if dels > 0 then redis.call('HDEL', key, unpack(ARGV, i, i + dels - 1)) end
  i = i + dels
end
local prefix = ARGV[i]
for k = 1, 4 do if k ~= 2 then redis.call('PEXPIRE', KEYS[k], idle) end end
redis.call('DEL', KEYS[2])
local kind = ARGV[9]
if kind == 'default' then return 1 end
local now, id = tonumber(ARGV[6]), ARGV[5]
local function drop(victim)
  redis.call('DEL', prefix .. victim, prefix .. victim .. ':t', prefix .. victim .. ':u')
end
for k = 5, 7 do
  redis.call('ZREM', KEYS[k], id)
  redis.call('ZREMRANGEBYSCORE', KEYS[k], '-inf', '(' .. (now - idle))
end
local target = ({qa = KEYS[5], kept = KEYS[6], host = KEYS[7]})[kind]
redis.call('ZADD', target, now, id)
local excess = redis.call('ZCARD', KEYS[7]) - tonumber(ARGV[8])
if excess > 0 then
  local old = redis.call('ZPOPMIN', KEYS[7], excess)
  for j = 1, #old, 2 do drop(old[j]) end
end
excess = redis.call('ZCARD', KEYS[5]) + redis.call('ZCARD', KEYS[6]) - tonumber(ARGV[7])
for _, index in ipairs({KEYS[6], KEYS[5]}) do
  if excess > 0 then
    local old = redis.call('ZPOPMIN', index, excess)
    for j = 1, #old, 2 do drop(old[j]) end
    excess = excess - #old / 2
  end
end
return 1`;

/** Release without writing (the function threw, or the session does not exist), only while the lock is ours. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

type SessionSummary = ReturnType<Session['summary']>;

/** Most calls for one session run under one hold of its lock (their time together well under LOCK_MS). */
const MAX_BATCH = 64;

/** A call waiting for its session. */
interface Call {
  fn: (session: Session) => unknown;
  options: UseOptions | undefined;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** What ACQUIRE read: nothing, our own version, or the stored parts. */
type Stored = [''] | ['='] | [string | null, string[], string[]];

/** A session's summary as stored: its clock as offset and frozen instant, made a snapshot when listed. */
type StoredSummary = Omit<SessionSummary, 'clock'> & { clock: { offsetMs: number; frozenAt: number | null } };

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
   * The session the stored parts describe, not kept anywhere; with this instance's journal of it. A blank
   * one when there are none (new, expired or deleted) or they cannot be read.
   */
  function decode(id: string, stored: Stored): Session {
    let session: Session | undefined;
    if (stored.length === 3 && stored[0]) {
      try {
        const meta = JSON.parse(stored[0]) as SessionState;
        const tokens = values<{ issuedAt: number }>(stored[1]).sort((a, b) => a.issuedAt - b.issuedAt);
        const parsed = SessionStateSchema.safeParse({
          ...meta,
          world: { ...meta.world, tokens, registeredUsers: values(stored[2]) },
        });
        if (!parsed.success) throw new Error('not a session state');
        session = fromState(parsed.data, store, engine);
        // What was just read is what is stored: only later changes are to be written.
        session.world.tokens.takeChanges();
        session.world.registeredUsers.takeChanges();
        savedWorlds.set(session, session.world);
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
  /** The world each session's stored collections match: another one (a reset) is written whole. */
  const savedWorlds = new WeakMap<Session, World>();

  /** The session to run a call on, under the lock: this instance's own when still current, else decoded. */
  async function current(id: string, stored: Stored, options: UseOptions | undefined): Promise<Session> {
    const own = store.peek(id);
    if (stored[0] === '=' && own) return store.get(id, options?.by);
    // The version was ours but the session left this instance's LRU meanwhile: read the state.
    if (stored[0] === '=') {
      const [meta, tokens, users] = await redis
        .multi()
        .hget(stateKey(id), 'm')
        .hgetall(`${stateKey(id)}:t`)
        .hgetall(`${stateKey(id)}:u`)
        .exec()
        .then((r) => (r ?? []).map(([, v]) => v));
      stored = [meta as string | null, flat(tokens), flat(users)];
    }
    const session = decode(id, stored);
    store.put(session);
    return store.get(id, options?.by);
  }

  /**
   * Calls of this instance for one session wait in a queue; whoever holds the session's lock runs every call
   * queued meanwhile (up to MAX_BATCH) on the session, one after another, and writes it once: N concurrent
   * calls for one session cost two round trips to Redis, not 2N. Each call's result is handed over only once
   * the write succeeded, so no answer reports a change Redis did not keep.
   */
  const queues = new Map<string, Call[]>();

  function drain(id: string): void {
    const queue = queues.get(id);
    if (!queue?.length) {
      queues.delete(id);
      return;
    }
    const batch = queue.splice(0, MAX_BATCH);
    void runBatch(id, batch).finally(() => drain(id));
  }

  async function runBatch(id: string, batch: Call[]): Promise<void> {
    const token = randomBytes(12).toString('hex');
    const [state, tokensKey, usersKey] = sessionKeys(id) as [string, string, string];
    const outcomes: { call: Call; ok: boolean; value: unknown }[] = [];
    try {
      const deadline = Date.now() + LOCK_WAIT_MS;
      let stored: Stored | null;
      for (let wait = 1; ; wait = Math.min(wait * 2, 50)) {
        stored = (await redis.eval(
          ACQUIRE,
          4,
          state,
          lockKey(id),
          tokensKey,
          usersKey,
          token,
          LOCK_MS,
          versions.get(id) ?? '',
        )) as Stored | null;
        if (stored !== null) break;
        if (Date.now() > deadline) throw new Error(`session '${id}': its lock in Redis stayed taken`);
        await new Promise((r) => setTimeout(r, wait));
      }
      // With --admin-token, host calls may not make a session (backend.ts knownSessionsOnly).
      const runnable = batch.filter((call) => {
        const refused = stored[0] === '' && call.options?.mustExist && id !== DEFAULT_SESSION_ID;
        if (refused) call.reject(new UnknownSessionError(id));
        return !refused;
      });
      if (!runnable.length) {
        await redis.eval(RELEASE, 1, lockKey(id), token);
        return;
      }
      let session: Session;
      try {
        session = await current(id, stored, runnable[0]?.options);
      } catch (error) {
        versions.delete(id);
        await redis.eval(RELEASE, 1, lockKey(id), token);
        throw error;
      }
      for (const call of runnable) {
        if (call.options?.by === 'admin') session.madeByQa = true;
        try {
          outcomes.push({ call, ok: true, value: await call.fn(session) });
        } catch (error) {
          // As in memory: what the call changed before it threw stays; the call answers its error.
          outcomes.push({ call, ok: false, value: error });
        }
      }
      await save(id, token, session, stored[0] === '');
    } catch (error) {
      for (const call of batch) call.reject(error);
      return;
    }
    for (const { call, ok, value } of outcomes) (ok ? call.resolve : call.reject)(value);
  }

  /** Write the session's changes and release the lock (SAVE). */
  async function save(id: string, token: string, session: Session, isNew: boolean): Promise<void> {
    const [state, tokensKey, usersKey] = sessionKeys(id) as [string, string, string];
    session.lastSeen = Date.now();
    store.settle(session);
    const w = session.world;
    const tokenChanges = w.tokens.takeChanges();
    const userChanges = w.registeredUsers.takeChanges();
    // A new world (a reset, a session new to Redis) or untracked changes: both collections written whole.
    const full = savedWorlds.get(session) !== w || isNew || tokenChanges === 'all' || userChanges === 'all';
    const tokens = fields(w.tokens, tokenChanges, full, (t) => JSON.stringify(tokenState(t)));
    const users = fields(w.registeredUsers, userChanges, full, (u) => JSON.stringify(userState(u)));
    const kind =
      id === DEFAULT_SESSION_ID
        ? 'default'
        : session.madeByQa
          ? 'qa'
          : session.holdsState()
            ? 'kept'
            : 'host';
    const { clock: _snapshot, ...summary } = session.summary();
    const saved = await redis.eval(
      SAVE,
      7,
      state,
      lockKey(id),
      tokensKey,
      usersKey,
      ...INDEXES,
      token,
      JSON.stringify(toMetaState(session)),
      JSON.stringify({ ...summary, clock: session.clock.state() }),
      store.idleMs,
      id,
      session.lastSeen,
      store.cap,
      store.hostCap,
      kind,
      full ? '1' : '0',
      ...tokens,
      ...users,
      `${PREFIX}s:`,
    );
    if (saved !== 1) {
      versions.delete(id);
      throw new Error(`session '${id}': held longer than its lock (${LOCK_MS} ms)`);
    }
    savedWorlds.set(session, w);
    // Newest last; forgetting the oldest past twice the cap only costs them a read.
    versions.delete(id);
    versions.set(id, token);
    if (versions.size > 2 * store.cap) versions.delete(versions.keys().next().value as string);
  }

  return {
    kind: 'redis',
    cap: store.cap,
    use<T>(id: string, fn: (session: Session) => T, options?: UseOptions): Promise<Awaited<T>> {
      return new Promise<Awaited<T>>((resolve, reject) => {
        const call: Call = { fn, options, resolve: resolve as (value: unknown) => void, reject };
        const queue = queues.get(id);
        if (queue) queue.push(call);
        else {
          queues.set(id, [call]);
          drain(id);
        }
      });
    },
    async list({ offset = 0, limit = Number.POSITIVE_INFINITY } = {}) {
      // The ids of the indexes (small), then the summaries of one page: never a session's state.
      const ranked = await Promise.all(INDEXES.map((index) => redis.zrange(index, 0, -1, 'WITHSCORES')));
      const byUse: [string, number][] = [];
      for (const flatList of ranked)
        for (let i = 0; i < flatList.length; i += 2)
          byUse.push([flatList[i] as string, Number(flatList[i + 1])]);
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
        if (text) sessions.push(listed(JSON.parse(text) as StoredSummary));
        else if (id === DEFAULT_SESSION_ID) sessions.push(store.blank(id).summary());
      }
      return { sessions, total: ids.length };
    },
    async delete(id) {
      const [deleted] = await Promise.all([
        redis.del(...sessionKeys(id)),
        ...INDEXES.map((index) => redis.zrem(index, id)),
      ]);
      store.delete(id);
      versions.delete(id);
      return id === DEFAULT_SESSION_ID || (deleted as number) > 0;
    },
    async close() {
      await redis.quit();
    },
  };

  /** A stored summary as the list shows it: the clock as of now, the journal this instance holds. */
  function listed(s: StoredSummary): SessionSummary {
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
}

/** An HGETALL answer as a list of its values, parsed. */
function values<T = unknown>(list: string[]): T[] {
  const out: T[] = [];
  for (let i = 1; i < list.length; i += 2) out.push(JSON.parse(list[i] as string) as T);
  return out;
}

/** An HGETALL answer from a MULTI (an object) as the flat list the script gives. */
function flat(hash: unknown): string[] {
  return Object.entries((hash ?? {}) as Record<string, string>).flat();
}

/**
 * A collection's changes as SAVE's arguments: how many fields to set, how many to delete, the field/value
 * pairs, the deleted fields; every field when `full` (the script then deletes the collection first).
 */
function fields<V>(
  map: Map<string, V>,
  changes: Changes<string>,
  full: boolean,
  encode: (value: V) => string,
): (string | number)[] {
  const sets: string[] = [];
  const dels: string[] = [];
  if (full || changes === 'all') {
    for (const [key, value] of map) sets.push(key, encode(value));
  } else {
    for (const key of changes) {
      const value = map.get(key);
      if (value === undefined) dels.push(key);
      else sets.push(key, encode(value));
    }
  }
  return [sets.length / 2, dels.length, ...sets, ...dels];
}
