/**
 * The SMS sends (doc 1 §4, §7): no SMS is ever sent, the code is always DEV_SMS_CODE. The login send
 * requires a captcha solved in this session while the scenario param smsCaptchaRequired is set; each
 * solution is good for one send.
 */
import { randomBytes } from 'node:crypto';
import { endpoints, HEADER } from '@wonder/contracts';
import { rsaDecrypt } from '../../crypto/rsa';
import { defineHandler, type HandlerContext } from '../define';
import { fail, ok } from '../result';
import { MEMBER_FAILURE } from './codes';
import { decryptFailure } from './login';

const L = endpoints.login;

type SmsEndpoint =
  | typeof L.sendLoginCode
  | typeof L.aggregationSendVerificationCode
  | typeof L.v3SendVerificationCode;

function header(ctx: HandlerContext, name: string): string | undefined {
  const v = ctx.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function sendSms(endpoint: SmsEndpoint, requireCaptcha: boolean) {
  return defineHandler(endpoint, (ctx) => {
    if (rsaDecrypt(ctx.body.phoneCipher) === null) return decryptFailure();
    if (requireCaptcha && ctx.params.smsCaptchaRequired) {
      const verification = header(ctx, HEADER.captchaSecondCode);
      if (!verification || !ctx.world.consumeSolved(verification)) {
        return fail(MEMBER_FAILURE.captchaRequired.code, MEMBER_FAILURE.captchaRequired.message);
      }
    }
    return ok({ verificationCodeToken: `vc-${randomBytes(16).toString('hex')}` });
  });
}

export const sendLoginCode = sendSms(L.sendLoginCode, true);
export const aggregationSendVerificationCode = sendSms(L.aggregationSendVerificationCode, false);
export const v3SendVerificationCode = sendSms(L.v3SendVerificationCode, false);
