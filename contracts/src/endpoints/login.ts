/**
 * The login screen (doc 1 §7): password and SMS-code login, the WeChat rebind, the age update, the
 * upgrade-config dialog (also the invite and jump-link config by typeCode), the slider captcha, area codes,
 * SMS sends and supplier codes. The captcha gateway answers {repCode, repMsg, repData}; the SMS login send
 * accepts code 0 or 200, and 4011 means "captcha required": the app shows the slider and retries with the
 * verification string in the captcha-sencond-code header.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  AreaCodeItemSchema,
  CaptchaChallengeSchema,
  CaptchaCheckBodySchema,
  CaptchaCheckDataSchema,
  CaptchaGetBodySchema,
  CodeLoginBodySchema,
  CrmSmsSendBodySchema,
  LoginDataSchema,
  PhoneChangeWechatBodySchema,
  PhoneChangeWechatDataSchema,
  ProtocolDocumentSchema,
  ProtocolQuerySchema,
  PwdLoginBodySchema,
  SendSmsBodySchema,
  SendSmsDataSchema,
  SupplierCodeSchema,
} from '../entities/login';
import { AgeSchema, LOGIN_CODE } from '../enums';
import { upgradeConfigEndpoint } from './shared';

/** SMS send code meaning "captcha required" (doc 1 §4, §8). */
export const SMS_CAPTCHA_REQUIRED_CODE = LOGIN_CODE.SMS_CAPTCHA_REQUIRED;

