/**
 * What the simulator serves besides its hosts and admin API: the built web app (--web) and the fixtures'
 * pictures, and the root's not-found answer (the app's page for a page path, else a JSON 404 naming the path).
 */
import fp from 'fastify-plugin';
import { servePictures } from '../web/serve-pictures';
import { type AppPageSender, serveWeb } from '../web/serve-web';

export interface WebOptions {
  /** Serve a built SPA from this directory (CLI --web). */
  webDir?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page navigation with the served app's page; null without --web. */
    appPage: AppPageSender | null;
  }
}

// fastify-plugin: the files, the root's not-found handler and `appPage` (the hosts answer a page navigation
// under their prefix with it) belong to the whole app; @fastify/static's reply.sendFile stays on the root.
export const webPlugin = fp<WebOptions>(
  async (app, { webDir }) => {
    const appPage = webDir ? await serveWeb(app, webDir) : null;
    app.decorate('appPage', appPage);
    await servePictures(app);
    app.setNotFoundHandler((request, reply) => {
      if (appPage?.(request, reply)) return reply;
      return reply
        .code(404)
        .send({ error: `no route ${request.method} ${request.url.split('?')[0]}`, statusCode: 404 });
    });
  },
  { name: 'web' },
);
