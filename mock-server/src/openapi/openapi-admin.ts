/**
 * The admin API's part of the OpenAPI document, generated from its zod contract like the hosts' part:
 * `/__mock/...` paths tagged by concern, the session id as a path parameter, query, body, the reply and
 * the 400 every route answers to bad input; a description of every route (below: a route without one is a
 * type error), the admin token's security, and examples made from the schemas (contracts' sampleOf: valid
 * by construction, and parsed again by test/openapi.test.ts).
 */
import {
  ADMIN_BASE_PATH,
  ADMIN_CONCERNS,
  type AdminConcern,
  type AdminRoute,
  type AdminRouteId,
  JOURNAL_CAPACITY,
  MAX_DELAY_MS,
  MOCK_ADMIN_HEADER,
} from '@wonder/contracts/admin';
import { sampleOf } from '@wonder/contracts/samples';
import type * as z from 'zod/mini';
import { DEV_CIPHER_VERSION, DEV_RSA_PUBLIC_KEY_PEM } from '../crypto/dev-keys';
import { type JsonSchema, jsonSchema } from '../validation/json-schema';
import { ADMIN_SECURITY } from './openapi-security';

/**
 * Replies whose schema checks a pattern or refinement sampleOf cannot meet (it fills strings with 'sample'):
 * a real value instead. test/openapi.test.ts parses every admin example with its schema, so a new one shows up there.
 */
const FAULT = { endpoint: 'app.todayClasss', fault: 'status-504', times: 1 };
const FAULTS = {
  session: 'qa-1',
  faults: [FAULT],
  described: ['app.todayClasss: fault status-504 (the first 1 call)'],
};
/** Bodies whose schema has refinements sampleOf cannot meet (a fault names one target and one effect). */
const BODY_EXAMPLES: Readonly<Partial<Record<AdminRouteId, unknown>>> = {
  setFaults: { faults: [FAULT] },
};
const REPLY_EXAMPLES: Readonly<Partial<Record<AdminRouteId, unknown>>> = {
  faults: FAULTS,
  setFaults: FAULTS,
  clearFaults: { ...FAULTS, faults: [], described: [] },
  publicKey: { pem: DEV_RSA_PUBLIC_KEY_PEM, cipherVersion: DEV_CIPHER_VERSION },
  openapi: {
    openapi: '3.1.0',
    info: { title: 'Wonder Parent backend simulator', version: '0.1.0' },
    paths: {},
  },
};

const SESSION = "The session is the path's `{id}`, created on first use.";

