/**
 * captcha-gateway (host 'captcha'), beyond each endpoint's success: images expired on loading, a failed
 * check. The success check needs a challenge the provider knows: the state params carry it (../states.ts).
 */
import { CAPTCHA_REP_CODE, endpoints as E } from '@wonder/contracts';
import { CAPTCHA_WRONG_POINT_JSON } from '@wonder/fixtures/requests';
import { STATE } from '../states';
import { failure, type InteractionSpec, requestOf } from './builders';

export function captchaInteractions(): InteractionSpec[] {
  return [
    failure(E.login.captchaGet, {
      state: STATE.captchaImagesExpired,
      code: CAPTCHA_REP_CODE.IMAGES_EXPIRED,
      message: '验证码图片已失效，请刷新',
      description: "captcha.captchaGet answers repCode '6201' (images expired)",
    }),
    failure(E.login.captchaCheck, {
      state: STATE.captchaCheckFails,
      code: '6111',
      message: '验证失败',
      description: 'captcha.captchaCheck answers a failed check',
      request: {
        body: {
          ...(requestOf(E.login.captchaCheck).body as object),
          pointJson: CAPTCHA_WRONG_POINT_JSON,
        },
      },
    }),
  ];
}
