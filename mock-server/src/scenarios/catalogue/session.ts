/**
 * Who the visitor is (doc 1 §1, §8): each identity as a persona, session expiry (each global code on every
 * call that checks a token) and the student-status lookup failing at startup. The app's status lookup is
 * GET /v1/visitor/getAuthTokenExt (startup) and, on the WeChat sign-in path, /v1/visitor/getUserInfoByToken;
 * both fail in 'status-lookup-fails'.
 */
import { endpoints } from '@wonder/contracts';
import type { Scenario } from '../../overrides/types';
import { AUTH_FAILURE } from '../../wire/auth';

/** A main-API business failure (not success '00000000'): the app toasts or logs the message. */
export const APP_FAILURE_CODE = '50000000';

const expiry = (key: keyof typeof AUTH_FAILURE, zh: string): Scenario => {
  const f = AUTH_FAILURE[key];
  return {
    id: `token-expired-${f.code}`,
    title: `Login expired: code ${f.code} (${key} token)`,
    titleZh: `登录失效 ${f.code}`,
    description: `Every call that checks a token answers HTTP 401 with code ${f.code} ('${f.message}'), exactly what the real token check answers for a ${key} token; the app clears the user and goes to /login (${zh}).`,
    group: 'session',
    overrides: [{ auth: true, code: f.code, message: f.message, status: 401 }],
  };
};

export const sessionScenarios: readonly Scenario[] = [
  {
    id: 'default',
    title: 'Official student, everything succeeds',
    titleZh: '正式学员，全部成功',
    description:
      "The base of every scenario: persona 'official' (paying student with a tutor), every call succeeds.",
    group: 'identity',
  },
  {
    id: 'official',
    title: 'Official student',
    titleZh: '正式学员',
    description: 'A paying student (OFFICIAL_STUDENT) with a tutor; same as default, named for clarity.',
    group: 'identity',
    persona: 'official',
  },
  {
    id: 'tourist',
    title: 'Tourist (not logged in)',
    titleZh: '游客（未登录）',
    description:
      'Status lookups answer TOURIST; tokens of the session are revoked when this is selected, so a logged-in app is sent back to login.',
    group: 'identity',
    persona: 'tourist',
  },
  {
    id: 'trial-y',
    title: 'Trial student, audition Y',
    titleZh: '体验学员（已试听）',
    description: 'UNOFFICIAL_STUDENT with studentAuditionStatusEnums Y.',
    group: 'identity',
    persona: 'trial-y',
  },
  {
    id: 'trial-n',
    title: 'Trial student, audition N',
    titleZh: '体验学员（未试听）',
    description: 'UNOFFICIAL_STUDENT with studentAuditionStatusEnums N.',
    group: 'identity',
    persona: 'trial-n',
  },
  {
    id: 'wechat-unbound',
    title: 'WeChat user not bound',
    titleZh: '微信未绑定用户',
    description:
      'A WeChat visitor with an openId but no bound account: member.wechatBackup answers an empty token and only the openid, so the app ends the sign-in round trip (weChatAuthorization → back with a code → backup) as a TOURIST known by openId; tokens are revoked.',
    group: 'identity',
    persona: 'wechat-unbound',
  },
  expiry('missing', '缺少 token'),
  expiry('unknown', '无效 token'),
  expiry('expired', '过期 token'),

  {
    id: 'link-code-1000014',
    title: 'One-time link code: 1000014 (empty token)',
    titleZh: '一次性链接码：1000014（空 token）',
    description:
      "The one-time link code answers code 1000014, which on this call means 'no link token' (doc 1 §8), not an expired login: the app opens the external link with an empty token and stays logged in.",
    group: 'session',
    overrides: [{ endpoint: endpoints.session.linkCode.id, code: 1000014, message: '暂无可用的链接码' }],
  },
  {
    id: 'status-lookup-fails',
    title: 'Student-status lookup fails',
    titleZh: '学员身份查询失败',
    description:
      `The status lookups (getAuthTokenExt, getUserInfoByToken) answer code ${APP_FAILURE_CODE} '查询用户信息失败'. ` +
      'At startup the app clears the user (keeping only the openId) and continues as a TOURIST; WeChat sign-in fails and is logged.',
    group: 'session',
    overrides: [endpoints.session.getAuthTokenExt.id, endpoints.session.userInfoByToken.id].map(
      (endpoint) => ({
        endpoint,
        code: APP_FAILURE_CODE,
        message: '查询用户信息失败',
      }),
    ),
  },
];
