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
export { upgradeConfigEndpoint } from './shared';
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

/** Keyed by the camelCase domain of src/domains.ts (`step-up` → `stepUp`); `download` has no calls of its own. */
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

type Domains = typeof endpoints;
/** Every endpoint id of the contracts (`member.pwdLogin`, `app.getTabConfig`…): the key type of tables by endpoint. */
export type EndpointId = {
  [D in keyof Domains]: {
    [K in keyof Domains[D]]: Domains[D][K] extends { readonly id: infer I extends string } ? I : never;
  }[keyof Domains[D]];
}[keyof Domains];

/** An endpoint of this registry: any definition, with its id one of EndpointId. */
export type RegisteredEndpoint = AnyEndpoint & { readonly id: EndpointId };

export const ALL_ENDPOINTS: readonly RegisteredEndpoint[] = /* @__PURE__ */ Object.values(endpoints).flatMap(
  (domain) => Object.values(domain) as RegisteredEndpoint[],
);

export const ENDPOINTS_BY_ID: ReadonlyMap<string, RegisteredEndpoint> = /* @__PURE__ */ new Map(
  ALL_ENDPOINTS.map((e) => [e.id, e]),
);
