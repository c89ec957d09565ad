/**
 * The app's error handler: a thrown client error (bad JSON, too large, wrong content type…) answers its 4xx in
 * the host's envelope naming the problem, anything else a 500 logged as a simulator bug; either way the
 * request's journal entry says so (a request that never reached its pipeline gets a stray entry).
 */
import { HOSTS } from '@wonder/contracts';
import fp from 'fastify-plugin';
import { finishEntry, journalStray } from '../routes/context';
import { redactUrl } from '../util/redact';
import { failureEnvelope } from '../wire/envelope';
import { clientMessage } from '../wire/errors';
import { hostOfUrl } from '../wire/prefix';

// fastify-plugin: set on the root, the handler is inherited by every scope registered after it (each host's,
// the error reports', the admin API's); encapsulated, it would handle only this plugin's own (no) routes.
export const errorsPlugin = fp(
  async (app) => {
    const { backend, engine } = app.mock;
    app.setErrorHandler(async (error: Error & { statusCode?: number; code?: string }, request, reply) => {
      const clientError =
        typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
      const status = clientError ? (error.statusCode as number) : 500;
      const message = clientMessage(error);
      if (status >= 500)
        request.log.error({ err: error, url: redactUrl(request.url) }, 'simulator bug: unhandled error');
      const endpoint = request.routeOptions.config?.endpoint;
      const host = endpoint?.host ?? hostOfUrl(request.url);
      if (!host) return reply.code(status).send({ error: message, statusCode: status });
      const family = endpoint?.family ?? HOSTS[host].family;
      const body = JSON.stringify(failureEnvelope(family, status, message));
      const answer = { status, code: status, note: message, body };
      const state = request.mockState;
      if (state) finishEntry(state, status, status, message, { body });
      else await journalStray(request, backend, engine, host, endpoint?.id ?? null, answer);
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'errors', dependencies: ['runtime'] },
);
