/**
 * Sessions made only by those entitled to make them (issue 39 item 4), each case built from the issue's
 * reproducer:
 *  - 1,001 admin GETs of `/__mock/sessions/<new>/journal` (image tags on any page a QA visits) made 1,001 sessions
 *    and pushed out every QA session: now a GET makes none, and one from another site is refused;
 *  - after 10 wrong tokens the right one was refused for 10 minutes (anyone could lock the owner out), while 60
 *    addresses guessed 600 times unthrottled: now the right token always gets in, held guesses wait their turn
 *    per address and, past the total's limit, all together, and too many waiting are 429;
 *  - a revoked admin cookie worked again after 1,001 other logouts: now it stays revoked;
 *  - Pact's state URL answered 500 for an unknown session with --admin-token: now a 400 naming it.
 */
import { MOCK_ADMIN_HEADER } from '@wonder/contracts/admin/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_COOKIE_REVOKED_CAP, AdminCookies } from '../src/admin/admin-cookie';
import {
  ADMIN_LOGIN_GLOBAL_FAILURES,
  ADMIN_LOGIN_GLOBAL_SLOT_MS,
  ADMIN_LOGIN_MAX_FAILURES,
  ADMIN_LOGIN_MAX_WAIT_MS,
  ADMIN_LOGIN_SLOT_MS,
  addressKey,
  LoginThrottle,
} from '../src/admin/login-throttle';
import { testApp } from './support/app';

const TOKEN = 'qa-team-secret-39';
const ADMIN = { [MOCK_ADMIN_HEADER]: '1', 'content-type': 'application/json' };

describe('admin reads make no session', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ corsOrigins: ['https://h5.wonder.example'] });
  });
  afterAll(async () => app.close());

  it('1,001 GETs of fresh sessions’ journals leave the QA sessions and the store as they were', async () => {
    for (const id of ['qa-1', 'qa-2'])
      await app.inject({
        method: 'PUT',
        url: `/__mock/sessions/${id}/scenarios`,
        headers: ADMIN,
        payload: { scenarios: ['trial-y'] },
      });
    const before = (await app.inject({ url: '/__mock/sessions' })).json().total as number;
    for (let i = 0; i < 1001; i += 143) {
      const batch = Array.from({ length: Math.min(143, 1001 - i) }, (_, k) => {
        const id = `fresh-${i + k}`;
        const path = ['journal', 'scenarios', 'clock', 'faults', 'journal.har', ''][(i + k) % 6];
        return app.inject({ url: `/__mock/sessions/${id}${path ? `/${path}` : ''}` });
      });
      for (const r of await Promise.all(batch)) expect(r.statusCode).toBe(200);
    }
    const after = (await app.inject({ url: '/__mock/sessions' })).json();
    expect(after.total).toBe(before);
    expect(after.sessions.map((s: { id: string }) => s.id)).toEqual(expect.arrayContaining(['qa-1', 'qa-2']));
    // A read of a session that does not exist shows a blank one.
    expect((await app.inject({ url: '/__mock/sessions/fresh-7/journal' })).json()).toMatchObject({
      session: 'fresh-7',
      entries: [],
    });
    const count = await app.inject({
      method: 'POST',
      url: '/__mock/sessions/fresh-count/journal/count',
      headers: ADMIN,
      payload: {},
    });
    expect(count.json()).toMatchObject({ count: 0 });
    expect((await app.inject({ url: '/__mock/sessions' })).json().total).toBe(before);
  });

  it('a write still makes its session (the control page, the typed client)', async () => {
    await app.inject({ method: 'POST', url: '/__mock/sessions/made/reset', headers: ADMIN, payload: {} });
    const ids = (await app.inject({ url: '/__mock/sessions' }))
      .json()
      .sessions.map((s: { id: string }) => s.id);
    expect(ids).toContain('made');
  });
});

describe('admin calls from another site', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ corsOrigins: ['https://h5.wonder.example'] });
  });
  afterAll(async () => app.close());
  const get = (url: string, headers: Record<string, string>) =>
    app.inject({ url, headers: { host: '127.0.0.1:4010', ...headers } });

  it('refuses reads from another site: an image tag, a fetch, a Referer', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors', referer: 'http://localhost:3000/x' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
      { origin: 'http://192.168.1.20:8080' },
      // A navigation to anything but a page (the journal's JSON) from elsewhere.
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
    ]) {
      const r = await get('/__mock/sessions/victim/journal', headers);
      expect(r.statusCode, JSON.stringify(headers)).toBe(403);
      expect(r.json().error).toMatch(/^origin: a call from another site .* may not use the admin API/);
    }
  });

  it('lets in its own pages, --cors-origin origins, typed URLs, links to its pages and programs', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
      { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', origin: 'https://h5.wonder.example' },
      { origin: 'http://127.0.0.1:4010' },
      { referer: 'http://127.0.0.1:4010/__mock/' },
      {},
      { 'sec-fetch-mode': 'cors', 'user-agent': 'node' },
    ])
      expect(
        (await get('/__mock/sessions/victim/journal', headers)).statusCode,
        JSON.stringify(headers),
      ).toBe(200);
    // A person following a link from a wiki to the control page or the docs.
    const link = {
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
    };
    expect((await get('/__mock/', link)).statusCode).toBe(200);
    expect((await get('/__mock/docs/', link)).statusCode).toBe(200);
  });
});

