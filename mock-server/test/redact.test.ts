/**
 * What the journal, the HAR export, the drift report and the logs mask (src/util/redact.ts): values under
 * credential names (client hints excepted), and those values wherever else they appear.
 */
import { ALL_ENDPOINTS, type AnyEndpoint } from '@wonder/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerChecker } from '../src/proxy/check-answer';
import {
  isSecretName,
  looksSecret,
  NO_REDACTION,
  REDACTED,
  redactBodyText,
  redactHeaders,
  redactJson,
  redactor,
  redactUrl,
  secretValuesOf,
} from '../src/util/redact';
import { adminLogin, testApp } from './support/app';

describe('redaction by name', () => {
  it('masks credentials and personal numbers in headers', () => {
    const out = Object.fromEntries(
      redactHeaders({
        token: 't-123',
        authorization: 'Bearer abc',
        cookie: 'a=b',
        'x-mobile': '13900001111',
        'content-type': 'application/json',
      }),
    );
    expect(out).toEqual({
      token: REDACTED,
      authorization: REDACTED,
      cookie: REDACTED,
      'x-mobile': REDACTED,
      'content-type': 'application/json',
    });
  });

  it("keeps the browser's client hints, whose names merely contain 'mobile'", () => {
    const out = Object.fromEntries(
      redactHeaders({ 'sec-ch-ua-mobile': '?1', 'sec-ch-ua-platform': '"Android"' }),
    );
    expect(out).toEqual({ 'sec-ch-ua-mobile': '?1', 'sec-ch-ua-platform': '"Android"' });
  });

  it('masks secret query values and keeps the rest', () => {
    expect(redactUrl('/a?phone=139&page=2&sec-ch-ua-mobile=%3F1')).toBe(
      '/a?phone=***&page=2&sec-ch-ua-mobile=%3F1',
    );
  });
});

describe('the documented list of credential names', () => {
  const secret = [
    'key',
    'sign',
    'ticket',
    'code',
    'sessionid',
    'sessionId',
    'x-api-key',
    'x-signature',
    'captcha-sencond-code',
    'smsCode',
    'verifyCode',
    'verificationCode',
    'token',
    'secretKey',
    'presentKey',
    'sentry_key',
    'password',
    'phoneCipher',
    'authorization',
    'cookie',
  ];
  const plain = [
    'areaCode',
    'appTypeCode',
    'page',
    'x-mock-session',
    'content-type',
    'monkey',
    'design',
    'sec-ch-ua-mobile',
  ];
  it.each(secret)('%s is a credential name', (name) => expect(isSecretName(name)).toBe(true));
  it.each(plain)('%s is not', (name) => expect(isSecretName(name)).toBe(false));

  it("keeps the envelope's own code, masks a code the client sent", () => {
    expect(redactJson({ code: 0, message: 'success', data: { code: 'wx-oauth-code-1' } })).toEqual({
      code: 0,
      message: 'success',
      data: { code: REDACTED },
    });
    expect(redactBodyText('{"code":"SMS-123456","phone":"13900001111"}')).toBe(
      '{"code":"***","phone":"***"}',
    );
  });
});

