/**
 * The simulated hosts: each host's routes from the contracts, under its prefix, through the request pipeline
 * (routes/hosts.ts, routes/pipeline.ts), with the stateful handlers given to buildApp.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { DefinedHandler } from '../handlers/define';
import { handlersById } from '../handlers/index';
import { registerHosts } from '../routes/hosts';

export interface HostsPluginOptions {
  handlers: readonly DefinedHandler[];
  /** Cap of the 'timeout' fault's hold. */
  timeoutHoldCapMs: number;
}

// Encapsulated (no fastify-plugin): the hosts' routes and their per-prefix 404s need nothing of their siblings
// but what the root already holds (`mock`, `appPage`, the error handler, the http hooks), and give them nothing.
export const hostsPlugin: FastifyPluginAsync<HostsPluginOptions> = async (app, options) => {
  const { endpoints, backend, engine, data, validateReplies, held, rng, proxy } = app.mock;
  await registerHosts(app, {
    endpoints,
    appPage: app.appPage ?? undefined,
    backend,
    engine,
    handlers: handlersById(options.handlers),
    data,
    validateReplies,
    held,
    rng,
    faultOptions: { maxHoldMs: options.timeoutHoldCapMs },
    proxy,
  });
};
