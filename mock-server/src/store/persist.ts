/**
 * Sessions that survive a restart: restored from the store when the simulator starts, saved when it closes
 * (Ctrl-C, SIGTERM, `pnpm dev` restarting it on a change) and every `intervalMs` while sessions are being
 * used, so even a killed process loses at most that much. Restoring reports each refused session and goes on.
 */
import type { FastifyInstance } from 'fastify';
import type { ScenarioEngine } from '../overrides/engine';
import type { SessionStore } from '../world/session';
import { fromState, toState } from './codec';
import type { SessionStateStore } from './types';

export interface PersistOptions {
  store: SessionStateStore;
  sessions: SessionStore;
  engine: ScenarioEngine;
  /** Save this often while sessions change (0: only on close). */
  intervalMs: number;
}

/** Restore now; save on close and periodically. Returns how many sessions were restored. */
export async function persistSessions(app: FastifyInstance, options: PersistOptions): Promise<number> {
  const { store, sessions, engine } = options;
  const { states, problems } = await store.load();
  let restored = 0;
  for (const state of states) {
    try {
      sessions.put(fromState(state, sessions, engine));
      restored++;
    } catch (error) {
      problems.push(`${store.location}: session '${state.id}' skipped (${(error as Error).message})`);
    }
  }
  for (const problem of problems) app.log.warn(problem);
  if (restored) app.log.info({ restored, from: store.location }, 'sessions restored');

  let savedAt = sessions.touches;
  const save = async () => {
    savedAt = sessions.touches;
    await store.save(sessions.list().map(toState));
  };
  const timer =
    options.intervalMs > 0
      ? setInterval(() => {
          if (sessions.touches === savedAt) return;
          save().catch((error: unknown) => app.log.error({ err: error }, 'session snapshot failed'));
        }, options.intervalMs).unref()
      : undefined;
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await save();
  });
  return restored;
}