/** What each route does, for the docs page and generated clients (the summary is the route table's). */
const DESCRIPTIONS: Readonly<Record<AdminRouteId, string>> = {
  scenarios:
    'The built-in catalogue and the scenario files: for each scenario its titles (en, zh), description, group, `extends`, the file it comes from, its resolved chain, the persona it plays, its params and a line per thing it changes.',
  scenarioFiles:
    'The scenarios directory (--scenarios-dir): each file with the scenarios it gives, or why it was refused (path, line, reason). Files reload when they change.',
  saveScenarioFile: `${SESSION} Writes its scenarios and ad-hoc faults as a new scenario file in the scenarios directory, live at once; 409 when the simulator has no directory or the id is taken.`,
  sessionScenarios: `${SESSION} Its scenario ids, in order, and the persona they resolve to.`,
  setScenarios: `${SESSION} Replaces its scenarios; later ones win per field. Re-selecting re-arms the \`times\` counters. An unknown id is a 400 naming it.`,
  sessions:
    'Every live session of this process (least recently used first out, at most `cap`), each as a summary.',
  session: `${SESSION} Scenarios, persona, clock, journal size, live tokens, ad-hoc faults, creation and last use.`,
  deleteSession: `${SESSION} Dropped with its world, journal and clock; the \`default\` session is reset instead.`,
  reset: `${SESSION} Back to its initial scenarios, a fresh world (tokens, captchas, counters), an empty journal, real time and no ad-hoc faults.`,
  select: `${SESSION} Sets the \`mock-session\` cookie, so the app opened in this browser sends its calls to the session.`,
  seedCaptcha: `${SESSION} Adds a slider challenge with a token, AES key and hole position the caller chose, so a check naming it can pass (Pact states, tests).`,
  journal: `${SESSION} Its requests, newest first (at most ${JOURNAL_CAPACITY} kept), filtered by endpoint, status, code or body text: time, host, endpoint, method, path, status, code, scenario, fault, duration and a note.`,
  journalEntry: `${SESSION} One entry by \`seq\`, with its URL, request and response headers and bodies (kept for the newest entries; credentials shown as \`***\`).`,
  journalHar: `${SESSION} The journal as a HAR 1.2 download, to import in a browser's network panel (credentials as \`***\`; the session's owner may ask \`redact=false\` for a HAR that Playwright's routeFromHAR replays).`,
  journalCount: `${SESSION} How many journal entries match a filter (endpoint, status, code, body text), and whether that count meets an expectation (count, atLeast, atMost): WireMock's verify.`,
  clock: `${SESSION} Its virtual time: now, ISO, offset from real time, frozen or not.`,
  setClock:
    "Moves the session's virtual clock: `reset` first, then `set` (ISO or epoch ms) or `freeze`, then `advanceMs`. The clock stays in 2000-01-01 … 2099-12-31 UTC; a call that would leave it is a 400 and moves nothing.",
  faults: `${SESSION} Its ad-hoc faults, each with a line saying what it does.`,
  setFaults: `${SESSION} Sets its ad-hoc faults (or adds them, with \`append\`); they apply after the scenarios. Delays are capped at ${MAX_DELAY_MS} ms.`,
  clearFaults: `${SESSION} Removes every ad-hoc fault; the scenarios stay.`,
  faultCatalogue:
    'What a fault can name, for editors: the fault kinds, the longest delay, every endpoint with its host, and the codes each host answers.',
  personas:
    'The personas of the fixtures: who each is, student status, user id, and the phone, area code and password to log in with (development data).',
  login: `${SESSION} Logs a persona in without the RSA login (default: the persona of its scenarios) and answers the token with the headers the app sends; \`token\` fixes its value, e.g. the fixture token \`fixture-<persona>-<userId>\` that stories and pacts carry.`,
  hosts:
    'The base URL of every simulated host on the origin this call reached (`<origin>/<host>`), for configuring a client.',
  publicKey: 'The development RSA public key (PEM) the app encrypts the phone and password of a login with.',
  openapi: 'This document. Swagger UI shows it at /__mock/docs.',
  coverage:
    'The coverage map built from the repo (contracts/map/coverage-map.json): every endpoint with the screens that call it, the answer fields the app reads, its fixture, the fields its pacts pin, the stories that show it, and each answer variant (success, empty, codes, expiry, faults) with the scenarios, pact interactions, stories, journeys and sweep screens that cover it; the variants the error table handles that lack a layer (gaps). Its page: /__mock/coverage.',
  drift:
    'With --proxy, every way the real services broke the contract: proxied hosts, answers checked and off contract, and entries (endpoint, path, expected, got, count, first and last seen, and its impact: the contract entry, the pacts pinning the field, the scenarios and fixture serving the shape, the stories showing it), most counted first.',
  adminLogin:
    'Checks the admin token (--admin-token) and sets the httpOnly admin cookie the control page uses; a wrong token is a 401.',
  adminLogout: 'Clears the admin cookie.',
  createLink: `A short state link, \`/__mock/open?id=\`, that makes a fresh session (or resets \`session\`) as the body says — persona (its identity scenario, logged in unless \`login\` is false), scenarios, clock (ISO; without an offset the app's +08:00), ad-hoc faults, a stored bundle — and opens the app on \`to\`. Works for 15 minutes. With an admin token the link carries a grant for that one session, never the token. The reply has the link and its QR code (SVG).`,
  sessionLink: `${SESSION} "Open on a phone": a short link (and its QR code, SVG) that puts the browser that opens it into this session, logged in as its persona unless \`login\` is false, on \`to\`. 15 minutes; with an admin token it carries a grant for this session only.`,
  exportBundle: `${SESSION} The session as one versioned bundle: scenarios, ad-hoc faults, clock and world (tokens included) as the simulator keeps them, and its journal with the app's route of each call (credentials as \`***\`).`,
  importBundle: `${SESSION} Becomes the bundle's session: scenarios, faults, clock, world and journal. A bundle of another version is a 400 saying which version this simulator reads; a state naming a scenario or persona this simulator lacks is a 400 naming the field.`,
  storeBundle:
    'Keeps a bundle for an hour (20 at most) for a link that opens it: `/__mock/open?bundle=<id>&login=1&to=/index` makes a fresh session of it.',
  journey: `${SESSION} Save as journey: a Playwright test in the e2e package's style (support/fixtures, support/recorded) that imports the session's bundle, opens its first route logged in, visits its routes in order and checks the calls per endpoint and the order of the routes they came from; with the bundle it imports.`,
  scenarioFromJournal: `${SESSION} Save as scenario from recorded answers: the session's proxied calls, or \`har\`'s entries, as a scenario file (the session's scenarios as \`extends\`, the persona it is logged in as when not its scenarios' as \`persona\`, its ad-hoc faults and each endpoint's latest success answer as \`data\` overrides; a moved clock and the world's state, which a scenario file cannot hold, are listed in \`notWritten\`). Every answer is checked against its contract first: a misfit is listed field by field and nothing is written. Answers carrying credentials are left to the simulator (\`leftOut\`). \`dryRun\` only checks.`,
  nearMiss: `${SESSION} One entry's near misses: why it was refused, every field against the contract, and the \`when\` overrides of the session that missed it by one or two fields (each field, wanted and got), with an ad-hoc fault that would match it.`,
  pactProviderState:
    "The state-change URL of Pact verifiers (`--state-change-url`): body `{state, params, action}` or the v2 `{state}` / `{consumer, states}`. Setup resets the caller's session (x-mock-session, the mock-session cookie, else `default`: where a verifier's own requests land), selects the scenario the state names, logs its persona in with the fixture token `fixture-<persona>-<userId>` the pact examples carry, and seeds a slider challenge from params `{captchaToken, secretKey, x}` as solved. A teardown changes nothing.",
};

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

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  description?: string;
  example?: unknown;
}

