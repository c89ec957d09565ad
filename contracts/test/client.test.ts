/**
 * The client against a real local HTTP server whose behaviour each test scripts: retries, timeouts,
 * header rules, success rules per envelope family, off-contract replies and expiry codes.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  ApiBusinessError,
  ApiContractError,
  ApiNetworkError,
  type ClientConfig,
  createClient,
  simulatorBaseUrls,
  simulatorGreyBaseUrls,
} from '../src/client';
import { defineEndpoint } from '../src/endpoint';
import { FAMILIES, type FamilyId, makeEnvelope } from '../src/envelopes';
import { APP_SCENE, MEMBER_APP_ID } from '../src/headers';
import { SHORT_TIMEOUT_MS } from '../src/hosts';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
interface Hit {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let origin: string;
let handler: Handler;
let hits: Hit[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      hits.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(() => {
  hits = [];
  vi.useRealTimers();
});

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
};
/** Answer with each handler in turn, the last one for every further request. */
const sequence =
  (...steps: Handler[]): Handler =>
  (req, res, body) => {
    const step = steps[Math.min(hits.length - 1, steps.length - 1)];
    step?.(req, res, body);
  };
const drop: Handler = (req) => req.socket.destroy();
const ok = (data: unknown, family: FamilyId = 'app'): Handler => {
  const f = FAMILIES[family];
  return (_q, res) => json(res, 200, makeEnvelope(f, f.success[0] ?? 0, 'ok', data));
};
const status =
  (code: number): Handler =>
  (_q, res) =>
    json(res, code, { error: 'nope' });

const login = defineEndpoint({
  id: 'test.memberLogin',
  host: 'member',
  method: 'POST',
  path: '/member/login',
  summary: 'test',
  headers: ['appid'],
  body: z.object({ phone: z.string() }),
  data: z.object({ token: z.string() }),
});
const appGet = defineEndpoint({
  id: 'test.appGet',
  host: 'app',
  method: 'GET',
  path: '/v1/thing',
  summary: 'test',
  headers: ['session'],
  query: z.object({ page: z.coerce.number().check(z.int()) }),
  data: z.object({ items: z.array(z.object({ id: z.number() })) }),
});
const shortCall = defineEndpoint({
  id: 'test.short',
  host: 'app',
  method: 'GET',
  path: '/v1/short',
  summary: 'test',
  data: z.boolean(),
  timeoutMs: SHORT_TIMEOUT_MS,
});

const credentials = { token: 'tok-1', userId: 'u-42', time: 1_700_000_000_000, bearerToken: 'biz-9' };
function client(extra: Partial<ClientConfig> = {}) {
  return createClient({ baseUrls: simulatorBaseUrls(origin), credentials: () => credentials, ...extra });
}

/** What a call of the app host's list throws (or returns, if it does not). */
function listFailure(extra: Partial<ClientConfig> = {}) {
  return client(extra)
    .call(appGet, { query: { page: 1 } })
    .catch((e) => e);
}

