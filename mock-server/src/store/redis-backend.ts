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
 * Split in three beside this file: redis-lock.ts (taking, waiting for and giving back a session's lock; the
 * queue of one session's calls), redis-layout.ts (the keys, the write of what changed, the field lists) and
 * redis-list.ts (the session list and deletion). This file connects and runs a call: lock, read, run, write.
 *
 * The journal stays in the instance that answered (its entries hold live request objects and are updated
 * after the session is let go): a session's journal on one instance shows the calls that instance served.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { ScenarioEngine } from '../overrides/engine';
import { DEFAULT_SESSION_ID, type Session, type SessionStore } from '../world/session';
import type { World } from '../world/world';
import { type SessionBackend, UnknownSessionError, type UseOptions } from './backend';
import { fromState, tokenState, toMetaState, userState } from './codec';
import {
  fields,
  flat,
  INDEXES,
  lockKey,
  PREFIX,
  SAVE,
  type Stored,
  sessionKeys,
  sessionKind,
  stateKey,
  values,
} from './redis-layout';
import { deleteSession, listSessions } from './redis-list';
import { acquire, type Call, LOCK_MS, release, sessionQueues } from './redis-lock';
import { type SessionState, SessionStateSchema } from './state';

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

  async function runBatch(id: string, batch: Call[]): Promise<void> {
    const token = randomBytes(12).toString('hex');
    const outcomes: { call: Call; ok: boolean; value: unknown }[] = [];
    try {
      const stored = await acquire(redis, id, token, versions.get(id) ?? '');
      // With --admin-token, host calls may not make a session (backend.ts knownSessionsOnly); a read never does:
      // it sees a blank session that is not written.
      const absent = stored[0] === '' && id !== DEFAULT_SESSION_ID;
      const runnable = batch.filter((call) => {
        if (absent && call.options?.read) {
          void Promise.resolve()
            .then(() => call.fn(decode(id, [''])))
            .then(call.resolve, call.reject);
          return false;
        }
        const refused = absent && call.options?.mustExist;
        if (refused) call.reject(new UnknownSessionError(id));
        return !refused;
      });
      if (!runnable.length) {
        await release(redis, id, token);
        return;
      }
      let session: Session;
      try {
        session = await current(id, stored, runnable[0]?.options);
      } catch (error) {
        versions.delete(id);
        await release(redis, id, token);
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
      sessionKind(id, session),
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

  const queues = sessionQueues(runBatch);
  return {
    kind: 'redis',
    cap: store.cap,
    use<T>(id: string, fn: (session: Session) => T, options?: UseOptions): Promise<Awaited<T>> {
      return new Promise<Awaited<T>>((resolve, reject) => {
        queues.push(id, { fn, options, resolve: resolve as (value: unknown) => void, reject });
      });
    },
    list: (page) => listSessions(redis, store, page),
    async delete(id) {
      const existed = await deleteSession(redis, id);
      store.delete(id);
      versions.delete(id);
      return existed;
    },
    async close() {
      await redis.quit();
    },
  };
}
