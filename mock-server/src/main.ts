/**
 * CLI: `mock-server --port 4010 --host 127.0.0.1 --scenario <id>[,<id>] --web <dir> --seed N
 * --cors-origin <origin> --admin-token <t> --state-file <path> --session-idle-minutes N --scenarios-dir <dir> --redis-url <url>`. A leading `--` is
 * skipped: `pnpm … start -- --port 4011` passes it through. Prints the API base, the control page and the
 * docs URLs; logs are pino JSON on stdout.
 */
import { isIP } from 'node:net';
import { parseArgs } from 'node:util';
import { buildApp } from './app';
import { loginHelpLines } from './login-help';
import { parseProxyTargets } from './proxy';
import { parseScenarioList } from './routes/context';
import { DEFAULT_SCENARIOS_DIR } from './scenarios/files';
import { redactRedisUrl } from './store/redis-backend';
import { compilePending } from './validation/compile';
import { baseUrlsFor } from './wire/prefix';

const USAGE = `Usage: mock-server [--port 4010] [--host 127.0.0.1] [--scenario id[,id]] [--web dir] [--seed N]
                   [--cors-origin https://h5.example.com] [--log-level info] [--no-validate-replies]
                   [--admin-token <token>] [--state-file <path>] [--session-idle-minutes 1440]
                   [--scenarios-dir mock-server/scenarios] [--redis-url redis://host:6379]
                   [--proxy <host>=<url> | --proxy all=<url>] [--proxy-max-bytes 10485760] [--record <scenario file>]
                   [--openapi-report <file>]
       mock-server drift [--url http://127.0.0.1:4010] [--admin-token <token>]   (bin/mock-server.mjs; exit 1 on drift)
Environment: PORT, HOST, MOCK_ADMIN_TOKEN (the admin token, kept out of the process list),
             MOCK_REDIS_URL (as --redis-url, keeping a Redis password out of the process list).`;

