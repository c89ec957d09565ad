/** The admin API under /__mock, the OpenAPI document and the docs page. */
import { ALL_ENDPOINTS } from '@wonder/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENARIOS } from '../src/scenarios/catalogue';
import { testApp } from './support/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

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
      extends: 'default',
      chain: ['default', 'wrong-password'],
    });
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
      await app.inject({ method: 'GET', url: '/__mock/hosts', headers: { host: 'sim.local:4010' } })
    ).json();
    expect(hosts.hosts.find((h: { id: string }) => h.id === 'member').baseUrl).toBe(
      'http://sim.local:4010/member',
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

  it('deletes a session', async () => {
    await get('/__mock/sessions/adm-del/scenarios');
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

describe('OpenAPI and docs', () => {
  it('documents every endpoint under its prefixed path with parameters and schemas', async () => {
    const doc = (await get('/__mock/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    const ops = Object.entries(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
      ([path, methods]) => Object.entries(methods).map(([m, op]) => ({ path, method: m, op })),
    );
    expect(ops).toHaveLength(ALL_ENDPOINTS.length);
    for (const e of ALL_ENDPOINTS) {
      const op = doc.paths[`/${e.host}${e.path}`]?.[e.method.toLowerCase()];
      expect(op?.operationId, e.id).toBe(e.id);
      expect(op.responses['200'].content['application/json'].schema, e.id).toBeTypeOf('object');
      if (e.body) expect(op.requestBody.content['application/json'].schema.type, e.id).toBe('object');
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
      expect(pwd.responses['200'].content['application/json'].schema.properties.code).toEqual({
        type: 'integer',
        minimum: expect.any(Number),
        maximum: expect.any(Number),
      });
    }
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
  });
});
