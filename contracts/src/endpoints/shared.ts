/**
 * Calls of one domain that screens of other domains make too, kept apart from their domain's file so that a
 * screen making one of them does not load the whole domain: the upgrade configuration (login's, doc 1 §7),
 * which the home and the parent centre read for the invite config (doc 2 §7, doc 3 §7). Its domain's object
 * still lists it (loginEndpoints.getUpgradeConfig), so the tables see it once. The web build keeps this module in
 * its app-core chunk (web/vite.config.ts).
 */
import { defineEndpoint } from '../endpoint';
import { UpgradeConfigListSchema, UpgradeConfigQuerySchema } from '../entities/shared';

/** loginEndpoints.getUpgradeConfig. */
export const upgradeConfigEndpoint = defineEndpoint({
  id: 'app.getUpgradeConfig',
  host: 'app',
  method: 'GET',
  path: '/v1/upgrade-config/getConfig',
  summary: 'Configuration list by typeCode (cfplHourDialog, inviteConfig, …), typeValue is JSON (doc1 §7)',
  query: UpgradeConfigQuerySchema,
  data: UpgradeConfigListSchema,
});
