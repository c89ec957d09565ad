/**
 * The built parent app on the simulator's origin (`--web <dir>`), served the way phones should get it:
 * - the build's brotli and gzip twins (web's vite-plugin-compression2) by accept-encoding, so no CPU is spent
 *   compressing per request (`preCompressed`);
 * - content-hashed files under /assets cached for a year (`immutable`), everything else revalidated:
 *   index.html must never be stale, or a deploy would keep parents on old chunk names;
 * - a page path without a file extension answers its own prerendered page when the build has one
 *   (`<path>/index.html`, web/scripts/prerender.mjs: the route's first frame in the HTML), else index.html
 *   (the SPA's router takes over); a missing file (an extension) is a real 404, so /favicon.ico and friends
 *   never answer HTML.
 */
import { existsSync, readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
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

/** Answers a page navigation with the app's HTML; false when the request is not one. */
export type AppPageSender = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** `/growUp/studyPlan` for `<root>/growUp/studyPlan/index.html`: every prerendered page of the build. */
function prerenderedPages(root: string): Set<string> {
  const pages = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const dir = relative(root, entry.parentPath).split('\\').join('/');
    if (dir && !dir.startsWith('assets')) pages.add(`/${dir}`);
  }
  return pages;
}

/** Serves the build's files and returns the page sender of the not-found handler. */
export async function serveWeb(app: FastifyInstance, webDir: string): Promise<AppPageSender> {
  const root = resolve(webDir);
  if (!existsSync(resolve(root, 'index.html'))) throw new Error(`--web ${webDir}: no index.html there`);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlFor(filePath)),
  });
  // Read once: a request path is only ever matched against this list, never joined to the disk path.
  const pages = prerenderedPages(root);
  return (request, reply) => {
    const raw = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (raw.startsWith('/__mock') || HAS_EXTENSION.test(raw)) return false;
    const path = raw.length > 1 ? raw.replace(/\/+$/, '') : raw;
    void reply.sendFile(pages.has(path) ? `${path.slice(1)}/index.html` : 'index.html');
    return true;
  };
}
