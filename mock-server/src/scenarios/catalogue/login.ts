/**
 * Login answers the app branches on (doc 1 §4, §8): the wrong password and the SMS send that needs the
 * slider captcha (both handled by the stateful member handlers), the device limit, code-login 1000012 with
 * and without messageText, the WeChat rebind conflict, captcha check failure, captcha images expired, the
 * area-code list failing.
 */
import { CAPTCHA_REP_CODE, endpoints } from '@wonder/contracts';
import { CODE_LOGIN_MESSAGE_TEXT } from '@wonder/fixtures';
import { CAPTCHA_FAILURE } from '../../handlers/login/captcha';
import { MEMBER_FAILURE } from '../../handlers/login/codes';
import { REBIND_CONFLICT_PARAM } from '../../handlers/login/profile';
import { override } from '../../overrides/override';
import type { Scenario } from '../../overrides/types';
import { APP_FAILURE_CODE } from './session';

const L = endpoints.login;

export const DEVICE_LIMIT = { code: 100088, message: '您的账号登录设备数已超过上限' } as const;
export const CODE_LOGIN_1000012 = {
  code: 1000012,
  message: '该手机号暂不支持验证码登录',
  messageText: CODE_LOGIN_MESSAGE_TEXT,
} as const;
export const CAPTCHA_IMAGES_EXPIRED_MESSAGE = '验证码图片已失效，请刷新';

/** Markup that would run script if the app showed served HTML as it is (the 'protocol-unsafe-markup' scenario). */
export const UNSAFE_PROTOCOL_MARKUP =
  '<p>协议正文</p><script>window.__protocolScript = 1</script>' +
  '<img src="x" alt="" onerror="window.__protocolScript = 2">' +
  '<a href="javascript:window.__protocolScript = 3">点击查看</a>';

export const loginScenarios: readonly Scenario[] = [
  {
    id: 'protocol-unsafe-markup',
    title: 'Agreement documents carry script',
    titleZh: '协议内容含脚本',
    description:
      'app.getProtocol answers each document with a script tag, an onerror handler and a javascript: link beside its text: the app must show the text and run none of them.',
    group: 'login',
    overrides: [
      override(L.getProtocol, {
        data: async ({ base }) => ({ ...(await base()), content: UNSAFE_PROTOCOL_MARKUP }),
      }),
    ],
  },
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
  {
    id: 'device-limit-100088',
    title: 'Login: device limit (100088)',
    titleZh: '登录：设备数超限（100088）',
    description: `Password and code login answer code ${DEVICE_LIMIT.code} '${DEVICE_LIMIT.message}': the app shows the 登录提醒 dialog advising a code login or contacting the class teacher, button 我知道了.`,
    group: 'login',
    overrides: [L.pwdLogin.id, L.verificationLogin.id].map((endpoint) => ({
      endpoint,
      code: DEVICE_LIMIT.code,
      message: DEVICE_LIMIT.message,
      data: null,
    })),
  },
  {
    id: 'code-login-1000012-message-text',
    title: 'Code login: 1000012 to a login that sent messageText',
    titleZh: '验证码登录：1000012（登录请求带 messageText）',
    description:
      `Code login answers code ${CODE_LOGIN_1000012.code} '${CODE_LOGIN_1000012.message}' to a login whose body carries ` +
      "messageText (doc 1 §3: an optional field of the code login's payload; the app sends it when /login was opened " +
      `with ?messageText=…, e.g. /login?messageText=${encodeURIComponent(CODE_LOGIN_1000012.messageText)}): doc 1 §8 ` +
      '"shows messageText if supplied, otherwise the server message", so the app shows the text its login sent. ' +
      'A login without messageText gets the plain answer of code-login-1000012.',
    group: 'login',
    overrides: [
      {
        endpoint: L.verificationLogin.id,
        when: { body: { messageText: CODE_LOGIN_1000012.messageText } },
        code: CODE_LOGIN_1000012.code,
        message: CODE_LOGIN_1000012.message,
      },
    ],
  },
  {
    id: 'code-login-1000012',
    title: 'Code login: 1000012 without messageText',
    titleZh: '验证码登录：1000012（无 messageText）',
    description: `Code login answers code ${CODE_LOGIN_1000012.code} '${CODE_LOGIN_1000012.message}' and no data: the app shows the server message.`,
    group: 'login',
    overrides: [
      {
        endpoint: L.verificationLogin.id,
        code: CODE_LOGIN_1000012.code,
        message: CODE_LOGIN_1000012.message,
        data: null,
      },
    ],
  },
  {
    id: 'rebind-conflict',
    title: 'WeChat rebind conflict',
    titleZh: '微信换绑冲突',
    description:
      'phoneChangeWechat answers rebound false with the phone already bound (masked): the app asks 发现已有社交帐号已绑定{phone}手机号，是否确认更换绑定？; the call sent after 绑定 (confirm true) rebinds, 不换绑 leaves it.',
    group: 'login',
    params: { [REBIND_CONFLICT_PARAM]: 1 },
  },
  {
    id: 'captcha-check-fails',
    title: 'Slider captcha check fails',
    titleZh: '滑块验证失败',
    description: `Every captcha check answers repCode '${CAPTCHA_FAILURE.wrong.code}' '${CAPTCHA_FAILURE.wrong.message}' wherever the piece is dropped: the slider shows 验证失败，请重试 for 1 s and refreshes; the SMS send stays blocked while captcha is required.`,
    group: 'login',
    overrides: [
      {
        endpoint: L.captchaCheck.id,
        code: CAPTCHA_FAILURE.wrong.code,
        message: CAPTCHA_FAILURE.wrong.message,
        data: null,
      },
    ],
  },
  {
    id: 'captcha-images-expired-6201',
    title: 'Slider captcha images expired (6201)',
    titleZh: '滑块图片失效（6201）',
    description: `Captcha get answers repCode '${CAPTCHA_REP_CODE.IMAGES_EXPIRED}' '${CAPTCHA_IMAGES_EXPIRED_MESSAGE}' with no images: the slider clears its images.`,
    group: 'login',
    overrides: [
      {
        endpoint: L.captchaGet.id,
        code: CAPTCHA_REP_CODE.IMAGES_EXPIRED,
        message: CAPTCHA_IMAGES_EXPIRED_MESSAGE,
        data: null,
      },
    ],
  },
  {
    id: 'area-codes-fail',
    title: 'Area-code list fails',
    titleZh: '区号列表加载失败',
    description: `The area-code list answers code ${APP_FAILURE_CODE} '区号列表加载失败': the app toasts the message and the picker stays hidden (default +86 is used).`,
    group: 'login',
    overrides: [
      { endpoint: L.getCountryMobilePrefixs.id, code: APP_FAILURE_CODE, message: '区号列表加载失败' },
    ],
  },
];
