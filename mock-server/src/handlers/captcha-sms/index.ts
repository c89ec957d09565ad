/** Stateful handlers of the slider captcha and the SMS sends (contracts `endpoints.captchaSms`). */
import type { DefinedHandler } from '../define';
import { captchaCheck, captchaGet } from './captcha';
import { aggregationSendVerificationCode, sendLoginCode, v3SendVerificationCode } from './sms';

export const captchaSmsHandlers: readonly DefinedHandler[] = [
  captchaGet,
  captchaCheck,
  sendLoginCode,
  aggregationSendVerificationCode,
  v3SendVerificationCode,
];
