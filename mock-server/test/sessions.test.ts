/** Session isolation: 50 sessions in parallel with different scenarios each see only their own world. */
import { ALL_ENDPOINTS, type AnyEndpoint, AUTH_RULES } from '@wonder/contracts';
import { MOCK_ADMIN_HEADER } from '@wonder/contracts/admin/client';
import { PERSONAS } from '@wonder/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScenarioEngine } from '../src/overrides/engine';
import { SCENARIOS } from '../src/scenarios/catalogue';
import { SessionStore } from '../src/world/session';
import { adminLogin, headersFor, injectFor, rsaEncryptLikeApp, testApp } from './support/app';
import { genericRequest } from './support/requests';

/** What the admin client sends on a call that changes state (a body-less one would be refused without it). */
const ADMIN = { [MOCK_ADMIN_HEADER]: '1' };

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app.close());

const ep = (id: string) => ALL_ENDPOINTS.find((e) => e.id === id) as AnyEndpoint;
const authed = ALL_ENDPOINTS.find(
  (e) => e.host === 'app' && e.headers.some((h) => AUTH_RULES.includes(h)),
) as AnyEndpoint;
const statusLookup = ep('app.getAuthTokenExt');
const pwd = ep('member.pwdLogin');
const personas = PERSONAS as Record<string, { phone: string; password: string; studentStatus: string }>;

const MIX = [
  { scenario: 'default', persona: 'official', authStatus: 200, loginCode: 0 },
  { scenario: 'trial-y', persona: 'trial-y', authStatus: 200, loginCode: 0 },
  { scenario: 'trial-n', persona: 'trial-n', authStatus: 200, loginCode: 0 },
  { scenario: 'token-expired-1000010', persona: 'official', authStatus: 401, loginCode: 0 },
  { scenario: 'token-expired-1000014', persona: 'official', authStatus: 401, loginCode: 0 },
  { scenario: 'token-expired-10000004', persona: 'official', authStatus: 401, loginCode: 0 },
  { scenario: 'wrong-password', persona: 'official', authStatus: 200, loginCode: 100002 },
] as const;

describe('50 sessions in parallel', () => {
  it('each sees only its own answers and journal', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const mix = MIX[i % MIX.length] as (typeof MIX)[number];
        const session = `iso-${i}`;
        const put = await app.inject({
          method: 'PUT',
          url: `/__mock/sessions/${session}/scenarios`,
          payload: { scenarios: [mix.scenario] },
        });
        expect(put.statusCode).toBe(200);
        const login = await adminLogin(app, session);
        expect(login.persona).toBe(mix.persona);
        const status = genericRequest(statusLookup, login);
        const statusRes = await app.inject(
          injectFor(statusLookup, session, { ...status, query: { ...status.query, marker: String(i) } }),
        );
        const authRes = await app.inject(injectFor(authed, session, genericRequest(authed, login)));
        const p = personas[mix.persona] as { phone: string; password: string; studentStatus: string };
        const loginRes = await app.inject(
          injectFor(pwd, session, {
            headers: headersFor(pwd),
            body: {
              ...(genericRequest(pwd, login).body as object),
              phoneCipher: rsaEncryptLikeApp(p.phone),
              passwordCipher: rsaEncryptLikeApp(p.password),
              areaCode: '86',
              cipherVersion: 'v1',
            },
          }),
        );
        const journal = (
          await app.inject({ method: 'GET', url: `/__mock/sessions/${session}/journal` })
        ).json();
        return { i, mix, statusRes, authRes, loginRes, journal, persona: p };
      }),
    );
    for (const { i, mix, statusRes, authRes, loginRes, journal, persona } of results) {
      expect(statusRes.json().data.studentStatus, `session ${i}`).toBe(persona.studentStatus);
      expect(authRes.statusCode, `session ${i}`).toBe(mix.authStatus);
      expect(loginRes.json().code, `session ${i}`).toBe(mix.loginCode);
      const entries = journal.entries as { path: string; endpoint: string; scenario: string }[];
      expect(entries.map((e) => e.endpoint)).toEqual([pwd.id, authed.id, statusLookup.id]);
      const markers = entries.map((e) => /marker=(\d+)/.exec(e.path)?.[1]).filter(Boolean);
      expect(markers).toEqual([String(i)]);
    }
    // Nothing leaked into the shared default session.
    const def = (await app.inject({ method: 'GET', url: '/__mock/sessions/default/journal' })).json();
    expect(def.entries).toEqual([]);
  });
});

describe('session resolution', () => {
  it('takes the id from x-mock-session, else the mock-session cookie, else default', async () => {
    const e = ep('app.getCountryMobilePrefixs');
    await app.inject({
      method: 'GET',
      url: `/${e.host}${e.path}`,
      headers: { cookie: 'a=1; mock-session=from-cookie' },
    });
    await app.inject({
      method: 'GET',
      url: `/${e.host}${e.path}`,
      headers: { cookie: 'mock-session=from-cookie', 'x-mock-session': 'from-header' },
    });
    await app.inject({ method: 'GET', url: `/${e.host}${e.path}` });
    const size = async (id: string) =>
      (await app.inject({ method: 'GET', url: `/__mock/sessions/${id}/journal` })).json().entries.length;
    expect(await size('from-cookie')).toBe(1);
    expect(await size('from-header')).toBe(1);
    expect(await size('default')).toBe(1);
  });

  it('the select endpoint sets the cookie the app then sends', async () => {
    const r = await app.inject({ method: 'POST', url: '/__mock/sessions/qa-anna/select', headers: ADMIN });
    expect(r.headers['set-cookie']).toMatch(/^mock-session=qa-anna; Max-Age=\d+; Path=\/; SameSite=Lax/);
  });

  it('keeps at most hostCap sessions host traffic made (LRU), never dropping default', () => {
    const store = new SessionStore({ engine: new ScenarioEngine(SCENARIOS), cap: 5, hostCap: 4 });
    for (let i = 0; i < 20; i++) store.get(`s${i}`);
    store.get('s16'); // touch: now most recent
    store.get('s20');
    expect(store.size).toBe(5);
    expect(store.peek('default')).toBeDefined();
    expect(store.peek('s16')).toBeDefined();
    expect(store.peek('s15')).toBeUndefined();
  });

  it('reset brings back the initial scenarios, an empty journal and a fresh world', async () => {
    const session = 'iso-reset';
    await app.inject({
      method: 'PUT',
      url: `/__mock/sessions/${session}/scenarios`,
      payload: { scenarios: ['trial-y'] },
    });
    const login = await adminLogin(app, session);
    await app.inject(injectFor(authed, session, genericRequest(authed, login)));
    const r = await app.inject({ method: 'POST', url: `/__mock/sessions/${session}/reset`, headers: ADMIN });
    expect(r.json()).toMatchObject({ scenarios: ['default'], journalSize: 0, tokens: 0 });
    const again = await app.inject(injectFor(authed, session, genericRequest(authed, login)));
    expect(again.statusCode).toBe(401);
  });
});
