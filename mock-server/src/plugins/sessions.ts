/**
 * The sessions: the store of this process (QA's and host traffic's LRUs, dropped when idle), how they are read
 * and changed (in memory, or in Redis with --redis-url), and with --state-file their persistence across
 * restarts under a lock that gives the file one owner.
 */
import fp from 'fastify-plugin';
import { DEFAULT_SESSION_IDLE_MS, SESSION_CAPS } from '../caps';
import type { ScenarioEngine } from '../overrides/engine';
import { knownSessionsOnly, memoryBackend, type SessionBackend } from '../store/backend';
import { persistSessions } from '../store/persist';
import { redisBackend } from '../store/redis-backend';
import { snapshotFile } from '../store/snapshot-file';
import { lockStateFile } from '../util/pid-lock';
import { DEFAULT_SESSION_ID, SessionStore } from '../world/session';

export interface SessionsOptions {
  engine: ScenarioEngine;
  /** buildApp's options of the same names (BuildAppOptions says what each means). */
  sessionCap?: number;
  hostSessionCap?: number;
  sessionIdleMs?: number;
  defaultScenarios?: readonly string[];
  stateFile?: string;
  snapshotIntervalMs?: number;
  redisUrl?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live sessions of this process. */
    sessionStore: SessionStore;
    /** How sessions are read and changed (store/backend.ts). */
    sessionBackend: SessionBackend;
  }
}

// fastify-plugin: the hosts, the error handler and the admin API read and change sessions through
// `sessionBackend`, and its onClose hooks (the last snapshot, the lock's release, the Redis connection) must
// run when the whole app closes, not when a scope of its own does.
export const sessionsPlugin = fp<SessionsOptions>(
  async (app, options) => {
    const { engine } = options;
    // One owner per state file, checked before anything else of the sessions: a second simulator on it refuses
    // to start, naming the first.
    const lock = options.stateFile ? lockStateFile(options.stateFile) : null;
    // Added first, so it runs after the last snapshot's save (onClose hooks run last added first), and also
    // when a later step of the build fails (buildApp closes what it started).
    if (lock) app.addHook('onClose', async () => lock.release());
    const store = new SessionStore({
      engine,
      cap: options.sessionCap ?? SESSION_CAPS.sessions,
      hostCap: options.hostSessionCap ?? SESSION_CAPS.hostSessions,
      idleMs: options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS,
      defaultScenarios: options.defaultScenarios ?? [],
    });
    const stored = options.redisUrl
      ? await redisBackend({ url: options.redisUrl, store, engine, log: app.log })
      : memoryBackend(store);
    // With an admin token, only QA makes sessions: host calls naming an unknown one are refused (400).
    const backend = app.adminAccess.token ? knownSessionsOnly(stored) : stored;
    app.decorate('sessionStore', store);
    app.decorate('sessionBackend', backend);
    // The session, scenarios and journal entry of a host request (routes/context.ts), set by its pipeline.
    app.decorateRequest('mockState', null);
    app.addHook('onClose', async () => backend.close());
    // Idle sessions go at a quarter of the idle time (at most every minute), off the request path.
    const sweep = setInterval(
      () => store.sweepIdle(),
      Math.min(60_000, Math.max(1_000, store.idleMs / 4)),
    ).unref();
    app.addHook('onClose', async () => clearInterval(sweep));
    if (options.stateFile) {
      await persistSessions(app, {
        store: snapshotFile(options.stateFile),
        sessions: store,
        engine,
        intervalMs: options.snapshotIntervalMs ?? 10_000,
      });
      // Scenarios given at start (--scenario) win over the restored default session's.
      if (options.defaultScenarios?.length)
        store.peek(DEFAULT_SESSION_ID)?.restoreScenarios(options.defaultScenarios);
    }
  },
  { name: 'sessions', dependencies: ['admin-access', 'scenario-files'] },
);
