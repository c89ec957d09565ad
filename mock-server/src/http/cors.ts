/**
 * CORS for the app and its tools on another origin, two rules:
 *  - the simulated hosts (what the app calls, open to anyone anyway): localhost and private-network origins
 *    and the `--cors-origin` ones;
 *  - the admin API (/__mock: sessions, journals, tokens): only the `--cors-origin` ones. Its own origin needs
 *    no CORS (the control page, the app served with --web, the app behind Vite's proxy). Answering any
 *    localhost port or LAN address with credentials would let any page on the office network reset sessions
 *    or read journals through a QA's browser.
 *
 * Written here, not with @fastify/cors (issue 40 item 4). A CPU profile of the login bench (node --cpu-prof, 50
 * connections) put the library at 5 % of the simulator's CPU per request: ~5 µs of the ~150 a login costs there,
 * for requests that carry no Origin at all (every API client, test and benchmark). Its per-request delegator
 * (needed for two origin policies) runs normalizeCorsOptions — a spread of its defaults and our options — and
 * then a second spread in addCorsHeadersHandler on every request before looking at the Origin; with static
 * options it does the second spread and the Vary work on every request too. This hook costs one header lookup
 * and one Vary header for those requests. For a request with an Origin it gives the library's answer for these
 * options, checked by test/admin-guard.test.ts (which passes against @fastify/cors too): the allowed origin
 * echoed with credentials and the exposed session header; preflights for the methods below (204, max-age,
 * the asked-for headers; without access-control-request-method, 400 as strictPreflight); nothing for a refused
 * origin (its preflight a 404).
 */
import type { FastifyInstance } from 'fastify';

/** Methods of the admin API and the hosts; a preflight for any other is not answered with CORS headers. */
export const CORS_METHODS = 'GET, HEAD, POST, PUT, DELETE';
const EXPOSED = 'x-mock-session';
const MAX_AGE_S = '600';

const LOCAL_ORIGIN =
  /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\]|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+)(:\d+)?$/;

export type OriginPolicy = (origin: string) => boolean;

/** The given origins (exact origins or patterns), and with `local` every localhost and private-network one. */
export function originPolicy(
  extra: readonly (string | RegExp)[] = [],
  { local }: { local: boolean } = { local: true },
): OriginPolicy {
  const exact = new Set(extra.filter((o): o is string => typeof o === 'string'));
  const patterns = [
    ...(local ? [LOCAL_ORIGIN] : []),
    ...extra.filter((o): o is RegExp => o instanceof RegExp),
  ];
  return (origin) => exact.has(origin) || patterns.some((p) => p.test(origin));
}

export interface CorsPolicies {
  /** The simulated hosts' routes. */
  hosts: OriginPolicy;
  /** The admin API's routes (under `adminPrefix`). */
  admin: OriginPolicy;
  adminPrefix: string;
}

export function registerCors(app: FastifyInstance, policies: CorsPolicies): void {
  const adminPrefix = `${policies.adminPrefix}/`;
  const isAdmin = (url: string) => url.startsWith(adminPrefix) || url === policies.adminPrefix;

  // Callback style on purpose: it runs for every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    // The answer depends on the Origin: caches must keep one per Origin (Fetch standard, CORS and caches).
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined) return done();
    const allowed = isAdmin(request.url) ? policies.admin : policies.hosts;
    if (!allowed(origin)) return done();
    reply
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-credentials', 'true')
      .header('access-control-expose-headers', EXPOSED);
    if (request.method !== 'OPTIONS') return done();
    // A preflight: answered here, before any other hook or route (the admin guard judges the real call).
    const method = request.headers['access-control-request-method'];
    if (method === undefined) {
      reply.code(400).type('text/plain').send('Invalid Preflight Request');
      return;
    }
    reply
      .header('access-control-allow-methods', CORS_METHODS)
      .header('access-control-max-age', MAX_AGE_S)
      .header('vary', 'Origin, Access-Control-Request-Headers');
    const headers = request.headers['access-control-request-headers'];
    if (headers !== undefined) reply.header('access-control-allow-headers', headers);
    reply.code(204).header('content-length', '0').send();
  });
}
