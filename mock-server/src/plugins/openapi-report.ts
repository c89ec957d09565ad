/**
 * --openapi-report: every exchange checked against the served OpenAPI document (openapi-backend), the
 * violations written to a file on close (openapi/openapi-traffic.ts). The e2e run fails on any.
 */
import fp from 'fastify-plugin';
import { buildOpenApi } from '../openapi/openapi';
import { checkTrafficAgainstOpenApi } from '../openapi/openapi-traffic';

export interface OpenApiReportOptions {
  /** The report's file. */
  file: string;
}

// fastify-plugin: its onSend hook must see every route's reply, and before the http plugin's compression (it
// reads the admin replies as written; host replies it decompresses itself), so it is registered before that.
export const openApiReportPlugin = fp<OpenApiReportOptions>(
  async (app, { file }) => {
    await checkTrafficAgainstOpenApi(app, buildOpenApi(app.mock.endpoints), file);
  },
  { name: 'openapi-report', dependencies: ['runtime'] },
);
