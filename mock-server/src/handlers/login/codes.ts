/** Member-host business failures the stateful handlers answer (HTTP 200, family 'member'). */
export const MEMBER_FAILURE = {
  /** Any cipher that does not decrypt with our key: one generic answer, never a hint. */
  decrypt: { code: 100001, message: '参数解密失败' },
  wrongPassword: { code: 100002, message: '账号或密码错误' },
  wrongCode: { code: 100003, message: '验证码错误' },
  /** SMS send without a solved captcha while 'sms-captcha-required' is active. */
  captchaRequired: { code: 4011, message: '请先完成安全验证' },
} as const;

/**
 * The SMS code the simulator accepts for any phone (documented in the README). No SMS is ever sent.
 */
export const DEV_SMS_CODE = '123456';
