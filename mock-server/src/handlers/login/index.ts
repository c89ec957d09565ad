/** Stateful handlers of the login screen (contracts `endpoints.login`): logins, profile writes, upgrade config, captcha, SMS, the agreement documents. */
import type { DefinedHandler } from '../define';
import { captchaCheck, captchaGet } from './captcha';
import { pwdLogin, verificationLogin } from './login';
import { phoneChangeWechat, updateOlUser } from './profile';
import { getProtocol } from './protocol';
import { aggregationSendVerificationCode, sendLoginCode, v3SendVerificationCode } from './sms';
import { getUpgradeConfig } from './upgrade-config';

export const loginHandlers: readonly DefinedHandler[] = [
  pwdLogin,
  verificationLogin,
  updateOlUser,
  phoneChangeWechat,
  getUpgradeConfig,
  captchaGet,
  captchaCheck,
  sendLoginCode,
  aggregationSendVerificationCode,
  v3SendVerificationCode,
  getProtocol,
];
