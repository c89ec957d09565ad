/** The WeChat sign-in round trip as the simulator plays it (doc 1 §4, §7). */
import { endpoints } from '@wonder/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATED_WECHAT_STATE } from '../src/handlers/session/wechat-authorization';
import { hostPrefix } from '../src/wire/prefix';
import { headersFor, testApp } from './support/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app.close());

const S = endpoints.session;
const post = (
  e: typeof S.weChatAuthorization | typeof S.wechatBackup | typeof S.realToken,
  body: unknown,
  scenario?: string,
) =>
  app.inject({
    method: 'POST',
    url: `${hostPrefix(e.host)}${e.path}`,
    headers: {
      ...headersFor(e),
      'x-mock-session': 'wx-1',
      ...(scenario ? { 'x-mock-scenario': scenario } : {}),
    },
    payload: body as object,
  });

describe('WeChat sign-in round trip', () => {
  it('the authorization answers the backup url with a code, which the backup exchanges', async () => {
    const backupUrl = 'http://127.0.0.1:4010/index?channel=1#top';
    const auth = await post(S.weChatAuthorization, { backupUrl });
    expect(auth.json().code).toBe(0);
    const back = new URL(auth.json().data);
    expect(`${back.origin}${back.pathname}`).toBe('http://127.0.0.1:4010/index');
    expect(back.searchParams.get('channel')).toBe('1');
    expect(back.searchParams.get('code')).toMatch(/^sim-\d{6}$/);
    expect(back.searchParams.get('state')).toBe(SIMULATED_WECHAT_STATE);

    const code = back.searchParams.get('code');
    const bound = await post(S.wechatBackup, { code, appTypeCode: 'MASTER_WECHAT' });
    expect(bound.json().data.token).not.toBe('');
    const unbound = await post(S.wechatBackup, { code, appTypeCode: 'MASTER_WECHAT' }, 'wechat-unbound');
    expect(unbound.json().data).toMatchObject({ token: '', userinfos: [{ userId: null }] });
    expect(unbound.json().data.userinfos[0].openid).toMatch(/\S/);
  });

  it('refuses a backup url that is not a url, naming the field', async () => {
    const res = await post(S.weChatAuthorization, { backupUrl: 'index' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('backupUrl');
  });

  it('a bound parent: temporary token → a real token the token check knows → the user with that token', async () => {
    const bound = await post(S.wechatBackup, { code: 'sim-123456', appTypeCode: 'MASTER_WECHAT' });
    const temporary: string = bound.json().data.token;
    const real = await post(S.realToken, { token: temporary });
    expect(real.json().code).toBe(0);
    const token: string = real.json().data.token;
    expect(token).not.toBe(temporary);

    const info = await app.inject({
      method: 'GET',
      url: `${hostPrefix(S.userInfoByToken.host)}${S.userInfoByToken.path}?token=${token}`,
      headers: { ...headersFor(S.userInfoByToken), 'x-mock-session': 'wx-1' },
    });
    expect(info.json()).toMatchObject({
      code: '00000000',
      data: { token, studentStatus: 'OFFICIAL_STUDENT' },
    });

    // The token the app now keeps passes the token check of every later call (before: 1000014, /login).
    const person = await app.inject({
      method: 'GET',
      url: `${hostPrefix(S.getPersonInfo.host)}${S.getPersonInfo.path}?token=${token}`,
      headers: {
        ...headersFor(S.getPersonInfo, { token, userId: info.json().data.userId }),
        'x-mock-session': 'wx-1',
      },
    });
    expect(person.json().code).toBe('00000000');

    // The temporary token is used up; one the session never gave is refused like an unknown token.
    const again = await post(S.realToken, { token: temporary });
    expect(again.json().code).toBe(1000014);
    const bogus = await app.inject({
      method: 'GET',
      url: `${hostPrefix(S.userInfoByToken.host)}${S.userInfoByToken.path}?token=fixture-official-1`,
      headers: { ...headersFor(S.userInfoByToken), 'x-mock-session': 'wx-1' },
    });
    expect(bogus.json().code).toBe('1000014');
  });
});
