/**
 * The consumer suite of one provider host: each entry of the interaction catalogue becomes a Pact
 * interaction, and the REAL client (createClient, pointed at the Pact mock server for every host) is
 * driven through it; the test asserts what the client returns, typed data or typed error.
 *
 * What the request must look like is written here from the endpoint's header RULES (contracts/src/
 * headers.ts), not taken from the client's own header code, so a client that forgets a header fails.
 */
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import {
  ALL_ENDPOINTS,
  type AnyEndpoint,
  APP_SCENE,
  HEADER,
  type HeaderRule,
  HOST_IDS,
  type HostId,
  MEMBER_APP_ID,
  STAFF_AUTH_TYPE,
} from '@wonder/contracts';
import { ApiBusinessError, ApiNetworkError, createClient } from '@wonder/contracts/client';
import { credentialsOf, type ExampleRequest } from '@wonder/fixtures/requests';
import { describe, expect, it } from 'vitest';
import { type InteractionSpec, interactionsOf } from '../interactions';
import { template } from '../matchers';
import { CONSUMER, PACT_DIR, PROVIDERS } from '../providers';

const { like, regex } = MatchersV3;
const DIGITS = '^\\d+$';

/** The header expectations of an endpoint's rules for the credentials the app holds. */
export function headerTemplate(
  e: AnyEndpoint,
  credentials: { token: string; userId: string; time: number } | null,
  captchaSecondCode?: string,
): Record<string, unknown> {
  const h: Record<string, unknown> = {};
  const write: Record<HeaderRule, () => void> = {
    appid: () => {
      h[HEADER.appid] = like(MEMBER_APP_ID);
    },
    session: () => {
      if (!credentials) return;
      h[HEADER.token] = like(credentials.token);
      h[HEADER.homeTime] = regex(DIGITS, String(credentials.time));
      h[HEADER.homeToken] = like(credentials.token);
      h[HEADER.homeUid] = like(credentials.userId);
    },
    token: () => {
      if (credentials) h[HEADER.token] = like(credentials.token);
    },
    bearer: () => {
      if (credentials) h[HEADER.authorization] = regex('^Bearer \\S+$', `Bearer ${credentials.token}`);
    },
    authorization: () => {
      if (credentials) h[HEADER.authorization] = like(credentials.token);
    },
    appScene: () => {
      h[HEADER.appScene] = regex(`^(${APP_SCENE.web}|${APP_SCENE.miniProgram})$`, APP_SCENE.web);
    },
    staff: () => {
      h[HEADER.authType] = like(STAFF_AUTH_TYPE);
    },
    stepUp: () => {
      if (!credentials) return;
      h[HEADER.stepUpTime] = regex(DIGITS, String(credentials.time));
      h[HEADER.stepUpToken] = like(credentials.token);
      h[HEADER.stepUpUid] = like(credentials.userId);
    },
  };
  for (const rule of e.headers) write[rule]();
  if (captchaSecondCode && e.optionalHeaders.includes('captchaSecondCode')) {
    h[HEADER.captchaSecondCode] = like(captchaSecondCode);
  }
  return h;
}

/** Query values as the client writes them (strings; objects as JSON), each with its matcher. */
export function queryTemplate(e: AnyEndpoint, query: ExampleRequest['query']): Record<string, unknown> {
  if (!e.query) return {};
  const parsed = e.query.parse(query ?? {}) as Record<string, unknown>;
  const shape = (e.query as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(parsed)) {
    if (v === undefined || v === null) continue;
    const text = typeof v === 'object' ? JSON.stringify(v) : String(v);
    const field = shape[k] as Parameters<typeof template>[0] | undefined;
    const t = field && typeof v === 'string' ? template(field, text, 'request') : like(text);
    out[k] = t;
  }
  return out;
}

/** The body as the client sends it: the schema's output; a POST without body schema sends {}. */
export function bodyTemplate(e: AnyEndpoint, body: unknown): unknown {
  if (e.method !== 'POST') return undefined;
  if (!e.body) return {};
  return template(e.body, e.body.parse(body), 'request');
}

function addInteraction(pact: PactV4, spec: InteractionSpec) {
  const e = spec.endpoint;
  const credentials = spec.persona ? credentialsOf(spec.persona) : null;
  const headers = headerTemplate(e, credentials, spec.request.captchaSecondCode);
  const query = queryTemplate(e, spec.request.query);
  const body = bodyTemplate(e, spec.request.body);
  const status = spec.status.allowed
    ? MatchersV3.matchStatus(spec.status.example, spec.status.allowed)
    : spec.status.example;
  return pact
    .addInteraction()
    .given(spec.state, spec.params ? { ...spec.params } : undefined)
    .uponReceiving(spec.description)
    .pending(spec.pending !== undefined)
    .withRequest(e.method, e.path, (b) => {
      if (Object.keys(query).length) b.query(query as never);
      if (Object.keys(headers).length) b.headers(headers as never);
      if (body !== undefined) b.jsonBody(body);
    })
    .willRespondWith(status, (b) => {
      if (spec.body !== undefined) b.jsonBody(spec.body);
    });
}

async function runAgainst(url: string, spec: InteractionSpec): Promise<void> {
  const e = spec.endpoint;
  const baseUrls = Object.fromEntries(HOST_IDS.map((h) => [h, url])) as Record<HostId, string>;
  const client = createClient({
    baseUrls,
    credentials: () => (spec.persona ? credentialsOf(spec.persona) : null),
    environment: () => ({ miniProgram: false }),
  });
  const call = () =>
    client.call(e, {
      query: spec.request.query as never,
      body: spec.request.body as never,
      ...(spec.request.captchaSecondCode ? { captchaSecondCode: spec.request.captchaSecondCode } : {}),
    });
  const x = spec.expect;
  if (x.kind === 'data') {
    expect(await call()).toEqual(x.data);
    return;
  }
  const error = await call().then(
    () => new Error(`${e.id}: expected a failure, the client returned data`),
    (err: unknown) => err,
  );
  if (x.kind === 'business') {
    expect(error).toBeInstanceOf(ApiBusinessError);
    expect(error).toMatchObject({
      host: e.host,
      endpointId: e.id,
      code: x.code,
      isGlobalExpiry: x.isGlobalExpiry,
    });
    if (x.body) expect((error as ApiBusinessError).body).toMatchObject(x.body);
  } else {
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toMatchObject({ host: e.host, endpointId: e.id, kind: 'http', status: x.status });
  }
}

/** Declare the consumer tests of one provider host (one pact file). */
export function providerSuite(host: HostId): void {
  const provider = PROVIDERS[host];
  const specs = interactionsOf(host);

  describe(`${CONSUMER} → ${provider} (host '${host}')`, () => {
    const pact = new PactV4({ consumer: CONSUMER, provider, dir: PACT_DIR, logLevel: 'warn' });

    it('has a success interaction for every endpoint of the host', () => {
      const expected = ALL_ENDPOINTS.filter((e) => e.host === host).map((e) => e.id);
      const covered = new Set(specs.filter((s) => s.kind === 'success').map((s) => s.endpoint.id));
      expect(expected.filter((id) => !covered.has(id))).toEqual([]);
      expect(expected.length).toBeGreaterThan(0);
    });

    for (const spec of specs) {
      it(spec.description, async () => {
        await addInteraction(pact, spec).executeTest(async (mock) => runAgainst(mock.url, spec));
      });
    }
  });
}
