/** The QA control page: its HTML at GET /__mock/ and its script, bundled from page.ts, beside it. */
import type { FastifyInstance } from 'fastify';
import { isOwner } from '../guard';
import { CONTROL_PAGE_SCRIPT_PATH, controlPageScript } from './bundle';
import { controlPageHtml } from './html';

export async function controlPageRoutes(admin: FastifyInstance): Promise<void> {
  const forOwner = controlPageHtml({ owner: true });
  const forOthers = controlPageHtml({ owner: false });
  admin.get('/', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(isOwner(admin.mock.access, request) ? forOwner : forOthers),
  );
  admin.get(CONTROL_PAGE_SCRIPT_PATH, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      // Revalidate: a restarted simulator may serve a newer script under the same URL.
      .header('cache-control', 'no-cache')
      .send(await controlPageScript()),
  );
}
