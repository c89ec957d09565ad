/**
 * Stateful handlers of the session (contracts `endpoints.session`): the private info behind the greeting, and
 * the WeChat authorization that returns to the app with a code.
 */
import type { DefinedHandler } from '../define';
import { getPersonInfo } from './person-info';
import { weChatAuthorization } from './wechat-authorization';

export const sessionHandlers: readonly DefinedHandler[] = [getPersonInfo, weChatAuthorization];
