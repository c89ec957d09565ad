/**
 * Slider captcha and SMS calls (doc 1 §7 "Captcha and SMS"). The captcha gateway answers
 * {repCode, repMsg, repData}; the SMS login send accepts code 0 or 200, and 4011 means "captcha required":
 * the app shows the slider and retries with the verification string in the captcha-sencond-code header.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  CaptchaChallengeSchema,
  CaptchaCheckBodySchema,
  CaptchaCheckDataSchema,
  CaptchaGetBodySchema,
} from '../entities/captcha';
import {
  AreaCodeItemSchema,
  CrmSmsSendBodySchema,
  SendSmsBodySchema,
  SendSmsDataSchema,
  SupplierCodeSchema,
} from '../entities/login';

/** SMS send code meaning "captcha required" (doc 1 §4, §8). */
export const SMS_CAPTCHA_REQUIRED_CODE = 4011;

export const captchaSmsEndpoints = {
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
