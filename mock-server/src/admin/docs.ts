/** The OpenAPI document (hosts and admin API, from the contracts) and the Swagger UI at /__mock/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ALL_ADMIN_ROUTES } from '@wonder/contracts/admin';
import { ADMIN_BASE_PATH } from '@wonder/contracts/admin/client';
import type { FastifyInstance } from 'fastify';
import { buildOpenApi } from '../openapi/openapi';
import { serve } from './route';

export async function docRoutes(admin: FastifyInstance): Promise<void> {
  const document = buildOpenApi(admin.mock.endpoints, ALL_ADMIN_ROUTES);
  serve(admin, 'openapi', () => document);
  await admin.register(swagger, { mode: 'static', specification: { document: document as never } });
  // indexPrefix: the page's links are absolute (/__mock/docs/static/…), so /__mock/docs works without its slash.
  await admin.register(swaggerUi, { routePrefix: '/docs', indexPrefix: ADMIN_BASE_PATH });
}