describe('a call that carries the login, without one (withoutLogin)', () => {
  it("is sent without the login's headers by default: the host answers as it does for a visitor", async () => {
    handler = ok({ items: [] });
    await client({ credentials: () => null }).call(appGet, { query: { page: 1 } });
    expect(hits).toHaveLength(1);
  });

  it("is not sent when the client refuses it (the app): ApiNetworkError 'no-login', heard by onError", async () => {
    handler = ok({ items: [] });
    const onError = vi.fn();
    const refusing = client({ credentials: () => null, withoutLogin: 'refuse', onError });
    const error = await refusing.call(appGet, { query: { page: 1 } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toMatchObject({ kind: 'no-login', endpointId: 'test.appGet' });
    expect(onError).toHaveBeenCalledWith(error);
    expect(hits).toHaveLength(0);
    // A call whose headers need no login still goes out, and so does this one once there is a login.
    handler = ok({ token: 't' }, 'member');
    await refusing.call(login, { body: { phone: '1' } });
    expect(hits).toHaveLength(1);
    handler = ok({ items: [] });
    await client({ withoutLogin: 'refuse' }).call(appGet, { query: { page: 1 } });
    expect(hits).toHaveLength(2);
  });
});

describe('retry policy', () => {
  it('retries once when there is no response, then succeeds; the retry carries the same body', async () => {
    handler = sequence(drop, ok({ token: 't' }, 'member'));
    await expect(client().call(login, { body: { phone: '1' } })).resolves.toEqual({ token: 't' });
    expect(hits).toHaveLength(2);
    expect(hits.map((h) => [h.method, h.headers['content-type'], h.body])).toEqual([
      ['POST', 'application/json', '{"phone":"1"}'],
      ['POST', 'application/json', '{"phone":"1"}'],
    ]);
  });

  it('gives up after exactly one retry when there is never a response', async () => {
    handler = drop;
    const error = await client()
      .call(login, { body: { phone: '1' } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error.kind).toBe('network');
    expect(hits).toHaveLength(2);
  });

  it.each([404, 504])('retries once on %i then succeeds', async (code) => {
    handler = sequence(status(code), ok({ items: [] }));
    await expect(client().call(appGet, { query: { page: 1 } })).resolves.toEqual({ items: [] });
    expect(hits).toHaveLength(2);
  });

  it.each([404, 504])('retries %i exactly once, then fails with the status', async (code) => {
    handler = status(code);
    const error = await listFailure();
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error.status).toBe(code);
    expect(hits).toHaveLength(2);
  });

  it.each([500, 502, 503, 400])('never retries %i', async (code) => {
    handler = status(code);
    const error = await listFailure();
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error.status).toBe(code);
    expect(hits).toHaveLength(1);
  });

  it('never retries a business error code', async () => {
    handler = (_q, res) => json(res, 200, { code: 100002, message: '账号或密码错误', data: null });
    const error = await client()
      .call(login, { body: { phone: '1' } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiBusinessError);
    expect(error).toMatchObject({ host: 'member', endpointId: 'test.memberLogin', code: 100002 });
    expect(error.serverMessage).toBe('账号或密码错误');
    expect(hits).toHaveLength(1);
  });
});

describe('timeouts', () => {
  /** A fetch that never answers until aborted, to measure when the client gives up. */
  function hangingFetch() {
    const calls: number[] = [];
    const fetchImpl = ((input: Request) => {
      calls.push(Date.now());
      return new Promise((_resolve, reject) => {
        input.signal.addEventListener('abort', () => reject(input.signal.reason));
      });
    }) as unknown as typeof fetch;
    return { calls, fetchImpl };
  }

  it.each([
    ['member host', login, 60_000, { body: { phone: '1' } }],
    ['default', appGet, 20_000, { query: { page: 1 } }],
    ['short calls', shortCall, 10_000, {}],
  ] as const)('%s: times out per attempt and retries once', async (_name, endpoint, ms, opts) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { calls, fetchImpl } = hangingFetch();
    const pending = client({ fetch: fetchImpl })
      .call(endpoint as typeof appGet, opts as never)
      .catch((e) => e);
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(calls).toHaveLength(1);
    // The timeout fires at `ms`; ky schedules the retry on the next timer tick.
    await vi.advanceTimersByTimeAsync(10);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(ms - 11);
    expect(await Promise.race([pending, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(20);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error.kind).toBe('timeout');
  });
});

describe('header rules', () => {
  const rule = (headers: ('appid' | 'session' | 'bearer' | 'appScene' | 'staff' | 'stepUp' | 'token')[]) =>
    defineEndpoint({
      id: `test.h.${headers.join('-')}`,
      host: 'app',
      method: 'GET',
      path: '/v1/h',
      summary: 'test',
      headers,
      optionalHeaders: ['captchaSecondCode', 'project'],
      data: z.null(),
    });

  it('member calls carry the appid', async () => {
    handler = ok({ token: 'x' }, 'member');
    await client().call(login, { body: { phone: '1' } });
    expect(hits[0]?.headers.appid).toBe(MEMBER_APP_ID);
  });

  it('logged-in calls carry token and the klzz_ol_home triple', async () => {
    handler = ok(null);
    await client().call(rule(['session']));
    expect(hits[0]?.headers).toMatchObject({
      token: 'tok-1',
      klzz_ol_home_time: String(credentials.time),
      klzz_ol_home_token: 'tok-1',
      klzz_ol_home_uid: 'u-42',
    });
  });

  it('a visitor sends no session headers', async () => {
    handler = ok(null);
    await client({ credentials: () => null }).call(rule(['session']));
    expect(hits[0]?.headers.token).toBeUndefined();
  });

  it('gateway calls carry the bearer token, staff calls x-auth-type', async () => {
    handler = ok(null);
    await client().call(rule(['bearer', 'staff']));
    expect(hits[0]?.headers.authorization).toBe('Bearer biz-9');
    expect(hits[0]?.headers['x-auth-type']).toBe('staff');
  });

  it('step-up calls carry the time/token/uid triple', async () => {
    handler = ok(null);
    await client().call(rule(['stepUp']));
    expect(hits[0]?.headers).toMatchObject({ time: String(credentials.time), token: 'tok-1', uid: 'u-42' });
  });

  it('app-scene takes the mini-program value inside the mini-program, and the captcha code when solved', async () => {
    handler = ok(null);
    await client().call(rule(['appScene']));
    await client({ environment: () => ({ miniProgram: true }) }).call(rule(['appScene']), {
      captchaSecondCode: 'tk---{"x":1,"y":5}',
    });
    expect(hits[0]?.headers['app-scene']).toBe(APP_SCENE.web);
    expect(hits[0]?.headers['captcha-sencond-code']).toBeUndefined();
    expect(hits[0]?.headers.project).toBeUndefined();
    expect(hits[1]?.headers['app-scene']).toBe(APP_SCENE.miniProgram);
    expect(hits[1]?.headers['captcha-sencond-code']).toBe('tk---{"x":1,"y":5}');
    expect(hits[1]?.headers.project).toBeDefined();
  });

  it('a service token replaces the user token in the token header (learning partner, doc 3 §7)', async () => {
    handler = ok(null);
    await client().call(rule(['token']));
    await client().call(rule(['token']), { serviceToken: 'svc-lp-1' });
    expect(hits[0]?.headers.token).toBe('tok-1');
    expect(hits[1]?.headers.token).toBe('svc-lp-1');
  });

  it("grey calls go to the host's grey base URL; a host without one answers on its usual URL", async () => {
    handler = ok(null, 'zero');
    const partner = defineEndpoint({
      id: 'test.partner',
      host: 'partner',
      method: 'POST',
      path: '/core/x',
      summary: 'test',
      data: z.null(),
    });
    const greyClient = client({ greyBaseUrls: simulatorGreyBaseUrls(origin) });
    await greyClient.call(partner, { grey: true });
    await greyClient.call(partner);
    handler = ok(null);
    await greyClient.call(rule(['token']), { grey: true });
    expect(hits.map((h) => h.url)).toEqual(['/partner-gray/core/x', '/partner/core/x', '/app/v1/h']);
  });

  it('sends query strings for GET and JSON bodies for POST', async () => {
    handler = sequence(ok({ items: [] }), ok({ token: 'x' }, 'member'));
    await client().call(appGet, { query: { page: 2 } });
    await client().call(login, { body: { phone: '13800000000' } });
    expect(hits[0]?.url).toBe('/app/v1/thing?page=2');
    expect(hits[1]?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(hits[1]?.body ?? '')).toEqual({ phone: '13800000000' });
  });
});

describe('success rule per envelope family', () => {
  const cases: { family: FamilyId; good: string | number; bad: string | number }[] = [
    { family: 'member', good: 0, bad: 1 },
    { family: 'app', good: '00000000', bad: '00000001' },
    { family: 'ems', good: 200, bad: 201 },
    { family: 'share', good: '200', bad: '500' },
    { family: 'zero', good: 0, bad: 500 },
    { family: 'report', good: 200, bad: 0 },
    { family: 'tracking', good: '0', bad: '1' },
    { family: 'captcha', good: '0000', bad: '6111' },
  ];
  for (const { family, good, bad } of cases) {
    const f = FAMILIES[family];
    const endpoint = defineEndpoint({
      id: `test.family.${family}`,
      host: 'app',
      family,
      method: 'GET',
      path: `/v1/${family}`,
      summary: 'test',
      data: z.object({ n: z.number() }),
    });
    it(`${family}: ${JSON.stringify(good)} is success, ${JSON.stringify(bad)} is a business error`, async () => {
      handler = sequence(
        (_q, res) => json(res, 200, makeEnvelope(f, good, 'ok', { n: 1 })),
        (_q, res) => json(res, 200, makeEnvelope(f, bad, 'bad thing', null)),
      );
      await expect(client().call(endpoint)).resolves.toMatchObject({ n: 1 });
      const error = await client()
        .call(endpoint)
        .catch((e) => e);
      expect(error).toBeInstanceOf(ApiBusinessError);
      expect(error).toMatchObject({ code: bad, serverMessage: 'bad thing', host: 'app' });
    });
  }

  it('step-up failures toast the msg, or info, or message (doc 3 §8); other families read only their own field', async () => {
    const ems = defineEndpoint({
      id: 'test.emsFallback',
      host: 'ems',
      family: 'ems',
      method: 'POST',
      path: '/user/fallback',
      summary: 'test',
      data: z.null(),
    });
    const answers = [
      { code: 500, msg: '班级已满', info: 'i', message: 'm' },
      { code: 500, msg: '', info: '信息字段', message: 'm' },
      { code: 500, message: '消息字段' },
      { code: 500 },
    ];
    handler = sequence(
      ...answers.map(
        (a): Handler =>
          (_q, res) =>
            json(res, 200, a),
      ),
    );
    const messages: string[] = [];
    for (const _ of answers) {
      const error = await client()
        .call(ems)
        .catch((e) => e);
      expect(error).toBeInstanceOf(ApiBusinessError);
      messages.push(error.serverMessage);
    }
    expect(messages).toEqual(['班级已满', '信息字段', '消息字段', '']);

    handler = (_q, res) => json(res, 200, { code: '00000001', info: 'not the app host field' });
    await expect(client().call(appGet, { query: { page: 1 } })).rejects.toMatchObject({ serverMessage: '' });
  });

  it('an endpoint may widen its success codes (SMS send: 0 and 200)', async () => {
    const send = defineEndpoint({
      id: 'test.smsSend',
      host: 'member',
      method: 'POST',
      path: '/member/send',
      summary: 'test',
      successCodes: [0, 200],
      data: z.null(),
    });
    handler = sequence(
      (_q, res) => json(res, 200, { code: 200, message: 'ok', data: null }),
      (_q, res) => json(res, 200, { code: 4011, message: 'captcha', data: null }),
    );
    await expect(client().call(send)).resolves.toBeNull();
    await expect(client().call(send)).rejects.toMatchObject({ code: 4011 });
  });
});

describe('contract checks', () => {
  it('an off-contract reply raises a typed error naming the endpoint and the field path', async () => {
    handler = ok({ items: [{ id: 'not-a-number' }] });
    const error = await listFailure();
    expect(error).toBeInstanceOf(ApiContractError);
    expect(error.direction).toBe('reply');
    expect(error.endpointId).toBe('test.appGet');
    expect(error.issues[0].path).toBe('data.items.0.id');
    expect(error.message).toContain('test.appGet');
    expect(error.message).toContain('data.items.0.id');
  });

  it('a reply that is not JSON is off contract', async () => {
    handler = (_q, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>');
    };
    await expect(client().call(appGet, { query: { page: 1 } })).rejects.toBeInstanceOf(ApiContractError);
  });

  it('a gateway error page (HTML 502) is an HTTP failure with its status', async () => {
    handler = (_q, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><h1>502 Bad Gateway</h1></html>');
    };
    const error = await listFailure();
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toMatchObject({ kind: 'http', status: 502 });
  });

  it('a JSON body cut short, or a connection closed mid-body, is a network failure', async () => {
    const whole = JSON.stringify(
      makeEnvelope(FAMILIES.app, '00000000', 'ok', { items: [{ id: 1 }, { id: 2 }] }),
    );
    handler = (_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(whole.slice(0, 20));
    };
    const cut = await listFailure();
    expect(cut).toBeInstanceOf(ApiNetworkError);
    expect(cut).toMatchObject({ kind: 'network', status: 200 });
    handler = (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': whole.length });
      res.write(whole.slice(0, 20), () => req.socket.destroy());
    };
    const closed = await listFailure();
    expect(closed).toBeInstanceOf(ApiNetworkError);
    expect(closed).toMatchObject({ kind: 'network', status: 200 });
  });

  it("a body that trickles past the endpoint's timeout is a timeout", async () => {
    const quick = defineEndpoint({ ...shortCall, id: 'test.quick', timeoutMs: 300 });
    handler = (_q, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 100 });
      res.write('{"code":');
      setTimeout(() => res.destroy(), 1000);
    };
    const t0 = Date.now();
    const error = await client()
      .call(quick)
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toMatchObject({ kind: 'timeout', status: 200 });
    expect(Date.now() - t0).toBeLessThan(900);
  });

  it('an invalid request is refused before it is sent', async () => {
    handler = ok({ token: 'x' }, 'member');
    const error = await client()
      .call(login, { body: { phone: 5 as unknown as string } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiContractError);
    expect(error.direction).toBe('request');
    expect(hits).toHaveLength(0);
  });
});

describe('global expiry codes', () => {
  it.each(['1000010', '1000014', '10000004'])(
    'code %s in a 401 envelope is a global expiry',
    async (code) => {
      handler = (_q, res) => json(res, 401, { code, message: '登录状态失效', count: 0, data: null });
      const onError = vi.fn();
      const error = await listFailure({ onError });
      expect(error).toBeInstanceOf(ApiBusinessError);
      expect(error.isGlobalExpiry).toBe(true);
      expect(error.status).toBe(401);
      expect(onError).toHaveBeenCalledWith(error);
      expect(hits).toHaveLength(1);
    },
  );

  it('the error onError sees carries what the call sent (a policy may depend on it)', async () => {
    handler = (_q, res) => json(res, 200, { code: '50000000', message: '服务繁忙', count: 0, data: null });
    const onError = vi.fn();
    const error = await client({ onError })
      .call(appGet, { query: { page: 2 } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiBusinessError);
    expect(onError.mock.calls[0]?.[0].request).toEqual({ query: { page: 2 }, body: undefined });
  });

  it('the visitor auth-token call is exempt', async () => {
    const visitor = defineEndpoint({
      id: 'test.visitorToken',
      host: 'app',
      method: 'GET',
      path: '/v1/visitor/token',
      summary: 'test',
      data: z.string(),
      ignoresGlobalExpiry: true,
    });
    handler = (_q, res) => json(res, 200, { code: '1000014', message: 'expired', data: null });
    const error = await client()
      .call(visitor)
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiBusinessError);
    expect(error.isGlobalExpiry).toBe(false);
  });
});

describe('a 404 or 5xx is the way failing, not an answer', () => {
  it.each([404, 500, 502, 504])(
    'an envelope answered with %i is a network failure, its words never read',
    async (code) => {
      handler = (_q, res) =>
        json(res, code, {
          code: String(code),
          message: 'Gateway Timeout (simulated fault)',
          count: 0,
          data: null,
        });
      const error = await listFailure();
      expect(error).toBeInstanceOf(ApiNetworkError);
      expect(error).toMatchObject({ kind: 'http', status: code });
      expect(error.message).not.toContain('simulated');
    },
  );
});

describe('the storm guard (breaker.ts)', () => {
  const failing: Handler = (_q, res) =>
    json(res, 200, { code: '50000000', message: '服务繁忙', count: 0, data: null });

  it('sends the same failing call three times in ten seconds, then answers it from its last failure', async () => {
    handler = failing;
    let now = 1_000_000;
    const onError = vi.fn();
    const c = client({ now: () => now, onError });
    const errors = [];
    for (let i = 0; i < 50; i++) errors.push(await c.call(appGet, { query: { page: 1 } }).catch((e) => e));
    expect(hits).toHaveLength(3);
    // The screen sees the same answer every time (the same business code), and the policy hears each one.
    expect(errors.every((e) => e instanceof ApiBusinessError && e.code === '50000000')).toBe(true);
    expect(onError).toHaveBeenCalledTimes(50);
    // Ten seconds after the first failure, it is sent again.
    now += 10_001;
    await c.call(appGet, { query: { page: 1 } }).catch(() => undefined);
    expect(hits).toHaveLength(4);
  });

  it('counts a call and its retry once: a 504 twice is one failure', async () => {
    handler = status(504);
    const c = client();
    for (let i = 0; i < 10; i++) await c.call(appGet, { query: { page: 1 } }).catch(() => undefined);
    expect(hits).toHaveLength(3 * 2);
  });

  it('opens for the whole endpoint when its input changes on every failure (a loop with a timestamp)', async () => {
    handler = failing;
    const c = client();
    const errors = [];
    for (let page = 1; page <= 40; page++)
      errors.push(await c.call(appGet, { query: { page } }).catch((e) => e));
    expect(hits).toHaveLength(8);
    expect(errors.at(-1)).toBeInstanceOf(ApiNetworkError);
    expect(errors.at(-1)).toMatchObject({ kind: 'breaker' });
  });

  it('a different call of the same endpoint still goes out, and a success clears the endpoint', async () => {
    handler = failing;
    const c = client();
    for (let i = 0; i < 5; i++) await c.call(appGet, { query: { page: 1 } }).catch(() => undefined);
    expect(hits).toHaveLength(3);
    handler = ok({ items: [] });
    await expect(c.call(appGet, { query: { page: 2 } })).resolves.toEqual({ items: [] });
    await expect(c.call(appGet, { query: { page: 1 } })).resolves.toEqual({ items: [] });
    expect(hits).toHaveLength(5);
  });

  it('a call the app cancelled is not a failure of the service', async () => {
    handler = () => undefined; // never answers
    const c = client();
    for (let i = 0; i < 5; i++) {
      const abort = new AbortController();
      const pending = c.call(appGet, { query: { page: 1 }, signal: abort.signal }).catch((e) => e);
      await new Promise((r) => setTimeout(r, 20));
      abort.abort();
      await pending;
    }
    expect(hits).toHaveLength(5);
  });

  it('is off only when asked', async () => {
    handler = failing;
    const c = client({ breaker: false });
    for (let i = 0; i < 6; i++) await c.call(appGet, { query: { page: 1 } }).catch(() => undefined);
    expect(hits).toHaveLength(6);
  });
});
