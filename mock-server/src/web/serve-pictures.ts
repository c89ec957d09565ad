/**
 * The fixtures' pictures (banners, covers, icons, avatars: `@wonder/fixtures` src/pictures.ts) on the
 * simulator's own origin at PICTURES_PATH, so what the app shows from the fixtures' answers loads wherever the
 * simulator serves the app. Beside the admin API, not inside it: pictures are public content the app's pages
 * load (no admin token, no DNS-rebinding guard), like a CDN's.
 */
import fastifyStatic from '@fastify/static';
import { PICTURES_PATH } from '@wonder/fixtures';
import { PICTURES_DIR } from '@wonder/fixtures/pictures-dir';
import type { FastifyInstance } from 'fastify';

/** Not content-hashed, but they change only with the fixtures: an hour, as the web build's icons. */
const CACHE = 'public, max-age=3600';

export async function servePictures(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: PICTURES_DIR,
    prefix: `${PICTURES_PATH}/`,
    // The web app's registration (serve-web.ts) owns reply.sendFile.
    decorateReply: false,
    wildcard: true,
    cacheControl: false,
    setHeaders: (reply) => void reply.header('cache-control', CACHE),
  });
}
