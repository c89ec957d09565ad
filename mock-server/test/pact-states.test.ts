/**
 * What the stock Pact verifier relies on: the state-change endpoint (POST /__mock/pact/provider-states) sets
 * up the session the verifier's header-less requests land in, and each host's paths answer without the
 * simulator's `/<host>` prefix. contracts/pact's verification runs the real CLI over every pact file; this
 * file pins the endpoint's behaviour, its bad input and the rewrite's limits.
 */
import { ALL_ENDPOINTS, type AnyEndpoint, AUTH_RULES, HEADER } from '@wonder/contracts';
import { fixtureToken, PERSONAS } from '@wonder/fixtures';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aesEncryptLikeApp, headersFor, injectFor, type Login, testApp } from './support/app';
import { genericRequest, VALID_REQUESTS } from './support/requests';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app.close());

const ep = (id: string) => ALL_ENDPOINTS.find((e) => e.id === id) as AnyEndpoint;
const STATES = '/__mock/pact/provider-states';
const official = PERSONAS.official;
const officialLogin: Login = {
  session: 'default',
  persona: 'official',
  token: fixtureToken(official),
  userId: official.userId,
  time: 0,
  expiresAt: 0,
};

/** A state call as a verifier makes it: JSON body, no header of ours. */
const setState = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: STATES, payload, headers });

/** A request as the verifier replays it: no session header, so the `default` session. */
function asVerifier(e: AnyEndpoint, login: Login, extra: Record<string, string> = {}): InjectOptions {
  const { headers, ...rest } = injectFor(e, 'unused', genericRequest(e, login));
  const { 'x-mock-session': _, ...plain } = headers as Record<string, string>;
  return { ...rest, headers: { ...plain, ...extra } };
}

const codeOf = (r: { json: () => unknown }) => (r.json() as { code: unknown }).code;
/** A call that checks the token, on the app host (the expiry scenarios answer it with their code). */
const userInfo = ALL_ENDPOINTS.find(
  (e) => e.host === 'app' && e.headers.some((h) => AUTH_RULES.includes(h)),
) as AnyEndpoint;

