/**
 * The OpenAPI 3.1 document of every simulated route, the error-reporting route and the admin API, generated
 * from the zod contracts with z.toJSONSchema: prefixed path, query and header parameters, request body, the
 * success envelope of the endpoint's family (or a business failure in the same envelope), and the failure
 * replies the simulator answers (400, 401, 413, 415, and the statuses of the fault kinds: 404, 502, 504).
 * Security schemes (openapi-security.ts), examples from the fixtures (openapi-examples.ts) and the admin
 * routes (openapi-admin.ts) are generated too: nothing is written by hand, so the document cannot drift from
 * the contracts. `redocly lint` (recommended rules, mock-server/redocly.yaml) accepts it as it is.
 */
import {
  type AnyEndpoint,
  envelopeHead,
  envelopeOf,
  FAMILIES,
  HEADER_RULES,
  HOSTS,
  OPTIONAL_HEADER_RULES,
} from '@wonder/contracts';
import { type AdminRoute, ALL_ADMIN_ROUTES, FAULT_KINDS } from '@wonder/contracts/admin';
import type * as z from 'zod/mini';
import { GATEWAY_502_HTML } from '../faults';
import { type JsonSchema, jsonSchema } from '../validation/json-schema';
import { FASTIFY_MESSAGES as FAST } from '../wire/errors';
import { SCENARIO_HEADER, SESSION_HEADER } from '../world/session';
import { ADMIN_TAGS, adminPaths } from './openapi-admin';
import { ERROR_REPORTS_TAG, errorReportPaths } from './openapi-error-reports';
import {
  EXPIRY_EXAMPLE,
  failureExample,
  HEADER_EXAMPLES,
  requestExample,
  successExample,
} from './openapi-examples';
import { credentialHeaders, SECURITY_SCHEMES, securityOf } from './openapi-security';

interface Parameter {
  name: string;
  in: 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  description?: string;
  example?: unknown;
}

function objectParams(
  schema: z.ZodMiniType,
  where: 'query' | 'header',
  examples: Readonly<Record<string, unknown>>,
): Parameter[] {
  const js = jsonSchema(schema, 'input');
  const props = (js.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((js.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: where,
    required: required.has(name),
    schema: s,
    ...(examples[name] === undefined ? {} : { example: examples[name] }),
  }));
}

const failureResponse = (e: AnyEndpoint, description: string, code: number, message: string) => ({
  description,
  content: {
    'application/json': {
      schema: jsonSchema(envelopeHead(FAMILIES[e.family]), 'output'),
      example: failureExample(e, code, message),
    },
  },
});

/**
 * The 200 reply: the success envelope, or (except static JSON) a business failure in the same envelope
 * with a code that is not a success code — hosts answer their business failures with HTTP 200.
 */
function okSchema(e: AnyEndpoint): JsonSchema {
  const success = jsonSchema(envelopeOf(FAMILIES[e.family], e.data), 'output');
  if (e.family === 'raw') return success;
  const f = FAMILIES[e.family];
  const head = jsonSchema(envelopeHead(f), 'output');
  const props = head.properties as Record<string, JsonSchema>;
  const codes = e.successCodes.length ? e.successCodes : f.success;
  const failure = {
    ...head,
    properties: { ...props, [f.codeField]: { ...props[f.codeField], not: { enum: [...codes] } } },
  };
  return { anyOf: [success, failure] };
}

/** What the fault kinds (scenarios and ad-hoc faults) answer instead of the reply, by status. */
function faultResponses(e: AnyEndpoint): Record<string, unknown> {
  return {
    '404': failureResponse(
      e,
      'fault `status-404` (a rolling deploy; the app retries once), or no such path',
      404,
      'Not Found (simulated fault)',
    ),
    '502': {
      description: 'fault `gateway-502`: the HTML error page a gateway gives when its upstream is gone',
      content: { 'text/html': { schema: { type: 'string' }, example: GATEWAY_502_HTML } },
    },
    '504': failureResponse(
      e,
      'fault `status-504` (a pod restarting; the app retries once)',
      504,
      'Gateway Timeout (simulated fault)',
    ),
  };
}

const FAULTS_WITHOUT_STATUS = `Fault kinds that answer no status of their own: \`timeout\`, \`reset\` and \`host-down\` give no answer; \`truncated-body\`, \`slow-body\` and \`close-mid-body\` deliver the 200 reply badly (cut short, too slow, connection closed). All fault kinds: ${FAULT_KINDS.join(', ')}.`;

