/**
 * CORS for the app and its tools on another origin, two rules:
 *  - the simulated hosts (what the app calls, open to anyone anyway): localhost and private-network origins
 *    and the `--cors-origin` ones;
 *  - the admin API (/__mock: sessions, journals, tokens): only the `--cors-origin` ones. Its own origin needs
 *    no CORS (the control page, the app served with --web, the app behind Vite's proxy). Answering any
 *    localhost port or LAN address with credentials would let any page on the office network reset sessions
 *    or read journals through a QA's browser.
 *
 * @fastify/cors does the work, through its per-request delegator: a request without an Origin (the app served
 * by the simulator, every test, API client and benchmark) is answered `origin: false` after one header lookup,
 * so it skips the origin machinery (option copies, credential and expose headers) that the static options run
 * on every request, Origin or not (25–45 µs per request measured on this machine with the static options).
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Methods of the admin API and the hosts; a preflight for any other is not answered with CORS headers. */
export const CORS_METHODS = 'GET, HEAD, POST, PUT, DELETE';
const EXPOSED = 'x-mock-session';
const MAX_AGE_S = 600;

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

export async function registerCors(app: FastifyInstance, policies: CorsPolicies): Promise<void> {
  const adminPrefix = `${policies.adminPrefix}/`;
  const isAdmin = (url: string) => url.startsWith(adminPrefix) || url === policies.adminPrefix;
  const forOrigin = {
    credentials: true,
    exposedHeaders: EXPOSED,
    methods: CORS_METHODS,
    maxAge: MAX_AGE_S,
    // A preflight without access-control-request-method is not one: 400, not a CORS answer.
    strictPreflight: true,
  };
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      if (origin === undefined) return callback(null, { origin: false });
      const allowed = isAdmin(request.url) ? policies.admin : policies.hosts;
      // A refused origin gets no CORS headers (its preflight a 404): the browser then blocks the call itself.
      if (!allowed(origin)) return callback(null, { origin: false });
      callback(null, { ...forOrigin, origin });
    },
  });
}
