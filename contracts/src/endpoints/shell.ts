/**
 * The calls of the app shell, which the first load of every route carries: startup (the mini-program token,
 * WeChat sign-in, the status lookup), the tab bar, the greeting, the share setup and external links with a
 * one-time code. Each belongs to its domain and keeps its place there (`authEndpoints.getAuthToken` is
 * `shellEndpoints.getAuthToken`); it is written here so that the app can import the shell's calls without
 * the rest of their domains and the entities only those use.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  LinkCodeBodySchema,
  LinkCodeDataSchema,
  TokenDataSchema,
  TokenOnlySchema,
  UserWithStatusSchema,
  WechatBackupBodySchema,
  WechatBackupDataSchema,
} from '../entities/login';
import { ShareConfBodySchema, ShareConfDataSchema } from '../entities/share';
import { AppFlagSchema, TabItemSchema, UnreadMsgNumSchema } from '../entities/tab-shell';
import { PrivateInfoSchema, UserInfoSchema } from '../entities/user';
import { HomeListUserTypeSchema } from '../enums';
import { SHORT_TIMEOUT_MS } from '../hosts';

const token = z.string().check(z.minLength(1));

export const shellEndpoints = {
  // ------------------------------------------------------------------------------------------------------
  // auth (doc 1 §7): startup sign-in and status lookup, external links

  getAuthToken: defineEndpoint({
    id: 'app.getAuthToken',
    host: 'app',
    method: 'GET',
    path: '/v1/visitor/getAuthToken',
    summary: 'Visitor auth-token call: convert a mini-program/shell token into the app user (doc1 §7)',
    note:
      'Param "set by caller": modelled as {token}. The global expiry codes do NOT log out here (doc1 §8); a ' +
      'failed mini-program token conversion is only logged.',
    query: TokenOnlySchema,
    data: UserInfoSchema,
    ignoresGlobalExpiry: true,
  }),
  wechatBackup: defineEndpoint({
    id: 'member.wechatBackup',
    host: 'member',
    method: 'POST',
    path: '/member/v2/wechat/backup',
    summary: 'Exchange a WeChat authorization code for a temporary token and accounts (doc1 §7, §4)',
    note: 'An unbound WeChat user gets an empty token and an entry with only the openid (TOURIST).',
    headers: ['appid'],
    body: WechatBackupBodySchema,
    data: WechatBackupDataSchema,
  }),
  realToken: defineEndpoint({
    id: 'member.realToken',
    host: 'member',
    method: 'POST',
    path: '/member/v2/wechat/realToken',
    pathSource: 'chosen',
    summary: 'WeChat sign-in step 2: temporary token → real token (doc1 §7, §4)',
    note:
      'Path not shown: placed next to /member/v2/wechat/backup on the member host because it continues the ' +
      'WeChat sign-in that backup starts; answer modelled as data.token.',
    headers: ['appid'],
    body: TokenOnlySchema,
    data: TokenDataSchema,
  }),
  userInfoByToken: defineEndpoint({
    id: 'app.userInfoByToken',
    host: 'app',
    method: 'GET',
    path: '/v1/visitor/getUserInfoByToken',
    pathSource: 'chosen',
    summary: 'WeChat sign-in step 3: real token → user info and student status (doc1 §7, §4)',
    note:
      'Path not shown: the answer is code 00000000 + data, i.e. the app host; under /v1/visitor because the ' +
      'klzz_ol_home headers do not exist yet. data = user info + student info the app stores.',
    query: TokenOnlySchema,
    data: UserWithStatusSchema,
  }),
  getAuthTokenExt: defineEndpoint({
    id: 'app.getAuthTokenExt',
    host: 'app',
    method: 'GET',
    path: '/v1/visitor/getAuthTokenExt',
    summary: 'Auth token with the extended user info (doc1 §7)',
    note: 'Param "set by caller": modelled as {token}; data = user info + student status.',
    query: TokenOnlySchema,
    data: UserWithStatusSchema,
  }),
  linkCode: defineEndpoint({
    id: 'member.linkCode',
    host: 'member',
    method: 'POST',
    path: '/member/v1/front/oneTimeLinkCode',
    pathSource: 'chosen',
    summary: 'One-time link code: a short-lived token appended to an external link (doc1 §7)',
    note:
      'Path not shown: member host because the payload carries appTypeCode MASTER_WECHAT like the other member ' +
      "calls. Answer codes (doc1 §8): '0' gives data.token; 1000014 gives an empty token (the link still opens); " +
      "any other code is an error ('invalid status code returned'). Needs a logged-in token ('not logged in').",
    headers: ['appid'],
    body: LinkCodeBodySchema,
    data: LinkCodeDataSchema,
    // 1000014 here means "no link token", not "log out" (doc1 §8): the external link opens with ''.
    ignoresGlobalExpiry: true,
  }),

  // ------------------------------------------------------------------------------------------------------
  // common (doc 1 §7): the private info behind the greeting

  getPersonInfo: defineEndpoint({
    id: 'app.getPersonInfo',
    host: 'app',
    method: 'GET',
    path: '/v1/personalCenter/getPersonInfo',
    summary: 'Private info of child and parent (doc1 §7, doc3 §7)',
    headers: ['session'],
    query: TokenOnlySchema,
    data: PrivateInfoSchema,
  }),

  // ------------------------------------------------------------------------------------------------------
  // wechatShare (doc 1 §7): the share setup on each route change

  shareConf: defineEndpoint({
    id: 'www.shareConf',
    host: 'www',
    method: 'POST',
    path: '/api_index.php/weixin/index/shareConf',
    summary: 'WeChat JS-SDK sign package and share info for a page url (doc1 §7)',
    note: "Code other than '200' fails the SDK setup with the server message; no shareInfo is a flow error (doc1 §8).",
    body: ShareConfBodySchema,
    data: ShareConfDataSchema,
    family: 'share',
  }),

  // ------------------------------------------------------------------------------------------------------
  // home (doc 2 §2): the tab bar

  tabConfig: defineEndpoint({
    id: 'app.getTabConfig',
    host: 'app',
    method: 'GET',
    path: '/v1/index/getTabConfig',
    pathSource: 'chosen',
    summary: 'Bottom tab items from server configuration, at most 5 (doc2 §2 tab shell)',
    note:
      'The spec says tabs come from server configuration but shows no call: a GET beside the other /v1/index ' +
      'calls, no payload (tourists load it too; with no token and a failed answer the user goes to /login). ' +
      'The app keeps the first 5 and, in the mini-program, only courses and me.',
    data: z.array(TabItemSchema),
  }),

  // ------------------------------------------------------------------------------------------------------
  // home (doc 2 §7): the top bar's unread badge and the download bar's flag, read by the tab shell

  getUnReadMsgNum: defineEndpoint({
    id: 'gateway.getUnReadMsgNum',
    host: 'gateway',
    method: 'POST',
    path: '/api/aic-ug/v1/index/getUnReadMsgNum',
    summary: 'Unread message count for the top-bar badge, 99+ above 99; not for tourists (doc2 §7)',
    note: 'reqType values are not shown (1 used for all messages); userType is the home-list user type. Short timeout: the badge must not hold the page.',
    body: z.object({
      reqType: z.number().check(z.int()),
      token,
      userType: HomeListUserTypeSchema,
    }),
    headers: ['bearer'],
    data: UnreadMsgNumSchema,
    timeoutMs: SHORT_TIMEOUT_MS,
  }),

  getAppFlag: defineEndpoint({
    id: 'app.getAppFlag',
    host: 'app',
    method: 'GET',
    path: '/v1/index/getAppFlag',
    summary: 'Whether the home download bar shows (isDisplay 1) (doc2 §7)',
    note: 'Short timeout: a non-blocking lookup for the download bar.',
    query: z.object({ userId: z.string().check(z.minLength(1)) }),
    data: AppFlagSchema,
    timeoutMs: SHORT_TIMEOUT_MS,
  }),
} as const;
