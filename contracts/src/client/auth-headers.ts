/**
 * Fill in the header rules an endpoint names (contracts/src/headers.ts) from the caller's credentials
 * and environment. Rules whose values are missing are left out: the server then answers with a global
 * expiry code, which is exactly what the real hosts do for a visitor without a token.
 */
import type { AnyEndpoint } from '../endpoint';
import { APP_SCENE, HEADER, type HeaderRule, MINI_PROGRAM_PROJECT, STAFF_AUTH_TYPE } from '../headers';

export interface Credentials {
  token: string;
  userId: string;
  /** Login time (epoch ms), sent as klzz_ol_home_time and as the step-up `time`. */
  time: number;
  /** Token for bearer gateway calls when it differs from the member token (bizToken accessToken). */
  bearerToken?: string | null;
}

export interface RequestEnvironment {
  /** Inside the WeChat mini-program: app-scene takes the mini-program value, project header is added. */
  miniProgram: boolean;
}

export interface HeaderInputs {
  credentials: Credentials | null;
  environment: RequestEnvironment;
  memberAppId: string;
  /** Verification string of a solved slider captcha (SMS send after 4011). */
  captchaSecondCode?: string;
  /** A service's own token for the `token` rule instead of the user's (the learning partner, doc 3 §7). */
  serviceToken?: string;
}

type Headers = Record<string, string>;

const RULE_WRITERS: Record<HeaderRule, (h: Headers, i: HeaderInputs) => void> = {
  appid: (h, i) => {
    h[HEADER.appid] = i.memberAppId;
  },
  session: (h, { credentials: c }) => {
    if (!c) return;
    h[HEADER.token] = c.token;
    h[HEADER.homeTime] = String(c.time);
    h[HEADER.homeToken] = c.token;
    h[HEADER.homeUid] = c.userId;
  },
  token: (h, { credentials: c, serviceToken }) => {
    const value = serviceToken ?? c?.token;
    if (value) h[HEADER.token] = value;
  },
  bearer: (h, { credentials: c }) => {
    if (c) h[HEADER.authorization] = `Bearer ${c.bearerToken ?? c.token}`;
  },
  authorization: (h, { credentials: c }) => {
    if (c) h[HEADER.authorization] = c.token;
  },
  appScene: (h, i) => {
    h[HEADER.appScene] = i.environment.miniProgram ? APP_SCENE.miniProgram : APP_SCENE.web;
  },
  staff: (h) => {
    h[HEADER.authType] = STAFF_AUTH_TYPE;
  },
  stepUp: (h, { credentials: c }) => {
    if (!c) return;
    h[HEADER.stepUpTime] = String(c.time);
    h[HEADER.stepUpToken] = c.token;
    h[HEADER.stepUpUid] = c.userId;
  },
};

export function headersFor(endpoint: AnyEndpoint, inputs: HeaderInputs): Headers {
  const h: Headers = {};
  for (const rule of endpoint.headers) RULE_WRITERS[rule](h, inputs);
  if (endpoint.optionalHeaders.includes('captchaSecondCode') && inputs.captchaSecondCode) {
    h[HEADER.captchaSecondCode] = inputs.captchaSecondCode;
  }
  if (endpoint.optionalHeaders.includes('project') && inputs.environment.miniProgram) {
    h[HEADER.project] = MINI_PROGRAM_PROJECT;
  }
  return h;
}