/** Addresses only this machine reaches: no admin token is needed there. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args[0] === '--') args.shift();
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string', default: process.env.PORT ?? '4010' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      scenario: { type: 'string', multiple: true },
      web: { type: 'string' },
      seed: { type: 'string' },
      // Localhost and private-network origins are always allowed; a preview on a public domain needs this.
      'cors-origin': { type: 'string', multiple: true },
      'log-level': { type: 'string', default: 'info' },
      'no-validate-replies': { type: 'boolean', default: false },
      // When set, /__mock/* needs it (Authorization: Bearer, or the control page's login); hosts stay open.
      'admin-token': { type: 'string', default: process.env.MOCK_ADMIN_TOKEN },
      // Sessions (scenarios, faults, clock, tokens, the world) survive restarts in this file.
      'state-file': { type: 'string' },
      'session-idle-minutes': { type: 'string' },
      // Scenario files (YAML/JSON) served beside the built-in catalogue, reloaded when they change.
      'scenarios-dir': { type: 'string', default: DEFAULT_SCENARIOS_DIR },
      // Hosts whose calls go to the real service, checked against the contracts (the drift report).
      proxy: { type: 'string', multiple: true },
      // Most bytes of one real answer after decompression; above it the call answers 502.
      'proxy-max-bytes': { type: 'string' },
      record: { type: 'string' },
      // Check every exchange against the OpenAPI document; the violations go to this file on stop (e2e).
      'openapi-report': { type: 'string' },
      // Sessions in this Redis, shared by every instance started with it (README: "Several instances").
      'redis-url': { type: 'string', default: process.env.MOCK_REDIS_URL },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port: not a port: ${values.port}`);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isInteger(seed))
    throw new Error(`--seed: not an integer: ${values.seed}`);
  const scenarios = (values.scenario ?? []).flatMap(parseScenarioList);
  const corsOrigins = (values['cors-origin'] ?? []).map((o) => {
    if (!URL.canParse(o) || new URL(o).origin !== o)
      throw new Error(`--cors-origin: not an origin (scheme://host[:port]): ${o}`);
    return o;
  });

  const proxyMaxBytes =
    values['proxy-max-bytes'] === undefined ? undefined : Number(values['proxy-max-bytes']);
  if (proxyMaxBytes !== undefined && !(Number.isInteger(proxyMaxBytes) && proxyMaxBytes > 0))
    throw new Error(`--proxy-max-bytes: not a positive number of bytes: ${values['proxy-max-bytes']}`);

  const idleMinutes = values['session-idle-minutes'];
  const idle = idleMinutes === undefined ? undefined : Number(idleMinutes);
  if (idle !== undefined && !(idle > 0))
    throw new Error(`--session-idle-minutes: not a positive number: ${idleMinutes}`);
  const adminToken = values['admin-token'] || undefined;
  const host = values.host;

  const app = await buildApp({
    logger: { level: values['log-level'] },
    defaultScenarios: scenarios,
    webDir: values.web,
    seed,
    corsOrigins,
    adminToken,
    hostNames: isIP(host) ? [] : [host],
    stateFile: values['state-file'] || undefined,
    scenariosDir: values['scenarios-dir'],
    proxy: parseProxyTargets(values.proxy ?? []),
    record: values.record,
    openapiReport: values['openapi-report'],
    ...(proxyMaxBytes === undefined ? {} : { proxyMaxBytes }),
    redisUrl: values['redis-url'] || undefined,
    ...(idle === undefined ? {} : { sessionIdleMs: idle * 60_000 }),
    ...(values['no-validate-replies'] ? { validateReplies: false } : {}),
  });
  const address = await app.listen({ port, host });
  const origin = address.replace('[::]', 'localhost').replace('0.0.0.0', '127.0.0.1');
  const urls = baseUrlsFor(origin);
  const lines = [
    '',
    `  Wonder Parent simulator — ${app.mock.endpoints.length} endpoints, ${app.mock.engine.scenarios.length} scenarios`,
    `  API base       ${origin}/<host>   e.g. ${urls.member}, ${urls.app}`,
    `  Control page   ${origin}/__mock/`,
    `  API docs       ${origin}/__mock/docs   (OpenAPI: ${origin}/__mock/openapi.json)`,
    `  Scenario files ${values['scenarios-dir']}   (reloaded on change)`,
    `  Default session scenarios: ${(scenarios.length ? scenarios : ['default']).join(', ')}`,
    ...loginHelpLines(origin),
    values.web ? `  Web app        ${origin}/   (from ${values.web})` : '',
    values['state-file']
      ? `  Sessions kept  ${values['state-file']}   (restored at start, saved on stop)`
      : '',
    ...[...(app.mock.proxy?.targets ?? [])].map(
      ([h, url]) => `  Proxied        /${h} → ${url}   (drift: ${origin}/__mock/drift)`,
    ),
    values.record ? `  Recording      ${values.record}   (the real answers as a scenario file)` : '',
    values['redis-url']
      ? `  Sessions in    ${redactRedisUrl(values['redis-url'])}   (shared with every instance using it)`
      : '',
    adminToken
      ? '  Admin API      needs the admin token (Authorization: Bearer, or log in on the control page)'
      : '',
    '',
  ];
  process.stdout.write(`${lines.filter((l, i) => l || i === 0 || i === lines.length - 1).join('\n')}\n`);
  if (!adminToken && !isLoopback(host)) {
    const warning = [
      '',
      `  WARNING: listening on ${host} without an admin token. Anyone who reaches this port can list`,
      '  sessions, read journals, mint tokens and reset every session through /__mock. Set one with',
      '  --admin-token <token> or MOCK_ADMIN_TOKEN=<token> (the app-facing host routes stay open).',
      '',
    ];
    process.stderr.write(`${warning.join('\n')}\n`);
    app.log.warn({ host }, 'admin API open to the network: no admin token');
  }

  // Compile the validators no request has needed yet, between requests, so the app's first calls do not wait.
  void compilePending().then((count) => app.log.debug({ count }, 'validators compiled'));

  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(USAGE);
  process.exit(1);
});
