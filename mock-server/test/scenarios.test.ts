/**
 * The scenario engine (extends chains, combination order, per-request header override, `times`) and the
 * effect of every framework scenario of the catalogue.
 */
import { ALL_ENDPOINTS, type AnyEndpoint, AUTH_RULES, type RegisteredEndpoint } from '@wonder/contracts';
import { MOCK_ADMIN_HEADER } from '@wonder/contracts/admin/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CatalogueError,
  catalogueProblems,
  planRequest,
  ScenarioEngine,
  UnknownScenarioError,
} from '../src/overrides/engine';
import type { Scenario } from '../src/overrides/types';
import { SCENARIOS } from '../src/scenarios/catalogue';
import { APP_FAILURE_CODE } from '../src/scenarios/catalogue/session';
import { adminLogin, injectFor, testApp } from './support/app';
import { genericRequest } from './support/requests';

const ep = (id: string) => ALL_ENDPOINTS.find((e) => e.id === id) as AnyEndpoint;
const anyAuthed = ALL_ENDPOINTS.find(
  (e) => e.headers.some((h) => AUTH_RULES.includes(h)) && e.host === 'app',
) as RegisteredEndpoint;
const anyMember = ep('member.getSupplierCodeList');

describe('engine', () => {
  // Only this test's own catalogue below targets it.
  const e = anyAuthed;
  const catalogue: Scenario[] = [
    { id: 'default', title: 'd', description: 'd', group: 'identity' },
    {
      id: 'base',
      title: 'b',
      description: 'b',
      group: 'home',
      persona: 'trial-y',
      params: { a: 1, b: 1 },
      overrides: [{ endpoint: e.id, code: 'B1', message: 'from base' }],
    },
    {
      id: 'child',
      title: 'c',
      description: 'c',
      group: 'home',
      extends: 'base',
      params: { b: 2 },
      overrides: [{ endpoint: e.id, message: 'from child' }],
    },
    { id: 'slow', title: 's', description: 's', group: 'network', overrides: [{ all: true, delayMs: 50 }] },
    {
      id: 'other',
      title: 'o',
      description: 'o',
      group: 'home',
      persona: 'trial-n',
      overrides: [{ host: 'app', code: 'O1' }],
    },
    {
      id: 'once',
      title: 'once',
      description: 'once',
      group: 'network',
      overrides: [{ all: true, fault: 'status-504', times: 1 }],
    },
  ];
  const engine = new ScenarioEngine(catalogue);

  it('resolves extends chains root first, params and persona along the chain', () => {
    expect(engine.chainOf('child').map((s) => s.id)).toEqual(['default', 'base', 'child']);
    const r = engine.resolve(['child']);
    expect(r.persona).toBe('trial-y');
    expect(r.personaExplicit).toBe(true);
    expect(r.params).toEqual({ a: 1, b: 2 });
    const plan = planRequest(r.overridesFor(e), [], e, new Map());
    expect(plan).toMatchObject({ code: 'B1', message: 'from child', scenarioId: 'child' });
  });

  it('combines scenarios in order, later ids winning per field', () => {
    const ab = planRequest(engine.resolve(['child', 'slow']).overridesFor(e), [], e, new Map());
    expect(ab).toMatchObject({ code: 'B1', delayMs: 50, scenarioId: 'slow' });
    const ba = planRequest(engine.resolve(['child', 'other']).overridesFor(e), [], e, new Map());
    expect(ba).toMatchObject({ code: 'O1', message: undefined });
    expect(engine.resolve(['child', 'other']).persona).toBe('trial-n');
    expect(engine.resolve(['other', 'child']).persona).toBe('trial-y');
    expect(planRequest(engine.resolve(['other', 'child']).overridesFor(e), [], e, new Map())).toMatchObject({
      code: 'B1',
      message: 'from child',
    });
  });

  it('counts times per session', () => {
    const counters = new Map<string, number>();
    const r = engine.resolve(['once']);
    expect(planRequest(r.overridesFor(e), [], e, counters).fault).toBe('status-504');
    expect(planRequest(r.overridesFor(e), [], e, counters).fault).toBeNull();
    expect(planRequest(r.overridesFor(e), [], e, new Map()).fault).toBe('status-504');
  });

  it('rejects unknown ids, cycles and duplicate ids', () => {
    expect(() => engine.resolve(['nope'])).toThrow(UnknownScenarioError);
    const base = catalogue[0] as Scenario;
    expect(
      () =>
        new ScenarioEngine([
          base,
          { id: 'a', title: '', description: '', group: 'home', extends: 'b' },
          { id: 'b', title: '', description: '', group: 'home', extends: 'a' },
        ]),
    ).toThrow(/extends itself/);
    expect(() => new ScenarioEngine([base, base])).toThrow(/duplicate/);
    expect(() => new ScenarioEngine([])).toThrow(/default/);
  });

  it('reports a catalogue’s problems as data, each naming the scenario to blame and its field', () => {
    const base = catalogue[0] as Scenario;
    const s = (id: string, ext?: string): Scenario => ({
      id,
      title: '',
      description: '',
      group: 'home',
      extends: ext,
    });
    const problems = catalogueProblems([
      base,
      s('orphan', 'nope'),
      s('a', 'b'),
      s('b', 'a'),
      s('dup'),
      s('dup'),
    ]);
    expect(problems).toEqual(
      expect.arrayContaining([
        { scenarioId: 'orphan', field: 'extends', message: "extends unknown scenario 'nope'" },
        { scenarioId: 'dup', field: 'id', message: "duplicate scenario id 'dup'" },
        expect.objectContaining({
          scenarioId: 'a',
          field: 'extends',
          message: expect.stringMatching(/extends itself/),
        }),
      ]),
    );
    expect(catalogueProblems([s('x')])).toContainEqual({
      scenarioId: null,
      field: 'id',
      message: "the catalogue needs a 'default' scenario",
    });
    expect(catalogueProblems(catalogue)).toEqual([]);
    // The engine refuses such a catalogue with the same problems, keeping the one it serves.
    const refused = (() => {
      try {
        new ScenarioEngine([base, s('orphan', 'nope')]);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(CatalogueError);
    expect((refused as CatalogueError).problems).toEqual([
      { scenarioId: 'orphan', field: 'extends', message: "extends unknown scenario 'nope'" },
    ]);
  });

  it('the shipped catalogue is valid and names only served endpoints', () => {
    const real = new ScenarioEngine(SCENARIOS);
    const ids = new Set(ALL_ENDPOINTS.map((x) => x.id));
    for (const s of SCENARIOS) {
      real.chainOf(s.id);
      for (const o of s.overrides ?? [])
        if (o.endpoint) expect(ids.has(o.endpoint), `${s.id} → ${o.endpoint}`).toBe(true);
    }
  });
});

describe('scenarios over HTTP', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ timeoutHoldCapMs: 300 });
  });
  afterAll(async () => app.close());

  const setScenarios = (session: string, scenarios: string[]) =>
    app.inject({ method: 'PUT', url: `/__mock/sessions/${session}/scenarios`, payload: { scenarios } });
  const journal = async (session: string) =>
    (await app.inject({ method: 'GET', url: `/__mock/sessions/${session}/journal` })).json().entries;

  async function callAuthed(session: string, e = anyAuthed, extra: Record<string, string> = {}) {
    const login = await adminLogin(app, session);
    const parts = genericRequest(e, login);
    return app.inject(injectFor(e, session, { ...parts, headers: { ...parts.headers, ...extra } }));
  }

  it.each([
    ['token-expired-1000010', '1000010'],
    ['token-expired-1000014', '1000014'],
    ['token-expired-10000004', '10000004'],
  ])(
    '%s answers every token-checked call with 401 and that code, leaves the others alone',
    async (id, code) => {
      const session = `scn-${id}`;
      await setScenarios(session, [id]);
      const res = await callAuthed(session);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(code);
      const open = await app.inject(
        injectFor(anyMember, session, genericRequest(anyMember, await adminLogin(app, session))),
      );
      expect(open.statusCode).toBe(200);
      expect((await journal(session))[1]).toMatchObject({ scenario: id, status: 401, code });
    },
  );

  it('the x-mock-scenario header overrides for one request only', async () => {
    const session = 'scn-header';
    const first = await callAuthed(session, anyAuthed, { 'x-mock-scenario': 'token-expired-1000014' });
    expect(first.statusCode).toBe(401);
    const second = await callAuthed(session);
    expect(second.statusCode).toBe(200);
    const entries = await journal(session);
    expect(entries[0].scenario).toBe('default');
    expect(entries[1].scenario).toBe('token-expired-1000014');
  });

  it("'tourist' answers as a tourist and revokes the session's tokens", async () => {
    const session = 'scn-tourist';
    const login = await adminLogin(app, session);
    await setScenarios(session, ['tourist']);
    const res = await app.inject(injectFor(anyAuthed, session, genericRequest(anyAuthed, login)));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('1000014');
    const status = ep('app.getAuthTokenExt');
    if (status) {
      const r = await app.inject(injectFor(status, session, genericRequest(status, login)));
      expect(r.json().data.studentStatus).toBe('TOURIST');
    }
  });

  it('identity scenarios switch the persona of a logged-in session', async () => {
    const status = ep('app.getAuthTokenExt');
    if (!status) return;
    const session = 'scn-identity';
    const login = await adminLogin(app, session);
    const ask = async () =>
      (await app.inject(injectFor(status, session, genericRequest(status, login)))).json().data;
    expect((await ask()).studentStatus).toBe('OFFICIAL_STUDENT');
    await setScenarios(session, ['trial-y']);
    expect(await ask()).toMatchObject({
      studentStatus: 'UNOFFICIAL_STUDENT',
      studentAuditionStatusEnums: 'Y',
    });
    await setScenarios(session, ['trial-n']);
    expect(await ask()).toMatchObject({
      studentStatus: 'UNOFFICIAL_STUDENT',
      studentAuditionStatusEnums: 'N',
    });
  });

  it("'status-504-once' / 'status-404-once' fail the next call once, then succeed; re-selecting re-arms", async () => {
    for (const [id, status] of [
      ['status-504-once', 504],
      ['status-404-once', 404],
    ] as const) {
      const session = `scn-${id}`;
      await setScenarios(session, [id]);
      expect((await callAuthed(session)).statusCode).toBe(status);
      expect((await callAuthed(session)).statusCode).toBe(200);
      expect((await callAuthed(session)).statusCode).toBe(200);
      await setScenarios(session, [id]);
      expect((await callAuthed(session)).statusCode).toBe(status);
      const entries = await journal(session);
      expect(entries[0]).toMatchObject({ status, fault: `status-${status}`, scenario: id });
    }
  });

  it("'slow-network' delays every call and combines with another scenario", async () => {
    const session = 'scn-slow';
    await setScenarios(session, ['trial-y', 'slow-network']);
    const t0 = Date.now();
    const res = await callAuthed(session);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1400);
    expect(res.statusCode).toBe(200);
    expect((await journal(session))[0]).toMatchObject({ fault: 'delay:1500', scenario: 'slow-network' });
  });

  it('refuses to save a scenario file when the simulator has no scenarios directory', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/__mock/sessions/no-dir/scenario-file',
      headers: { [MOCK_ADMIN_HEADER]: '1' },
      payload: { id: 'x', title: 'x' },
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toMatch(/--scenarios-dir/);
  });

  it('ad-hoc faults from the admin API apply after the scenarios and can be cleared', async () => {
    const session = 'scn-adhoc';
    const r = await app.inject({
      method: 'POST',
      url: `/__mock/sessions/${session}/faults`,
      payload: { faults: [{ endpoint: anyAuthed.id, code: APP_FAILURE_CODE, message: 'ad hoc', times: 2 }] },
    });
    expect(r.statusCode).toBe(200);
    expect((await callAuthed(session)).json()).toMatchObject({ code: APP_FAILURE_CODE, message: 'ad hoc' });
    expect((await callAuthed(session)).json().code).toBe(APP_FAILURE_CODE);
    expect((await callAuthed(session)).json().code).toBe('00000000');
    await app.inject({
      method: 'DELETE',
      url: `/__mock/sessions/${session}/faults`,
      headers: { [MOCK_ADMIN_HEADER]: '1' },
    });
    expect((await journal(session))[0].scenario).toBe('default');
  });
});
