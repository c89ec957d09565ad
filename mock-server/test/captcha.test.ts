/** The slider captcha end to end, with the point encrypted by crypto-js exactly as the app's component does. */

import { inflateSync } from 'node:zlib';
import { ALL_ENDPOINTS, type AnyEndpoint } from '@wonder/contracts';
import { PERSONAS } from '@wonder/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_TOLERANCE_PX, CAPTCHA_WIDTH, JIGSAW_WIDTH } from '../src/captcha/puzzle';
import { aesEcbDecrypt } from '../src/crypto/aes';
import { CAPTCHA_FAILURE } from '../src/handlers/login/captcha';
import { MEMBER_FAILURE } from '../src/handlers/login/codes';
import { aesEncryptLikeApp, headersFor, injectFor, rsaEncryptLikeApp, testApp } from './support/app';
import { solveCaptcha } from './support/requests';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app.close());

const ep = (id: string) => ALL_ENDPOINTS.find((e) => e.id === id) as AnyEndpoint;

function check(session: string, token: string, pointJson: string) {
  const e = ep('captcha.captchaCheck');
  return app.inject(
    injectFor(e, session, { headers: headersFor(e), body: { captchaType: 'blockPuzzle', token, pointJson } }),
  );
}

function pngSize(b64: string): { width: number; height: number; bytes: number } {
  const buf = Buffer.from(b64, 'base64');
  expect(buf.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = buf.readUInt32BE(16);
  const height = buf.readUInt32BE(20);
  // The IDAT stream inflates to exactly height rows of (1 filter byte + 4 bytes per pixel).
  const idatLen = buf.readUInt32BE(33);
  expect(buf.subarray(37, 41).toString('ascii')).toBe('IDAT');
  const raw = inflateSync(buf.subarray(41, 41 + idatLen));
  expect(raw.length).toBe(height * (width * 4 + 1));
  return { width, height, bytes: buf.length };
}

describe('captcha get', () => {
  it('returns a real puzzle: background and piece PNGs, a token and a 16-char key', async () => {
    const e = ep('captcha.captchaGet');
    const res = await app.inject(
      injectFor(e, 'cap-get', {
        headers: headersFor(e),
        body: { captchaType: 'blockPuzzle', clientUid: 'u1', ts: Date.now() },
      }),
    );
    const body = res.json();
    expect(body.repCode).toBe('0000');
    expect(body.repData.secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(pngSize(body.repData.originalImageBase64)).toMatchObject({
      width: CAPTCHA_WIDTH,
      height: CAPTCHA_HEIGHT,
    });
    expect(pngSize(body.repData.jigsawImageBase64)).toMatchObject({
      width: JIGSAW_WIDTH,
      height: CAPTCHA_HEIGHT,
    });
    expect(Buffer.from(body.repData.originalImageBase64, 'base64').length).toBeLessThan(200_000);
  });
});

describe('captcha check', () => {
  it('accepts the true x (crypto-js AES-ECB point) and anything within the tolerance', async () => {
    for (const offset of [0, CAPTCHA_TOLERANCE_PX, -CAPTCHA_TOLERANCE_PX, 2.4]) {
      const s = await solveCaptcha(app, 'cap-ok', offset);
      expect(s.secretKey).not.toBeNull();
      expect(aesEcbDecrypt(s.pointJson, s.secretKey as string)).toBe(s.plain);
      const res = await check('cap-ok', s.token, s.pointJson);
      expect(res.json()).toMatchObject({ repCode: '0000', repData: { result: true, token: s.token } });
    }
  });

  it('refuses x outside the tolerance with 6111 验证失败', async () => {
    for (const offset of [CAPTCHA_TOLERANCE_PX + 1, -40, 300]) {
      const s = await solveCaptcha(app, 'cap-wrong', offset);
      const res = await check('cap-wrong', s.token, s.pointJson);
      expect(res.json()).toEqual({ repCode: CAPTCHA_FAILURE.wrong.code, repMsg: '验证失败', repData: null });
    }
  });

  it('refuses y other than 5, an undecryptable point and a plain point when a key was issued', async () => {
    const a = await solveCaptcha(app, 'cap-y');
    const wrongY = aesEncryptLikeApp(JSON.stringify({ x: a.x, y: 6 }), a.secretKey as string);
    expect((await check('cap-y', a.token, wrongY)).json().repCode).toBe('6111');
    const b = await solveCaptcha(app, 'cap-y');
    expect((await check('cap-y', b.token, 'AAAAAAAAAAAAAAAAAAAAAA==')).json().repCode).toBe('6111');
    const c = await solveCaptcha(app, 'cap-y');
    expect((await check('cap-y', c.token, c.plain)).json().repCode).toBe('6111');
  });

  it('answers an unknown, reused or expired token with 6110', async () => {
    expect((await check('cap-exp', 'no-such-token', '{}')).json().repCode).toBe(CAPTCHA_FAILURE.expired.code);
    const s = await solveCaptcha(app, 'cap-exp');
    expect((await check('cap-exp', s.token, s.pointJson)).json().repCode).toBe('0000');
    expect((await check('cap-exp', s.token, s.pointJson)).json().repCode).toBe('6110');
    const late = await solveCaptcha(app, 'cap-exp');
    await app.inject({
      method: 'POST',
      url: '/__mock/sessions/cap-exp/clock',
      payload: { advanceMs: 3 * 60_000 },
    });
    expect((await check('cap-exp', late.token, late.pointJson)).json().repCode).toBe('6110');
  });

  it('accepts a plain JSON point when the challenge was issued without a key', async () => {
    const s = await (async () => {
      const e = ep('captcha.captchaGet');
      const res = await app.inject({
        ...injectFor(e, 'cap-plain', {
          headers: { ...headersFor(e), 'x-mock-scenario': 'default' },
          body: { captchaType: 'blockPuzzle', clientUid: 'u', ts: 1 },
        }),
      });
      return res.json().repData;
    })();
    expect(s.secretKey).toBeTruthy();
    // Without a registered plain scenario, emulate one with a challenge stored without a key.
    const world = app.mock.sessions.get('cap-plain').world;
    const challenge = world.captchas.get(s.token);
    if (!challenge) throw new Error('no challenge');
    challenge.secretKey = null;
    const res = await check('cap-plain', s.token, JSON.stringify({ x: challenge.x + 1, y: 5 }));
    expect(res.json().repCode).toBe('0000');
  });
});

describe("SMS send with 'sms-captcha-required'", () => {
  const official = (PERSONAS as Record<string, { phone: string }>).official as { phone: string };
  const send = (session: string, verification?: string) => {
    const e = ep('member.sendLoginCode');
    const headers = headersFor(e);
    if (verification) headers['captcha-sencond-code'] = verification;
    return app.inject(
      injectFor(e, session, {
        headers,
        body: { areaCode: '86', phoneCipher: rsaEncryptLikeApp(official.phone), cipherVersion: 'v1' },
      }),
    );
  };

  it('sends without a captcha in default', async () => {
    const res = await send('sms-default');
    expect(res.json()).toMatchObject({ code: 0, data: { verificationCodeToken: expect.any(String) } });
  });

  it('answers 4011 until a solved captcha comes in captcha-sencond-code, each solution once', async () => {
    const session = 'sms-captcha';
    await app.inject({
      method: 'PUT',
      url: `/__mock/sessions/${session}/scenarios`,
      payload: { scenarios: ['sms-captcha-required'] },
    });
    expect((await send(session)).json()).toMatchObject({ code: MEMBER_FAILURE.captchaRequired.code });
    expect((await send(session, 'made-up---{"x":1,"y":5}')).json().code).toBe(4011);
    // An unsolved (wrong) captcha does not count.
    const wrong = await solveCaptcha(app, session, 50);
    await check(session, wrong.token, wrong.pointJson);
    expect((await send(session, `${wrong.token}---${wrong.pointJson}`)).json().code).toBe(4011);

    const s = await solveCaptcha(app, session);
    expect((await check(session, s.token, s.pointJson)).json().repCode).toBe('0000');
    const verification = `${s.token}---${s.pointJson}`;
    expect((await send(session, verification)).json()).toMatchObject({ code: 0 });
    expect((await send(session, verification)).json().code).toBe(4011);

    // The AJ-captcha form (the whole string AES-encrypted with the key) is accepted too.
    const t = await solveCaptcha(app, session);
    await check(session, t.token, t.pointJson);
    const encrypted = aesEncryptLikeApp(`${t.token}---${t.plain}`, t.secretKey as string);
    expect((await send(session, encrypted)).json()).toMatchObject({ code: 0 });
  });

  it('a solved captcha of one session is worthless in another', async () => {
    await app.inject({
      method: 'PUT',
      url: '/__mock/sessions/sms-b/scenarios',
      payload: { scenarios: ['sms-captcha-required'] },
    });
    const s = await solveCaptcha(app, 'sms-a');
    await check('sms-a', s.token, s.pointJson);
    expect((await send('sms-b', `${s.token}---${s.pointJson}`)).json().code).toBe(4011);
  });
});
