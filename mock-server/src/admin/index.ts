/**
 * The admin API under /__mock (JSON in, JSON out; bad input → 400 {error}), one plugin per concern, each
 * route registered from its contract in @wonder/contracts/admin; the OpenAPI document and its docs page;
 * the QA control page. Everything is per session: the `:id` of a route is the same id the app sends in
 * `x-mock-session` or the `mock-session` cookie.
 */
import cookie from '@fastify/cookie';
import { ADMIN_BASE_PATH, ADMIN_ROUTES } from '@wonder/contracts/admin/client';
import type { FastifyInstance } from 'fastify';
import { UnknownSessionError } from '../store/backend';
import { didYouMean } from '../util/did-you-mean';
import { clientMessage } from '../wire/errors';
import { accessRoutes } from './access';
import { BundleStore, bundleRoutes } from './bundles';
import { clockRoutes } from './clock';
import { controlPageRoutes } from './control-page/routes';
import { coverageRoutes } from './coverage';
import { docRoutes } from './docs';
import { faultRoutes } from './faults';
import { registerAdminGuard } from './guard';
import { hostRoutes } from './hosts';
import { journalRoutes } from './journal';
import { linkRoutes } from './links';
import { pactRoutes } from './pact';
import { personaRoutes } from './personas';
import { proxyRoutes } from './proxy';
import { recordingRoutes } from './recording';
import { AdminError } from './route';
import { scenarioRoutes } from './scenarios';
import { sessionRoutes } from './sessions';

export async function registerAdmin(admin: FastifyInstance): Promise<void> {
  // Only the admin sets cookies; registered here so its onSend hook stays off the simulated hosts' path.
  await admin.register(cookie);
  registerAdminGuard(admin, admin.mock.access);

  admin.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    // A session the simulator does not serve (--admin-token: Pact's state URL naming an unknown one) is the
    // caller's mistake, answered like the hosts answer it.
    const status =
      error instanceof AdminError
        ? error.status
        : error instanceof UnknownSessionError
          ? 400
          : typeof error.statusCode === 'number' && error.statusCode < 500
            ? error.statusCode
            : 500;
    if (status >= 500) request.log.error({ err: error }, 'admin error');
    return reply.code(status).send({ error: clientMessage(error), statusCode: status });
  });

  // An unknown admin path names the nearest routes (a session's own id is `:id` in the route table).
  const known = Object.values(ADMIN_ROUTES).map((r) => `${r.method} ${ADMIN_BASE_PATH}${r.path}`);
  admin.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const asRoute = `${request.method} ${path.replace(/^(\/__mock\/sessions\/)[^/]+/, '$1:id')}`;
    return reply
      .code(404)
      .send({ error: `no route ${request.method} ${path}${didYouMean(asRoute, known)}`, statusCode: 404 });
  });

  for (const routes of [
    scenarioRoutes,
    sessionRoutes,
    journalRoutes,
    clockRoutes,
    faultRoutes,
    personaRoutes,
    hostRoutes,
    docRoutes,
    controlPageRoutes,
    coverageRoutes,
    accessRoutes,
    proxyRoutes,
    pactRoutes,
  ]) {
    await admin.register(routes);
  }
  // Handing a session over: bundles, the links that open them, and what a session is written out as.
  const bundles = new BundleStore();
  await admin.register(async (a) => bundleRoutes(a, bundles));
  await admin.register(async (a) => linkRoutes(a, bundles));
  await admin.register(recordingRoutes);

  warnOfUnservedEndpoints(admin);
}

/** A scenario naming an endpoint that is not served is a catalogue bug: say so at startup. */
function warnOfUnservedEndpoints(admin: FastifyInstance): void {
  const served = new Set(admin.mock.endpoints.map((e) => e.id));
  for (const s of admin.mock.engine.scenarios) {
    for (const o of s.overrides ?? []) {
      if (o.endpoint !== undefined && !served.has(o.endpoint)) {
        admin.log.warn(
          { scenario: s.id, endpoint: o.endpoint },
          'scenario names an endpoint that is not served',
        );
      }
    }
  }
}
