/**
 * The validating proxy (CLI --proxy): the hosts it names go to real services, their answers checked against
 * the contracts into a drift report; with --record the real answers are written as a scenario file on close.
 * Without --proxy, `validatingProxy` is null.
 */
import fp from 'fastify-plugin';
import { type ProxyTargets, ValidatingProxy } from '../proxy';

export interface ProxyOptions {
  targets?: ProxyTargets;
  /** Most bytes of one real answer, decompressed (CLI --proxy-max-bytes). */
  maxBytes?: number;
  /** Write the real answers as a scenario file to this path (CLI --record). */
  record?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    validatingProxy: ValidatingProxy | null;
  }
}

// fastify-plugin: the hosts forward through `validatingProxy` and the admin API serves its drift report; the
// recorder's file is written when the whole app closes.
export const proxyPlugin = fp<ProxyOptions>(
  async (app, { targets, maxBytes, record }) => {
    if (record && !targets?.size) throw new Error('--record needs --proxy: it records real answers');
    const proxy = targets?.size ? new ValidatingProxy({ targets, record, maxBytes, log: app.log }) : null;
    app.decorate('validatingProxy', proxy);
    const recorder = proxy?.recorder;
    if (recorder) app.addHook('onClose', async () => recorder.flush());
  },
  { name: 'proxy' },
);
