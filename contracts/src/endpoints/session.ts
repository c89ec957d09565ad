/**
 * Who the visitor is (doc 1 §7 "Authentication and session", doc 3 §7): the startup sign-in (mini-program
 * token, WeChat backup, real token, the status lookups), token checks and exchange, the one-time link code,
 * WeChat authorization, the platform biz token, source ids, logout, the auth-centre and service tokens, the
 * grey flag, the present id and the private info behind the greeting. Member calls send the fixed appid
 * header; the bearer ones also Authorization: Bearer <token>. Several are shared with documents 2 and 3 and
 * defined once. Every route's first load carries this domain (the app shell's startup), so it holds only
 * the session's calls.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  BizTokenBodySchema,
  BizTokenDataSchema,
  CheckTokenDataSchema,
  LinkCodeBodySchema,
  LinkCodeDataSchema,
  PresentInfoSchema,
  PrivateInfoSchema,
  SourceIdDataSchema,
  SourceKeyQuerySchema,
  TokenDataSchema,
  TokenOnlySchema,
  UserInfoSchema,
  UserWithStatusSchema,
  WechatAuthorizationBodySchema,
  WechatBackupBodySchema,
  WechatBackupDataSchema,
} from '../entities/session';
import { DEVICE_TYPE } from '../enums';
import { SHORT_TIMEOUT_MS } from '../hosts';

const DeviceTypeSchema = z.union([z.literal(DEVICE_TYPE.ANDROID), z.literal(DEVICE_TYPE.IOS)]);

export const sessionEndpoints = {
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
  checkToken: defineEndpoint({
    id: 'member.checkToken',
    host: 'member',
    method: 'POST',
    path: '/member/v2/checkToken',
    summary: 'Check that a member token is still valid (doc1 §7)',
    note: 'Payload and answer not shown: modelled as {token} → {valid, userId}.',
    headers: ['appid'],
    body: TokenOnlySchema,
    data: CheckTokenDataSchema,
  }),
  exchangeToken: defineEndpoint({
    id: 'member.exchangeToken',
    host: 'member',
    method: 'GET',
    path: '/member/v1/exchangeToken',
    summary: 'Exchange the current token for a new one; also doc3 "new-token refresh" (doc1 §7)',
    note:
      'No payload; the caller is identified by the logged-in headers (doc1 §6), hence session. ' +
      'Answer "token" modelled as data.token.',
    headers: ['appid', 'session'],
    data: TokenDataSchema,
  }),
  weChatAuthorization: defineEndpoint({
    id: 'member.weChatAuthorization',
    host: 'member',
    method: 'POST',
    path: '/member/v1/weChatAuthorization',
    summary: 'Get the WeChat authorization url to open, coming back to backupUrl (doc1 §7)',
    note: 'The answer also carries an errors field beside code/message; it is not read on success.',
    headers: ['appid'],
    body: WechatAuthorizationBodySchema,
    data: z.url(),
  }),
  bizToken: defineEndpoint({
    id: 'platform.bizToken',
    host: 'platform',
    method: 'POST',
    path: '/bizcenter-usercenter/o/login/bizToken',
    summary: 'Get a business user-centre access token for a member token (doc1 §7)',
    body: BizTokenBodySchema,
    data: BizTokenDataSchema,
  }),
  sourceIdBySourceKey: defineEndpoint({
    id: 'member.sourceIdBySourceKey',
    host: 'member',
    method: 'GET',
    path: '/member/v1/channel/getSourceIdBySourceKey',
    pathSource: 'chosen',
    summary: 'Channel or source id by source key, sent as sourceId/channel at login (doc1 §7)',
    note:
      'Path not shown: placed on the member host because the login payloads that carry sourceId/channel go ' +
      'there; distinct from /v1/common/getSourceId which the spec lists separately. Answer {sourceId, channelId}.',
    headers: ['appid'],
    query: SourceKeyQuerySchema,
    data: SourceIdDataSchema,
    timeoutMs: SHORT_TIMEOUT_MS,
  }),
  logout: defineEndpoint({
    id: 'member.logout',
    host: 'member',
    method: 'POST',
    path: '/member/v1/logout',
    pathSource: 'chosen',
    summary: 'Log out the member token (doc1 §7; doc3 "logout with token")',
    note:
      'Path not shown: member host beside the login calls, REST style of /member/v1/…; answer not shown, ' +
      'data null. Success toast 已退出登录; the app keeps only openId.',
    headers: ['appid'],
    body: TokenOnlySchema,
    data: z.null(),
  }),
  visitorLogout: defineEndpoint({
    id: 'app.visitorLogout',
    host: 'app',
    method: 'GET',
    path: '/v1/visitor/logout',
    summary: 'Log out on the main API (doc1 §7)',
    note: 'Payload "token" per the logout row; answer not shown, data null.',
    headers: ['session'],
    query: TokenOnlySchema,
    data: z.null(),
  }),
  getAuthCenterToken: defineEndpoint({
    id: 'app.getAuthCenterToken',
    host: 'app',
    method: 'GET',
    path: '/v1/visitor/getAuthCenterToken',
    summary: 'Auth-centre token for gateway (bearer) calls; used by the growth tab too (doc1 §7, doc3 §7)',
    note: 'Param "set by caller": modelled as the logged-in token; data is the auth-centre token string.',
    headers: ['session'],
    query: TokenOnlySchema,
    data: z.string().check(z.minLength(1)),
  }),
  getSourceId: defineEndpoint({
    id: 'app.getSourceId',
    host: 'app',
    method: 'GET',
    path: '/v1/common/getSourceId',
    summary: 'Source id lookup on the main API (doc1 §7)',
    note: 'Param "set by caller": modelled as {sourceKey}; answer {sourceId, channelId}.',
    query: SourceKeyQuerySchema,
    data: SourceIdDataSchema,
    timeoutMs: SHORT_TIMEOUT_MS,
  }),
  appLogin: defineEndpoint({
    id: 'app.appLogin',
    host: 'app',
    method: 'POST',
    path: '/v1/index/appLogin',
    summary: 'Record an app login with the device type, 1 Android / 2 iOS (doc1 §7)',
    note: 'Answer not shown: data null.',
    headers: ['session'],
    body: z.object({ deviceType: DeviceTypeSchema, token: z.string().check(z.minLength(1)) }),
    data: z.null(),
  }),
  getServiceToken: defineEndpoint({
    id: 'app.getServiceToken',
    host: 'app',
    method: 'GET',
    path: '/v1/common/getServiceToken',
    summary: "Token for a named service, e.g. serviceName 'learning-partner' (doc1 §7, doc3 §7)",
    note: '"data token": data is the token string.',
    headers: ['session'],
    query: z.object({ serviceName: z.string().check(z.minLength(1)) }),
    data: z.string().check(z.minLength(1)),
  }),
  getIsGray: defineEndpoint({
    id: 'app.getIsGray',
    host: 'app',
    method: 'GET',
    path: '/v1/common/getIsGray',
    summary: 'Whether the user is in the gray (canary) release (doc1 §7, doc3 §7)',
    note: 'Non-blocking lookup: uses the 10 s timeout.',
    headers: ['session'],
    data: z.boolean(),
    timeoutMs: SHORT_TIMEOUT_MS,
  }),
  getPresentId: defineEndpoint({
    id: 'app.getPresentId',
    host: 'app',
    method: 'GET',
    path: '/v1/common/getPresentId',
    summary: 'Share/present id for a presentKey, cached per key (doc1 §7, doc2 §7)',
    note: "Non-blocking lookup for the share setup: 10 s timeout. On failure the app uses presentID '0'.",
    query: z.object({ presentKey: z.string().check(z.minLength(1)) }),
    data: PresentInfoSchema,
    timeoutMs: SHORT_TIMEOUT_MS,
  }),
} as const;
