/** member-service (host 'member'), beyond each endpoint's success: expiry, the login failures, SMS 4011. */
import { endpoints as E, SMS_CAPTCHA_REQUIRED_CODE } from '@wonder/contracts';
import { CODE_LOGIN_MESSAGE_TEXT } from '@wonder/fixtures';
import { CAPTCHA_CHALLENGE, CAPTCHA_SECOND_CODE } from '@wonder/fixtures/requests';
import { STATE } from '../states';
import { CAPTCHA_SEED_PENDING, expiry, failure, type InteractionSpec, requestOf, success } from './builders';

export function memberInteractions(): InteractionSpec[] {
  return [
    expiry(E.session.exchangeToken, '1000014'),
    // doc 1 §8 "One-time link: code '0' gives a token; 1000014 gives an empty token" (platform/links.ts).
    failure(E.session.linkCode, {
      state: STATE.linkCode1000014,
      code: 1000014,
      message: '暂无可用的链接码',
      description: 'member.linkCode answers 1000014 (no link token, not an expired login)',
    }),
    // Login (doc 1 §8).
    failure(E.login.pwdLogin, {
      state: STATE.wrongPassword,
      code: 100002,
      message: '账号或密码错误',
      description: 'member.pwdLogin answers a business failure for a wrong password',
    }),
    failure(E.login.pwdLogin, {
      state: STATE.deviceLimit,
      code: 100088,
      message: '您的账号登录设备数已超过上限',
      description: 'member.pwdLogin answers 100088 (device limit)',
    }),
    // doc 1 §8 "Login code 100088: dialog titled 登录提醒" — for the code login too.
    failure(E.login.verificationLogin, {
      state: STATE.deviceLimit,
      code: 100088,
      message: '您的账号登录设备数已超过上限',
      description: 'member.verificationLogin answers 100088 (device limit)',
    }),
    failure(E.login.verificationLogin, {
      state: STATE.codeLogin1000012,
      code: 1000012,
      message: '该手机号暂不支持验证码登录',
      description: 'member.verificationLogin answers 1000012',
    }),
    // doc 1 §3 "optional autoRegisterType and messageText" (request fields), §8 "Code-login code 1000012: shows
    // messageText if supplied, otherwise the server message": the text is the one the login sent, so the
    // answer is the plain 1000012 and the app needs nothing more of it.
    failure(E.login.verificationLogin, {
      state: STATE.codeLogin1000012MessageText,
      code: 1000012,
      message: '该手机号暂不支持验证码登录',
      description: 'member.verificationLogin answers 1000012 to a login that sent messageText',
      request: {
        body: {
          ...(requestOf(E.login.verificationLogin).body as object),
          messageText: CODE_LOGIN_MESSAGE_TEXT,
        },
      },
    }),
    success(E.login.phoneChangeWechat, {
      state: STATE.rebindConflict,
      description: 'member.phoneChangeWechat answers a rebind conflict',
      data: () => ({ rebound: false, boundPhone: '181****8342' }),
    }),
    // SMS send: 4011 until a solved captcha's verification string comes in captcha-sencond-code.
    failure(E.login.sendLoginCode, {
      state: STATE.smsCaptchaRequired,
      code: SMS_CAPTCHA_REQUIRED_CODE,
      message: '请先完成安全验证',
      description: 'member.sendLoginCode answers 4011 (captcha required)',
    }),
    success(E.login.sendLoginCode, {
      state: STATE.smsCaptchaRequired,
      params: CAPTCHA_CHALLENGE,
      request: { ...requestOf(E.login.sendLoginCode), captchaSecondCode: CAPTCHA_SECOND_CODE },
      description: 'member.sendLoginCode with a solved captcha succeeds although a captcha is required',
      ...(CAPTCHA_SEED_PENDING ? { pending: CAPTCHA_SEED_PENDING } : {}),
    }),
  ];
}
