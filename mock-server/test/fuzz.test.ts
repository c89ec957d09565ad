/**
 * Property-based fuzz (fast-check) of every host endpoint and every admin route, generated from the
 * contracts: each request starts from the contract's valid request and gets fields replaced by generated
 * JSON, removed, or the whole body or query replaced; sessions run at generated clocks across the whole range
 * the admin API accepts (its two ends included) and as generated personas. The property: never a 5xx, and
 * the session list still answers. Small counts here (the test command's time budget);
 * `pnpm --filter @wonder/mock-server fuzz` runs it long (FUZZ_RUNS, FUZZ_SEED).
 */
import { ALL_ENDPOINTS, type AnyEndpoint } from '@wonder/contracts';
import {
  type AdminRoute,
  ALL_ADMIN_ROUTES,
  CLOCK_MAX_MS,
  CLOCK_MIN_MS,
  MOCK_ADMIN_HEADER,
} from '@wonder/contracts/admin';
import { sampleOf } from '@wonder/contracts/samples';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFor, type Login, type RequestParts, testApp } from './support/app';
import { validRequest } from './support/requests';

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = Number(process.env.FUZZ_SEED ?? 21);
/** Personas the fuzz logs in as (each answers from its own fixtures), through their scenarios. */
const SCENARIOS = ['default', 'trial-y', 'trial-n', 'tourist', 'step-up-t2-s1', 'step-up-s3'];

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app.close());

const admin = (
  method: string,
  url: string,
  payload?: unknown,
): Promise<{ statusCode: number; body: string }> =>
  app.inject({
    method: method as InjectOptions['method'],
    url,
    headers: { [MOCK_ADMIN_HEADER]: '1' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/**
 * The scenario's session (one per persona, reused), its clock frozen at `clock`, and a token issued there
 * (a persona without an account gets none and fails the token check, as the app would).
 */
async function sessionAt(clock: number, scenario: string): Promise<{ session: string; login: Login }> {
  const session = `fuzz-${scenario}`;
  const base = `/__mock/sessions/${session}`;
  const current = JSON.parse((await app.inject({ url: `${base}/scenarios` })).body).scenarios;
  if (current[0] !== scenario)
    expect((await admin('PUT', `${base}/scenarios`, { scenarios: [scenario] })).statusCode).toBe(200);
  expect((await admin('POST', `${base}/clock`, { set: clock, freeze: true })).statusCode).toBe(200);
  const r = await admin('POST', `${base}/login`, {});
  const login: Login =
    r.statusCode === 200
      ? (JSON.parse(r.body) as Login)
      : { session, persona: scenario, token: 'no-token', userId: '0', time: clock, expiresAt: clock };
  return { session, login };
}

const clockArb = fc.oneof(
  fc.constantFrom(CLOCK_MIN_MS, CLOCK_MAX_MS),
  fc.integer({ min: CLOCK_MIN_MS, max: CLOCK_MAX_MS }),
);

/** A JSON value to put in a field: anything, and the edges validators trip on. */
const fieldValueArb = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom('', '😀', 'x'.repeat(5000), -1, 0, 1e21, Number.MAX_SAFE_INTEGER, null, [], {}),
);

type Mutation =
  | { kind: 'as-is' }
  | { kind: 'field'; key: string; value: unknown }
  | { kind: 'drop'; key: string }
  | { kind: 'whole'; value: unknown };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'as-is' as const }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('field' as const),
      key: fc.string({ maxLength: 12 }),
      value: fieldValueArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('drop' as const), key: fc.string({ maxLength: 12 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('whole' as const), value: fc.jsonValue({ maxDepth: 2 }) }),
  },
);

/** The value with one mutation; `key` picks one of its own keys when it has some (else is added). */
function mutate(value: unknown, m: Mutation): unknown {
  if (m.kind === 'as-is') return value;
  if (m.kind === 'whole') return m.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const key = keys.length ? (keys[m.key.length % keys.length] as string) : m.key;
  const copy: Record<string, unknown> = { ...value };
  if (m.kind === 'drop') delete copy[key];
  else copy[key] = m.value;
  return copy;
}

/** Query values travel as strings. */
const asQuery = (value: unknown): Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      )
    : {};

