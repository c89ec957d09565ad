/**
 * The simulated hosts: one encapsulated plugin per host, prefixed `/<host>`, whose routes are registered
 * by iterating the contract endpoints (never re-declared). Each host also answers unknown paths under its
 * prefix with a 404 in its own envelope.
 */
import { type AnyEndpoint, HOST_IDS, HOSTS } from '@wonder/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { didYouMean } from '../util/did-you-mean';
import { failureEnvelope } from '../wire/envelope';
import { greyHostPrefixes, hostPrefix, routePath } from '../wire/prefix';
import { journalStray } from './context';
import { createEndpointRoute, type PipelineDeps } from './pipeline';

export interface HostsOptions extends PipelineDeps {
  endpoints: readonly AnyEndpoint[];
  /**
   * The served app's page for a browser navigation under a host prefix: the app's /evaluation/* routes share
   * the evaluation host's prefix, so a reload there must get the page, not the host's 404. True if answered.
   */
  appPage?: (request: FastifyRequest, reply: FastifyReply) => boolean;
}

/** A browser loading a page (not the app's client, which asks for JSON). */
function isPageNavigation(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

export async function registerHosts(app: FastifyInstance, options: HostsOptions): Promise<void> {
  const seen = new Map<string, string>();
  for (const e of options.endpoints) {
    const key = `${e.method} /${e.host}${routePath(e.path)}`;
    const other = seen.get(key);
    if (other) throw new Error(`endpoints '${other}' and '${e.id}' share the route ${key}`);
    seen.set(key, e.id);
  }
  // A host with a grey deployment (the learning partner, doc 3 §6) answers the same contract under its grey
  // prefix too; the journal's path tells which one the app called.
  const mounts = HOST_IDS.flatMap((hostId) => [
    { hostId, prefix: hostPrefix(hostId) },
    ...greyHostPrefixes(hostId).map((prefix) => ({ hostId, prefix })),
  ]);
  for (const { hostId, prefix } of mounts) {
    const endpoints = options.endpoints.filter((e) => e.host === hostId);
    const family = HOSTS[hostId].family;
    const known = endpoints.map((e) => `${e.method} ${prefix}${e.path}`);
    await app.register(
      async (host) => {
        for (const e of endpoints) {
          host.route({
            method: e.method,
            url: routePath(e.path),
            config: { endpoint: e, host: hostId },
            // The pipeline compresses large replies itself (compress.ts); clients send plain JSON bodies.
            compress: false,
            decompress: false,
            handler: createEndpointRoute(e, options),
          });
        }
        host.setNotFoundHandler(async (request, reply) => {
          if (options.appPage && isPageNavigation(request) && options.appPage(request, reply)) return reply;
          const path = request.url.split('?')[0] ?? '';
          const message = `no ${request.method} ${path} on host '${hostId}'${didYouMean(`${request.method} ${path}`, known)}`;
          const body = JSON.stringify(failureEnvelope(family, 404, message));
          await journalStray(request, options.backend, options.engine, hostId, null, {
            status: 404,
            code: 404,
            note: 'unknown path',
            body,
          });
          return reply.code(404).type('application/json; charset=utf-8').send(body);
        });
      },
      { prefix },
    );
  }
}
