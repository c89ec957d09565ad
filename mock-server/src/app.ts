/**
 * buildApp(options): the simulator as a Fastify instance, assembled from named plugins (src/plugins/) in a
 * fixed order — what the routes work with (admin access, proxy, scenario files, sessions, then `app.mock`),
 * the error handler, HTTP (CORS, bodies, limits, compression), the web app and pictures, then the simulated
 * hosts, the error-reporting service and the admin API (/__mock). Tests build it and use `inject`; the CLI
 * (src/main.ts) builds it and listens.
 */

import { ALL_ENDPOINTS, type AnyEndpoint } from '@wonder/contracts';
import { ADMIN_BASE_PATH } from '@wonder/contracts/admin/client';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import * as z from 'zod/mini';
import { registerAdmin } from './admin';
import { HeldRequests } from './faults';
import type { DefinedHandler } from './handlers/define';
import { HANDLERS } from './handlers/index';
import { ScenarioEngine } from './overrides/engine';
import type { Scenario } from './overrides/types';
import { adminAccessPlugin } from './plugins/admin-access';
import { errorsPlugin } from './plugins/errors';
import { hostsPlugin } from './plugins/hosts';
import { httpPlugin } from './plugins/http';
import { openApiReportPlugin } from './plugins/openapi-report';
import { proxyPlugin } from './plugins/proxy';
import { runtimePlugin } from './plugins/runtime';
import { scenarioFilesPlugin } from './plugins/scenario-files';
import { sessionsPlugin } from './plugins/sessions';
import { webPlugin } from './plugins/web';
import type { ProxyTargets } from './proxy';
import { registerErrorReports } from './routes/error-reports';
import { unprefixedRewriter } from './routes/unprefixed';
import { SCENARIOS } from './scenarios/catalogue';
import { createRng } from './util/rng';
import { BODY_LIMIT } from './wire/errors';
import { createDataSource, type DataFor } from './world/data';

export type { MockRuntime } from './plugins/runtime';
export { BODY_LIMIT };

