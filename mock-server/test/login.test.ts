/** Password and code login with real RSA ciphers made the way jsencrypt makes them. */
import { ALL_ENDPOINTS, type AnyEndpoint } from '@wonder/contracts';
import { PERSONAS } from '@wonder/fixtures';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsaDecrypt } from '../src/crypto/rsa';
import type { HandlerContext } from '../src/handlers/define';
import { DEV_SMS_CODE, MEMBER_FAILURE } from '../src/handlers/login/codes';
import { loginAnswer } from '../src/handlers/login/login';
import type { UserRecord } from '../src/world/world';
import { headersFor, injectFor, rsaEncryptLikeApp, testApp } from './support/app';
import { genericRequest } from './support/requests';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ seed: 7 });
});
afterAll(async () => app.close());

const ep = (id: string) => ALL_ENDPOINTS.find((e) => e.id === id) as AnyEndpoint;
const personas = PERSONAS as Record<
  string,
  { phone: string; password: string; userId: string; openId: string }
>;
const official = personas.official as { phone: string; password: string; userId: string; openId: string };

function pwdLogin(session: string, phoneCipher: string, passwordCipher: string) {
  const e = ep('member.pwdLogin');
  const g = genericRequest(e, { session, persona: '', token: 'x', userId: '', time: 0, expiresAt: 0 });
  return app.inject(
    injectFor(e, session, {
      headers: headersFor(e),
      body: { ...(g.body as object), phoneCipher, passwordCipher, areaCode: '86', cipherVersion: 'v1' },
    }),
  );
}

function codeLogin(session: string, phone: string, code: string) {
  const e = ep('member.verificationLogin');
  const g = genericRequest(e, { session, persona: '', token: 'x', userId: '', time: 0, expiresAt: 0 });
  return app.inject(
    injectFor(e, session, {
      headers: headersFor(e),
      body: {
        ...(g.body as object),
        phoneCipher: rsaEncryptLikeApp(phone),
        verificationCode: code,
        areaCode: '86',
      },
    }),
  );
}

describe('RSA decryption', () => {
  it('decrypts what jsencrypt-style PKCS#1 v1.5 encryption produces', () => {
    expect(rsaDecrypt(rsaEncryptLikeApp('13800138000'))).toBe('13800138000');
    expect(rsaDecrypt(rsaEncryptLikeApp('密码Pass1'))).toBe('密码Pass1');
  });

  it('returns null for garbage, other keys and non-strings', () => {
    expect(rsaDecrypt('not base64!')).toBeNull();
    expect(rsaDecrypt(Buffer.alloc(128, 7).toString('base64'))).toBeNull();
    const other = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
    expect(
      rsaDecrypt(rsaEncryptLikeApp('13800138000', forge.pki.publicKeyToPem(other.publicKey))),
    ).toBeNull();
    expect(rsaDecrypt(42)).toBeNull();
    expect(rsaDecrypt('')).toBeNull();
  });

  it('answers a cipher met again (the last two compared first) exactly as the first time', () => {
    const ciphers = ['13800138000', '密码Pass1', 'x'].map((t) => rsaEncryptLikeApp(t));
    const bad = [Buffer.alloc(128, 7).toString('base64'), 'not base64!'];
    const first = new Map([...ciphers, ...bad].map((c) => [c, rsaDecrypt(c)]));
    expect([...first.values()]).toEqual(['13800138000', '密码Pass1', 'x', null, null]);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ciphers, ...bad), { maxLength: 30 }), (order) => {
        // Copies, as every request parses its own string: equal text, never the same string by chance.
        for (const c of order) expect(rsaDecrypt(c.split('').join(''))).toBe(first.get(c));
      }),
    );
  });
});

describe('the login answer', () => {
  it('writes its JSON text exactly as JSON.stringify writes its data', () => {
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    // Hex, as tokens are; and every character JSON escapes or passes as it is at the edges of printable ASCII.
    const token = fc.oneof(
      text,
      fc.stringMatching(/^[0-9a-f]{48}$/),
      fc.string({
        unit: fc.constantFrom(
          'a',
          '"',
          '\\',
          '\u001f',
          ' ',
          '~',
          '\u007f',
          '\u0080',
          '\ud800',
          '\udc00',
          '\u2028',
        ),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(text, fc.option(text, { nil: undefined }), token, fc.boolean()), {
          minLength: 1,
          maxLength: 4,
        }),
        (logins) => {
          // Several in a row: the userinfos text is kept for the last user and must follow a change of user.
          for (const [userId, openid, token, isFirstLogin] of logins) {
            const user = { userId, persona: { openId: openid } } as unknown as UserRecord;
            const ctx = {
              now: 0,
              world: { issueToken: (u: UserRecord) => ({ token, user: u, issuedAt: 0, expiresAt: 1 }) },
            } as unknown as HandlerContext;
            const answer = loginAnswer(ctx, user, isFirstLogin);
            expect(answer.json).toBe(JSON.stringify(answer.data));
            expect(answer.data).toEqual({ token, userinfos: [{ userId, openid }], isFirstLogin });
          }
        },
      ),
    );
  });
});

