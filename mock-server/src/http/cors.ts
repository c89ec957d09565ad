/**
 * CORS for the app and its tools on another origin: the app's calls, and the debug console's and control
 * page's admin calls (PUT scenarios, DELETE faults…), from localhost and private-network origins and the
 * `--cors-origin` ones.
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

/** Localhost and private-network origins, plus the given ones (exact origins or patterns). */
export function originPolicy(extra: readonly (string | RegExp)[] = []): OriginPolicy {
  const exact = new Set(extra.filter((o): o is string => typeof o === 'string'));
  const patterns = [LOCAL_ORIGIN, ...extra.filter((o): o is RegExp => o instanceof RegExp)];
  return (origin) => exact.has(origin) || patterns.some((p) => p.test(origin));
}

export async function registerCors(app: FastifyInstance, allowed: OriginPolicy): Promise<void> {
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
      // A refused origin gets no CORS headers (its preflight a 404): the browser then blocks the call itself.
      if (origin === undefined || !allowed(origin)) return callback(null, { origin: false });
      callback(null, { ...forOrigin, origin });
    },
  });
}
