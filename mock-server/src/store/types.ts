/**
 * Where session state outlives the process. The live sessions stay in memory (SessionStore, an LRU) and are
 * read and written there on every request; a SessionStateStore only loads them at start and saves them.
 * Today that is a snapshot file (snapshot-file.ts). A store shared by several simulator instances (Redis)
 * would load and save one session at a time around each request (`load(id)` / `save(state)` with a
 * per-session lock), through the same codec (codec.ts): the state is plain JSON data for that reason, and the
 * access points are few — SessionStore.get in routes/context.ts, the admin routes, and persist.ts.
 */
import type { SessionState } from './state';

export interface LoadedSessions {
  /** States that passed the snapshot's checks, least recently used first. */
  states: SessionState[];
  /** What was refused and why (a corrupt file, an old version, a session naming a scenario that is gone…). */
  problems: string[];
}

export interface SessionStateStore {
  /** Where it is, for the logs. */
  readonly location: string;
  load(): Promise<LoadedSessions>;
  /** Replace what is saved with these sessions. */
  save(states: readonly SessionState[]): Promise<void>;
}