export interface BuildAppOptions {
  /** Fastify logger (pino). Default: off (tests); the CLI turns it on. */
  logger?: FastifyServerOptions['logger'];
  /** Endpoints to serve; default ALL_ENDPOINTS. */
  endpoints?: readonly AnyEndpoint[];
  /** Scenario catalogue; default SCENARIOS. */
  scenarios?: readonly Scenario[];
  /** Stateful handlers (at most one per endpoint); default HANDLERS. */
  handlers?: readonly DefinedHandler[];
  /** Default success data; default the fixtures' successData. */
  dataFor?: DataFor;
  /** Scenarios of the shared 'default' session (CLI --scenario). */
  defaultScenarios?: readonly string[];
  /** Validate every success reply against the contract; default true unless NODE_ENV=production. */
  validateReplies?: boolean;
  /** Most sessions kept in memory (LRU). */
  sessionCap?: number;
  /** Most sessions host traffic made that hold nothing QA set (SESSION_CAPS.hostSessions). */
  hostSessionCap?: number;
  /** Sessions untouched this long are dropped ('default' is reset); default 24 h (caps.ts). */
  sessionIdleMs?: number;
  /**
   * Sessions survive restarts in this JSON file (CLI --state-file): restored at start, saved on close and
   * every `snapshotIntervalMs` while they change. A corrupt or old file is reported and ignored.
   */
  stateFile?: string;
  /** Default 10 s; 0 saves only on close. */
  snapshotIntervalMs?: number;
  /** Seed of the world's randomness (captcha positions, registered user ids). */
  seed?: number;
  /** Serve a built SPA from this directory (index.html fallback). */
  webDir?: string;
  /**
   * Extra allowed CORS origins: the only ones the admin API answers besides its own; the simulated hosts also
   * answer every localhost and private-network origin.
   */
  corsOrigins?: readonly (string | RegExp)[];
  /** The admin token (CLI --admin-token): when set, the admin API needs it; the hosts stay open. */
  adminToken?: string;
  /**
   * Host names admin calls may arrive under besides IP addresses, localhost and the allowed origins' hosts:
   * the name the simulator is bound to (CLI --host).
   */
  hostNames?: readonly string[];
  /** Cap of the 'timeout' fault's hold; default 61 s (the longest client timeout + 1 s). */
  timeoutHoldCapMs?: number;
  /**
   * Scenario files (YAML or JSON) to serve beside the built-in catalogue, reloaded when they change (CLI
   * --scenarios-dir, default mock-server/scenarios/). None by default here: tests ask for it.
   */
  scenariosDir?: string;
  /** Hosts whose calls go to a real service, validated against the contracts (CLI --proxy; proxy/targets.ts). */
  proxy?: ProxyTargets;
  /** Most bytes of one real answer, decompressed (CLI --proxy-max-bytes; default 10 MB); above it a 502. */
  proxyMaxBytes?: number;
  /** Write what the real services answered as a scenario file (CLI --record; needs `proxy`). */
  record?: string;
  /**
   * Keep sessions in this Redis (CLI --redis-url) instead of this process's memory, so several instances
   * behind a load balancer share them (store/redis-backend.ts). Not with `stateFile`.
   */
  redisUrl?: string;
  /**
   * Check every exchange against the served OpenAPI document (openapi-backend) and write the violations to this
   * file on close (CLI --openapi-report; openapi/openapi-traffic.ts). The e2e run fails on any.
   */
  openapiReport?: string;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // The contracts are zod/mini, which loads no messages: the 400s name the field in English, as documented.
  z.config(z.locales.en());
  if (options.redisUrl && options.stateFile)
    throw new Error('--redis-url and --state-file: choose one (Redis already keeps the sessions)');
  const endpoints = options.endpoints ?? ALL_ENDPOINTS;
  const corsOrigins = options.corsOrigins ?? [];
  const app = Fastify(serverOptions(options, endpoints));
  try {
    await app.register(adminAccessPlugin, {
      adminToken: options.adminToken,
      corsOrigins,
      hostNames: options.hostNames,
    });
    await app.register(proxyPlugin, {
      targets: options.proxy,
      maxBytes: options.proxyMaxBytes,
      record: options.record,
    });
    const engine = new ScenarioEngine(options.scenarios ?? SCENARIOS);
    // Before the sessions: the scenarios given at start (--scenario) may come from a file.
    await app.register(scenarioFilesPlugin, { dir: options.scenariosDir, engine, endpoints });
    await app.register(sessionsPlugin, { ...options, engine });
    await app.register(runtimePlugin, {
      engine,
      endpoints,
      held: new HeldRequests(),
      data: createDataSource(options.dataFor),
      rng: createRng(options.seed),
      validateReplies: options.validateReplies ?? process.env.NODE_ENV !== 'production',
    });
    await app.register(errorsPlugin);
    // Before http's compression: the check reads the admin replies as written.
    if (options.openapiReport) await app.register(openApiReportPlugin, { file: options.openapiReport });
    await app.register(httpPlugin, { corsOrigins });
    await app.register(webPlugin, { webDir: options.webDir });
    await app.register(hostsPlugin, {
      handlers: options.handlers ?? HANDLERS,
      timeoutHoldCapMs: options.timeoutHoldCapMs ?? 61_000,
    });
    // The error-reporting service (doc 1 §7): the app's Sentry envelopes, into the session's journal.
    await registerErrorReports(app);
    await app.register(registerAdmin, { prefix: ADMIN_BASE_PATH });
  } catch (error) {
    // What started before the failing step (a state file's lock, a scenarios directory's watcher, a Redis
    // connection) is stopped: a test or a caller that goes on would otherwise inherit it.
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}

function serverOptions(options: BuildAppOptions, endpoints: readonly AnyEndpoint[]): FastifyServerOptions {
  const rewrite = unprefixedRewriter(endpoints);
  return {
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // The session journal is the QA-facing log; per-request pino lines would only be noise.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 200 },
    // close() drops every open connection, not only idle ones: a browser's keep-alive socket, or a client that
    // has not read its answer yet, would otherwise keep Ctrl-C waiting (seen: `pnpm … start` hung 30 s).
    forceCloseConnections: true,
    // A host's paths without its /<host> prefix reach it too (routes/unprefixed.ts: the stock Pact verifier).
    rewriteUrl: (request) => rewrite(request.method, request.url),
    // What ran outside any plugin before buildApp was split into plugins now runs inside one: the scenario
    // files' first load, Redis's connect (ioredis gives up after its own 10 s) and the state file's restore.
    // Fastify's default bound of 10 s per plugin would replace their own errors with "Plugin did not start in
    // time" on a black-holed Redis or a loaded machine (seen in the tests at a load of 27 on 2 cores).
    pluginTimeout: 60_000,
  };
}
