/**
 * The registry of every endpoint: one object per domain file (src/domains.ts names the domains), and
 * ALL_ENDPOINTS for table-driven users (the simulator's route registration, the OpenAPI document, the
 * contract table test, the Pact coverage).
 *
 * The app imports the domain objects (`sessionEndpoints`, `homeEndpoints`…), never `endpoints` or
 * ALL_ENDPOINTS: those hold every definition, so a screen that names one domain would carry all of them
 * (web/src/test/boundaries.ts checks it).
 */
import type { AnyEndpoint } from '../endpoint';
import { freshmentEndpoints } from './freshment';
import { growthEndpoints } from './growth';
import { homeEndpoints } from './home';
import { loginEndpoints } from './login';
import { myClassesEndpoints } from './my-classes';
import { parentCentreEndpoints } from './parent-centre';
import { sessionEndpoints } from './session';
import { shareEndpoints } from './share';
import { shellEndpoints } from './shell';
import { stepUpEndpoints } from './step-up';
import { trackingEndpoints } from './tracking';

export { SMS_CAPTCHA_REQUIRED_CODE } from './login';
export {
  freshmentEndpoints,
  growthEndpoints,
  homeEndpoints,
  loginEndpoints,
  myClassesEndpoints,
  parentCentreEndpoints,
  sessionEndpoints,
  shareEndpoints,
  shellEndpoints,
  stepUpEndpoints,
  trackingEndpoints,
};

/** Keyed by domainKey(domain) of src/domains.ts; `download` has no calls of its own. */
export const endpoints = {
  session: sessionEndpoints,
  login: loginEndpoints,
  shell: shellEndpoints,
  share: shareEndpoints,
  tracking: trackingEndpoints,
  home: homeEndpoints,
  freshment: freshmentEndpoints,
  stepUp: stepUpEndpoints,
  myClasses: myClassesEndpoints,
  parentCentre: parentCentreEndpoints,
  growth: growthEndpoints,
} as const;

export const ALL_ENDPOINTS: readonly AnyEndpoint[] = /* @__PURE__ */ Object.values(endpoints).flatMap(
  (domain) => Object.values(domain) as AnyEndpoint[],
);

export const ENDPOINTS_BY_ID: ReadonlyMap<string, AnyEndpoint> = /* @__PURE__ */ new Map(
  ALL_ENDPOINTS.map((e) => [e.id, e]),
);
