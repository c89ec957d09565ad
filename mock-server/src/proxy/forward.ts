/** Hosts answered by a real service (`--proxy`): placeholder until the proxy lands. */
import type { AnyEndpoint, HostId } from '@wonder/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestState } from '../routes/context';

export interface Proxy {
  handles(host: HostId): boolean;
  forward(request: FastifyRequest, reply: FastifyReply, state: RequestState, endpoint: AnyEndpoint): Promise<FastifyReply>;
}