export const loginEndpoints = {
  getProtocol: defineEndpoint({
    id: 'app.getProtocol',
    host: 'app',
    method: 'GET',
    path: '/v1/common/getProtocol',
    pathSource: 'chosen',
    summary:
      'The user agreement, privacy policy or children-privacy policy, as HTML (doc1 §2 /protocol pages)',
    note:
      'Chosen: the spec names the routes /protocol, /userAgreement, /userPrivacy, /userChildrenPrivacy and ' +
      'the login form links them, but shows no text and no call. One call by type on the main API, beside ' +
      '/v1/common/getPresentId; no token (the documents are read before logging in). content is untrusted ' +
      'HTML: the app sanitises it before showing it.',
    query: ProtocolQuerySchema,
    data: ProtocolDocumentSchema,
  }),
  pwdLogin: defineEndpoint({
    id: 'member.pwdLogin',
    host: 'member',
    method: 'POST',
    path: '/member/aggregation/v2/pwdLogin',
    summary: 'Password login with RSA-encrypted phone and password (doc1 §7)',
    note: 'Code 100088 = device limit dialog (doc1 §8). isFirstLogin (doc1 §3) is modelled inside data.',
    headers: ['appid'],
    body: PwdLoginBodySchema,
    data: LoginDataSchema,
  }),
  verificationLogin: defineEndpoint({
    id: 'member.verificationLogin',
    host: 'member',
    method: 'POST',
    path: '/member/aggregation/v2/verificationLogin',
    summary: 'SMS-code login (doc1 §7)',
    note: 'Code 1000012 shows messageText if supplied, else the server message (doc1 §8).',
    headers: ['appid'],
    body: CodeLoginBodySchema,
    data: LoginDataSchema,
  }),
  phoneChangeWechat: defineEndpoint({
    id: 'member.phoneChangeWechat',
    host: 'member',
    method: 'POST',
    path: '/member/v1/front/phoneChangeWechat',
    summary: 'Rebind the WeChat account to the logged-in phone (doc1 §7, §4 account rebind)',
    note:
      'Answer not shown: modelled as {rebound, boundPhone}; rebound false with boundPhone is the conflict that ' +
      'opens the rebind confirm; the optional body flag confirm=true is sent after 绑定 (chosen).',
    headers: ['appid', 'bearer'],
    body: PhoneChangeWechatBodySchema,
    data: PhoneChangeWechatDataSchema,
  }),
  updateOlUser: defineEndpoint({
    id: 'member.updateOlUser',
    host: 'member',
    method: 'POST',
    path: '/member/front/ol-user/update',
    summary: "Save the child's age from the age-selection dialog, 3 to 20 (doc1 §7, §5)",
    note: 'Answer not shown: the app reads only the code, so data is null.',
    headers: ['appid', 'bearer'],
    body: z.object({ age: AgeSchema }),
    data: z.null(),
  }),
  getUpgradeConfig: upgradeConfigEndpoint,
  captchaGet: defineEndpoint({
    id: 'captcha.captchaGet',
    host: 'captcha',
    method: 'POST',
    path: '/auth/o/v1/captcha/get',
    summary: 'Get a slider puzzle challenge (doc1 §7)',
    note: "repCode '6201' on loading clears the images (doc1 §4).",
    headers: ['appScene'],
    body: CaptchaGetBodySchema,
    data: CaptchaChallengeSchema,
  }),
  captchaCheck: defineEndpoint({
    id: 'captcha.captchaCheck',
    host: 'captcha',
    method: 'POST',
    path: '/auth/o/v1/captcha/check',
    summary: "Check the slider position; repCode '0000' passes (doc1 §7, §5)",
    note: 'The app reads only repCode; repData is modelled as an optional echo.',
    headers: ['appScene'],
    body: CaptchaCheckBodySchema,
    data: CaptchaCheckDataSchema,
  }),
  getCountryMobilePrefixs: defineEndpoint({
    id: 'app.getCountryMobilePrefixs',
    host: 'app',
    method: 'GET',
    path: '/v1/visitor/getCountryMobilePrefixs',
    summary: 'Area-code list for the picker; top 1 = hot (doc1 §7, §2)',
    note: 'Non-success: toast with the server message (doc1 §8).',
    data: z.array(AreaCodeItemSchema),
  }),
  sendLoginCode: defineEndpoint({
    id: 'member.sendLoginCode',
    host: 'member',
    method: 'POST',
    path: '/member/v2/verificationCode/login/send',
    summary: 'Send the SMS login code (doc1 §7)',
    note:
      'Success code 0 or 200; 4011 = captcha required, then retried with captcha-sencond-code. Answer not ' +
      'shown: modelled as the verificationCodeToken the code login sends back.',
    headers: ['appid', 'appScene'],
    optionalHeaders: ['captchaSecondCode'],
    body: SendSmsBodySchema,
    data: SendSmsDataSchema,
    successCodes: [0, 200],
  }),
  aggregationSendVerificationCode: defineEndpoint({
    id: 'member.aggregationSendVerificationCode',
    host: 'member',
    method: 'POST',
    path: '/member/aggregation/v2/sendVerificationCode',
    summary: 'Send a verification code through the aggregation API (doc1 §7)',
    note: 'Payload and answer not shown: modelled like the login send (send-SMS payload → verificationCodeToken).',
    headers: ['appid'],
    body: SendSmsBodySchema,
    data: SendSmsDataSchema,
  }),
  v3SendVerificationCode: defineEndpoint({
    id: 'member.v3SendVerificationCode',
    host: 'member',
    method: 'POST',
    path: '/member/v3/sendVerificationCode',
    summary: 'Send a verification code, v3 (account-deletion phone check) (doc1 §7)',
    note: 'Payload and answer not shown: modelled like the login send (send-SMS payload → verificationCodeToken).',
    headers: ['appid'],
    body: SendSmsBodySchema,
    data: SendSmsDataSchema,
  }),
  crmSmsSends: defineEndpoint({
    id: 'crm.smsSends',
    host: 'crm',
    method: 'POST',
    path: '/index/sms/sends',
    summary: 'Send an SMS through the CRM gateway (doc1 §7)',
    note: 'Payload and answer not shown: modelled as {mobile, areaCode?, templateCode?} → data null.',
    body: CrmSmsSendBodySchema,
    data: z.null(),
  }),
  getSupplierCodeList: defineEndpoint({
    id: 'member.getSupplierCodeList',
    host: 'member',
    method: 'GET',
    path: '/member/v2/getSupplierCodeList',
    summary: 'SMS supplier code list for an appid (doc1 §7)',
    note: 'Answer not shown: modelled as a list of {supplierCode, supplierName}.',
    headers: ['appid'],
    query: z.object({ appid: z.string().check(z.minLength(1)) }),
    data: z.array(SupplierCodeSchema),
  }),
} as const;
