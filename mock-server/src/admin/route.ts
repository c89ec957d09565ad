/**
 * Registers one admin route from its contract (@wonder/contracts/admin): the path param, query and body
 * are parsed with the route's schemas before the handler runs (a 400 naming the field otherwise), and
 * the reply is checked against the reply schema like the simulated hosts' replies are (an off-contract
 * reply is a simulator bug: 500 with the failing path).
 */
import { type AdminReply, type AdminRequest, type AdminRouteId, adminRoute } from '@wonder/contracts/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { compileLazily } from '../validation/compile';

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

type Parser = (value: unknown) => unknown;

/** A parser of one part of a route's input, compiled on first use (handlers read its output). */
function parserOf(schema: z.ZodMiniType | undefined, where: string): Parser | undefined {
  if (!schema) return undefined;
  const compiled = compileLazily(schema, { needOutput: true });
  return (value) => {
    const r = compiled.check(value);
    if (!r.ok) bad(describeIssues(where, r.error));
    return r.data;
  };
}

export type AdminHandler<K extends AdminRouteId> = (
  input: AdminRequest<K>,
  request: FastifyRequest,
  reply: FastifyReply,
) => AdminReply<K> | Promise<AdminReply<K>>;

export function serve<K extends AdminRouteId>(admin: FastifyInstance, id: K, handler: AdminHandler<K>): void {
  const route = adminRoute(id);
  const params = parserOf(route.params, 'params');
  const query = parserOf(route.query, 'query');
  const body = parserOf(route.body, 'body');
  const replyCheck = admin.mock.validateReplies ? compileLazily(route.reply as z.ZodMiniType) : null;
  admin.route({
    method: route.method,
    url: route.path,
    handler: async (request, reply) => {
      const input = {
        params: params?.(request.params),
        query: query?.(request.query),
        // An empty body is `{}`: routes whose fields are all optional can be called without one.
        body: body?.(request.body ?? {}),
      } as AdminRequest<K>;
      const answer = await handler(input, request, reply);
      if (replyCheck) {
        const checked = replyCheck.check(answer);
        if (!checked.ok) {
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
