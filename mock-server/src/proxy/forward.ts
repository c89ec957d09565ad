/**
 * One call forwarded to the real service with Node's fetch (undici): method, path and query, headers and
 * body passed through; hop-by-hop headers, the simulator's own `x-mock-*` headers and the ones fetch sets
 * itself dropped both ways. The answer is read whole (it is validated before it is sent on), decompressed
 * by fetch, so its content-encoding and length are not passed back.
 */
import type { AnyEndpoint } from '@wonder/contracts';
import type { FastifyRequest } from 'fastify';
import { hostPrefix } from '../routes/prefix';

/** RFC 9110 §7.6.1's hop-by-hop headers, and those fetch computes itself. */
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'accept-encoding',
  'content-encoding',
  'cookie',
]);

const passes = (name: string) => !DROPPED.has(name) && !name.startsWith('x-mock-');

export interface RealAnswer {
  status: number;
  headers: [string, string][];
  text: string;
}

export async function forward(
  request: FastifyRequest,
  endpoint: AnyEndpoint,
  base: string,
): Promise<RealAnswer> {
  const url = `${base}${request.url.slice(hostPrefix(endpoint.host).length)}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || !passes(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const response = await fetch(url, {
    method: request.method,
    headers,
    ...(hasBody && request.rawBody ? { body: request.rawBody } : {}),
    redirect: 'manual',
    // The app's own timeout for this call: a real service slower than that is, for the app, a timeout.
    signal: AbortSignal.timeout(endpoint.timeoutMs),
  });
  const out: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (passes(name) && name !== 'set-cookie') out.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) out.push(['set-cookie', cookie]);
  return { status: response.status, headers: out, text: await response.text() };
}
