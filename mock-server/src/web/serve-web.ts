/**
 * The built parent app on the simulator's origin (`--web <dir>`), served the way phones should get it:
 * - the build's brotli and gzip twins (web's vite-plugin-compression2) by accept-encoding, so no CPU is spent
 *   compressing per request (`preCompressed`);
 * - content-hashed files under /assets cached for a year (`immutable`), everything else revalidated:
 *   index.html must never be stale, or a deploy would keep parents on old chunk names;
 * - a page path without a file extension answers index.html (the SPA's router takes over); a missing
 *   file (an extension) is a real 404, so /favicon.ico and friends never answer HTML.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** Icons and the manifest: not hashed, so short-lived. */
export const SHORT = 'public, max-age=3600';

export function cacheControlFor(filePath: string): string {
  const p = filePath.split('\\').join('/');
  if (p.includes('/assets/')) return IMMUTABLE;
  if (/\.(ico|png|svg|webmanifest)$/.test(p)) return SHORT;
  // index.html (also when served for a directory path such as '/') and anything unknown.
  return REVALIDATE;
}

const HAS_EXTENSION = /\/[^/]+\.[a-z0-9]+$/i;

export async function serveWeb(app: FastifyInstance, webDir: string): Promise<void> {
  const root = resolve(webDir);
  if (!existsSync(resolve(root, 'index.html'))) throw new Error(`--web ${webDir}: no index.html there`);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlFor(filePath)),
  });
}

/** The SPA fallback of the not-found handler: true when it answered. */
export function sendAppPage(request: FastifyRequest, reply: FastifyReply): boolean {
  const path = request.url.split('?')[0] ?? '/';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (path.startsWith('/__mock') || HAS_EXTENSION.test(path)) return false;
  void reply.sendFile('index.html');
  return true;
}
