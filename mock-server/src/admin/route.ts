/**
 * Registers one admin route from its contract (@wonder/contracts/admin): the path param, query and body
 * are parsed with the route's schemas before the handler runs (a 400 naming the field otherwise), and
 * the reply is checked against the reply schema like the simulated hosts' replies are (an off-contract
 * reply is a simulator bug: 500 with the failing path).
 */
import { type AdminReply, type AdminRequest, type AdminRouteId, adminRoute } from '@wonder/contracts/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';

export class AdminError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Refuse the request with a 400; `message` starts with the field, e.g. `body.persona: …`. */
export function bad(message: string): never {
  throw new AdminError(400, message);
}

function describeIssues(where: string, error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${[where, ...i.path.map(String)].join('.')}: ${i.message.replace(/^Invalid input: /, '')}`)
    .join('; ');
}

function parse<T>(schema: z.ZodMiniType<T>, value: unknown, where: string): T {
  const r = schema.safeParse(value);
  if (!r.success) bad(describeIssues(where, r.error));
  return r.data;
}

export type AdminHandler<K extends AdminRouteId> = (
  input: AdminRequest<K>,
  request: FastifyRequest,
  reply: FastifyReply,
) => AdminReply<K> | Promise<AdminReply<K>>;

export function serve<K extends AdminRouteId>(admin: FastifyInstance, id: K, handler: AdminHandler<K>): void {
  const route = adminRoute(id);
  const validateReplies = admin.mock.validateReplies;
  admin.route({
    method: route.method,
    url: route.path,
    handler: async (request, reply) => {
      const input = {
        params: route.params ? parse(route.params, request.params, 'params') : undefined,
        query: route.query ? parse(route.query, request.query, 'query') : undefined,
        // An empty body is `{}`: routes whose fields are all optional can be called without one.
        body: route.body ? parse(route.body, request.body ?? {}, 'body') : undefined,
      } as AdminRequest<K>;
      const answer = await handler(input, request, reply);
      if (validateReplies) {
        const checked = route.reply.safeParse(answer);
        if (!checked.success) {
          request.log.error(
            { route: id, issues: checked.error.issues },
            'simulator bug: admin reply off contract',
          );
          throw new AdminError(500, describeIssues('reply', checked.error));
        }
      }
      return answer;
    },
  });
}
