/**
 * Member host: the stateful login and SMS handlers (doc 1 §4, §7, §8).
 *  - password login decrypts phone and password with the development RSA key; the phone must be a
 *    persona's with an account and the password that persona's (fixtures); anything that does not
 *    decrypt gets one generic failure;
 *  - code login accepts DEV_SMS_CODE for any phone; an unknown phone is registered on the spot as a new
 *    trial student (isFirstLogin true);
 *  - the SMS login send requires a solved captcha while the scenario param smsCaptchaRequired is set.
 * Tokens are random, kept in the session world and expire after TOKEN_TTL_MS of session time.
 */

import { randomBytes } from 'node:crypto';
import { HEADER } from '@wonder/contracts';
import { rsaDecrypt } from '../../crypto/rsa';
import { personaById } from '../../world/personas';
import { personaByPhone, type UserRecord, userOfPersona } from '../../world/world';
import type { CodeLoginBody, PwdLoginBody, SendSmsBody } from '../contract-types';
import { fail, type HandlerContext, type HandlerMap, type HandlerResult, ok } from '../define';
import { DEV_SMS_CODE, MEMBER_FAILURE } from './codes';

const decryptFailure = () => fail(MEMBER_FAILURE.decrypt.code, MEMBER_FAILURE.decrypt.message);

function loginAnswer(ctx: HandlerContext, user: UserRecord, isFirstLogin: boolean): HandlerResult {
  const issued = ctx.world.issueToken(user, ctx.now);
  // Built directly (LoginDataSchema is exactly these fields); reply validation catches any drift.
  return ok({
    token: issued.token,
    userinfos: [{ userId: user.userId, openid: user.persona.openId }],
    isFirstLogin,
  });
}

function pwdLogin(ctx: HandlerContext): HandlerResult {
  const body = ctx.body as PwdLoginBody;
  const phone = rsaDecrypt(body.phoneCipher);
  const password = rsaDecrypt(body.passwordCipher);
  if (phone === null || password === null) return decryptFailure();
  const persona = personaByPhone(phone);
  if (!persona || persona.password !== password) {
    return fail(MEMBER_FAILURE.wrongPassword.code, MEMBER_FAILURE.wrongPassword.message);
  }
  return loginAnswer(ctx, userOfPersona(persona), false);
}

function verificationLogin(ctx: HandlerContext): HandlerResult {
  const body = ctx.body as CodeLoginBody;
  const phone = rsaDecrypt(body.phoneCipher);
  if (phone === null) return decryptFailure();
  if (body.verificationCode !== DEV_SMS_CODE) {
    return fail(MEMBER_FAILURE.wrongCode.code, MEMBER_FAILURE.wrongCode.message);
  }
  const persona = personaByPhone(phone);
  if (persona) return loginAnswer(ctx, userOfPersona(persona), false);
  const known = ctx.world.registeredUsers.get(phone);
  if (known) return loginAnswer(ctx, known, false);
  const userId = String(ctx.rng.int(90_000_000, 99_999_999));
  return loginAnswer(ctx, ctx.world.registerUser(phone, personaById('trial-n'), userId), true);
}

function header(ctx: HandlerContext, name: string): string | undefined {
  const v = ctx.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function sendSms(requireCaptcha: boolean) {
  return (ctx: HandlerContext): HandlerResult => {
    const body = ctx.body as SendSmsBody;
    if (rsaDecrypt(body.phoneCipher) === null) return decryptFailure();
    if (requireCaptcha && ctx.params.smsCaptchaRequired) {
      const verification = header(ctx, HEADER.captchaSecondCode);
      if (!verification || !ctx.world.consumeSolved(verification)) {
        return fail(MEMBER_FAILURE.captchaRequired.code, MEMBER_FAILURE.captchaRequired.message);
      }
    }
    return ok({ verificationCodeToken: `vc-${randomBytes(16).toString('hex')}` });
  };
}

export const memberHandlers: HandlerMap = {
  'member.pwdLogin': pwdLogin,
  'member.verificationLogin': verificationLogin,
  'member.sendLoginCode': sendSms(true),
  'member.aggregationSendVerificationCode': sendSms(false),
  'member.v3SendVerificationCode': sendSms(false),
};
