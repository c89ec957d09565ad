/**
 * The admin API's part of the OpenAPI document, generated from its zod contract like the hosts' part:
 * `/__mock/...` paths tagged by concern, the session id as a path parameter, query, body, the reply and
 * the 400 every route answers to bad input.
 */
import { ADMIN_BASE_PATH, ADMIN_CONCERNS, type AdminConcern, type AdminRoute } from '@wonder/contracts/admin';
import { type JsonSchema, jsonSchema } from './json-schema';

const CONCERN_DESCRIPTIONS: Record<AdminConcern, string> = {
  scenarios: 'the scenario catalogue, the scenario files, and the scenarios of a session',
  sessions: 'sessions: list, summary, delete, reset, select (cookie), seeded captcha challenges',
  journal: "a session's request journal, an entry's headers and bodies, the HAR export",
  clock: "a session's virtual clock",
  faults: "a session's ad-hoc faults, and what a fault can name",
  personas: 'personas and logging one in without the RSA dance',
  hosts: 'base URLs of the simulated hosts and the development public key',
  docs: 'this document (browsable at /__mock/docs)',
  access: 'the control page login when the simulator runs with an admin token (--admin-token)',
  proxy: 'the validating proxy: how the real services (--proxy) drift from the contracts',
  pact: "Pact's provider-state change URL: the stock Pact verifier sets up each state through it",
};

export const adminTag = (concern: AdminConcern) => `admin: ${concern}`;

export const ADMIN_TAGS = ADMIN_CONCERNS.map((c) => ({
  name: adminTag(c),
  description: `Admin API (${ADMIN_BASE_PATH}): ${CONCERN_DESCRIPTIONS[c]}`,
}));

const ADMIN_ERROR: JsonSchema = {
  type: 'object',
  properties: { error: { type: 'string' }, statusCode: { type: 'integer' } },
  required: ['error', 'statusCode'],
};

function queryParameters(route: AdminRoute) {
  if (!route.query) return [];
  const js = jsonSchema(route.query, 'input');
  const required = new Set((js.required ?? []) as string[]);
  return Object.entries((js.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
}

function operation(route: AdminRoute) {
  const parameters = [
    ...(route.params
      ? [{ name: 'id', in: 'path', required: true, schema: jsonSchema(route.params.shape.id, 'input') }]
      : []),
    ...queryParameters(route),
  ];
  return {
    operationId: `admin.${route.id}`,
    summary: route.summary,
    tags: [adminTag(route.concern)],
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            // An absent body is read as {}: optional exactly when {} is a valid body.
            required: !route.body.safeParse({}).success,
            content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
          },
        }
      : {}),
    responses: {
      '200': {
        description: 'success',
        content: { 'application/json': { schema: jsonSchema(route.reply, 'output') } },
      },
      '400': {
        description: 'bad input; `error` names the field, e.g. `body.scenarios: unknown scenario …`',
        content: { 'application/json': { schema: ADMIN_ERROR } },
      },
    },
  };
}

export function adminPaths(routes: readonly AdminRoute[]): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `${ADMIN_BASE_PATH}${route.path.replace(':id', '{id}')}`;
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[route.method.toLowerCase()] = operation(route);
  }
  return paths;
}
