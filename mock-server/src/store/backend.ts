/**
 * Where sessions live between requests, behind one interface: this process's memory (the default, what an
 * embedded simulator uses) or Redis, shared by several instances (redis-backend.ts).
 * Everything that reads or changes a session — the host routes and the admin API — goes through `use`, which
 * hands over the current session and keeps what the function changed; two calls for one session never overlap.
 */
import { isThenable } from '../util/thenable';
import { DEFAULT_SESSION_ID, type Session, type SessionStore, type SessionUser } from '../world/session';

/** A page of the session list: `offset` sessions skipped, at most `limit`. */
export interface Page {
  offset?: number;
  limit?: number;
}

export interface UseOptions {
  /** Who calls: a session the admin API uses is QA's and never evicted by host traffic (world/session.ts). */
  by?: SessionUser;
  /** Refuse (UnknownSessionError) instead of creating a session that does not exist. */
  mustExist?: boolean;
  /**
   * A read (an admin GET, a journal count): a session that does not exist is not made — `fn` sees a blank one
   * that is kept nowhere — and an existing one is not made QA's. Reads cannot fill the session store.
   */
  read?: boolean;
}

/** A host call named a session that does not exist while the simulator only serves known ones. */
export class UnknownSessionError extends Error {
  constructor(readonly id: string) {
    super(
      `x-mock-session: unknown session '${id}' (with --admin-token, sessions are made on the control page or through the admin API)`,
    );
  }
}

export interface SessionBackend {
  readonly kind: 'memory' | 'redis';
  /** Most sessions kept besides 'default'. */
  readonly cap: number;
  /** Run `fn` on session `id` (created on first use); what it changes is kept. */
  use<T>(id: string, fn: (session: Session) => T, options?: UseOptions): Promise<Awaited<T>>;
  /** Summaries of live sessions, least recently used first (never their whole state): a page, and how many in all. */
  list(page?: Page): Promise<{ sessions: ReturnType<Session['summary']>[]; total: number }>;
  /** Drop a session ('default' is reset instead); false when there was none. */
  delete(id: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Sessions in this process: `use` is a call on the live session of the LRU. */
export function memoryBackend(store: SessionStore): SessionBackend {
  return {
    kind: 'memory',
    cap: store.cap,
    // Not an async function: every simulated call goes through here, and its promise, frame and extra turn of
    // the microtask queue showed in the login bench's CPU profile. The same contract: errors come as a rejected
    // promise, and `settle` runs once `fn` is done (returned, threw, or its promise settled).
    use<T>(id: string, fn: (session: Session) => T, options?: UseOptions): Promise<Awaited<T>> {
      let session: Session;
      let result: T;
      try {
        const exists = id === DEFAULT_SESSION_ID || store.has(id);
        if (options?.mustExist && !exists) throw new UnknownSessionError(id);
        if (options?.read) return Promise.resolve(fn(exists ? store.get(id, 'host') : store.blank(id)));
        session = store.get(id, options?.by);
      } catch (error) {
        return Promise.reject(error);
      }
      try {
        result = fn(session);
      } catch (error) {
        store.settle(session);
        return Promise.reject(error);
      }
      if (!isThenable(result)) {
        store.settle(session);
        return Promise.resolve(result as Awaited<T>);
      }
      return Promise.resolve(result).then(
        (value) => {
          store.settle(session);
          return value;
        },
        (error: unknown) => {
          store.settle(session);
          throw error;
        },
      );
    },
    list: async ({ offset = 0, limit = Number.POSITIVE_INFINITY } = {}) => {
      const all = store.list();
      return { sessions: all.slice(offset, offset + limit).map((s) => s.summary()), total: all.length };
    },
    delete: async (id) => store.delete(id),
    close: async () => {},
  };
}

/**
 * The backend as the admin API uses it: every session it changes is QA's (never evicted by host traffic); `read`
 * looks at a session without making it (admin GETs: a page's image tags could otherwise fill the store).
 */
export function asAdmin(backend: SessionBackend): SessionBackend & {
  read<T>(id: string, fn: (session: Session) => T): Promise<Awaited<T>>;
} {
  return {
    ...backend,
    use: (id, fn, options) => backend.use(id, fn, { ...options, by: 'admin' }),
    read: (id, fn) => backend.use(id, fn, { read: true }),
  };
}

/**
 * With `--admin-token`: host traffic may use only sessions that exist (made on the control page or through the
 * admin API, or restored), so a stray client cannot make sessions at all; the admin API still makes them.
 */
export function knownSessionsOnly(backend: SessionBackend): SessionBackend {
  return {
    ...backend,
    use: (id, fn, options) =>
      backend.use(id, fn, { mustExist: options?.by !== 'admin' && !options?.read, ...options }),
  };
}
