/**
 * The guarded admin API: the Host header (DNS rebinding), the admin token (Bearer or the control page's
 * cookie) with the hosts left open, state-changing calls refused as cross-site form posts, CORS preflights
 * for the admin API's methods, and journals that do not keep credentials.
 */
import { endpoints } from '@wonder/contracts';
import { MOCK_ADMIN_COOKIE, MOCK_ADMIN_HEADER } from '@wonder/contracts/admin/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_COOKIE_LIFETIME_MS } from '../src/admin/admin-cookie';
import { adminLogin, headersFor, injectFor, testApp } from './support/app';

const TOKEN = 'qa-team-secret-1';
let open: FastifyInstance;
let guarded: FastifyInstance;
beforeAll(async () => {
  open = await testApp({ corsOrigins: ['https://h5.wonder.example', 'http://127.0.0.1:5173'] });
  guarded = await testApp({ adminToken: TOKEN, hostNames: ['sim.qa.internal'] });
});
afterAll(async () => {
  await open.close();
  await guarded.close();
});

const ADMIN = { [MOCK_ADMIN_HEADER]: '1' };

describe('Host header (DNS rebinding)', () => {
  it('answers admin calls under IP addresses, localhost and the names it was given, refuses others', async () => {
    const status = async (app: FastifyInstance, host: string) =>
      (
        await app.inject({
          method: 'GET',
          url: '/__mock/scenarios',
          headers: { host, authorization: `Bearer ${TOKEN}` },
        })
      ).statusCode;
    for (const host of [
      '127.0.0.1:4010',
      'localhost:4010',
      '[::1]:4010',
      '192.168.1.20',
      'app.localhost:5173',
    ])
      expect(await status(open, host), host).toBe(200);
    expect(await status(open, 'h5.wonder.example')).toBe(200); // an allowed origin's host
    expect(await status(guarded, 'sim.qa.internal:4010')).toBe(200); // the bound host name
    const rebound = await open.inject({
      method: 'GET',
      url: '/__mock/sessions',
      headers: { host: 'attacker.example:4010' },
    });
    expect(rebound.statusCode).toBe(403);
    expect(rebound.json().error).toMatch(/^host: 'attacker\.example' is not a name/);
  });

  it('leaves the simulated hosts open under any name (they are what the app calls)', async () => {
    const e = endpoints.login.getCountryMobilePrefixs;
    const r = await open.inject({
      method: 'GET',
      url: `/${e.host}${e.path}`,
      headers: { host: 'attacker.example' },
    });
    expect(r.statusCode).toBe(200);
  });
});

