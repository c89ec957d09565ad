/** Catalogue: session lookups failing (status lookup, tab config). */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_FAILURE_CODE } from '../../src/scenarios/catalogue/session';
import { testApp } from '../support/app';
import { call, sessionWith } from './support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ seed: 31 });
});
afterAll(async () => app.close());

describe('session lookups', () => {
  it("'status-lookup-fails': both status lookups answer a failure, other calls still succeed", async () => {
    const { session, login } = await sessionWith(app, ['status-lookup-fails']);
    for (const id of ['app.getAuthTokenExt', 'app.userInfoByToken']) {
      const r = await call(app, session, login, id);
      expect(r.status, id).toBe(200);
      expect(r.code, id).toBe(APP_FAILURE_CODE);
      expect(r.message, id).toBe('查询用户信息失败');
    }
    expect((await call(app, session, login, 'app.getTabConfig')).code).toBe('00000000');
  });

  it("'default': the status lookup answers the official student", async () => {
    const { session, login } = await sessionWith(app, ['default']);
    const r = await call(app, session, login, 'app.getAuthTokenExt');
    expect(r.code).toBe('00000000');
    expect(r.data).toMatchObject({ studentStatus: 'OFFICIAL_STUDENT' });
  });

  it("'tab-config-fails': getTabConfig answers a failure", async () => {
    const { session, login } = await sessionWith(app, ['tab-config-fails']);
    const r = await call(app, session, login, 'app.getTabConfig');
    expect(r.code).toBe(APP_FAILURE_CODE);
    expect(r.message).toBe('导航配置加载失败');
    expect((await call(app, session, login, 'app.getAuthTokenExt')).code).toBe('00000000');
  });
});