describe('redaction by value', () => {
  const material = {
    urls: ['/member/x?ticket=TICKET-555555&page=1'],
    headers: [{ 'x-api-key': 'APIKEY-777777', authorization: 'Bearer BEARER-TOKEN-1', 'content-type': 'x' }],
    bodies: ['{"data":{"token":"ISSUED-TOKEN-9"}}', 'smsCode=246810&x=1', null],
    values: ['SESSION-TOKEN-42', 'short'],
  };
  const values = secretValuesOf(material);
  const r = redactor(values);

  it('collects the values under credential names, the parts of a Bearer header, and known ones', () => {
    expect([...values].sort()).toEqual(
      [
        'APIKEY-777777',
        'BEARER-TOKEN-1',
        'Bearer BEARER-TOKEN-1',
        'ISSUED-TOKEN-9',
        'SESSION-TOKEN-42',
        'TICKET-555555',
        '246810',
      ].sort(),
    );
  });

  it('masks them wherever else they appear: another query parameter, another header, a body', () => {
    expect(r.url('/app/y?ref=ISSUED-TOKEN-9&next=%2Fp%3Ft%3DTICKET-555555&page=2')).toBe(
      '/app/y?ref=***&next=%2Fp%3Ft%3D***&page=2',
    );
    expect(
      Object.fromEntries(
        r.headers({ referer: 'https://h5.example.com/?k=APIKEY-777777', 'x-trace': 'BEARER-TOKEN-1' }),
      ),
    ).toEqual({ referer: 'https://h5.example.com/?k=***', 'x-trace': '***' });
    expect(r.body('{"note":"sent 246810 to SESSION-TOKEN-42","n":1246810}')).toBe(
      '{"note":"sent *** to ***","n":1246810}',
    );
    expect(r.text('error at /x?a=APIKEY-777777')).toBe('error at /x?a=***');
  });

  it('leaves text without those values, and short values elsewhere, alone', () => {
    expect(r.body('{"msg":"short page"}')).toBe('{"msg":"short page"}');
    expect(NO_REDACTION.url('/a?token=x')).toBe('/a?token=x');
    expect(NO_REDACTION.body('{"token":"x"}')).toBe('{"token":"x"}');
  });
});

describe('the journal, the HAR and the drift report keep no credential', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(async () => app.close());

  it('masks a token the session issued and values sent under credential names wherever they appear', async () => {
    const session = 'redact-values';
    const login = await adminLogin(app, session);
    const e = ALL_ENDPOINTS.find((x) => x.id === 'app.getCountryMobilePrefixs') as AnyEndpoint;
    const r = await app.inject({
      method: 'GET',
      url: `/${e.host}${e.path}?ticket=TICKET-555555&from=${login.token}`,
      headers: {
        'x-mock-session': session,
        'x-api-key': 'APIKEY-777777',
        'x-signature': 'SIG-12345678',
        'x-trace': 'SIG-12345678',
        referer: `https://h5.example.com/index?t=${login.token}&k=APIKEY-777777`,
      },
    });
    expect(r.statusCode).toBe(200);
    const journal = (await app.inject({ method: 'GET', url: `/__mock/sessions/${session}/journal` })).json();
    const seq = journal.entries[0].seq as number;
    const entry = await app.inject({
      method: 'GET',
      url: `/__mock/sessions/${session}/journal/entry?seq=${seq}`,
    });
    const har = await app.inject({ method: 'GET', url: `/__mock/sessions/${session}/journal.har` });
    for (const text of [JSON.stringify(journal), entry.body, har.body]) {
      for (const secret of [login.token, 'TICKET-555555', 'APIKEY-777777', 'SIG-12345678'])
        expect(text).not.toContain(secret);
    }
    // Masked, not dropped: the entry still shows where they were.
    expect(entry.json().detail.url).toContain('ticket=***&from=***');
    expect(Object.fromEntries(entry.json().detail.request.headers)).toMatchObject({
      'x-trace': '***',
      referer: 'https://h5.example.com/index?t=***&k=***',
    });
  });

  it("masks a drifting field holding the answer's own token in the drift excerpt", () => {
    const check = answerChecker(ALL_ENDPOINTS.find((x) => x.id === 'member.pwdLogin') as AnyEndpoint);
    const token = 'REAL-TOKEN-abcdef123';
    const { violations } = check(
      JSON.stringify({ code: 0, message: 'success', data: { token, userinfos: token, isFirstLogin: false } }),
    );
    expect(violations.map((v) => v.path)).toContain('reply.data.userinfos');
    expect(JSON.stringify(violations)).not.toContain(token);
  });
});

