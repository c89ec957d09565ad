/** Faults that drop or hold connections, over real HTTP (inject has no socket to drop). */

import { once } from 'node:events';
import { connect } from 'node:net';
import { ALL_ENDPOINTS, type AnyEndpoint } from '@wonder/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor, testApp } from './support/app';

const HOLD_CAP_MS = 400;
let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  app = await testApp({ timeoutHoldCapMs: HOLD_CAP_MS });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => app.close());

const ep = (id: string) => ALL_ENDPOINTS.find((e) => e.id === id) as AnyEndpoint;
const memberGet = ep('member.getSupplierCodeList');
const appGet = ep('app.getCountryMobilePrefixs');

async function get(e: AnyEndpoint, session: string, extra: Record<string, string> = {}) {
  const query = e.id === memberGet.id ? '?appid=x' : '';
  return fetch(`${origin}/${e.host}${e.path}${query}`, {
    headers: { ...headersFor(e), 'x-mock-session': session, ...extra },
  });
}

async function outcome(p: Promise<Response>): Promise<string> {
  try {
    return `HTTP ${(await p).status}`;
  } catch (error) {
    return `dropped: ${(error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).message}`;
  }
}

const setScenarios = (session: string, scenarios: string[]) =>
  app.inject({ method: 'PUT', url: `/__mock/sessions/${session}/scenarios`, payload: { scenarios } });
const journal = async (session: string) =>
  (await app.inject({ method: 'GET', url: `/__mock/sessions/${session}/journal` })).json().entries;

describe('connection faults', () => {
  it("'host-down-member' drops every member call without an answer, other hosts work", async () => {
    await setScenarios('f-down', ['host-down-member']);
    expect(await outcome(get(memberGet, 'f-down'))).toMatch(/^dropped/);
    expect(await outcome(get(appGet, 'f-down'))).toBe('HTTP 200');
    expect((await journal('f-down'))[1]).toMatchObject({
      fault: 'host-down',
      status: null,
      scenario: 'host-down-member',
    });
  });

  it("'timeout' holds the request (bounded) and then drops it; the journal shows it while pending", async () => {
    await setScenarios('f-timeout', ['timeout']);
    const t0 = Date.now();
    const pending = outcome(get(appGet, 'f-timeout'));
    await new Promise((r) => setTimeout(r, 100));
    expect((await journal('f-timeout'))[0]).toMatchObject({ fault: 'timeout', status: null });
    expect(app.mock.held.size).toBe(1);
    expect(await pending).toMatch(/^dropped/);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(HOLD_CAP_MS - 20);
    expect(app.mock.held.size).toBe(0);
  });

  it("ad-hoc 'reset' drops one call, then the next succeeds", async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/__mock/sessions/f-reset/faults',
      payload: { faults: [{ host: 'app', fault: 'reset', times: 1 }] },
    });
    expect(r.statusCode).toBe(200);
    expect(await outcome(get(appGet, 'f-reset'))).toMatch(/^dropped/);
    expect(await outcome(get(appGet, 'f-reset'))).toBe('HTTP 200');
  });

  it("'status-504-once' answers 504 then 200 over the wire", async () => {
    await setScenarios('f-504', ['status-504-once']);
    expect(await outcome(get(appGet, 'f-504'))).toBe('HTTP 504');
    expect(await outcome(get(appGet, 'f-504'))).toBe('HTTP 200');
  });

  it('the answer faults: an nginx 502 page, a body cut in half, a body that trickles, a connection closed mid-body', async () => {
    const fault = async (session: string, kind: string) => {
      const r = await app.inject({
        method: 'POST',
        url: `/__mock/sessions/${session}/faults`,
        payload: { faults: [{ endpoint: appGet.id, fault: kind }] },
      });
      expect(r.statusCode).toBe(200);
    };
    await fault('f-502', 'gateway-502');
    const r502 = await get(appGet, 'f-502');
    expect([r502.status, r502.headers.get('content-type')]).toEqual([502, 'text/html']);
    expect(await r502.text()).toContain('<h1>502 Bad Gateway</h1>');

    const full = await (await get(appGet, 'f-full')).text();
    await fault('f-cut', 'truncated-body');
    const cut = await get(appGet, 'f-cut');
    expect(cut.status).toBe(200);
    const bytes = Buffer.from(full);
    expect(Buffer.from(await cut.arrayBuffer())).toEqual(bytes.subarray(0, Math.floor(bytes.length / 2)));

    await fault('f-slow', 'slow-body');
    const t0 = Date.now();
    const slow = await get(appGet, 'f-slow', { origin: 'http://localhost:5173' });
    // Headers at once (CORS among them), then the body over the hold cap.
    expect(slow.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(await slow.text()).toBe(full);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(HOLD_CAP_MS * 0.8);

    await fault('f-close', 'close-mid-body');
    const closed = await get(appGet, 'f-close');
    expect(closed.headers.get('content-length')).toBe(String(bytes.length));
    await expect(closed.text()).rejects.toThrow();
    expect((await journal('f-close'))[0]).toMatchObject({ fault: 'close-mid-body', status: 200 });
  });

  it('closing the server releases held requests at once', async () => {
    const other = await testApp({ timeoutHoldCapMs: 60_000 });
    const o = await other.listen({ port: 0, host: '127.0.0.1' });
    await other.inject({
      method: 'PUT',
      url: '/__mock/sessions/default/scenarios',
      payload: { scenarios: ['timeout'] },
    });
    const pending = outcome(fetch(`${o}/app${appGet.path}`));
    await new Promise((r) => setTimeout(r, 100));
    const t0 = Date.now();
    await other.close();
    expect(await pending).toMatch(/^dropped/);
    expect(Date.now() - t0).toBeLessThan(5000);
  });

  it('closing the server drops open connections: a browser tab or a half-sent request cannot keep Ctrl-C waiting', async () => {
    const other = await testApp();
    const o = new URL(await other.listen({ port: 0, host: '127.0.0.1' }));
    const socket = connect(Number(o.port), o.hostname);
    await once(socket, 'connect');
    // A request whose headers never end: the connection is busy, not idle, so close() alone would wait for it.
    socket.write('GET /__mock/scenarios HTTP/1.1\r\nhost: x\r\n');
    socket.on('error', () => {}); // the drop may arrive as a reset
    const dropped = new Promise((resolve) => socket.once('close', resolve));
    await other.close();
    await dropped;
    expect(socket.destroyed).toBe(true);
  });
});

describe('CORS', () => {
  it('allows local app origins with credentials and the custom headers', async () => {
    const res = await fetch(`${origin}/app${appGet.path}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'token,klzz_ol_home_uid,x-mock-session',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-headers')).toContain('klzz_ol_home_uid');
  });

  it('does not allow a foreign origin', async () => {
    const res = await fetch(`${origin}/app${appGet.path}`, { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