describe('admin token', () => {
  it('refuses admin calls without it, and takes it as a Bearer header', async () => {
    const without = await guarded.inject({ method: 'GET', url: '/__mock/sessions' });
    expect(without.statusCode).toBe(401);
    expect(without.json().error).toMatch(/^authorization: the admin API needs the admin token/);
    const wrong = await guarded.inject({
      method: 'GET',
      url: '/__mock/sessions',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await guarded.inject({
      method: 'GET',
      url: '/__mock/sessions',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    const reset = await guarded.inject({ method: 'POST', url: '/__mock/sessions/g1/reset', headers: ADMIN });
    expect(reset.statusCode).toBe(401);
  });

  it('serves the control page, whose login sets a cookie that opens the admin API', async () => {
    expect((await guarded.inject({ method: 'GET', url: '/__mock/' })).statusCode).toBe(200);
    const refused = await guarded.inject({
      method: 'POST',
      url: '/__mock/login',
      payload: { token: 'nope' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('body.token: not the admin token');
    const login = await guarded.inject({ method: 'POST', url: '/__mock/login', payload: { token: TOKEN } });
    expect(login.json()).toEqual({ required: true, authenticated: true });
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(
      new RegExp(
        `^${MOCK_ADMIN_COOKIE}=\\d+\\.[\\w-]+\\.[\\w-]{43}; Max-Age=${ADMIN_COOKIE_LIFETIME_MS / 1000}; Path=/__mock; HttpOnly; SameSite=Strict`,
      ),
    );
    expect(setCookie).not.toContain(TOKEN);
    const cookie = setCookie.split(';')[0] as string;
    const withCookie = await guarded.inject({ method: 'GET', url: '/__mock/sessions', headers: { cookie } });
    expect(withCookie.statusCode).toBe(200);
    const logout = await guarded.inject({
      method: 'POST',
      url: '/__mock/logout',
      headers: { cookie, ...ADMIN },
    });
    expect(logout.json()).toEqual({ required: true, authenticated: false });
    // A copy of the cookie kept after logout no longer opens anything.
    const after = await guarded.inject({ method: 'GET', url: '/__mock/sessions', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it(`the cookie expires ${ADMIN_COOKIE_LIFETIME_MS / 3600_000} h after the login`, async () => {
    const login = await guarded.inject({ method: 'POST', url: '/__mock/login', payload: { token: TOKEN } });
    const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
    const sessions = () => guarded.inject({ method: 'GET', url: '/__mock/sessions', headers: { cookie } });
    expect((await sessions()).statusCode).toBe(200);
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + ADMIN_COOKIE_LIFETIME_MS + 1);
    try {
      expect((await sessions()).statusCode).toBe(401);
    } finally {
      later.mockRestore();
    }
    // A forged cookie (another signature) never worked.
    const forged = cookie.replace(/\.[\w-]+$/, `.${'A'.repeat(43)}`);
    expect(
      (await guarded.inject({ method: 'GET', url: '/__mock/sessions', headers: { cookie: forged } }))
        .statusCode,
    ).toBe(401);
  });

  it('leaves the simulated hosts open', async () => {
    const e = endpoints.login.getCountryMobilePrefixs;
    expect((await guarded.inject({ method: 'GET', url: `/${e.host}${e.path}` })).statusCode).toBe(200);
  });
});

describe('state-changing calls from other sites', () => {
  it("refuses a page's form post (no JSON, no x-mock-admin), and takes JSON or the header", async () => {
    // A page's marks without an Origin (an unlisted Origin is refused before this: "CORS"): only the missing
    // header tells the form from the control page.
    for (const page of [
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' },
      { referer: 'http://localhost:3000/form.html' },
    ]) {
      const form = await open.inject({
        method: 'POST',
        url: '/__mock/sessions/csrf-1/reset',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...page },
        payload: 'a=1',
      });
      expect(form.statusCode, JSON.stringify(page)).toBe(403);
      expect(form.json().error).toMatch(
        /^headers: a call that changes state needs content-type: application\/json/,
      );
    }
    expect(
      (await open.inject({ method: 'POST', url: '/__mock/sessions/csrf-1/reset', headers: ADMIN }))
        .statusCode,
    ).toBe(200);
    const json = await open.inject({
      method: 'POST',
      url: '/__mock/sessions/csrf-1/clock',
      payload: { advanceMs: 1 },
    });
    expect(json.statusCode).toBe(200);
  });

  it('lets a program through as it is (no Origin, Sec-Fetch-* or Referer: curl -X DELETE)', async () => {
    const curl = await open.inject({
      method: 'DELETE',
      url: '/__mock/sessions/csrf-1/faults',
      headers: { 'user-agent': 'curl/8.5.0', accept: '*/*' },
    });
    expect(curl.statusCode).toBe(200);
    expect(curl.json()).toMatchObject({ session: 'csrf-1', faults: [] });
    // Node's fetch sends Sec-Fetch-Mode (not Site): a script, let through too.
    const script = await open.inject({
      method: 'DELETE',
      url: '/__mock/sessions/csrf-1/faults',
      headers: { 'sec-fetch-mode': 'cors', 'user-agent': 'node' },
    });
    expect(script.statusCode).toBe(200);
    // The token still holds for programs.
    const noToken = await guarded.inject({ method: 'DELETE', url: '/__mock/sessions/csrf-1/faults' });
    expect(noToken.statusCode).toBe(401);
  });

  it('refuses a foreign Origin even with the header; reads stay simple requests', async () => {
    const foreign = await open.inject({
      method: 'PUT',
      url: '/__mock/sessions/csrf-2/scenarios',
      headers: { origin: 'https://evil.example', ...ADMIN },
      payload: { scenarios: ['tourist'] },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe("origin: 'https://evil.example' may not change the simulator's state");
    const allowed = await open.inject({
      method: 'PUT',
      url: '/__mock/sessions/csrf-2/scenarios',
      headers: { origin: 'https://h5.wonder.example', ...ADMIN },
      payload: { scenarios: ['tourist'] },
    });
    expect(allowed.statusCode).toBe(200);
    expect((await open.inject({ method: 'GET', url: '/__mock/sessions/csrf-2' })).statusCode).toBe(200);
  });
});

describe('CORS', () => {
  const preflight = (origin: string, method: string) =>
    open.inject({
      method: 'OPTIONS',
      url: '/__mock/sessions/x/scenarios',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type, x-mock-admin',
      },
    });

  it("allows the admin API's PUT and DELETE to allowed origins, and nothing to others", async () => {
    for (const method of ['PUT', 'DELETE']) {
      const r = await preflight('http://127.0.0.1:5173', method);
      expect(r.statusCode).toBe(204);
      expect(r.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
      expect(String(r.headers['access-control-allow-methods'])).toContain(method);
      expect(r.headers['access-control-allow-headers']).toBe('content-type, x-mock-admin');
      expect(r.headers['access-control-allow-credentials']).toBe('true');
      expect(r.headers['access-control-max-age']).toBe('600');
      // A cache keeps one preflight answer per Origin and asked-for headers (Fetch standard, CORS and caches).
      expect(String(r.headers.vary)).toMatch(/Origin.*Access-Control-Request-Headers/);
    }
    const other = await preflight('https://evil.example', 'PUT');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('refuses an OPTIONS without access-control-request-method: not a preflight (400, no method list)', async () => {
    const r = await open.inject({
      method: 'OPTIONS',
      url: '/__mock/sessions/x/scenarios',
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('adds no CORS headers to a request without an Origin, and says answers vary by Origin', async () => {
    const r = await open.inject({ method: 'GET', url: '/__mock/scenarios' });
    expect(Object.keys(r.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    expect(r.headers.vary).toBe('Origin');
    const withOrigin = await open.inject({
      method: 'GET',
      url: '/__mock/scenarios',
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(withOrigin.headers['access-control-expose-headers']).toBe('x-mock-session');
  });

  it('answers the admin API to the listed origins only — no other localhost port, no LAN address', async () => {
    const read = (origin: string) =>
      open.inject({ method: 'GET', url: '/__mock/sessions', headers: { origin } });
    const write = (origin: string) =>
      open.inject({
        method: 'POST',
        url: '/__mock/sessions/cors-victim/reset',
        headers: { origin, ...ADMIN },
        payload: {},
      });
    for (const listed of ['http://127.0.0.1:5173', 'https://h5.wonder.example']) {
      const r = await read(listed);
      expect(r.headers['access-control-allow-origin'], listed).toBe(listed);
      expect(r.headers['access-control-allow-credentials'], listed).toBe('true');
      expect((await write(listed)).statusCode, listed).toBe(200);
    }
    for (const stray of [
      'http://localhost:3000',
      'http://127.0.0.1:8081',
      'http://192.168.1.20:8080',
      'http://10.0.0.7',
    ]) {
      const r = await read(stray);
      expect(r.headers['access-control-allow-origin'], stray).toBeUndefined();
      expect(r.headers['access-control-allow-credentials'], stray).toBeUndefined();
      expect((await preflight(stray, 'PUT')).headers['access-control-allow-origin'], stray).toBeUndefined();
      const w = await write(stray);
      expect(w.statusCode, stray).toBe(403);
      expect(w.json().error, stray).toBe(`origin: '${stray}' may not change the simulator's state`);
    }
    // Its own origin needs no listing: the control page, or the app behind Vite's proxy (Host is the page's).
    const own = await open.inject({
      method: 'POST',
      url: '/__mock/sessions/cors-victim/reset',
      headers: { origin: 'http://192.168.1.20:4010', host: '192.168.1.20:4010', ...ADMIN },
      payload: {},
    });
    expect(own.statusCode).toBe(200);
  });

  it('still answers the simulated hosts to localhost and private-network origins (the app on another port)', async () => {
    const e = endpoints.session.getPersonInfo;
    for (const origin of ['http://localhost:3000', 'http://192.168.1.20:8080']) {
      const r = await open.inject(injectFor(e, 'cors-app', { headers: { ...headersFor(e), origin } }));
      expect(r.headers['access-control-allow-origin'], origin).toBe(origin);
    }
  });
});

describe('journal', () => {
  it('keeps no token or password of a URL', async () => {
    const session = 'redact-1';
    const login = await adminLogin(open, session, 'official');
    const e = endpoints.session.getPersonInfo;
    const r = await open.inject(
      injectFor(e, session, {
        query: { token: login.token, password: 'p4ss', page: '1' },
        headers: headersFor(e, login),
      }),
    );
    expect(r.statusCode).toBe(200);
    const entries = (await open.inject({ method: 'GET', url: `/__mock/sessions/${session}/journal` })).json()
      .entries;
    const path = entries.find((x: { endpoint: string }) => x.endpoint === e.id).path as string;
    expect(path).toBe(`/${e.host}${e.path}?token=***&password=***&page=1`);
    expect(JSON.stringify(entries)).not.toContain(login.token);
  });
});
