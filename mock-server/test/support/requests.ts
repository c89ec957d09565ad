/**
 * A valid request for every endpoint: generated from the contract's schemas, except for endpoints whose
 * handler checks more than the shape (ciphers, captcha tokens…), which have a builder here. A second
 * helper adding stateful handlers adds their builders to VALID_REQUESTS.
 */
import { type AnyEndpoint, CAPTCHA_POINT_Y, endpoints } from '@wonder/contracts';
import { sampleOf } from '@wonder/contracts/samples';
import { growthShareKey, PERSONAS } from '@wonder/fixtures';
import type { FastifyInstance } from 'fastify';
import { DEV_SMS_CODE } from '../../src/handlers/login/codes';
import { hostPrefix } from '../../src/wire/prefix';
import {
  aesEncryptLikeApp,
  headersFor,
  injectFor,
  type Login,
  type RequestParts,
  rsaEncryptLikeApp,
} from './app';
import { toQuery } from './samples';

export interface RequestEnv {
  app: FastifyInstance;
  session: string;
  login: Login;
  endpoint: AnyEndpoint;
}

type Builder = (env: RequestEnv, generic: RequestParts) => Promise<RequestParts> | RequestParts;

const official = (PERSONAS as Record<string, { phone: string; password: string }>).official as {
  phone: string;
  password: string;
};

const withBody = (generic: RequestParts, patch: Record<string, unknown>): RequestParts => ({
  ...generic,
  body: { ...(generic.body as object), ...patch },
});

/** Solve a captcha the way the app does and return the check body. */
export async function solveCaptcha(
  app: FastifyInstance,
  session: string,
  offset = 0,
): Promise<{ token: string; secretKey: string | null; pointJson: string; plain: string; x: number }> {
  const get = await app.inject({
    method: 'POST',
    url: '/captcha/auth/o/v1/captcha/get',
    headers: { 'x-mock-session': session, 'app-scene': 'parent-h5' },
    payload: { captchaType: 'blockPuzzle', clientUid: 'test-client', ts: Date.now() },
  });
  const rep = get.json().repData as { token: string; secretKey: string | null };
  const world = app.mock.sessions.get(session).world;
  const x = (world.captchas.get(rep.token)?.x ?? 0) + offset;
  const plain = JSON.stringify({ x, y: CAPTCHA_POINT_Y });
  const pointJson = rep.secretKey ? aesEncryptLikeApp(plain, rep.secretKey) : plain;
  return { token: rep.token, secretKey: rep.secretKey, pointJson, plain, x };
}

export const VALID_REQUESTS: Record<string, Builder> = {
  'member.pwdLogin': (_env, g) =>
    withBody(g, {
      phoneCipher: rsaEncryptLikeApp(official.phone),
      passwordCipher: rsaEncryptLikeApp(official.password),
      areaCode: '86',
      cipherVersion: 'v1',
    }),
  'member.verificationLogin': (_env, g) =>
    withBody(g, {
      phoneCipher: rsaEncryptLikeApp(official.phone),
      verificationCode: DEV_SMS_CODE,
      areaCode: '86',
    }),
  'app.trialClaimLogin': (_env, g) =>
    withBody(g, { phone: official.phone, areaCode: '86', verificationCode: DEV_SMS_CODE, source: 10001 }),
  'member.sendLoginCode': (_env, g) =>
    withBody(g, { phoneCipher: rsaEncryptLikeApp(official.phone), areaCode: '86' }),
  'member.aggregationSendVerificationCode': (_env, g) =>
    withBody(g, { phoneCipher: rsaEncryptLikeApp(official.phone), areaCode: '86' }),
  'member.v3SendVerificationCode': (_env, g) =>
    withBody(g, { phoneCipher: rsaEncryptLikeApp(official.phone), areaCode: '86' }),
  // plan_time is JSON text with a refinement; generated strings cannot satisfy it.
  'ems.stepUpSubmitPlanTime': (_env, g) =>
    withBody(g, {
      plan_time: JSON.stringify([
        [
          { w: 1, h: 18, m: 0 },
          { w: 3, h: 19, m: 0 },
        ],
      ]),
    }),
  // A share page opens by the key the plan or report carries; a generated key is unknown (withdrawn).
  'app.growSharedStudyPlan': (_env, g) => ({
    ...g,
    query: { shareKey: growthShareKey(PERSONAS.official, 'plan') },
  }),
  'app.growSharedLearningReport': (_env, g) => ({
    ...g,
    query: { shareKey: growthShareKey(PERSONAS.official, 'report') },
  }),
  // A real token is given for the temporary token of a WeChat sign-in the session started
  // (handlers/session/wechat-sign-in.ts).
  'member.realToken': async (env, g) => {
    const backup = endpoints.session.wechatBackup;
    const r = await env.app.inject({
      method: 'POST',
      url: `${hostPrefix(backup.host)}${backup.path}`,
      headers: { ...headersFor(backup), 'x-mock-session': env.session },
      payload: { code: 'sim-123456', appTypeCode: 'MASTER_WECHAT' },
    });
    return withBody(g, { token: (r.json() as { data: { token: string } }).data.token });
  },
  'captcha.captchaCheck': async (env, g) => {
    const solved = await solveCaptcha(env.app, env.session);
    return withBody(g, { token: solved.token, pointJson: solved.pointJson, captchaType: 'blockPuzzle' });
  },
};

/** Fill token-ish fields of a generated payload with the logged-in values. */
function personalise(value: unknown, login: Login): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out = { ...(value as Record<string, unknown>) };
  if (typeof out.token === 'string') out.token = login.token;
  if (typeof out.userId === 'string') out.userId = login.userId;
  return out;
}

export function genericRequest(e: AnyEndpoint, login: Login): RequestParts {
  const parts: RequestParts = { headers: headersFor(e, login) };
  if (e.query) parts.query = toQuery(personalise(sampleOf(e.query), login));
  if (e.body) parts.body = personalise(sampleOf(e.body), login);
  return parts;
}

export async function validRequest(env: RequestEnv): Promise<RequestParts> {
  const generic = genericRequest(env.endpoint, env.login);
  const builder = VALID_REQUESTS[env.endpoint.id];
  return builder ? builder(env, generic) : generic;
}

export async function sendValid(env: RequestEnv) {
  const parts = await validRequest(env);
  return env.app.inject(injectFor(env.endpoint, env.session, parts));
}