describe('admin token guesses', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ adminToken: TOKEN });
  });
  afterAll(async () => app.close());
  afterEach(() => vi.useRealTimers());
  const login = (token: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/__mock/login', payload: { token }, remoteAddress });

  it(`after ${ADMIN_LOGIN_MAX_FAILURES} wrong tokens from one address the right one still gets in`, async () => {
    for (let i = 0; i < ADMIN_LOGIN_MAX_FAILURES; i++)
      expect((await login(`guess-${i}`, '10.9.8.1')).statusCode).toBe(401);
    expect((await login(TOKEN, '10.9.8.1')).statusCode).toBe(200);
    // And after wrong Bearer headers (guesses too): the right Bearer opens the API.
    for (let i = 0; i < ADMIN_LOGIN_MAX_FAILURES; i++) {
      const r = await app.inject({
        url: '/__mock/sessions',
        headers: { authorization: `Bearer g${i}` },
        remoteAddress: '10.9.8.2',
      });
      expect(r.statusCode).toBe(401);
    }
    const right = await app.inject({
      url: '/__mock/sessions',
      headers: { authorization: `Bearer ${TOKEN}` },
      remoteAddress: '10.9.8.2',
    });
    expect(right.statusCode).toBe(200);
  });

  it('a held address’s guesses wait their turn; past the longest wait they are 429 unchecked', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    for (let i = 0; i < ADMIN_LOGIN_MAX_FAILURES; i++) await login(`guess-${i}`, '10.9.8.3');
    const parallel = Array.from({ length: 12 }, (_, i) => login(`more-${i}`, '10.9.8.3'));
    // The requests reach their waits over several turns of the event loop (setImmediate is not faked).
    for (let t = 0; t < ADMIN_LOGIN_MAX_WAIT_MS + ADMIN_LOGIN_SLOT_MS; t += 500) {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(500);
    }
    const statuses = (await Promise.all(parallel)).map((r) => r.statusCode);
    const checked = Math.floor(ADMIN_LOGIN_MAX_WAIT_MS / ADMIN_LOGIN_SLOT_MS) + 1;
    expect(statuses.filter((s) => s === 401)).toHaveLength(checked);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - checked);
    const refused = await login('late', '10.9.8.3');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('60 addresses guessing 10 times each: past the total’s limit every guessing address waits', () => {
    const t = new LoginThrottle();
    const now = 1_000_000;
    let held = 0;
    let refused = 0;
    let checkedAt = now;
    for (let round = 0; round < 10; round++)
      for (let a = 0; a < 60; a++) {
        const address = `10.1.${a}.1`;
        const admission = t.admit(address, now);
        if (!admission.ok) {
          refused++;
          continue;
        }
        if (admission.waitMs > 0) held++;
        checkedAt = Math.max(checkedAt, now + admission.waitMs);
        t.failed(address, now);
      }
    // The first ADMIN_LOGIN_GLOBAL_FAILURES are checked at once; then one a global slot apart, up to the wait.
    const checkedLater = Math.floor(ADMIN_LOGIN_MAX_WAIT_MS / ADMIN_LOGIN_GLOBAL_SLOT_MS) + 1;
    expect(held).toBe(checkedLater - 1);
    expect(refused).toBe(600 - ADMIN_LOGIN_GLOBAL_FAILURES - checkedLater);
    expect(checkedAt - now).toBeLessThanOrEqual(ADMIN_LOGIN_MAX_WAIT_MS);
    // An address that never guessed wrong is never held: the owner logs in at once.
    expect(t.admit('10.2.0.1', now)).toEqual({ ok: true, waitMs: 0 });
  });

  it('counts an IPv6 machine by its /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb::2'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
  });
});

describe('revoked admin cookies', () => {
  it(`stay revoked after ${ADMIN_COOKIE_REVOKED_CAP + 1} other logouts`, () => {
    const cookies = new AdminCookies(TOKEN);
    const t0 = Date.now();
    const first = cookies.issue(t0);
    cookies.revoke(first, t0);
    expect(cookies.valid(first, t0)).toBe(false);
    for (let i = 1; i <= ADMIN_COOKIE_REVOKED_CAP + 1; i++) cookies.revoke(cookies.issue(t0 + i), t0 + i);
    const now = t0 + ADMIN_COOKIE_REVOKED_CAP + 2;
    expect(cookies.valid(first, now)).toBe(false);
    // A cookie of a later login than any revoked one is unaffected.
    const fresh = cookies.issue(now + 1);
    expect(cookies.valid(fresh, now + 1)).toBe(true);
  });

  it('through the routes: logged out, the cookie stays refused', async () => {
    const app = await testApp({ adminToken: TOKEN });
    try {
      const cookieOf = async () =>
        String(
          (await app.inject({ method: 'POST', url: '/__mock/login', payload: { token: TOKEN } })).headers[
            'set-cookie'
          ],
        ).split(';')[0] as string;
      const first = await cookieOf();
      await app.inject({
        method: 'POST',
        url: '/__mock/logout',
        headers: { cookie: first, ...ADMIN },
        payload: {},
      });
      for (let i = 0; i < 30; i++) {
        const other = await cookieOf();
        await app.inject({
          method: 'POST',
          url: '/__mock/logout',
          headers: { cookie: other, ...ADMIN },
          payload: {},
        });
      }
      expect((await app.inject({ url: '/__mock/sessions', headers: { cookie: first } })).statusCode).toBe(
        401,
      );
    } finally {
      await app.close();
    }
  });
});

describe("Pact's state URL with --admin-token", () => {
  it('answers a 400 naming an unknown session, not a 500', async () => {
    const app = await testApp({ adminToken: TOKEN });
    try {
      const r = await app.inject({
        method: 'POST',
        url: '/__mock/pact/provider-states',
        headers: { authorization: `Bearer ${TOKEN}`, 'x-mock-session': 'never-made', ...ADMIN },
        payload: { state: 'trial-y' },
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toMatch(/^x-mock-session: unknown session 'never-made'/);
    } finally {
      await app.close();
    }
  });
});