function operation(e: AnyEndpoint) {
  const example = requestExample(e);
  const parameters: Parameter[] = [];
  if (e.query) parameters.push(...objectParams(e.query, 'query', example.query ?? {}));
  const credentials = credentialHeaders(e);
  const headerNames = new Set<string>(credentials);
  for (const rule of e.headers) {
    for (const p of objectParams(HEADER_RULES[rule], 'header', HEADER_EXAMPLES)) {
      if (headerNames.has(p.name)) continue;
      headerNames.add(p.name);
      parameters.push({ ...p, description: `header rule '${rule}'` });
    }
  }
  for (const rule of e.optionalHeaders) {
    const name = OPTIONAL_HEADER_RULES[rule];
    parameters.push({
      name,
      in: 'header',
      required: false,
      schema: { type: 'string' },
      description: rule,
      example: HEADER_EXAMPLES[name],
    });
  }
  parameters.push(
    {
      name: SESSION_HEADER,
      in: 'header',
      required: false,
      schema: { type: 'string' },
      description: 'simulator session id (else cookie mock-session, else "default")',
      example: 'default',
    },
    {
      name: SCENARIO_HEADER,
      in: 'header',
      required: false,
      schema: { type: 'string' },
      description: 'comma-separated scenario ids for this request only',
      example: 'tourist',
    },
  );
  const needsAuth = credentials.size > 0;
  const responses: Record<string, unknown> = {
    '200': {
      description: `success: code ${e.successCodes.map((c) => JSON.stringify(c)).join(' or ') || '(raw body)'}; business failures also answer 200 with another code`,
      content: { 'application/json': { schema: okSchema(e), example: successExample(e) } },
    },
    '400': failureResponse(
      e,
      'request does not match the contract; message names the field',
      400,
      'body.token: Invalid input: expected string, received number',
    ),
  };
  if (needsAuth)
    responses['401'] = failureResponse(
      e,
      'missing (1000010), unknown (1000014) or expired (10000004) token',
      EXPIRY_EXAMPLE.code,
      EXPIRY_EXAMPLE.message,
    );
  if (e.method === 'POST') {
    responses['413'] = failureResponse(
      e,
      'body larger than 1 MB',
      413,
      FAST.FST_ERR_CTP_BODY_TOO_LARGE ?? '',
    );
    responses['415'] = failureResponse(
      e,
      'unsupported content type',
      415,
      FAST.FST_ERR_CTP_INVALID_MEDIA_TYPE ?? '',
    );
  }
  Object.assign(responses, faultResponses(e));
  const description = [
    e.note,
    e.pathSource === 'chosen' ? 'Path chosen (the spec does not show it).' : undefined,
    `Envelope family: ${FAMILIES[e.family].description}. Client timeout ${e.timeoutMs} ms.`,
    e.ignoresGlobalExpiry ? 'The app ignores the global expiry codes on this call.' : undefined,
    FAULTS_WITHOUT_STATUS,
  ]
    .filter(Boolean)
    .join('\n\n');
  const body = e.body
    ? {
        required: true,
        content: { 'application/json': { schema: jsonSchema(e.body, 'input'), example: example.body } },
      }
    : e.method === 'POST'
      ? {
          // The app's client sends `{}` on a POST without payload; the simulator reads an empty body the same.
          description: 'no payload: the app sends `{}`, an empty body is read the same',
          required: false,
          content: {
            'application/json': { schema: { type: 'object', additionalProperties: false }, example: {} },
          },
        }
      : undefined;
  return {
    operationId: e.id,
    summary: e.summary,
    description,
    tags: [e.host],
    security: securityOf(e),
    parameters,
    ...(body ? { requestBody: body } : {}),
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
        "Every backend host of the parent app on one origin, each under /<host> (a host's own paths, without the " +
        'prefix, answer too). Generated from the zod contracts (@wonder/contracts). Select a session with the ' +
        'x-mock-session header (or the mock-session cookie) and scenarios with x-mock-scenario. Logged-in calls need a ' +
        'token of the session: log a persona in with POST /__mock/sessions/{id}/login (optionally with the fixture ' +
        'token `fixture-<persona>-<userId>` the examples carry). The admin API (tags "admin: …") lives under /__mock, ' +
        'the QA control page at /__mock/.',
      license: { name: 'UNLICENSED: private to the Wonder Parent project', identifier: 'LicenseRef-private' },
      // Who answers for this document: the simulator's own control page says how to reach its team.
      contact: {
        name: 'Wonder Parent simulator (mock-server/README.md)',
        url: 'http://127.0.0.1:4010/__mock/',
      },
    },
    servers: [
      { url: '/', description: 'the simulator serving this document' },
      { url: 'http://127.0.0.1:4010', description: 'a simulator started with `mock-server --port 4010`' },
    ],
    tags: [
      ...hosts.map((h) => ({
        name: h,
        description: `${HOSTS[h].description} (envelope: ${HOSTS[h].family})`,
      })),
      ERROR_REPORTS_TAG,
      ...ADMIN_TAGS,
    ],
    paths: { ...paths, ...errorReportPaths(), ...adminPaths(adminRoutes) },
    components: { securitySchemes: SECURITY_SCHEMES },
  };
}