describe('POST /__mock/pact/provider-states', () => {
  it('logs the state persona in with its fixture token, so the pact examples are authenticated', async () => {
    const r = await setState({ state: 'default', params: {}, action: 'setup' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      session: 'default',
      state: 'default',
      action: 'setup',
      persona: 'official',
      token: `fixture-official-${official.userId}`,
      userId: official.userId,
      captchaToken: null,
    });
    const call = await app.inject(asVerifier(userInfo, officialLogin));
    expect(call.statusCode).toBe(200);
    expect(codeOf(call)).toBe('00000000');
  });

  it("selects the state's scenario; the v2 forms {state} and {consumer, states} work too", async () => {
    expect((await setState({ state: 'token-expired-1000010' })).statusCode).toBe(200);
    expect(codeOf(await app.inject(asVerifier(userInfo, officialLogin)))).toBe('1000010');
    const v2 = await setState({ consumer: 'wonder-parent-web', states: ['step-up-ineligible-10002'] });
    expect(v2.json()).toMatchObject({
      state: 'step-up-ineligible-10002',
      persona: 'step-up-ineligible-10002',
    });
    expect((await setState({})).json()).toMatchObject({ state: 'default', persona: 'official' });
  });

  it('logs nobody in for a state without an account, and a reset drops the earlier token', async () => {
    await setState({ state: 'default' });
    const r = await setState({ state: 'tourist' });
    expect(r.json()).toMatchObject({ persona: null, token: null, userId: null });
    const call = await app.inject(asVerifier(userInfo, officialLogin));
    expect(call.statusCode).toBe(401);
  });

  it('seeds the params challenge as solved: its check passes and the SMS send accepts it', async () => {
    const challenge = { captchaToken: 'pact-test-challenge-0001', secretKey: 'TestSliderKey016', x: 120 };
    const r = await setState({ state: 'sms-captcha-required', params: challenge });
    expect(r.json()).toMatchObject({ captchaToken: challenge.captchaToken });
    const pointJson = aesEncryptLikeApp(JSON.stringify({ x: challenge.x, y: 5 }), challenge.secretKey);
    const send = ep('member.sendLoginCode');
    const parts = await VALID_REQUESTS['member.sendLoginCode']?.(
      { app, session: 'default', login: officialLogin, endpoint: send },
      genericRequest(send, officialLogin),
    );
    const withoutCode = await app.inject({
      ...asVerifier(send, officialLogin),
      payload: parts?.body as object,
    });
    expect(codeOf(withoutCode)).toBe(4011);
    // The first send used no verification string; the solved one is still there for this one.
    const solved = await app.inject({
      ...asVerifier(send, officialLogin, {
        [HEADER.captchaSecondCode]: `${challenge.captchaToken}---${pointJson}`,
      }),
      payload: parts?.body as object,
    });
    expect(codeOf(solved)).toBe(0);
    const check = await app.inject({
      ...asVerifier(ep('captcha.captchaCheck'), officialLogin),
      payload: { captchaType: 'blockPuzzle', token: challenge.captchaToken, pointJson },
    });
    expect((check.json() as { repCode: string }).repCode).toBe('0000');
  });

  it('changes nothing on teardown', async () => {
    await setState({ state: 'token-expired-1000014' });
    const r = await setState({ state: 'token-expired-1000014', action: 'teardown' });
    expect(r.json()).toMatchObject({ action: 'teardown', persona: null });
    expect(codeOf(await app.inject(asVerifier(userInfo, officialLogin)))).toBe('1000014');
  });

  it("sets up the caller's session when the call names one", async () => {
    await setState({ state: 'default' });
    const r = await setState({ state: 'tourist' }, { 'x-mock-session': 'pact-other' });
    expect(r.json()).toMatchObject({ session: 'pact-other', persona: null });
    expect((await app.inject(asVerifier(userInfo, officialLogin))).statusCode).toBe(200);
  });

  it('answers bad input with a 400 naming the field', async () => {
    const error = async (payload: object) => {
      const r = await setState(payload);
      expect(r.statusCode).toBe(400);
      return (r.json() as { error: string }).error;
    };
    expect(await error({ state: 'no-such-state' })).toMatch(/^body\.state: unknown state 'no-such-state'/);
    expect(await error({ state: '' })).toMatch(/^body\.state: /);
    expect(await error({ state: 'default', action: 'tidy' })).toMatch(/^body\.action: /);
    expect(await error({ state: 'default', params: { captchaToken: 'short' } })).toMatch(
      /^body\.params\.captchaToken: /,
    );
    expect(await error({ state: 'default', params: { captchaToken: 'long-enough-1', x: 'a' } })).toMatch(
      /^body\.params\.x: /,
    );
  });
});

describe("a host's paths without the /<host> prefix", () => {
  it('answer as under the prefix, also where the path starts with a host name', async () => {
    await setState({ state: 'default' });
    for (const e of [userInfo, ep('member.checkToken'), ep('static.freshEnrollmentConfig')]) {
      const id = e.id;
      const prefixed = asVerifier(e, officialLogin);
      const bare = { ...prefixed, url: (prefixed.url as string).slice(`/${e.host}`.length) };
      const [a, b] = [await app.inject(prefixed), await app.inject(bare)];
      expect(b.statusCode, id).toBe(a.statusCode);
      expect(b.statusCode, id).toBe(200);
    }
  });

  it('are rewritten only for an exact method and path: anything else is still not found', async () => {
    const e = userInfo;
    const other = e.method === 'GET' ? 'POST' : 'GET';
    const wrongMethod = await app.inject({
      method: other,
      url: e.path,
      headers: headersFor(e, officialLogin),
    });
    expect(wrongMethod.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/v1/no/such/path' })).statusCode).toBe(404);
  });
});
