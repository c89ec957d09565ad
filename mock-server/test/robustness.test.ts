/**
 * Robustness over every endpoint: malformed JSON, wrong types, missing fields, a 2 MB body (or a 2 MB
 * query string for GETs), a wrong content type, missing required headers, and missing or unknown tokens.
 * Each case must answer a 4xx in the host's own envelope; the test counts the cases and asserts zero 5xx.
 */
import { ALL_ENDPOINTS, type AnyEndpoint, AUTH_RULES, envelopeHead, FAMILIES } from '@wonder/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, headersFor, injectFor, type Login, type RequestParts, testApp } from './support/app';
import { genericRequest } from './support/requests';
import { fieldSchema, requiredKeys, wrongTypeFor } from './support/samples';

let app: FastifyInstance;
let login: Login;
const SESSION = 'robustness';

beforeAll(async () => {
  app = await testApp();
  login = await adminLogin(app, SESSION);
});
afterAll(async () => app.close());

interface Case {
  endpoint: AnyEndpoint;
  name: string;
  request: InjectOptions;
  /** Expected HTTP status (a 4xx). */
  status: number;
  /** Expected envelope code, when it is not the status itself. */
  code?: number;
}

const TWO_MB = 2 * 1024 * 1024;

function casesFor(e: AnyEndpoint): Case[] {
  const cases: Case[] = [];
  const valid = genericRequest(e, login);
  const add = (
    name: string,
    parts: RequestParts,
    status: number,
    extra: Partial<InjectOptions> = {},
    code?: number,
  ) =>
    cases.push({ endpoint: e, name, status, code, request: { ...injectFor(e, SESSION, parts), ...extra } });
  const jsonHeaders = { ...valid.headers, 'content-type': 'application/json' };

  if (e.method === 'POST') {
    add('malformed JSON', { ...valid, headers: jsonHeaders }, 400, { payload: '{"phone": "1380' });
    add('2 MB body', { ...valid, headers: jsonHeaders }, 413, {
      payload: JSON.stringify({ filler: 'x'.repeat(TWO_MB) }),
    });
    add(
      'wrong content type',
      { ...valid, headers: { ...valid.headers, 'content-type': 'application/xml' } },
      415,
      {
        payload: '<login/>',
      },
    );
  } else {
    add(
      '2 MB query string',
      { ...valid, query: { ...(valid.query ?? {}), filler: 'x'.repeat(TWO_MB) } },
      414,
    );
  }

  if (e.body) {
    add('body of the wrong type (array)', { ...valid, body: [1, 2, 3] }, 400);
    add(
      'body as plain text',
      { ...valid, headers: { ...valid.headers, 'content-type': 'text/plain' } },
      400,
      {
        payload: 'hello',
      },
    );
    const keys = Object.keys((valid.body ?? {}) as object);
    const key = keys.find((k) => {
      const f = fieldSchema(e.body as never, k);
      return f !== undefined && wrongTypeFor(f) !== undefined;
    });
    if (key) {
      const wrong = wrongTypeFor(fieldSchema(e.body as never, key) as never);
      add(`wrong type for body.${key}`, { ...valid, body: { ...(valid.body as object), [key]: wrong } }, 400);
    }
    if (requiredKeys(e.body).length > 0) add('missing required body fields', { ...valid, body: {} }, 400);
  }
  if (e.query) {
    const required = requiredKeys(e.query);
    if (required.length > 0) add('missing required query fields', { ...valid, query: {} }, 400);
    const key = Object.keys(valid.query ?? {}).find((k) => {
      const f = fieldSchema(e.query as never, k);
      return f !== undefined && (!f.safeParse('not-a-number').success || !f.safeParse(['1', '2']).success);
    });
    if (key) {
      const f = fieldSchema(e.query as never, key) as never as {
        safeParse(v: unknown): { success: boolean };
      };
      const wrong = !f.safeParse('not-a-number').success ? 'not-a-number' : ['1', '2'];
      add(`wrong type for query.${key}`, { ...valid, query: { ...(valid.query ?? {}), [key]: wrong } }, 400);
    }
  }

  const authRules = e.headers.filter((h) => AUTH_RULES.includes(h));
  if (authRules.length > 0) {
    const noAuth = headersFor({ headers: e.headers.filter((h) => !AUTH_RULES.includes(h)) }, login);
    add('missing token', { ...valid, headers: noAuth }, 401, {}, 1000010);
    const unknown = headersFor(e, { ...login, token: 'not-a-token-of-this-session' });
    add('unknown token', { ...valid, headers: unknown }, 401, {}, 1000014);
  }
  const otherRules = e.headers.filter((h) => !AUTH_RULES.includes(h));
  if (otherRules.length > 0) {
    const partial = headersFor({ headers: e.headers.filter((h) => h !== otherRules[0]) }, login);
    add(`missing '${otherRules[0]}' headers`, { ...valid, headers: partial }, 400);
  }
  return cases;
}