describe('credential words and shapes (issue 39 item 7)', () => {
  const words = [
    'auth',
    'x-auth-user',
    'authCode',
    'oauth',
    'pass',
    'user_pass',
    'passcode',
    'passphrase',
    'pin',
    'otp',
    'totp',
    'hotp',
    'mfa',
    'jwt',
    'bearer',
    'sso',
    'saml',
    'csrf',
    'x-xsrf',
    'sid',
    'openid',
    'openId',
    'unionId',
    'credential',
    'credentials',
    'private',
    'privKey',
    'salt',
    'hmac',
    'idCard',
    'idNo',
    'bankCard',
    'email',
  ];
  const notWords = [
    'author',
    'passport',
    'passenger',
    'footprint',
    'spinner',
    'design',
    'salty',
    'pinyin',
    'side',
  ];
  it.each(words)('%s is a credential name', (name) => expect(isSecretName(name)).toBe(true));
  it.each(notWords)('%s is not (a word of its own only)', (name) => expect(isSecretName(name)).toBe(false));

  const JWT_VALUE =
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4ifQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
  const HEX_VALUE = '5cd1d3e830526d3428601bdbc0eb1cc1ef2b9e8a';
  const BASE64_VALUE = 'q3T9vX2mLp8RkW4zYb7NfA==';

  it('looks at the shape: a JWT, long hex or base64 mixing digits and letters', () => {
    for (const v of [JWT_VALUE, HEX_VALUE, BASE64_VALUE, 'oclB9ZHDJMnoI1nlKf4N6awLVxwi'])
      expect(looksSecret(v), v).toBe(true);
    for (const v of [
      'getCountryMobilePrefixs',
      '2026-11-28T19:34:27.289Z',
      '550e8400-e29b-41d4-a716-446655440000',
      '12345678901234567890',
      'deadbeefdeadbeefdead',
      'a1b2c3d4e5f6a7b8',
      'wonderparent',
    ])
      expect(looksSecret(v), v).toBe(false);
  });

  it('masks such values under any name, in headers, queries, bodies and text; keeps paths and keys readable', () => {
    const r = redactor();
    expect(Object.fromEntries(r.headers({ 'x-trace': HEX_VALUE, 'x-request': `v=${JWT_VALUE}` }))).toEqual({
      'x-trace': '***',
      'x-request': 'v=***',
    });
    expect(r.url(`/app/v1/ol-parent-show-config/homePageShowConfig?ref=${BASE64_VALUE}&page=2`)).toBe(
      '/app/v1/ol-parent-show-config/homePageShowConfig?ref=***&page=2',
    );
    expect(
      r.body(
        JSON.stringify({
          originalImageBase64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB',
          note: `see ${HEX_VALUE}.`,
        }),
      ),
    ).toBe('{"originalImageBase64":"***","note":"see ***."}');
    expect(r.text(`GET https://h5.example.com/p/${HEX_VALUE}/x failed`)).toBe(
      'GET https://h5.example.com/p/***/x failed',
    );
  });

  it('values under the issue’s names, sent to a host, are masked in the entry view and the HAR', async () => {
    const app = await testApp();
    try {
      const e = ALL_ENDPOINTS.find((x) => x.id === 'app.getCountryMobilePrefixs') as AnyEndpoint;
      const sent = { auth: 'a1-plain', pass: 'hunter2', otp: '424242', jwt: JWT_VALUE, openid: 'wx-open-7' };
      await app.inject({
        method: 'GET',
        url: `/${e.host}${e.path}?${new URLSearchParams(sent)}`,
        headers: { 'x-mock-session': 'redact-words', 'x-trace-id': HEX_VALUE },
      });
      const seq = (await app.inject({ url: '/__mock/sessions/redact-words/journal' })).json().entries[0].seq;
      const entry = (await app.inject({ url: `/__mock/sessions/redact-words/journal/entry?seq=${seq}` }))
        .body;
      const har = (await app.inject({ url: '/__mock/sessions/redact-words/journal.har' })).body;
      for (const text of [entry, har])
        for (const secret of [...Object.values(sent), HEX_VALUE]) expect(text).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