describe('password login', () => {
  it('logs in a persona with its phone and password and issues a random token', async () => {
    const res = await pwdLogin(
      'login-ok',
      rsaEncryptLikeApp(official.phone),
      rsaEncryptLikeApp(official.password),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    expect(body.data.userinfos[0]).toEqual({ userId: official.userId, openid: official.openId });
    expect(body.data.token).toMatch(/^[0-9a-f]{48}$/);
    expect(body.data.isFirstLogin).toBe(false);
    const again = await pwdLogin(
      'login-ok',
      rsaEncryptLikeApp(official.phone),
      rsaEncryptLikeApp(official.password),
    );
    expect(again.json().data.token).not.toBe(body.data.token);
    expect(app.mock.sessions.get('login-ok').world.tokens.get(body.data.token)?.user.userId).toBe(
      official.userId,
    );
  });

  it('answers a wrong password with the member failure 100002', async () => {
    const res = await pwdLogin('login-wrong', rsaEncryptLikeApp(official.phone), rsaEncryptLikeApp('nope'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: MEMBER_FAILURE.wrongPassword.code,
      message: MEMBER_FAILURE.wrongPassword.message,
      data: null,
    });
  });

  it('answers an unknown phone like a wrong password (no account enumeration)', async () => {
    const res = await pwdLogin(
      'login-wrong',
      rsaEncryptLikeApp('19900000000'),
      rsaEncryptLikeApp(official.password),
    );
    expect(res.json().code).toBe(MEMBER_FAILURE.wrongPassword.code);
  });

  it('answers a garbage cipher with the one generic decryption failure', async () => {
    const a = await pwdLogin('login-garbage', 'bm90IGEgY2lwaGVy', rsaEncryptLikeApp(official.password));
    const b = await pwdLogin(
      'login-garbage',
      rsaEncryptLikeApp(official.phone),
      Buffer.alloc(128, 1).toString('base64'),
    );
    for (const res of [a, b]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        code: MEMBER_FAILURE.decrypt.code,
        message: MEMBER_FAILURE.decrypt.message,
      });
    }
  });

  it("the 'wrong-password' scenario fails even the right password", async () => {
    await app.inject({
      method: 'PUT',
      url: '/__mock/sessions/login-scn/scenarios',
      payload: { scenarios: ['wrong-password'] },
    });
    const res = await pwdLogin(
      'login-scn',
      rsaEncryptLikeApp(official.phone),
      rsaEncryptLikeApp(official.password),
    );
    expect(res.json()).toMatchObject({ code: 100002, message: '账号或密码错误' });
  });
});

describe('code login', () => {
  it(`accepts ${DEV_SMS_CODE} for a persona phone`, async () => {
    const res = await codeLogin('code-ok', official.phone, DEV_SMS_CODE);
    expect(res.json()).toMatchObject({
      code: 0,
      data: { userinfos: [{ userId: official.userId }], isFirstLogin: false },
    });
  });

  it('rejects another code', async () => {
    const res = await codeLogin('code-bad', official.phone, '000000');
    expect(res.json()).toMatchObject({ code: MEMBER_FAILURE.wrongCode.code });
  });

  it('registers an unknown phone as a new trial student, once', async () => {
    const first = await codeLogin('code-new', '13912345678', DEV_SMS_CODE);
    expect(first.json().data.isFirstLogin).toBe(true);
    const userId = first.json().data.userinfos[0].userId;
    const world = app.mock.sessions.get('code-new').world;
    expect(world.tokens.get(first.json().data.token)?.user.persona.studentStatus).toBe('UNOFFICIAL_STUDENT');
    const second = await codeLogin('code-new', '13912345678', DEV_SMS_CODE);
    expect(second.json().data).toMatchObject({ isFirstLogin: false, userinfos: [{ userId }] });
    // Another session has its own world: the same phone is new there.
    const elsewhere = await codeLogin('code-new-2', '13912345678', DEV_SMS_CODE);
    expect(elsewhere.json().data.isFirstLogin).toBe(true);
  });
});
