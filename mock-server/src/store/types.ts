/**
 * Where session state outlives the process. The live sessions stay in memory (SessionStore, an LRU) and are
 * read and written there on every request; a SessionStateStore only loads them at start and saves them.
 * That is a snapshot file (snapshot-file.ts). Sessions shared by several instances are not loaded and saved
 * in bulk: the Redis backend (redis-backend.ts) reads and writes one session around each call, through the
 * same codec (codec.ts).
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
