/** The QA control page: its HTML at GET /__mock/ and its script, bundled from page.ts, beside it. */
import type { FastifyInstance } from 'fastify';
import { CONTROL_PAGE_SCRIPT_PATH, controlPageScript } from './bundle';
import { controlPageHtml } from './html';

export async function controlPageRoutes(admin: FastifyInstance): Promise<void> {
  const html = controlPageHtml();
  admin.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
  admin.get(CONTROL_PAGE_SCRIPT_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      // Revalidate: a restarted simulator may serve a newer script under the same URL.
      .header('cache-control', 'no-cache')
      .send(await controlPageScript()),
  );
}
