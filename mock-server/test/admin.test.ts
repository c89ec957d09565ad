/** The admin API under /__mock, the OpenAPI document and the docs page. */
import { mkdtemp, rm } from 'node:fs/promises';
import { isIPv4, isIPv6 } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_ENDPOINTS, type AnyEndpoint } from '@wonder/contracts';
import {
  type AdminClient,
  type AdminRouteId,
  ALL_ADMIN_ROUTES,
  createAdminClient,
  FAULT_KINDS,
  MOCK_ADMIN_HEADER,
} from '@wonder/contracts/admin';
import { ERROR_REPORTS } from '@wonder/contracts/error-reports';
import Ajv from 'ajv';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };
import Fastify, { type FastifyInstance } from 'fastify';
import harSchemas from 'har-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../src/admin/route';
import type { MockRuntime } from '../src/app';
import { SCENARIOS } from '../src/scenarios/catalogue';
import { adminLogin, headersFor, injectFor, testApp } from './support/app';
import { genericRequest } from './support/requests';

let app: FastifyInstance;
let scenariosDir: string;
beforeAll(async () => {
  scenariosDir = await mkdtemp(join(tmpdir(), 'wonder-admin-scenarios-'));
  app = await testApp({ scenariosDir });
});
afterAll(async () => {
  await app.close();
  await rm(scenariosDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { [MOCK_ADMIN_HEADER]: '1' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('scenarios and personas', () => {
  it('lists every scenario with description, group, extends and what it affects', async () => {
    const body = (await get('/__mock/scenarios')).json();
    expect(body.scenarios).toHaveLength(SCENARIOS.length);
    const byId = Object.fromEntries(body.scenarios.map((s: { id: string }) => [s.id, s]));
    for (const id of [
      'default',
      'tourist',
      'slow-network',
      'timeout',
      'status-504-once',
      'status-404-once',
      'host-down-member',
      'token-expired-1000010',
      'token-expired-1000014',
      'token-expired-10000004',
      'sms-captcha-required',
      'wrong-password',
    ]) {
      expect(byId[id], id).toBeDefined();
      expect(byId[id].description.length).toBeGreaterThan(10);
      expect(body.groups).toContain(byId[id].group);
    }
    expect(byId['wrong-password']).toMatchObject({
      extends: ['default'],
      file: null,
      chain: ['default', 'wrong-password'],
    });
    expect(byId.default.extends).toEqual([]);
    expect(byId['wrong-password'].affects[0]).toMatch(/member\.pwdLogin: code 100002/);
    expect(byId.tourist.affects[0]).toMatch(/persona tourist/);
    expect(byId['sms-captcha-required'].affects).toContain('param smsCaptchaRequired=1');
  });

  it('lists personas with their login credentials', async () => {
    const body = (await get('/__mock/personas')).json();
    const official = body.personas.find((p: { id: string }) => p.id === 'official');
    expect(official).toMatchObject({ canLogin: true, areaCode: '86' });
    expect(official.phone).toMatch(/^1\d{10}$/);
    expect(body.personas.find((p: { id: string }) => p.id === 'tourist').canLogin).toBe(false);
  });

  it('gives the base URL of every host and the public key', async () => {
    const hosts = (
      await app.inject({ method: 'GET', url: '/__mock/hosts', headers: { host: '192.168.7.20:4010' } })
    ).json();
    expect(hosts.hosts.find((h: { id: string }) => h.id === 'member').baseUrl).toBe(
      'http://192.168.7.20:4010/member',
    );
    const key = (await get('/__mock/crypto/public-key')).json();
    expect(key.pem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });
});

describe('sessions', () => {
  it('gets and sets scenarios, refusing unknown ids with a 400', async () => {
    expect((await get('/__mock/sessions/adm-1/scenarios')).json()).toMatchObject({
      scenarios: ['default'],
      persona: 'official',
    });
    const ok = await send('PUT', '/__mock/sessions/adm-1/scenarios', {
      scenarios: ['trial-y', 'slow-network'],
    });
    expect(ok.json()).toMatchObject({ scenarios: ['trial-y', 'slow-network'], persona: 'trial-y' });
    const bad = await send('PUT', '/__mock/sessions/adm-1/scenarios', { scenarios: ['nope'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/unknown scenario 'nope'/);
    expect((await send('PUT', '/__mock/sessions/adm-1/scenarios', { scenarios: 'x' })).statusCode).toBe(400);
    expect((await send('PUT', '/__mock/sessions/adm-1/scenarios')).statusCode).toBe(400);
    expect((await get('/__mock/sessions/bad%20id/scenarios')).statusCode).toBe(400);
    const list = (await get('/__mock/sessions')).json();
    expect(list.sessions.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining(['default', 'adm-1']),
    );
  });

  it('moves the clock: set (ISO or ms), advance, freeze, reset', async () => {
    const at = '2026-09-01T08:00:00.000Z';
    const set = (await send('POST', '/__mock/sessions/adm-clock/clock', { set: at, freeze: true })).json();
    expect(set).toMatchObject({ iso: at, frozen: true });
    const adv = (await send('POST', '/__mock/sessions/adm-clock/clock', { advanceMs: 86_400_000 })).json();
    expect(adv.iso).toBe('2026-09-02T08:00:00.000Z');
    const ms = (await send('POST', '/__mock/sessions/adm-clock/clock', { set: Date.parse(at) })).json();
    expect(ms.frozen).toBe(false);
    expect(Math.abs(ms.now - Date.parse(at))).toBeLessThan(1000);
    const reset = (await send('POST', '/__mock/sessions/adm-clock/clock', { reset: true })).json();
    expect(Math.abs(reset.now - Date.now())).toBeLessThan(1000);
    expect((await send('POST', '/__mock/sessions/adm-clock/clock', {})).statusCode).toBe(400);
    expect((await send('POST', '/__mock/sessions/adm-clock/clock', { set: 'yesterday' })).statusCode).toBe(
      400,
    );
    expect((await get('/__mock/sessions/adm-clock/clock')).json().frozen).toBe(false);
  });

  it('validates ad-hoc faults', async () => {
    const url = '/__mock/sessions/adm-f/faults';
    expect(
      (await send('POST', url, { faults: [{ all: true, host: 'app', fault: 'reset' }] })).statusCode,
    ).toBe(400);
    expect((await send('POST', url, { faults: [{ all: true }] })).statusCode).toBe(400);
    expect((await send('POST', url, { faults: [{ endpoint: 'no.such', code: 1 }] })).statusCode).toBe(400);
    expect((await send('POST', url, { faults: [{ all: true, fault: 'explode' }] })).statusCode).toBe(400);
    const ok = await send('POST', url, {
      faults: [
        { host: 'member', fault: 'host-down' },
        { all: true, delayMs: 10 },
      ],
    });
    expect(ok.json().described).toEqual(['host member: fault host-down', 'every call: +10 ms']);
    expect((await get(url)).json().faults).toHaveLength(2);
    expect((await send('DELETE', url)).json().faults).toEqual([]);
  });

  it('logs in a persona without the RSA dance, optionally with a chosen token', async () => {
    const r = (
      await send('POST', '/__mock/sessions/adm-login/login', {
        persona: 'trial-n',
        token: 'fixture-token-123',
      })
    ).json();
    expect(r).toMatchObject({
      persona: 'trial-n',
      token: 'fixture-token-123',
      headers: { token: 'fixture-token-123' },
    });
    expect(r.expiresAt - r.time).toBe(7 * 24 * 3600_000);
    expect((await send('POST', '/__mock/sessions/adm-login/login', { persona: 'nobody' })).statusCode).toBe(
      400,
    );
  });

  it('deletes a session (a read does not make one: issue 39 item 4)', async () => {
    await get('/__mock/sessions/adm-del/scenarios');
    expect((await send('DELETE', '/__mock/sessions/adm-del')).json()).toEqual({ deleted: false });
    await send('POST', '/__mock/sessions/adm-del/reset', {});
    expect((await send('DELETE', '/__mock/sessions/adm-del')).json()).toEqual({ deleted: true });
  });

  it('answers malformed admin JSON with a 400 JSON error', async () => {
    const r = await app.inject({
      method: 'PUT',
      url: '/__mock/sessions/x/scenarios',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ statusCode: 400, error: 'body: malformed JSON' });
  });
});

describe('journal detail and HAR', () => {
  it('keeps headers and bodies with credentials as ***, and exports HAR 1.2 that passes the HAR schema', async () => {
    const session = 'adm-har';
    const login = await adminLogin(app, session);
    const e = ALL_ENDPOINTS.find((x) => x.id === 'gateway.getUnReadMsgNum') as AnyEndpoint;
    expect((await app.inject(injectFor(e, session, genericRequest(e, login)))).statusCode).toBe(200);
    const [entry] = (await get(`/__mock/sessions/${session}/journal?limit=1`)).json().entries;
    expect(entry).toMatchObject({ endpoint: e.id, detail: true });
    const { detail } = (await get(`/__mock/sessions/${session}/journal/entry?seq=${entry.seq}`)).json();
    const text = JSON.stringify(detail);
    expect(text).not.toContain(login.token);
    expect(JSON.parse(detail.request.body).token).toBe('***');
    expect(detail.request.headers).toContainEqual(['authorization', '***']);
    expect(JSON.parse(detail.response.body).code).toBe('00000000');

    const har = await get(`/__mock/sessions/${session}/journal.har`);
    expect(har.headers['content-disposition']).toBe(`attachment; filename="journal-${session}.har"`);
    expect(har.body).not.toContain(login.token);
    // The HAR 1.2 schema (draft-06, one file per object) from the har-schema package.
    const ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addMetaSchema(draft06);
    ajv.addFormat('date-time', (v: string) => !Number.isNaN(Date.parse(v)));
    ajv.addFormat('uri', (v: string) => URL.canParse(v));
    ajv.addFormat('ipv4', isIPv4);
    ajv.addFormat('ipv6', isIPv6);
    for (const schema of Object.values(harSchemas)) ajv.addSchema(schema);
    const valid = ajv.getSchema('har.json#') as (v: unknown) => boolean;
    expect(valid(har.json()), ajv.errorsText((valid as { errors?: never }).errors)).toBe(true);
    expect(har.json().log.entries.at(-1)).toMatchObject({
      request: { method: e.method },
      response: { status: 200 },
    });
  });
});

describe('the typed admin client against the simulator', () => {
  /** The client's fetch, answered by `inject` (no socket). */
  const injectFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const r = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: (init?.headers ?? {}) as Record<string, string>,
      ...(init?.body === undefined ? {} : { payload: init.body as string }),
    });
    return new Response(r.body, { status: r.statusCode });
  }) as typeof fetch;

  it('calls every admin route with its contract and gets an answer the simulator checked', async () => {
    const admin = createAdminClient({
      baseUrl: 'http://sim.local',
      session: 'adm-client',
      fetch: injectFetch,
    });
    const calls = {
      scenarios: (a) => a.scenarios(),
      sessionScenarios: (a) => a.sessionScenarios(),
      setScenarios: (a) => a.setScenarios({ scenarios: ['trial-y'] }),
      sessions: (a) => a.sessions(),
      session: (a) => a.session(),
      deleteSession: (a) => a.forSession('adm-client-gone').deleteSession(),
      reset: (a) => a.reset(),
      select: (a) => a.select(),
      seedCaptcha: (a) => a.seedCaptcha({ token: 'seeded-token-1', secretKey: 'abcdefghijklmnop', x: 120 }),
      journal: (a) => a.journal({ limit: 5 }),
      journalEntry: async (a) => {
        // One host request, so the journal has an entry to show.
        const e = ALL_ENDPOINTS.find((x) => x.id === 'app.getCountryMobilePrefixs') as AnyEndpoint;
        await app.inject({
          url: `/${e.host}${e.path}`,
          headers: { ...headersFor(e), 'x-mock-session': 'adm-client' },
        });
        return a.journalEntry({ seq: (await a.journal({ limit: 1 })).entries[0]?.seq ?? 0 });
      },
      journalCount: (a) =>
        a.journalCount({ endpoint: 'app.getCountryMobilePrefixs', expect: { atLeast: 1 } }),
      journalHar: (a) => a.journalHar(),
      faultCatalogue: (a) => a.faultCatalogue(),
      scenarioFiles: (a) => a.scenarioFiles(),
      saveScenarioFile: (a) =>
        a.saveScenarioFile({ id: 'adm-client-saved', title: 'Saved by the client test' }),
      clock: (a) => a.clock(),
      setClock: (a) => a.setClock({ advanceMs: 60_000 }),
      faults: (a) => a.faults(),
      setFaults: (a) =>
        a.setFaults({ faults: [{ endpoint: 'app.getTabConfig', code: '50000001', times: 1 }] }),
      clearFaults: (a) => a.clearFaults(),
      personas: (a) => a.personas(),
      login: (a) => a.login({ persona: 'official', token: 'fixture-token-abc' }),
      hosts: (a) => a.hosts(),
      coverage: (a) => a.coverage(),
      drift: (a) => a.drift({ limit: 10 }),
      publicKey: (a) => a.publicKey(),
      openapi: (a) => a.openapi(),
      adminLogin: (a) => a.adminLogin({ token: 'no-token-is-set' }),
      adminLogout: (a) => a.adminLogout(),
      pactProviderState: (a) => a.pactProviderState({ state: 'default' }),
      createLink: (a) => a.createLink({ persona: 'official', to: '/index' }),
      sessionLink: (a) => a.sessionLink({ to: '/index' }),
      exportBundle: (a) => a.exportBundle(),
      importBundle: async (a) => a.forSession('adm-client-copy').importBundle(await a.exportBundle()),
      storeBundle: async (a) => a.storeBundle(await a.exportBundle()),
      journey: async (a) => {
        // A call the app made from a page (its Referer), so the journey has a route to visit.
        const e = ALL_ENDPOINTS.find((x) => x.id === 'app.getCountryMobilePrefixs') as AnyEndpoint;
        await app.inject({
          url: `/${e.host}${e.path}`,
          headers: { ...headersFor(e), 'x-mock-session': 'adm-client', referer: 'http://sim.local/login' },
        });
        return a.journey();
      },
      scenarioFromJournal: (a) => a.scenarioFromJournal({ id: 'adm-client-rec', title: 'R', dryRun: true }),
      nearMiss: async (a) => a.nearMiss({ seq: (await a.journal({ limit: 1 })).entries[0]?.seq ?? 0 }),
    } satisfies Record<AdminRouteId, (a: AdminClient) => Promise<unknown>>;
    for (const [id, call] of Object.entries(calls)) {
      await expect(call(admin), id).resolves.toBeTypeOf('object');
    }
    expect((await admin.session()).scenarios).toEqual(['default']);
    expect((await admin.login()).headers.authorization).toMatch(/^Bearer /);
  });

  it('rejects with the field the simulator names', async () => {
    const admin = createAdminClient({
      baseUrl: 'http://sim.local',
      session: 'adm-client',
      fetch: injectFetch,
    });
    await expect(admin.setScenarios({ scenarios: ['nope'] })).rejects.toMatchObject({
      status: 400,
      serverMessage: "body.scenarios: unknown scenario 'nope'",
    });
  });
});

describe('bad input on the admin contract', () => {
  const error = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const r = await app.inject({
      method,
      url,
      headers: { [MOCK_ADMIN_HEADER]: '1' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(r.statusCode, `${method} ${url}`).toBe(400);
    return r.json().error as string;
  };

  it('names the path parameter, the query field or the body field that is wrong', async () => {
    expect(await error('GET', '/__mock/sessions/no%20spaces/clock')).toMatch(
      /^params\.id: session id must match/,
    );
    expect(await error('DELETE', `/__mock/sessions/${'x'.repeat(65)}`)).toMatch(/^params\.id: /);
    expect(await error('GET', '/__mock/sessions/adm-v/journal?limit=0')).toMatch(/^query\.limit: /);
    expect(await error('GET', '/__mock/sessions/adm-v/journal?limit=many')).toMatch(/^query\.limit: /);
    expect(await error('GET', '/__mock/sessions/adm-v/journal?limit=201')).toMatch(/^query\.limit: /);
    expect(await error('PUT', '/__mock/sessions/adm-v/scenarios', { scenarios: [''] })).toMatch(
      /^body\.scenarios\.0: /,
    );
    expect(await error('POST', '/__mock/sessions/adm-v/clock', { advanceMs: 1.5 })).toMatch(
      /^body\.advanceMs: /,
    );
    expect(await error('POST', '/__mock/sessions/adm-v/clock', { freeze: 'yes' })).toMatch(/^body\.freeze: /);
    expect(
      await error('POST', '/__mock/sessions/adm-v/faults', { faults: [{ all: true, delayMs: 120_001 }] }),
    ).toMatch(/^body\.faults\.0\.delayMs: /);
    expect(
      await error('POST', '/__mock/sessions/adm-v/faults', { faults: [{ host: 'nowhere', fault: 'reset' }] }),
    ).toMatch(/^body\.faults\.0\.host: /);
    expect(await error('POST', '/__mock/sessions/adm-v/login', { persona: 'nobody' })).toMatch(
      /^body\.persona: unknown persona 'nobody'/,
    );
    expect(await error('POST', '/__mock/sessions/adm-v/login', { persona: 'tourist' })).toMatch(
      /^body\.persona: 'tourist' has no account/,
    );
    expect(await error('POST', '/__mock/sessions/adm-v/login', { token: 'short' })).toMatch(/^body\.token: /);
    expect(await error('POST', '/__mock/sessions/adm-v/captcha', { token: 'captcha-token-1' })).toMatch(
      /^body\.x: /,
    );
    expect(
      await error('POST', '/__mock/sessions/adm-v/captcha', {
        token: 'captcha-token-1',
        x: 10,
        secretKey: 'short',
      }),
    ).toMatch(/^body\.secretKey: /);
  });

  it('changes nothing when it refuses a request', async () => {
    await error('PUT', '/__mock/sessions/adm-nochange/scenarios', { scenarios: ['tourist', 'nope'] });
    expect((await get('/__mock/sessions/adm-nochange/scenarios')).json().scenarios).toEqual(['default']);
    await error('POST', '/__mock/sessions/adm-nochange/faults', {
      faults: [{ host: 'app', fault: 'reset' }, {}],
    });
    expect((await get('/__mock/sessions/adm-nochange/faults')).json().faults).toEqual([]);
  });

  it('answers a reply that is off its contract as a simulator bug (500 naming the field)', async () => {
    const bare = Fastify();
    bare.decorate('mock', { validateReplies: true } as MockRuntime);
    serve(bare, 'select', () => ({ session: 'no spaces allowed' }));
    const r = await bare.inject({ method: 'POST', url: '/sessions/s1/select' });
    expect(r.statusCode).toBe(500);
    expect(r.json().message).toMatch(/^reply\.session: session id must match/);
    await bare.close();
  });
});

describe('OpenAPI and docs', () => {
  it('documents every endpoint under its prefixed path with parameters and schemas', async () => {
    const doc = (await get('/__mock/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    const ops = Object.entries(doc.paths as Record<string, Record<string, { operationId: string }>>)
      .filter(([path]) => !path.startsWith('/__mock/') && !path.startsWith(`${ERROR_REPORTS.prefix}/`))
      .flatMap(([path, methods]) => Object.entries(methods).map(([m, op]) => ({ path, method: m, op })));
    expect(ops).toHaveLength(ALL_ENDPOINTS.length);
    for (const e of ALL_ENDPOINTS) {
      const op = doc.paths[`/${e.host}${e.path}`]?.[e.method.toLowerCase()];
      expect(op?.operationId, e.id).toBe(e.id);
      expect(op.responses['200'].content['application/json'].schema, e.id).toBeTypeOf('object');
      // An object, or (tracking's record-or-batch) a choice whose first form is one.
      const body = e.body && op.requestBody.content['application/json'].schema;
      if (body) expect(body.type ?? body.anyOf?.[0]?.type, e.id).toBe('object');
      for (const rule of e.headers)
        expect(
          op.parameters.some((p: { in: string }) => p.in === 'header'),
          `${e.id} ${rule}`,
        ).toBe(true);
    }
    const pwd = doc.paths['/member/member/aggregation/v2/pwdLogin']?.post;
    if (pwd) {
      expect(pwd.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'appid', in: 'header', required: true })]),
      );
      expect(pwd.requestBody.content['application/json'].schema.required).toContain('phoneCipher');
      // 200: the success envelope, or a business failure in the same envelope.
      expect(pwd.responses['200'].content['application/json'].schema.anyOf[0].properties.code).toEqual({
        type: 'integer',
        minimum: expect.any(Number),
        maximum: expect.any(Number),
      });
    }
  });

  it('documents every admin route from its contract, tagged by concern', async () => {
    const doc = (await get('/__mock/openapi.json')).json();
    for (const route of ALL_ADMIN_ROUTES) {
      const op = doc.paths[`/__mock${route.path.replace(':id', '{id}')}`]?.[route.method.toLowerCase()];
      expect(op?.operationId, route.id).toBe(`admin.${route.id}`);
      expect(op.tags, route.id).toEqual([`admin: ${route.concern}`]);
      expect(op.responses['200'].content['application/json'].schema.type, route.id).toBe('object');
      expect(op.responses['400'], route.id).toBeDefined();
      if (route.params)
        expect(op.parameters, route.id).toContainEqual(
          expect.objectContaining({ name: 'id', in: 'path', required: true }),
        );
      if (route.body) expect(op.requestBody.content['application/json'].schema.type, route.id).toBe('object');
    }
    expect(doc.tags.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['admin: scenarios', 'admin: sessions', 'admin: journal', 'admin: clock']),
    );
    const put = doc.paths['/__mock/sessions/{id}/scenarios'].put;
    expect(put.requestBody.required).toBe(true);
    expect(put.requestBody.content['application/json'].schema.required).toEqual(['scenarios']);
    expect(doc.paths['/__mock/sessions/{id}/login'].post.requestBody.required).toBe(false);
    expect(doc.paths['/__mock/sessions/{id}/journal'].get.parameters).toContainEqual(
      expect.objectContaining({ name: 'limit', in: 'query', required: false }),
    );
    expect(
      doc.paths['/__mock/sessions/{id}/faults'].post.requestBody.content['application/json'].schema.properties
        .faults.items.properties.fault.enum,
    ).toEqual([...FAULT_KINDS]);
  });

  it('serves the browsable docs page', async () => {
    const page = await get('/__mock/docs');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
    const json = await get('/__mock/docs/json');
    expect(json.json().paths).toBeTypeOf('object');
  });

  it('serves the control page', async () => {
    const r = await get('/__mock/');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.body).toContain('模拟器控制台');
    expect(r.body).toContain('<script src="/__mock/control-page.js"></script>');
  });

  it("serves the control page's script, bundled from TypeScript without zod", async () => {
    const r = await get('/__mock/control-page.js');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.body).toContain('createAdminClient');
    expect(r.body).not.toMatch(/ZodError|\$ZodType/);
    expect(r.body.length).toBeLessThan(40_000);
  });
});