async function fuzzHost(
  endpoint: AnyEndpoint,
  clock: number,
  scenario: string,
  m: Mutation,
): Promise<number> {
  const { session, login } = await sessionAt(clock, scenario);
  const valid: RequestParts = await validRequest({ app, session, login, endpoint });
  const parts: RequestParts = { ...valid };
  if (endpoint.body) parts.body = mutate(valid.body, m);
  else if (endpoint.query) parts.query = asQuery(mutate(valid.query, m));
  const r = await app.inject(injectFor(endpoint, session, parts));
  return r.statusCode;
}

describe('fuzz: every host endpoint', () => {
  it('answers its valid request at both ends of the clock range, as every fuzzed persona, without a 5xx', async () => {
    const failures: string[] = [];
    for (const endpoint of ALL_ENDPOINTS) {
      for (const clock of [CLOCK_MIN_MS, CLOCK_MAX_MS]) {
        const scenario = SCENARIOS[(ALL_ENDPOINTS.indexOf(endpoint) + clock) % SCENARIOS.length] as string;
        const status = await fuzzHost(endpoint, clock, scenario, { kind: 'as-is' });
        if (status >= 500)
          failures.push(`${endpoint.id} at ${new Date(clock).toISOString()} as ${scenario}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('never answers a 5xx to generated requests at generated clocks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ALL_ENDPOINTS),
        clockArb,
        fc.constantFrom(...SCENARIOS),
        mutationArb,
        async (endpoint, clock, scenario, m) => {
          const status = await fuzzHost(endpoint, clock, scenario, m);
          expect(status, `${endpoint.id} ${JSON.stringify(m).slice(0, 200)}`).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });
});

/** The admin route's URL for a session id, and its contract's valid input. */
function adminRequest(
  route: AdminRoute,
  session: string,
  input: unknown,
): { method: string; url: string; payload?: unknown } {
  const path = route.path.replace(':id', encodeURIComponent(session));
  if (route.method === 'GET') {
    const qs = new URLSearchParams(asQuery(input)).toString();
    return { method: 'GET', url: `/__mock${path}${qs ? `?${qs}` : ''}` };
  }
  return { method: route.method, url: `/__mock${path}`, payload: input ?? {} };
}

describe('fuzz: every admin route', () => {
  const inputOf = (route: AdminRoute) => {
    const schema = route.body ?? route.query;
    return schema ? sampleOf(schema) : undefined;
  };

  it('never answers a 5xx, and the session list keeps answering', async () => {
    const sessionIdArb = fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom('fuzz-admin-1', 'fuzz-admin-2', 'default') },
      { weight: 1, arbitrary: fc.string({ maxLength: 80 }) },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ALL_ADMIN_ROUTES.filter((r) => r.id !== 'openapi')),
        sessionIdArb,
        mutationArb,
        async (route, session, m) => {
          const { method, url, payload } = adminRequest(route, session, mutate(inputOf(route), m));
          const r = await admin(method, url, payload);
          expect(r.statusCode, `${method} ${url} ${JSON.stringify(payload)?.slice(0, 200)}`).toBeLessThan(
            500,
          );
          // A bad clock once broke every session summary: the list must keep answering after a clock call.
          if (route.concern === 'clock')
            expect((await admin('GET', '/__mock/sessions')).statusCode).toBe(200);
        },
      ),
      { numRuns: RUNS * 2, seed: SEED },
    );
  });

  it('moves clocks only within the range, whatever the values', async () => {
    const base = '/__mock/sessions/fuzz-clock';
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            set: fc.oneof(
              fc.integer({ min: -1e16, max: 1e16 }),
              fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
            ),
            advanceMs: fc.oneof(
              fc.integer(),
              fc.double({ noNaN: true }),
              fc.constant(Number.MAX_SAFE_INTEGER),
            ),
            freeze: fc.boolean(),
            reset: fc.constant(true),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const r = await admin('POST', `${base}/clock`, body);
          expect(r.statusCode).toBeLessThan(500);
          const now = JSON.parse((await admin('GET', `${base}/clock`)).body).now as number;
          expect(now).toBeGreaterThanOrEqual(CLOCK_MIN_MS);
          expect(now).toBeLessThanOrEqual(CLOCK_MAX_MS);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
