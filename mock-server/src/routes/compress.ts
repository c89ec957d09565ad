/**
 * How the simulated hosts send JSON: as text the pipeline already wrote, compressed only when it is large
 * (the home list, the step-up class lists: 10–40 kB) and the client accepts it. Most replies are a few hundred
 * bytes, so this is one length check per request instead of @fastify/compress's three hooks on every request
 * (the host routes opt out of them; the admin API and the web app keep the plugin and pre-compressed files).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Replies below this go as they are: compressing them would cost more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

// No cache: its keys would be whatever accept-encoding values clients send (unbounded).
const negotiator = new Negotiator({ supportedValues: ['br', 'gzip'] });
// Quality 4: most of brotli's gain for a fraction of the default quality's CPU.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

export function sendJson(request: FastifyRequest, reply: FastifyReply, payload: string): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (payload.length < COMPRESS_MIN_BYTES) return reply.send(payload);
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiator.negotiate(accepted) : null;
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  if (encoding === null) return reply.send(payload);
  const compressed = encoding === 'br' ? brotliCompressSync(payload, BROTLI) : gzipSync(payload);
  return reply.header('content-encoding', encoding).send(compressed);
}
