/** Catalogue: the login answers the app branches on (doc 1 §8). */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_FAILURE } from '../../src/handlers/login/captcha';
import {
  CAPTCHA_IMAGES_EXPIRED_MESSAGE,
  CODE_LOGIN_1000012,
  DEVICE_LIMIT,
} from '../../src/scenarios/catalogue/login';
import { APP_FAILURE_CODE } from '../../src/scenarios/catalogue/session';
import { testApp } from '../support/app';
import { solveCaptcha } from '../support/requests';
import { call, sessionWith } from './support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ seed: 32 });
});
afterAll(async () => app.close());

describe('login codes', () => {
  it("'device-limit-100088': password and code login answer 100088", async () => {
    const { session, login } = await sessionWith(app, ['device-limit-100088']);
    for (const id of ['member.pwdLogin', 'member.verificationLogin']) {
      const r = await call(app, session, login, id);
      expect(r.code, id).toBe(DEVICE_LIMIT.code);
      expect(r.message, id).toBe(DEVICE_LIMIT.message);
      expect(r.data, id).toBeNull();
    }
  });

  it("'default': the same password login succeeds with a token", async () => {
    const { session, login } = await sessionWith(app, ['default']);
    const r = await call(app, session, login, 'member.pwdLogin');
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ token: expect.any(String) });
  });

  it("'code-login-1000012-message-text': 1000012 to a login that sent messageText, success otherwise", async () => {
    const { session, login } = await sessionWith(app, ['code-login-1000012-message-text']);
    const r = await call(app, session, login, 'member.verificationLogin', {
      body: { messageText: CODE_LOGIN_1000012.messageText },
    });
    expect(r.code).toBe(CODE_LOGIN_1000012.code);
    expect(r.message).toBe(CODE_LOGIN_1000012.message);
    // The answer carries no messageText (doc 1 §3 "Login response"): the app shows the text it sent.
    expect(r.data).toBeNull();
    expect((await call(app, session, login, 'member.verificationLogin')).code).toBe(0);
  });

  it("'code-login-1000012': 1000012 with the server message and no data", async () => {
    const { session, login } = await sessionWith(app, ['code-login-1000012']);
    const r = await call(app, session, login, 'member.verificationLogin');
    expect(r.code).toBe(CODE_LOGIN_1000012.code);
    expect(r.message).toBe(CODE_LOGIN_1000012.message);
    expect(r.data).toBeNull();
  });

  it("'rebind-conflict': conflict until the app confirms; 'default' rebinds at once", async () => {
    const { session, login } = await sessionWith(app, ['rebind-conflict']);
    const first = await call(app, session, login, 'member.phoneChangeWechat');
    expect(first.code).toBe(0);
    expect(first.data).toEqual({ rebound: false, boundPhone: expect.stringMatching(/^1\d{2}\*{4}\d{4}$/) });
    const confirmed = await call(app, session, login, 'member.phoneChangeWechat', {
      body: { confirm: true },
    });
    expect(confirmed.data).toEqual({ rebound: true, boundPhone: null });

    const calm = await sessionWith(app, ['default']);
    const r = await call(app, calm.session, calm.login, 'member.phoneChangeWechat');
    expect(r.data).toEqual({ rebound: true, boundPhone: null });
  });

  it("'captcha-check-fails': even the true position is refused with 6111", async () => {
    const { session, login } = await sessionWith(app, ['captcha-check-fails']);
    const solved = await solveCaptcha(app, session);
    const r = await call(app, session, login, 'captcha.captchaCheck', {
      body: { token: solved.token, pointJson: solved.pointJson },
    });
    expect(r.code).toBe(CAPTCHA_FAILURE.wrong.code);
    expect(r.message).toBe(CAPTCHA_FAILURE.wrong.message);

    const calm = await sessionWith(app, ['default']);
    const ok = await solveCaptcha(app, calm.session);
    const passed = await call(app, calm.session, calm.login, 'captcha.captchaCheck', {
      body: { token: ok.token, pointJson: ok.pointJson },
    });
    expect(passed.code).toBe('0000');
  });

  it("'captcha-images-expired-6201': captcha get answers repCode 6201 without images", async () => {
    const { session, login } = await sessionWith(app, ['captcha-images-expired-6201']);
    const r = await call(app, session, login, 'captcha.captchaGet');
    expect(r.code).toBe('6201');
    expect(r.message).toBe(CAPTCHA_IMAGES_EXPIRED_MESSAGE);
    expect(r.data).toBeNull();
  });

  it("'area-codes-fail': the area-code list answers a failure", async () => {
    const { session, login } = await sessionWith(app, ['area-codes-fail']);
    const r = await call(app, session, login, 'app.getCountryMobilePrefixs');
    expect(r.code).toBe(APP_FAILURE_CODE);
    expect(r.message).toBe('区号列表加载失败');
    const calm = await sessionWith(app, ['default']);
    const list = await call(app, calm.session, calm.login, 'app.getCountryMobilePrefixs');
    expect((list.data as unknown[]).length).toBeGreaterThan(0);
  });
});
