/** The token check: missing → 1000010, unknown → 1000014, expired (session clock past 7 days) → 10000004. */
import { ALL_ENDPOINTS, type AnyEndpoint, AUTH_RULES } from '@wonder/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_TTL_MS } from '../src/world/world';
import { adminLogin, headersFor, injectFor, testApp } from './support/app';
import { genericRequest } from './support/requests';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app.close());

const authed = (rule: string) =>
  ALL_ENDPOINTS.find((e) => e.headers.includes(rule as never) && e.method === 'GET') ??
  ALL_ENDPOINTS.find((e) => e.headers.includes(rule as never));

async function call(e: AnyEndpoint, session: string, headers: Record<string, string>) {
  const login = await adminLogin(app, `${session}-scratch`);
  const parts = genericRequest(e, login);
  return app.inject(injectFor(e, session, { ...parts, headers }));
}

describe('token check', () => {
  const rules = AUTH_RULES.filter((r) => authed(r));

  it.each(rules)('rule %s: missing token → 401 code 1000010 in the family type', async (rule) => {
    const e = authed(rule) as AnyEndpoint;
    const res = await call(
      e,
      'auth-missing',
      headersFor({ headers: e.headers.filter((h) => !AUTH_RULES.includes(h)) }),
    );
    expect(res.statusCode).toBe(401);
    const code = res.json().code;
    expect(String(code)).toBe('1000010');
    expect(typeof code).toBe(e.family === 'app' ? 'string' : 'number');
  });

  it.each(rules)(
    'rule %s: a valid token passes, a token of another session is unknown (1000014)',
    async (rule) => {
      const e = authed(rule) as AnyEndpoint;
      const mine = await adminLogin(app, 'auth-a');
      const ok = await app.inject(injectFor(e, 'auth-a', genericRequest(e, mine)));
      expect(ok.statusCode).toBe(200);
      const theirs = await adminLogin(app, 'auth-b');
      const res = await app.inject(injectFor(e, 'auth-a', genericRequest(e, theirs)));
      expect(res.statusCode).toBe(401);
      expect(String(res.json().code)).toBe('1000014');
    },
  );

  it('expires tokens after 7 days of session time (10000004), and not before', async () => {
    const e = authed('session') as AnyEndpoint;
    const login = await adminLogin(app, 'auth-expiry');
    const clock = (body: object) =>
      app.inject({ method: 'POST', url: '/__mock/sessions/auth-expiry/clock', payload: body });
    await clock({ advanceMs: TOKEN_TTL_MS - 60_000 });
    const before = await app.inject(injectFor(e, 'auth-expiry', genericRequest(e, login)));
    expect(before.statusCode).toBe(200);
    await clock({ advanceMs: 120_000 });
    const after = await app.inject(injectFor(e, 'auth-expiry', genericRequest(e, login)));
    expect(after.statusCode).toBe(401);
    expect(String(after.json().code)).toBe('10000004');
    // Moving the clock back revives it: expiry is purely a function of the session clock.
    await clock({ reset: true });
    const again = await app.inject(injectFor(e, 'auth-expiry', genericRequest(e, login)));
    expect(again.statusCode).toBe(200);
  });

  it('accepts "Authorization: Bearer <t>" only with the scheme on bearer endpoints', async () => {
    const e = authed('bearer');
    if (!e) return;
    const login = await adminLogin(app, 'auth-bearer');
    const parts = genericRequest(e, login);
    const raw = await app.inject(
      injectFor(e, 'auth-bearer', { ...parts, headers: { ...parts.headers, authorization: login.token } }),
    );
    expect(raw.statusCode).toBe(401);
    expect(String(raw.json().code)).toBe('1000010');
  });

  it('answers as the persona behind the token', async () => {
    const e = ALL_ENDPOINTS.find((x) => x.id === 'member.checkToken') ? authed('session') : undefined;
    if (!e) return;
    const trial = await adminLogin(app, 'auth-persona', 'trial-y');
    const official = await adminLogin(app, 'auth-persona', 'official');
    expect(trial.userId).not.toBe(official.userId);
    const journal = app.mock.sessions.get('auth-persona').world.tokens;
    expect(journal.get(trial.token)?.user.persona.id).toBe('trial-y');
  });

  it('refuses to log in a persona without an account', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/__mock/sessions/x/login',
      payload: { persona: 'tourist' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().error).toMatch(/cannot log in/);
  });
});
