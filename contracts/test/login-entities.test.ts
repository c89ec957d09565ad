/** The code login's payload (doc 1 §3, §5): the code is only required to be filled; the server judges it. */
import { describe, expect, it } from 'vitest';
import { CodeLoginBodySchema } from '../src/entities/login';

const body = (verificationCode: string) => ({
  appTypeCode: 'MASTER_WECHAT',
  phoneCipher: 'cipher',
  areaCode: '86',
  source: 5,
  cipherVersion: 'v1',
  verificationCode,
  verificationCodeToken: 'vc-1',
  ext: { presentId: null, inviteUid: null },
  channel: 5,
  registered: true,
});

describe('CodeLoginBodySchema', () => {
  it('any typed code of digits goes to the server, whatever its length', () => {
    for (const code of ['1', '123', '1234', '123456']) {
      expect(CodeLoginBodySchema.safeParse(body(code)).success, code).toBe(true);
    }
  });

  it('an empty code or anything but digits is off contract', () => {
    for (const code of ['', '12a4', ' 123']) {
      expect(CodeLoginBodySchema.safeParse(body(code)).success, JSON.stringify(code)).toBe(false);
    }
  });
});
