/**
 * The registry of every endpoint: one object per domain file, and ALL_ENDPOINTS for table-driven users
 * (the simulator's route registration, the OpenAPI document, the contract table test, the Pact coverage).
 *
 * The app imports the domain objects (`authEndpoints`, `homeEndpoints`…), never `endpoints` or
 * ALL_ENDPOINTS: those hold every definition, so a screen that names one domain would carry all eleven
 * (web/src/test/boundaries.ts checks it).
 */
import type { AnyEndpoint } from '../endpoint';
import { authEndpoints } from './auth';
import { captchaSmsEndpoints } from './captcha-sms';
import { commonEndpoints } from './common';
import { growthEndpoints } from './growth';
import { homeEndpoints } from './home';
import { hoursEndpoints } from './hours';
import { learningPartnerEndpoints } from './learning-partner';
import { parentCentreEndpoints } from './parent-centre';
import { stepUpEndpoints } from './step-up';
import { trackingEndpoints } from './tracking';
import { wechatShareEndpoints } from './wechat-share';

export { SMS_CAPTCHA_REQUIRED_CODE } from './captcha-sms';
export { shellEndpoints } from './shell';
export {
  authEndpoints,
  captchaSmsEndpoints,
  commonEndpoints,
  growthEndpoints,
  homeEndpoints,
  hoursEndpoints,
  learningPartnerEndpoints,
  parentCentreEndpoints,
  stepUpEndpoints,
  trackingEndpoints,
  wechatShareEndpoints,
};

export const endpoints = {
  // doc 1: login, captcha and SMS, WeChat and share, tracking, other top-level calls
  auth: authEndpoints,
  captchaSms: captchaSmsEndpoints,
  wechatShare: wechatShareEndpoints,
  tracking: trackingEndpoints,
  common: commonEndpoints,
  // doc 2: home and tab shell
  home: homeEndpoints,
  // doc 3: step-up, learning partner, hours, parent centre, growth
  stepUp: stepUpEndpoints,
  learningPartner: learningPartnerEndpoints,
  hours: hoursEndpoints,
  parentCentre: parentCentreEndpoints,
  growth: growthEndpoints,
} as const;

export const ALL_ENDPOINTS: readonly AnyEndpoint[] = /* @__PURE__ */ Object.values(endpoints).flatMap(
  (domain) => Object.values(domain) as AnyEndpoint[],
);

export const ENDPOINTS_BY_ID: ReadonlyMap<string, AnyEndpoint> = /* @__PURE__ */ new Map(
  ALL_ENDPOINTS.map((e) => [e.id, e]),
);
