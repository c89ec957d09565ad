/**
 * `app.mock`: what the simulator's routes work with, in one handle — the pieces its sibling plugins made
 * (sessions, scenario files, proxy, admin access) and those without a lifecycle of their own (the scenario
 * engine, the endpoints served, held requests, the fixture data, the world's randomness).
 */
import type { AnyEndpoint } from '@wonder/contracts';
import fp from 'fastify-plugin';
import type { AdminAccess } from '../admin/guard';
import type { HeldRequests } from '../faults';
import type { ScenarioEngine } from '../overrides/engine';
import type { ValidatingProxy } from '../proxy';
import type { ScenarioFiles } from '../scenarios/files';
import type { SessionBackend } from '../store/backend';
import type { Rng } from '../util/rng';
import type { DataSource } from '../world/data';
import type { SessionStore } from '../world/session';

/** What the simulator exposes on the Fastify instance (`app.mock`). */
export interface MockRuntime {
  /** The live sessions of this process. */
  sessions: SessionStore;
  /** How sessions are read and changed (store/backend.ts: in memory, or in Redis). */
  backend: SessionBackend;
  /** The scenarios directory, when the simulator serves one. */
  scenarioFiles: ScenarioFiles | null;
  engine: ScenarioEngine;
  endpoints: readonly AnyEndpoint[];
  held: HeldRequests;
  data: DataSource;
  rng: Rng;
  validateReplies: boolean;
  access: AdminAccess;
  /** The validating proxy and its drift report, when some hosts are proxied. */
  proxy: ValidatingProxy | null;
}

/** The pieces with no lifecycle, made by buildApp from its options. */
export type RuntimeOptions = Pick<
  MockRuntime,
  'engine' | 'endpoints' | 'held' | 'data' | 'rng' | 'validateReplies'
>;

declare module 'fastify' {
  interface FastifyInstance {
    mock: MockRuntime;
  }
}

// fastify-plugin: `mock` is what the hosts, the error handler, the error reports and the admin API read.
export const runtimePlugin = fp<RuntimeOptions>(
  async (app, options) => {
    const { engine, endpoints, held, data, rng, validateReplies } = options;
    app.decorate('mock', {
      engine,
      endpoints,
      held,
      data,
      rng,
      validateReplies,
      sessions: app.sessionStore,
      backend: app.sessionBackend,
      scenarioFiles: app.scenarioFiles,
      access: app.adminAccess,
      proxy: app.validatingProxy,
    });
    // Before the server stops accepting: a held ('timeout') request would otherwise keep close() waiting.
    app.addHook('preClose', async () => held.releaseAll());
  },
  { name: 'runtime', dependencies: ['admin-access', 'proxy', 'scenario-files', 'sessions'] },
);
