/**
 * One call forwarded to the real service with Node's fetch (undici): method, path and query, headers and
 * body passed through; hop-by-hop headers, the simulator's own `x-mock-*` headers and the ones fetch sets
 * itself dropped both ways. The answer is read whole (it is validated before it is sent on), decompressed
 * by fetch, so its content-encoding and length are not passed back. Read as a stream under a byte cap counted
 * after decompression (a 200 kB gzip bomb is 200 MB of text), and within the endpoint's timeout from the call
 * to the last byte: a real service that answers too much or never finishes costs neither memory nor a hung call.
 */
import type { AnyEndpoint } from '@wonder/contracts';
import type { FastifyRequest } from 'fastify';
import { hostPrefix } from '../wire/prefix';

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

/** Default cap of one real answer, decompressed (CLI --proxy-max-bytes). */
export const DEFAULT_PROXY_MAX_BYTES = 10 * 1024 * 1024;

/** The real service answered more than the cap: the call is cut off there. */
export class AnswerTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`answered more than ${maxBytes} bytes (--proxy-max-bytes)`);
  }
}

/** The body as text, at most `maxBytes` of it; the stream is cancelled (the connection closed) past that. */
async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new AnswerTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

export interface RealAnswer {
  status: number;
  headers: [string, string][];
  text: string;
}

export async function forward(
  request: FastifyRequest,
  endpoint: AnyEndpoint,
  base: string,
  maxBytes: number = DEFAULT_PROXY_MAX_BYTES,
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
    // The app's own timeout for this call, body included: a real service slower than that is, for the app, a
    // timeout (the signal also aborts the body's stream).
    signal: AbortSignal.timeout(endpoint.timeoutMs),
  });
  const out: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (passes(name) && name !== 'set-cookie') out.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) out.push(['set-cookie', cookie]);
  return { status: response.status, headers: out, text: await readCapped(response.body, maxBytes) };
}
