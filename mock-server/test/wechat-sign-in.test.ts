/** The WeChat sign-in round trip as the simulator plays it (doc 1 §4, §7). */
import { endpoints } from '@wonder/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATED_WECHAT_STATE } from '../src/handlers/session/wechat-authorization';
import { hostPrefix } from '../src/routes/prefix';
import { headersFor, testApp } from './support/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app.close());

const S = endpoints.session;
const post = (e: typeof S.weChatAuthorization | typeof S.wechatBackup, body: unknown, scenario?: string) =>
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
});
