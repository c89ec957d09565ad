/**
 * Stateful handlers of the session (contracts `endpoints.session`): the private info behind the greeting, the
 * WeChat authorization that returns to the app with a code and the sign-in that follows, the service tokens the
 * learning partner accepts.
 */
import type { DefinedHandler } from '../define';
import { getPersonInfo } from './person-info';
import { getServiceToken } from './service-token';
import { weChatAuthorization } from './wechat-authorization';
import { realToken, userInfoByToken, wechatBackup } from './wechat-sign-in';

export const sessionHandlers: readonly DefinedHandler[] = [
  getPersonInfo,
  weChatAuthorization,
  getServiceToken,
  wechatBackup,
  realToken,
  userInfoByToken,
];
