/** Login failures of doc 1 §8 handled by the stateful member handlers. */
import { MEMBER_FAILURE } from '../../handlers/auth/codes';
import type { Scenario } from '../types';

export const loginScenarios: readonly Scenario[] = [
  {
    id: 'wrong-password',
    title: 'Password login: wrong password',
    titleZh: '密码登录：密码错误',
    description: `Password login answers code ${MEMBER_FAILURE.wrongPassword.code} '${MEMBER_FAILURE.wrongPassword.message}' whatever is typed (the real check does the same for a wrong password).`,
    group: 'login',
    overrides: [
      {
        endpoint: 'member.pwdLogin',
        code: MEMBER_FAILURE.wrongPassword.code,
        message: MEMBER_FAILURE.wrongPassword.message,
        data: null,
      },
    ],
  },
  {
    id: 'sms-captcha-required',
    title: 'SMS send requires the slider captcha (4011)',
    titleZh: '发送验证码需要滑块验证（4011）',
    description:
      'The SMS login send answers 4011 until it carries a solved captcha verification in the captcha-sencond-code header; each solved captcha is good for one send.',
    group: 'login',
    params: { smsCaptchaRequired: 1 },
  },
];