function queryParameters(route: AdminRoute): Parameter[] {
  if (!route.query) return [];
  const js = jsonSchema(route.query, 'input');
  const required = new Set((js.required ?? []) as string[]);
  const example = (sampleOf(route.query as z.ZodMiniType) ?? {}) as Record<string, unknown>;
  return Object.entries((js.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
    ...(example[name] === undefined ? {} : { example: example[name] }),
  }));
}

function operation(route: AdminRoute) {
  const parameters: Parameter[] = [
    ...(route.params
      ? [
          {
            name: 'id',
            in: 'path' as const,
            required: true,
            schema: jsonSchema(route.params.shape.id, 'input'),
            example: 'qa-1',
          },
        ]
      : []),
    ...queryParameters(route),
  ];
  const changes = route.method !== 'GET';
  if (changes)
    parameters.push({
      name: MOCK_ADMIN_HEADER,
      in: 'header',
      required: false,
      description:
        'Any value. A state-changing call needs it or a JSON body: a form posted from another site has neither.',
      schema: { type: 'string' },
      example: '1',
    });
  return {
    operationId: `admin.${route.id}`,
    summary: route.summary,
    description: DESCRIPTIONS[route.id],
    tags: [adminTag(route.concern)],
    security: ADMIN_SECURITY,
    ...(parameters.length ? { parameters } : {}),
    ...(route.body
      ? {
          requestBody: {
            // An absent body is read as {}: optional exactly when {} is a valid body.
            required: !route.body.safeParse({}).success,
            content: {
              'application/json': {
                schema: jsonSchema(route.body, 'input'),
                example: BODY_EXAMPLES[route.id] ?? sampleOf(route.body as z.ZodMiniType),
              },
            },
          },
        }
      : {}),
    responses: {
      '200': {
        description: 'success',
        content: {
          'application/json': {
            schema: jsonSchema(route.reply, 'output'),
            example: REPLY_EXAMPLES[route.id] ?? sampleOf(route.reply as z.ZodMiniType),
          },
        },
      },
      '400': {
        description: 'bad input; `error` names the field, e.g. `body.scenarios: unknown scenario …`',
        content: {
          'application/json': {
            schema: ADMIN_ERROR,
            example: { error: "body.scenarios: unknown scenario 'nope'", statusCode: 400 },
          },
        },
      },
      '401': {
        description:
          'the simulator runs with an admin token and the call carries neither it nor the admin cookie',
        content: {
          'application/json': {
            schema: ADMIN_ERROR,
            example: {
              error:
                'authorization: the admin API needs the admin token (Authorization: Bearer <token>, or log in on the control page)',
              statusCode: 401,
            },
          },
        },
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
