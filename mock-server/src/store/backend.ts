/**
 * Where sessions live between requests, behind one interface: this process's memory (the default, what an
 * embedded simulator uses) or Redis, shared by several instances (redis-backend.ts).
 * Everything that reads or changes a session — the host routes and the admin API — goes through `use`, which
 * hands over the current session and keeps what the function changed; two calls for one session never overlap.
 */
import type { Session, SessionStore } from '../world/session';

export interface SessionBackend {
  readonly kind: 'memory' | 'redis';
  /** Most sessions kept besides 'default'. */
  readonly cap: number;
  /** Run `fn` on session `id` (created on first use); what it changes is kept. */
  use<T>(id: string, fn: (session: Session) => T): Promise<Awaited<T>>;
  /** Every live session, least recently used first. */
  list(): Promise<Session[]>;
  /** Drop a session ('default' is reset instead); false when there was none. */
  delete(id: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Sessions in this process: `use` is a call on the live session of the LRU. */
export function memoryBackend(store: SessionStore): SessionBackend {
  return {
    kind: 'memory',
    cap: store.cap,
    use: <T>(id: string, fn: (session: Session) => T) =>
      new Promise<Awaited<T>>((resolve) => resolve(fn(store.get(id)) as Awaited<T>)),
    list: async () => store.list(),
    delete: async (id) => store.delete(id),
    close: async () => {},
  };
}