// Hundreds of requests, some with 2 MB bodies: allow for a busy machine.
describe('robustness over every endpoint', { timeout: 300_000 }, () => {
  it('answers every bad request with a 4xx in the host envelope, never a 5xx', async () => {
    const cases = ALL_ENDPOINTS.flatMap(casesFor);
    const problems: string[] = [];
    let fiveHundreds = 0;
    const byName = new Map<string, number>();
    for (const c of cases) {
      const res = await app.inject(c.request);
      byName.set(c.name.replace(/\..*$/, ''), (byName.get(c.name.replace(/\..*$/, '')) ?? 0) + 1);
      if (res.statusCode >= 500) fiveHundreds++;
      const family = FAMILIES[c.endpoint.family];
      const label = `${c.endpoint.id} / ${c.name}`;
      if (res.statusCode !== c.status) {
        problems.push(`${label}: HTTP ${res.statusCode} (want ${c.status}) ${res.body.slice(0, 160)}`);
        continue;
      }
      let body: Record<string, unknown>;
      try {
        body = res.json();
      } catch {
        problems.push(`${label}: not JSON`);
        continue;
      }
      const head = envelopeHead(family).safeParse(body);
      if (!head.success) {
        problems.push(`${label}: not in the ${family.id} envelope: ${res.body.slice(0, 160)}`);
        continue;
      }
      const code = (head.data as Record<string, unknown>)[family.codeField];
      if (String(code) !== String(c.code ?? c.status)) problems.push(`${label}: code ${String(code)}`);
      // Numeric families answer numeric codes, string families strings.
      const numeric = typeof family.success[0] === 'number';
      if (family.id !== 'raw' && typeof code !== (numeric ? 'number' : 'string')) {
        problems.push(`${label}: code type ${typeof code}`);
      }
      const message = (head.data as Record<string, unknown>)[family.messageField];
      if (typeof message !== 'string' || message.length === 0) problems.push(`${label}: no message`);
    }
    console.info(
      `robustness: ${cases.length} cases over ${ALL_ENDPOINTS.length} endpoints, ${fiveHundreds} 5xx; ` +
        [...byName].map(([k, v]) => `${k}: ${v}`).join(', '),
    );
    expect(problems).toEqual([]);
    expect(fiveHundreds).toBe(0);
    expect(cases.length).toBeGreaterThanOrEqual(ALL_ENDPOINTS.length * 3);
  });

  it('names the field path in validation messages', async () => {
    const e = ALL_ENDPOINTS.find((x) => x.id === 'member.pwdLogin');
    if (!e) return;
    const res = await app.inject(
      injectFor(e, SESSION, {
        headers: headersFor(e, login),
        body: {
          appTypeCode: 'X',
          phoneCipher: 42,
          passwordCipher: 'x',
          areaCode: '86',
          source: 1,
          cipherVersion: 'v1',
        },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
    expect(res.json().message).toMatch(/^body\.phoneCipher: expected string/);
  });

  it('answers unknown paths under a host prefix with a 404 in that envelope', async () => {
    const member = await app.inject({ method: 'GET', url: '/member/no/such/path' });
    expect(member.statusCode).toBe(404);
    expect(member.json()).toMatchObject({ code: 404 });
    const appHost = await app.inject({ method: 'POST', url: '/app/v1/nothing' });
    expect(appHost.json()).toMatchObject({ code: '404' });
    const captcha = await app.inject({ method: 'GET', url: '/captcha/x' });
    expect(captcha.json()).toMatchObject({ repCode: '404' });
  });

  it('refuses a malformed session id and an unknown scenario header with a 400 in the envelope', async () => {
    const e = ALL_ENDPOINTS.find((x) => x.headers.length === 0 && x.method === 'GET' && !x.query);
    if (!e) return;
    const bad = await app.inject({
      method: 'GET',
      url: `/${e.host}${e.path}`,
      headers: { 'x-mock-session': 'a b/c' },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'GET',
      url: `/${e.host}${e.path}`,
      headers: { 'x-mock-scenario': 'no-such-scenario' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('no-such-scenario');
  });
});
