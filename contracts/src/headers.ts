/**
 * Header rules of the spec (doc 1 §6–7, doc 2 §7, doc 3 §6–7). An endpoint names the rules it needs;
 * the client fills them in from the session, the simulator checks them with these schemas, and the Pact
 * tests match them. Header names are lower-case because HTTP/2, Fastify and Pact all fold them.
 */
import * as z from 'zod/mini';

export const HEADER = {
  appid: 'appid',
  token: 'token',
  homeTime: 'klzz_ol_home_time',
  homeToken: 'klzz_ol_home_token',
  homeUid: 'klzz_ol_home_uid',
  authorization: 'authorization',
  appScene: 'app-scene',
  captchaSecondCode: 'captcha-sencond-code',
  authType: 'x-auth-type',
  stepUpTime: 'time',
  stepUpToken: 'token',
  stepUpUid: 'uid',
  project: 'project',
} as const;

/** Fixed member app id ("login app id and default member appid fixed", value not shown: chosen). */
export const MEMBER_APP_ID = 'wonder-parent-h5';
/** app-scene values: the spec gives a wonder-parent value inside the mini-program; the web value is chosen. */
export const APP_SCENE = { web: 'parent-h5', miniProgram: 'wonder-parent' } as const;
/** Staff-type auth for the multi-brand summary / leave summary. */
export const STAFF_AUTH_TYPE = 'staff';
/** Project header the mini-program adds on the course study list (value chosen). */
export const MINI_PROGRAM_PROJECT = 'wonder-parent-mini';

const nonEmpty = z.string().check(z.minLength(1));
const bearer = z.string().check(z.regex(/^Bearer \S+$/, 'must be "Bearer <token>"'));

/** Each rule: the headers it sets and how the simulator validates them. */
export const HEADER_RULES = {
  /** Member requests send the fixed appid. */
  appid: z.object({ [HEADER.appid]: nonEmpty }),
  /** Logged-in calls: token plus the klzz_ol_home time/token/uid triple. */
  session: z.object({
    [HEADER.token]: nonEmpty,
    [HEADER.homeTime]: nonEmpty,
    [HEADER.homeToken]: nonEmpty,
    [HEADER.homeUid]: nonEmpty,
  }),
  /** Just the token header (wonderful-moment check, questionnaire, newcomer entrance). */
  token: z.object({ [HEADER.token]: nonEmpty }),
  /** Gateway calls: Authorization: Bearer <token>. */
  bearer: z.object({ [HEADER.authorization]: bearer }),
  /** Raw authorization header (evaluation, marketing): the token itself, no scheme. */
  authorization: z.object({ [HEADER.authorization]: nonEmpty }),
  /** Captcha and SMS send: the app scene, a fixed value per environment. */
  appScene: z.object({ [HEADER.appScene]: z.enum([APP_SCENE.web, APP_SCENE.miniProgram]) }),
  /** Multi-brand summary and leave summary use staff-type auth. */
  staff: z.object({ [HEADER.authType]: z.literal(STAFF_AUTH_TYPE) }),
  /** Step-up calls carry time, token and uid. */
  stepUp: z.object({
    [HEADER.stepUpTime]: nonEmpty,
    [HEADER.stepUpToken]: nonEmpty,
    [HEADER.stepUpUid]: nonEmpty,
  }),
} as const;

export type HeaderRule = keyof typeof HEADER_RULES;

/** Optional headers: sent only in some situations, never required by the simulator. */
export const OPTIONAL_HEADER_RULES = {
  /** After a solved slider captcha the SMS send carries its verification string. */
  captchaSecondCode: HEADER.captchaSecondCode,
  /** The mini-program adds a project header on the course study list. */
  project: HEADER.project,
} as const;

export type OptionalHeaderRule = keyof typeof OPTIONAL_HEADER_RULES;

/** Rules that prove who the caller is: missing or unknown values mean "login expired". */
export const AUTH_RULES: readonly HeaderRule[] = ['session', 'token', 'bearer', 'authorization', 'stepUp'];
