/**
 * buildApp(options): the simulator as a Fastify instance. Plugins in a fixed order: external (CORS,
 * cookies, JSON parsing, static web app) → simulated hosts → admin (/__mock). Tests build it and use
 * `inject`; the CLI (src/main.ts) builds it and listens.
 */

import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import { ALL_ENDPOINTS, type AnyEndpoint, HOSTS } from '@wonder/contracts';
import { ADMIN_BASE_PATH } from '@wonder/contracts/admin/client';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import * as z from 'zod/mini';
import { registerAdmin } from './admin';
import { AdminCookies } from './admin/admin-cookie';
import type { AdminAccess } from './admin/guard';
import { LoginThrottle } from './admin/login-throttle';
import { buildOpenApi } from './admin/openapi';
import { HeldRequests } from './faults';
import type { DefinedHandler } from './handlers/define';
import { HANDLERS, handlersById } from './handlers/index';
import { originPolicy, registerCors } from './http/cors';
import { type ProxyTargets, ValidatingProxy } from './proxy';
import { finishEntry, journalStray } from './routes/context';
import { failureEnvelope } from './routes/envelope';
import { registerErrorReports } from './routes/error-reports';
import { BODY_LIMIT, clientMessage } from './routes/errors';
import { registerHosts } from './routes/hosts';
import { checkTrafficAgainstOpenApi } from './routes/openapi-traffic';
import { hostOfUrl } from './routes/prefix';
import { unprefixedRewriter } from './routes/unprefixed';
import { SCENARIOS } from './scenarios/catalogue';
import { ScenarioEngine } from './scenarios/engine';
import { ScenarioFiles } from './scenarios/files';
import type { Scenario } from './scenarios/types';
import { knownSessionsOnly, memoryBackend, type SessionBackend } from './store/backend';
import { persistSessions } from './store/persist';
import { redisBackend } from './store/redis-backend';
import { snapshotFile } from './store/snapshot-file';
import { lockStateFile } from './util/pid-lock';
import { redactUrl } from './util/redact';
import { createRng, type Rng } from './util/rng';
import { servePictures } from './web/serve-pictures';
import { serveWeb } from './web/serve-web';
import { DEFAULT_SESSION_IDLE_MS, SESSION_CAPS } from './world/caps';
import { createDataSource, type DataFor, type DataSource } from './world/data';
import { DEFAULT_SESSION_ID, SessionStore } from './world/session';

/** Longest accepted URL; beyond it a 414 in the host's envelope (Node itself stops at 16 KB of headers). */
export const MAX_URL_LENGTH = 8 * 1024;

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
   * file on close (CLI --openapi-report; routes/openapi-traffic.ts). The e2e run fails on any.
   */
  openapiReport?: string;
}

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

declare module 'fastify' {
  interface FastifyInstance {
    mock: MockRuntime;
  }
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // The contracts are zod/mini, which loads no messages: the 400s name the field in English, as documented.
  z.config(z.locales.en());
  if (options.redisUrl && options.stateFile)
    throw new Error('--redis-url and --state-file: choose one (Redis already keeps the sessions)');
  // One owner per state file, checked first: a second simulator on it refuses to start, naming the first.
  const lock = options.stateFile ? lockStateFile(options.stateFile) : null;
  const endpoints = options.endpoints ?? ALL_ENDPOINTS;
  const engine = new ScenarioEngine(options.scenarios ?? SCENARIOS);
  const held = new HeldRequests();
  const rng = createRng(options.seed);
  const data = createDataSource(options.dataFor);
  const validateReplies = options.validateReplies ?? process.env.NODE_ENV !== 'production';
  const corsOrigins = options.corsOrigins ?? [];
  const adminToken = options.adminToken || undefined;
  const access: AdminAccess = {
    token: adminToken,
    cookies: adminToken === undefined ? null : new AdminCookies(adminToken),
    loginThrottle: new LoginThrottle(),
    allowedOrigin: originPolicy(corsOrigins, { local: false }),
    hostNames: new Set(
      [
        ...(options.hostNames ?? []),
        ...corsOrigins.filter((o): o is string => typeof o === 'string').map((o) => new URL(o).hostname),
      ].map((h) => h.toLowerCase()),
    ),
  };

