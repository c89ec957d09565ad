/**
 * Sessions QA made are never pushed out by traffic they did not make (issue 31, item 3): a stray client sending
 * fresh `x-mock-session` ids fills only the small LRU of sessions like its own, and with `--admin-token` it
 * cannot make sessions at all.
 */
import { ALL_ENDPOINTS, type AnyEndpoint, endpoints } from '@wonder/contracts';
import { MOCK_ADMIN_HEADER } from '@wonder/contracts/admin/client';
import { PERSONAS } from '@wonder/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CAPS } from '../src/caps';
import { ScenarioEngine } from '../src/overrides/engine';
import { SCENARIOS } from '../src/scenarios/catalogue';
import { SessionStore } from '../src/world/session';
import { adminLogin, headersFor, injectFor, rsaEncryptLikeApp, testApp } from './support/app';
import { genericRequest } from './support/requests';

const ep = (id: string) => ALL_ENDPOINTS.find((e) => e.id === id) as AnyEndpoint;
const pwd = ep('member.pwdLogin');
const prefixes = ep('app.getCountryMobilePrefixs');
const profile = endpoints.session.getPersonInfo;
const official = (PERSONAS as Record<string, { phone: string; password: string }>).official as {
  phone: string;
  password: string;
};
const STRAY = 1300;
const NO_LOGIN = { session: 'qa-app', persona: 'official', token: '', userId: '', time: 0, expiresAt: 0 };

async function strayTraffic(app: FastifyInstance, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 100) {
    const batch = Array.from({ length: Math.min(100, count - i) }, (_, k) =>
      app.inject({
        method: 'GET',
        url: `/${prefixes.host}${prefixes.path}`,
        headers: { 'x-mock-session': `stray-${i + k}` },
      }),
    );
    statuses.push(...(await Promise.all(batch)).map((r) => r.statusCode));
  }
  return statuses;
}

describe('stray host traffic and QA sessions', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());

  it(`${STRAY} fresh ids leave a session logged in through the app and one QA set up untouched`, async () => {
    // Logged in through the app: host traffic made the session, its login makes it QA's.
    const login = await app.inject(
      injectFor(pwd, 'qa-app', {
        headers: headersFor(pwd),
        body: {
          ...(genericRequest(pwd, NO_LOGIN).body as object),
          phoneCipher: rsaEncryptLikeApp(official.phone),
          passwordCipher: rsaEncryptLikeApp(official.password),
          areaCode: '86',
          cipherVersion: 'v1',
        },
      }),
    );
    const token = login.json().data.token as string;
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    // Set up through the admin API: scenarios and a login.
    await app.inject({
      method: 'PUT',
      url: '/__mock/sessions/qa-admin/scenarios',
      payload: { scenarios: ['trial-y'] },
    });
    const adminToken = await adminLogin(app, 'qa-admin');

    const statuses = await strayTraffic(app, STRAY);
    expect(statuses.every((s) => s === 200)).toBe(true);

    const list = (await app.inject({ method: 'GET', url: '/__mock/sessions' })).json() as {
      sessions: { id: string; tokens: number; scenarios: string[] }[];
    };
    const byId = new Map(list.sessions.map((s) => [s.id, s]));
    expect(byId.get('qa-app')).toMatchObject({ tokens: 1 });
    expect(byId.get('qa-admin')).toMatchObject({ tokens: 1, scenarios: ['trial-y'] });
    // The stray sessions pushed out only each other: the newest hostSessions of them are left.
    const strays = list.sessions.filter((s) => s.id.startsWith('stray-'));
    expect(strays).toHaveLength(SESSION_CAPS.hostSessions);
    expect(byId.has(`stray-${STRAY - 1}`)).toBe(true);
    expect(byId.has('stray-0')).toBe(false);
    // Both logins still answer.
    for (const [session, t] of [
      ['qa-app', token],
      ['qa-admin', adminToken.token],
    ] as const) {
      const parts = genericRequest(profile as AnyEndpoint, { ...adminToken, token: t, session });
      const r = await app.inject(injectFor(profile as AnyEndpoint, session, parts));
      expect(r.statusCode, session).toBe(200);
    }
  });
});

describe('the session store', () => {
  const engine = new ScenarioEngine(SCENARIOS);

  it('past its cap drops a session host traffic logged in before one the admin API made', () => {
    const store = new SessionStore({ engine, cap: 4, hostCap: 2 });
    store.get('qa-1', 'admin');
    store.get('qa-2', 'admin');
    for (const id of ['app-1', 'app-2', 'app-3']) {
      const s = store.get(id);
      s.world.issueToken({ userId: 'u', phone: 'p', persona: {} as never, registered: false }, 0);
      store.settle(s);
    }
    // default + qa-1 + qa-2 + the newest host login; app-1 and app-2 went, qa-1 (least recently used) stayed.
    expect(store.list().map((s) => s.id)).toEqual(['default', 'qa-1', 'qa-2', 'app-3']);
    for (const id of ['qa-3', 'qa-4']) store.get(id, 'admin');
    // Only QA's sessions left: then the least recently used of them.
    expect(store.list().map((s) => s.id)).toEqual(['default', 'qa-2', 'qa-3', 'qa-4']);
    expect(store.peek('qa-1')).toBeUndefined();
  });

  it('a session host traffic made joins the kept ones when it gets scenarios, faults or a moved clock', () => {
    const store = new SessionStore({ engine, cap: 10, hostCap: 1 });
    const moved = store.get('moved');
    moved.clock.advance(1000);
    store.settle(moved);
    const faulty = store.get('faulty');
    faulty.setAdHocFaults([{ all: true, fault: 'reset' }]);
    store.settle(faulty);
    const switched = store.get('switched');
    switched.setScenarios(['trial-y']);
    store.settle(switched);
    store.get('plain-1');
    store.get('plain-2');
    expect(store.list().map((s) => s.id)).toEqual(['default', 'moved', 'faulty', 'switched', 'plain-2']);
  });
});

describe('with --admin-token', () => {
  let app: FastifyInstance;
  const TOKEN = 'eviction-test-token';
  const auth = { authorization: `Bearer ${TOKEN}`, [MOCK_ADMIN_HEADER]: '1' };
  beforeAll(async () => {
    app = await testApp({ adminToken: TOKEN });
  });
  afterAll(async () => app.close());

  it('a host call naming an unknown session is a 400 in its envelope; one QA made answers', async () => {
    const url = `/${prefixes.host}${prefixes.path}`;
    const refused = await app.inject({ method: 'GET', url, headers: { 'x-mock-session': 'nobody' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: '400',
      message: expect.stringMatching(/^x-mock-session: unknown session 'nobody'/),
    });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200); // default always exists
    const made = await app.inject({ method: 'POST', url: '/__mock/sessions/qa-known/reset', headers: auth });
    expect(made.statusCode).toBe(200);
    const known = await app.inject({ method: 'GET', url, headers: { 'x-mock-session': 'qa-known' } });
    expect(known.statusCode).toBe(200);
    const list = (await app.inject({ method: 'GET', url: '/__mock/sessions', headers: auth })).json() as {
      sessions: { id: string }[];
    };
    expect(list.sessions.map((s) => s.id)).toEqual(['default', 'qa-known']);
    const page = await app.inject({ method: 'GET', url: '/__mock/sessions?offset=1&limit=1', headers: auth });
    expect(page.json()).toMatchObject({ total: 2, sessions: [{ id: 'qa-known' }] });
  });
});
