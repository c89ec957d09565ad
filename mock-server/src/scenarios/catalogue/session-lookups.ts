/**
 * Session lookups failing at startup (doc 1 §1, doc 2 §2): the student-status lookup and the tab config.
 * The app's status lookup is GET /v1/visitor/getAuthTokenExt (startup) and, on the WeChat sign-in path,
 * /v1/visitor/getUserInfoByToken; both fail here.
 */
import { endpoints } from '@wonder/contracts';
import type { Scenario } from '../types';

/** A main-API business failure (not success '00000000'): the app toasts or logs the message. */
export const APP_FAILURE_CODE = '50000000';

export const sessionLookupScenarios: readonly Scenario[] = [
  {
    id: 'status-lookup-fails',
    title: 'Student-status lookup fails',
    titleZh: '学员身份查询失败',
    description:
      `The status lookups (getAuthTokenExt, getUserInfoByToken) answer code ${APP_FAILURE_CODE} '查询用户信息失败'. ` +
      'At startup the app clears the user (keeping only the openId) and continues as a TOURIST; WeChat sign-in fails and is logged.',
    group: 'session',
    overrides: [endpoints.auth.getAuthTokenExt.id, endpoints.auth.userInfoByToken.id].map((endpoint) => ({
      endpoint,
      code: APP_FAILURE_CODE,
      message: '查询用户信息失败',
    })),
  },
  {
    id: 'tab-config-fails',
    title: 'Tab config fails',
    titleZh: '底部导航配置加载失败',
    description:
      `getTabConfig answers code ${APP_FAILURE_CODE} '导航配置加载失败': the tab bar status becomes fail; ` +
      'a visitor without a token is logged out and sent to /login (doc 2 §2).',
    group: 'session',
    overrides: [
      { endpoint: endpoints.home.tabConfig.id, code: APP_FAILURE_CODE, message: '导航配置加载失败' },
    ],
  },
];