  const rewrite = unprefixedRewriter(endpoints);
  const app = Fastify({
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
  });
  // Before the sessions: the scenarios given at start (--scenario) may come from a file.
  const scenarioFiles = options.scenariosDir
    ? new ScenarioFiles({
        dir: options.scenariosDir,
        engine,
        builtIn: engine.scenarios,
        endpoints,
        log: app.log,
      })
    : null;
  if (scenarioFiles) {
    await scenarioFiles.start();
    app.addHook('onClose', async () => scenarioFiles.close());
  }
  const sessions = new SessionStore({
    engine,
    cap: options.sessionCap ?? SESSION_CAPS.sessions,
    hostCap: options.hostSessionCap ?? SESSION_CAPS.hostSessions,
    idleMs: options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS,
    defaultScenarios: options.defaultScenarios ?? [],
  });
  const stored = options.redisUrl
    ? await redisBackend({ url: options.redisUrl, store: sessions, engine, log: app.log })
    : memoryBackend(sessions);
  // With an admin token, only QA makes sessions: host calls naming an unknown one are refused (400).
  const backend = access.token ? knownSessionsOnly(stored) : stored;
  app.addHook('onClose', async () => backend.close());
  if (options.record && !options.proxy?.size)
    throw new Error('--record needs --proxy: it records real answers');
  const proxy = options.proxy?.size
    ? new ValidatingProxy({
        targets: options.proxy,
        record: options.record,
        maxBytes: options.proxyMaxBytes,
        log: app.log,
      })
    : null;
  if (proxy?.recorder) {
    const recorder = proxy.recorder;
    app.addHook('onClose', async () => recorder.flush());
  }
  app.decorate('mock', {
    sessions,
    backend,
    engine,
    scenarioFiles,
    endpoints,
    held,
    data,
    rng,
    validateReplies,
    access,
    proxy,
  });
  app.decorateRequest('mockState', null);
  app.decorateRequest('rawBody', undefined);
  // Before the server stops accepting: a held ('timeout') request would otherwise keep close() waiting.
  app.addHook('preClose', async () => held.releaseAll());
  // Idle sessions go at a quarter of the idle time (at most every minute), off the request path.
  const sweep = setInterval(
    () => sessions.sweepIdle(),
    Math.min(60_000, Math.max(1_000, sessions.idleMs / 4)),
  ).unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  if (options.stateFile) {
    // Before persistSessions' hook, so it runs after the last save: onClose hooks run last added first.
    app.addHook('onClose', async () => lock?.release());
    await persistSessions(app, {
      store: snapshotFile(options.stateFile),
      sessions,
      engine,
      intervalMs: options.snapshotIntervalMs ?? 10_000,
    });
    // Scenarios given at start (--scenario) win over the restored default session's.
    if (options.defaultScenarios?.length)
      sessions.peek(DEFAULT_SESSION_ID)?.restoreScenarios(options.defaultScenarios);
  }

  // ── external plugins ──
  await registerCors(app, {
    hosts: originPolicy(corsOrigins, { local: true }),
    admin: access.allowedOrigin,
    adminPrefix: ADMIN_BASE_PATH,
  });
  // An empty JSON body is "no body" (calls that send only headers), not an error.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    if (body === '') return done(null, undefined);
    defaultJson(request, body as string, done);
  });
  // Callback style on purpose: this runs for every request and an async hook costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.length <= MAX_URL_LENGTH) return done();
    const host = hostOfUrl(request.url);
    const message = `url: longer than ${MAX_URL_LENGTH} characters`;
    reply
      .code(414)
      .send(host ? failureEnvelope(HOSTS[host].family, 414, message) : { error: message, statusCode: 414 });
  });

  app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const clientError =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
    const status = clientError ? (error.statusCode as number) : 500;
    const message = clientMessage(error);
    if (status >= 500)
      request.log.error({ err: error, url: redactUrl(request.url) }, 'simulator bug: unhandled error');
    const endpoint = request.routeOptions.config?.endpoint;
    const host = endpoint?.host ?? hostOfUrl(request.url);
    if (!host) return reply.code(status).send({ error: message, statusCode: status });
    const family = endpoint?.family ?? HOSTS[host].family;
    const body = JSON.stringify(failureEnvelope(family, status, message));
    const answer = { status, code: status, note: message, body };
    const state = request.mockState;
    if (state) finishEntry(state, status, status, message, { body });
    else await journalStray(request, backend, engine, host, endpoint?.id ?? null, answer);
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });

  // Before compression: the check reads the admin replies as written (host replies it decompresses itself).
  if (options.openapiReport)
    await checkTrafficAgainstOpenApi(app, buildOpenApi(endpoints), options.openapiReport);

  // The admin API's large replies (OpenAPI document, control page script, Swagger UI) compressed for clients
  // that ask; the simulated hosts opt out and compress their large replies themselves (routes/compress.ts).
  // Brotli at quality 4: most of the gain for a fraction of the default quality's CPU. The web app's files
  // are served pre-compressed and pass untouched.
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const appPage = options.webDir ? await serveWeb(app, options.webDir) : undefined;
  await servePictures(app);
  app.setNotFoundHandler((request, reply) => {
    if (appPage?.(request, reply)) return reply;
    return reply
      .code(404)
      .send({ error: `no route ${request.method} ${request.url.split('?')[0]}`, statusCode: 404 });
  });

  // ── simulated hosts ──
  await registerHosts(app, {
    endpoints,
    appPage,
    backend,
    engine,
    handlers: handlersById(options.handlers ?? HANDLERS),
    data,
    validateReplies,
    held,
    rng,
    faultOptions: { maxHoldMs: options.timeoutHoldCapMs ?? 61_000 },
    proxy,
  });

  // ── the error-reporting service (doc 1 §7): the app's Sentry envelopes, into the session's journal ──
  await registerErrorReports(app);

  // ── admin ──
  await app.register(registerAdmin, { prefix: ADMIN_BASE_PATH });
  return app;
}
