/**
 * The OpenAPI 3.1 document of every simulated route and of the admin API, generated from the zod
 * contracts with z.toJSONSchema: prefixed path, query and header parameters, request body, the success
 * envelope of the endpoint's family, and the failure envelopes the simulator answers (400, 401, 413);
 * the admin routes come from their own contract (openapi-admin.ts). Nothing is written by hand, so the
 * document cannot drift from the contracts.
 */
import {
  type AnyEndpoint,
  AUTH_RULES,
  envelopeHead,
  envelopeOf,
  FAMILIES,
  HEADER_RULES,
  HOSTS,
  OPTIONAL_HEADER_RULES,
} from '@wonder/contracts';
import { type AdminRoute, ALL_ADMIN_ROUTES } from '@wonder/contracts/admin';
import type * as z from 'zod/mini';
import { SCENARIO_HEADER, SESSION_HEADER } from '../world/session';
import { type JsonSchema, jsonSchema } from './json-schema';
import { ADMIN_TAGS, adminPaths } from './openapi-admin';

interface Parameter {
  name: string;
  in: 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

function objectParams(schema: z.ZodMiniType, where: 'query' | 'header', io: 'input' | 'output'): Parameter[] {
  const js = jsonSchema(schema, io);
  const props = (js.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((js.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: where,
    required: required.has(name),
    schema: s,
  }));
}

const failureResponse = (family: AnyEndpoint['family'], description: string) => ({
  description,
  content: { 'application/json': { schema: jsonSchema(envelopeHead(FAMILIES[family]), 'output') } },
});

function operation(e: AnyEndpoint) {
  const parameters: Parameter[] = [];
  if (e.query) parameters.push(...objectParams(e.query, 'query', 'input'));
  const headerNames = new Set<string>();
  for (const rule of e.headers) {
    for (const p of objectParams(HEADER_RULES[rule], 'header', 'input')) {
      if (headerNames.has(p.name)) continue;
      headerNames.add(p.name);
      parameters.push({ ...p, description: `header rule '${rule}'` });
    }
  }
  for (const rule of e.optionalHeaders) {
    const name = OPTIONAL_HEADER_RULES[rule];
    parameters.push({ name, in: 'header', required: false, schema: { type: 'string' }, description: rule });
  }
  parameters.push(
    {
      name: SESSION_HEADER,
      in: 'header',
      required: false,
      schema: { type: 'string' },
      description: 'simulator session id (else cookie mock-session, else "default")',
    },
    {
      name: SCENARIO_HEADER,
      in: 'header',
      required: false,
      schema: { type: 'string' },
      description: 'comma-separated scenario ids for this request only',
    },
  );
  const needsAuth = e.headers.some((h) => AUTH_RULES.includes(h));
  const responses: Record<string, unknown> = {
    '200': {
      description: `success: code ${e.successCodes.map((c) => JSON.stringify(c)).join(' or ') || '(raw body)'}; business failures also answer 200 with another code`,
      content: {
        'application/json': { schema: jsonSchema(envelopeOf(FAMILIES[e.family], e.data), 'output') },
      },
    },
    '400': failureResponse(e.family, 'request does not match the contract; message names the field'),
  };
  if (needsAuth)
    responses['401'] = failureResponse(
      e.family,
      'missing (1000010), unknown (1000014) or expired (10000004) token',
    );
  if (e.method === 'POST') {
    responses['413'] = failureResponse(e.family, 'body larger than 1 MB');
    responses['415'] = failureResponse(e.family, 'unsupported content type');
  }
  const description = [
    e.note,
    e.pathSource === 'chosen' ? 'Path chosen (the spec does not show it).' : undefined,
    `Envelope family: ${FAMILIES[e.family].description}. Client timeout ${e.timeoutMs} ms.`,
    e.ignoresGlobalExpiry ? 'The app ignores the global expiry codes on this call.' : undefined,
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    operationId: e.id,
    summary: e.summary,
    description,
    tags: [e.host],
    parameters,
    ...(e.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(e.body, 'input') } },
          },
        }
      : {}),
    responses,
    'x-path-source': e.pathSource,
    'x-success-codes': e.successCodes,
  };
}

export function buildOpenApi(
  endpoints: readonly AnyEndpoint[],
  adminRoutes: readonly AdminRoute[] = ALL_ADMIN_ROUTES,
  version = '0.1.0',
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of endpoints) {
    const path = `/${e.host}${e.path}`;
    paths[path] ??= {};
    (paths[path] as Record<string, unknown>)[e.method.toLowerCase()] = operation(e);
  }
  const hosts = [...new Set(endpoints.map((e) => e.host))];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Wonder Parent backend simulator',
      version,
      description:
        'Every backend host of the parent app on one origin, each under /<host>. Generated from the zod contracts ' +
        '(@wonder/contracts). Select a session with the x-mock-session header (or the mock-session cookie) and ' +
        'scenarios with x-mock-scenario. The admin API (tags "admin: …") lives under /__mock, the QA control page at /__mock/.',
    },
    tags: [
      ...hosts.map((h) => ({
        name: h,
        description: `${HOSTS[h].description} (envelope: ${HOSTS[h].family})`,
      })),
      ...ADMIN_TAGS,
    ],
    paths: { ...paths, ...adminPaths(adminRoutes) },
  };
}
