/** Stateful handlers of login and the account (contracts `endpoints.auth`). */
import type { DefinedHandler } from '../define';
import { pwdLogin, verificationLogin } from './login';
import { phoneChangeWechat, updateOlUser } from './profile';
import { isSubscribe } from './subscribe';
import { getUpgradeConfig } from './upgrade-config';

export const authHandlers: readonly DefinedHandler[] = [
  pwdLogin,
  verificationLogin,
  updateOlUser,
  phoneChangeWechat,
  getUpgradeConfig,
  isSubscribe,
];
