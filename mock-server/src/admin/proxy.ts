/** Admin route: the validating proxy's drift report (empty, with no proxied host, when there is no --proxy). */
import type { FastifyInstance } from 'fastify';
import { SESSION_CAPS } from '../caps';
import { serve } from './route';

export async function proxyRoutes(admin: FastifyInstance): Promise<void> {
  const { proxy } = admin.mock;
  serve(admin, 'drift', ({ query }) => ({
    proxied: [...(proxy?.targets ?? [])].map(([host, url]) => ({ host, url })),
    checked: proxy?.report.checked ?? 0,
    drifted: proxy?.report.drifted ?? 0,
    capacity: proxy?.report.capacity ?? SESSION_CAPS.driftEntries,
    entries: proxy?.report.list(query.limit) ?? [],
  }));
}
