/** Public API of @wonder/mock-server: build the simulator, find its hosts, drive its sessions. */
export { BODY_LIMIT, type BuildAppOptions, buildApp, type MockRuntime } from './app';
export { CAPTCHA_TOLERANCE_PX, CAPTCHA_WIDTH, JIGSAW_WIDTH } from './captcha/puzzle';
export { DEV_CIPHER_VERSION, DEV_RSA_PUBLIC_KEY_PEM } from './crypto/dev-keys';
export { rsaDecrypt } from './crypto/rsa';
export type { DefinedHandler, Handler, HandlerContext, ParsedBody, ParsedQuery } from './handlers/define';
export { defineHandler } from './handlers/define';
export { HANDLERS, HANDLERS_BY_DOMAIN, handlersById } from './handlers/index';
export { CAPTCHA_FAILURE } from './handlers/login/captcha';
export { DEV_SMS_CODE, MEMBER_FAILURE } from './handlers/login/codes';
export type { Failure, HandlerResult, Success } from './handlers/result';
export { fail, ok } from './handlers/result';
export { DEFAULT_SCENARIO_ID, ScenarioEngine } from './overrides/engine';
export type { FaultKind, Scenario, ScenarioGroup, ScenarioOverride } from './overrides/types';
export { SCENARIOS } from './scenarios/catalogue';
export { AUTH_FAILURE } from './wire/auth';
export { baseUrlsFor, hostPrefix } from './wire/prefix';
export {
  DEFAULT_SESSION_ID,
  SCENARIO_HEADER,
  SESSION_COOKIE,
  SESSION_HEADER,
  Session,
  SessionStore,
} from './world/session';
export { TOKEN_TTL_MS } from './world/world';
