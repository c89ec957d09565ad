/**
 * The interaction catalogue: for every endpoint of contracts/ a success interaction, plus the failures the
 * app branches on (global expiry codes, SMS 4011, 100088, 1000012, captcha 6201 and a failed check,
 * step-up 201 with each ineligibility code, HTTP 404/504 that the client retries, and a non-success of
 * each envelope family). The consumer tests turn each entry into a Pact interaction and drive the real
 * client through it; the checks read the same list, so "every endpoint has an interaction" is one test.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import {
  ALL_ENDPOINTS,
  type AnyEndpoint,
  CAPTCHA_REP_CODE,
  CONTENT_TYPE,
  type Code,
  endpoints,
  envelopeOf,
  FAMILIES,
  GLOBAL_EXPIRY_CODES,
  GROWTH_SHARE_INVALID_CODE,
  type HostId,
  REDIRECT_TYPE,
  SMS_CAPTCHA_REQUIRED_CODE,
  STEP_UP_INELIGIBLE,
} from '@wonder/contracts';
import { fixtureToken, PERSONAS, type PersonaId, successData } from '@wonder/fixtures';
import {
  CAPTCHA_CHALLENGE,
  CAPTCHA_SECOND_CODE,
  CAPTCHA_WRONG_POINT_JSON,
  EXAMPLE_REQUESTS,
  type ExampleRequest,
} from '@wonder/fixtures/requests';
import { exampleOf, template } from './matchers';
import { STATE, STATE_INFO, type StateName } from './states';

export type StateParams = Readonly<Record<string, string | number>>;

export type Expectation =
  /** The client returns this typed data. */
  | { kind: 'data'; data: unknown }
  /** The client throws ApiBusinessError with this code. */
  | { kind: 'business'; code: Code; isGlobalExpiry: boolean; body?: Record<string, unknown> }
  /** The client throws ApiNetworkError 'http' with this status (after its one retry). */
  | { kind: 'http'; status: number };

export interface InteractionSpec {
  readonly endpoint: AnyEndpoint;
  readonly kind: 'success' | 'failure';
  /** Unique within the provider's pact file. */
  readonly description: string;
  readonly state: StateName;
  readonly params?: StateParams;
  /** Persona whose credentials the app holds (null: a visitor without token). */
  readonly persona: PersonaId | null;
  readonly request: ExampleRequest;
  /** HTTP status the provider answers; `allowed` widens it for real hosts (expiry may come as 200 or 401). */
  readonly status: { example: number; allowed?: number[] };
  /** Pact template of the response body; undefined when only the status matters. */
  readonly body?: unknown;
  readonly expect: Expectation;
  /**
   * Why the interaction is pending (Pact V4 `pending`): its verification is reported but cannot fail the
   * run. Used only while the provider lacks what the state needs.
   */
  readonly pending?: string;
}

const E = endpoints;

/**
 * Set while the simulator cannot be told a slider challenge: the interactions whose state carries one
 * (params captchaToken, secretKey, x; seeded through POST /__mock/sessions/:id/captcha) are then marked
 * pending. The hook exists, so nothing is pending.
 */
export const CAPTCHA_SEED_PENDING: string | undefined = undefined;
const REQUESTS: Readonly<Record<string, ExampleRequest>> = EXAMPLE_REQUESTS;

function requestOf(e: AnyEndpoint): ExampleRequest {
  return REQUESTS[e.id] ?? {};
}

/** The success code as the provider writes it (number or string, per family). */
function successCode(e: AnyEndpoint): Code {
  return e.successCodes[0] ?? FAMILIES[e.family].success[0] ?? '0';
}

/** The success envelope template of an endpoint around its fixture data, and what the client returns. */
export function successResponse(
  e: AnyEndpoint,
  data: unknown,
  pin?: (dataTemplate: unknown) => unknown,
): { body: unknown; expected: unknown } {
  const family = FAMILIES[e.family];
  const generated = template(e.data, data, 'response');
  const dataTemplate = pin ? pin(generated) : generated;
  let body: unknown;
  if (family.id === 'raw') {
    body = dataTemplate;
  } else if (family.dataField === null) {
    body = { [family.codeField]: successCode(e), ...(dataTemplate as Record<string, unknown>) };
  } else {
    body = { [family.codeField]: successCode(e) };
    if (dataTemplate !== undefined) (body as Record<string, unknown>)[family.dataField] = dataTemplate;
  }
  // What the client hands back: the data field of the envelope the mock server answers, parsed.
  const envelope = envelopeOf(family, e.data).parse(exampleOf(body)) as Record<string, unknown>;
  const expected =
    family.id === 'raw' ? envelope : family.dataField === null ? envelope : envelope[family.dataField];
  return { body, expected };
}

interface SuccessOptions {
  state?: StateName;
  params?: StateParams;
  request?: ExampleRequest;
  description?: string;
  /** Adjust the fixture data to what the provider answers in this state. */
  data?: (fixture: unknown) => unknown;
  /** Replace matchers of the generated data template (a dedicated interaction pinning fields). */
  pin?: (dataTemplate: unknown) => unknown;
  pending?: string;
}

function success(e: AnyEndpoint, given: SuccessOptions = {}): InteractionSpec {
  const options = { ...SUCCESS_OPTIONS[e.id], ...given };
  const state = options.state ?? STATE.default;
  const persona = STATE_INFO[state].persona;
  const fixture = successData(e.id, persona ?? 'tourist');
  const { body, expected } = successResponse(e, options.data ? options.data(fixture) : fixture, options.pin);
  return {
    endpoint: e,
    kind: 'success',
    description: options.description ?? `${e.id} succeeds`,
    state,
    ...(options.params ? { params: options.params } : {}),
    persona,
    request: options.request ?? requestOf(e),
    status: { example: 200 },
    body,
    expect: { kind: 'data', data: expected },
    ...(options.pending ? { pending: options.pending } : {}),
  };
}

/**
 * Success interactions that need more than 'default': in 'default' the study-report record has no unread
 * report, so its success example is the one with a new report; a slider check passes only for a
 * challenge the provider issued, which the state params carry.
 */
const SUCCESS_OPTIONS: Readonly<Record<string, SuccessOptions>> = {
  'evaluation.getReportRecord': { state: STATE.reportNewRecord },
  'captcha.captchaCheck': {
    params: CAPTCHA_CHALLENGE,
    ...(CAPTCHA_SEED_PENDING ? { pending: CAPTCHA_SEED_PENDING } : {}),
  },
};

interface FailureOptions {
  state: StateName;
  params?: StateParams;
  code: Code;
  message: string;
  description: string;
  status?: { example: number; allowed?: number[] };
  request?: ExampleRequest;
  /** Fields beside code/message the app reads, matched exactly (e.g. studentCode of step-up 201). */
  exact?: Record<string, unknown>;
  /** Fields beside code/message the app reads, matched by type (e.g. data.messageText of 1000012). */
  loose?: Record<string, unknown>;
}

function failure(e: AnyEndpoint, o: FailureOptions): InteractionSpec {
  const family = FAMILIES[e.family];
  const body = {
    [family.codeField]: o.code,
    // The app shows the message; its wording is the provider's.
    [family.messageField]: MatchersV3.like(o.message),
    ...(o.exact ?? {}),
    ...Object.fromEntries(Object.entries(o.loose ?? {}).map(([k, v]) => [k, MatchersV3.like(v)])),
  };
  return {
    endpoint: e,
    kind: 'failure',
    description: o.description,
    state: o.state,
    ...(o.params ? { params: o.params } : {}),
    persona: STATE_INFO[o.state].persona,
    request: o.request ?? requestOf(e),
    status: o.status ?? { example: 200 },
    body,
    expect: {
      kind: 'business',
      code: o.code,
      isGlobalExpiry:
        !e.ignoresGlobalExpiry && (GLOBAL_EXPIRY_CODES as readonly string[]).includes(String(o.code)),
      ...(o.exact || o.loose ? { body: { ...o.loose, ...o.exact } } : {}),
    },
  };
}

/** A code as the endpoint's family writes codes (numbers on numeric families, strings otherwise). */
function familyCode(e: AnyEndpoint, code: number): Code {
  return typeof FAMILIES[e.family].success[0] === 'string' ? String(code) : code;
}

const EXPIRY_STATE = {
  '1000010': STATE.tokenExpired1000010,
  '1000014': STATE.tokenExpired1000014,
  '10000004': STATE.tokenExpired10000004,
} as const satisfies Record<(typeof GLOBAL_EXPIRY_CODES)[number], StateName>;

const EXPIRY_MESSAGE = '登录状态失效，请重新登录';

function expiry(e: AnyEndpoint, code: (typeof GLOBAL_EXPIRY_CODES)[number]): InteractionSpec {
  return failure(e, {
    state: EXPIRY_STATE[code],
    code: familyCode(e, Number(code)),
    message: EXPIRY_MESSAGE,
    description: `${e.id} answers the global expiry code ${code}`,
    // The simulator answers 401 like the real token check; a host answering 200 with the code is fine too.
    status: { example: 401, allowed: [200, 401] },
  });
}

function httpStatus(e: AnyEndpoint, state: StateName, status: number, why: string): InteractionSpec {
  return {
    endpoint: e,
    kind: 'failure',
    description: `${e.id} answers HTTP ${status} (${why})`,
    state,
    persona: STATE_INFO[state].persona,
    request: requestOf(e),
    status: { example: status },
    expect: { kind: 'http', status },
  };
}

const INELIGIBLE_STATE: Record<number, StateName> = {
  [STEP_UP_INELIGIBLE.NOT_STUDENT]: STATE.stepUpIneligible10001,
  [STEP_UP_INELIGIBLE.NOT_STEP_UP]: STATE.stepUpIneligible10002,
  [STEP_UP_INELIGIBLE.NOT_HAS_COURSE]: STATE.stepUpIneligible10003,
  [STEP_UP_INELIGIBLE.NOT_FORMAL_CLASS]: STATE.stepUpIneligible10004,
  [STEP_UP_INELIGIBLE.EXCLUSIVE_STUDENT]: STATE.stepUpIneligible10005,
};

/** The ineligible personas carry their own student id in the step-up info request. */
function stepUpInfoRequestOf(persona: PersonaId): ExampleRequest {
  return { body: { student_id: PERSONAS[persona].studentId } };
}

/** The failures the app branches on, per endpoint. */
function failures(): InteractionSpec[] {
  const out: InteractionSpec[] = [];

  // Global expiry: every code on the main API, and one code on each provider that checks a token.
  for (const code of GLOBAL_EXPIRY_CODES) out.push(expiry(E.session.getPersonInfo, code));
  out.push(expiry(E.session.exchangeToken, '1000014'));
  out.push(expiry(E.shell.getUnReadMsgNum, '1000010'));
  out.push(expiry(E.parentCentre.configurations, '10000004'));
  out.push(expiry(E.myClasses.isPushQuestionnaire, '1000014'));
  out.push(expiry(E.stepUp.confirm, '10000004'));
  out.push(expiry(E.stepUp.getUpdateStatus, '1000010'));
  out.push(expiry(E.parentCentre.assetsQueryUserHourGroup, '1000014'));
  out.push(expiry(E.home.getReportRecord, '1000010'));
  out.push(expiry(E.home.getPosterShareTask, '10000004'));

  // Session start (doc 1 §1, doc 2 §2): a failed status lookup clears the user; a failed tab config too.
  out.push(
    failure(E.session.getAuthTokenExt, {
      state: STATE.statusLookupFails,
      code: '50000000',
      message: '用户状态查询失败',
      description: 'app.getAuthTokenExt answers a business failure',
    }),
    failure(E.shell.tabConfig, {
      state: STATE.tabConfigFails,
      code: '50000000',
      message: '底部导航配置加载失败',
      description: 'app.getTabConfig answers a business failure',
    }),
  );

  // doc 1 §8 "One-time link: code '0' gives a token; 1000014 gives an empty token" (platform/links.ts).
  out.push(
    failure(E.session.linkCode, {
      state: STATE.linkCode1000014,
      code: 1000014,
      message: '暂无可用的链接码',
      description: 'member.linkCode answers 1000014 (no link token, not an expired login)',
    }),
  );

  // Login (doc 1 §8).
  out.push(
    failure(E.login.pwdLogin, {
      state: STATE.wrongPassword,
      code: 100002,
      message: '账号或密码错误',
      description: 'member.pwdLogin answers a business failure for a wrong password',
    }),
    failure(E.login.pwdLogin, {
      state: STATE.deviceLimit,
      code: 100088,
      message: '您的账号登录设备数已超过上限',
      description: 'member.pwdLogin answers 100088 (device limit)',
    }),
    failure(E.login.verificationLogin, {
      state: STATE.codeLogin1000012,
      code: 1000012,
      message: '该手机号暂不支持验证码登录',
      description: 'member.verificationLogin answers 1000012',
    }),
    failure(E.login.verificationLogin, {
      state: STATE.codeLogin1000012MessageText,
      code: 1000012,
      message: '该手机号暂不支持验证码登录',
      description: 'member.verificationLogin answers 1000012 with messageText',
      loose: { data: { messageText: '该手机号已绑定其他账号，请使用密码登录或联系班主任处理' } },
    }),
    success(E.login.phoneChangeWechat, {
      state: STATE.rebindConflict,
      description: 'member.phoneChangeWechat answers a rebind conflict',
      data: () => ({ rebound: false, boundPhone: '181****8342' }),
    }),
    failure(E.login.getCountryMobilePrefixs, {
      state: STATE.areaCodesFail,
      code: '50000000',
      message: '区号列表加载失败',
      description: 'app.getCountryMobilePrefixs answers a business failure',
    }),
  );

  // SMS send: 4011 until a solved captcha's verification string comes in captcha-sencond-code.
  out.push(
    failure(E.login.sendLoginCode, {
      state: STATE.smsCaptchaRequired,
      code: SMS_CAPTCHA_REQUIRED_CODE,
      message: '请先完成安全验证',
      description: 'member.sendLoginCode answers 4011 (captcha required)',
    }),
    success(E.login.sendLoginCode, {
      state: STATE.smsCaptchaRequired,
      params: CAPTCHA_CHALLENGE,
      request: { ...requestOf(E.login.sendLoginCode), captchaSecondCode: CAPTCHA_SECOND_CODE },
      description: 'member.sendLoginCode with a solved captcha succeeds although a captcha is required',
      ...(CAPTCHA_SEED_PENDING ? { pending: CAPTCHA_SEED_PENDING } : {}),
    }),
  );

  // Slider captcha: images expired on loading, a failed check. The success check needs a challenge the
  // provider knows: the state params carry it (see states.ts).
  out.push(
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
  );

  // Home (doc 2 §7): the module list fails on page 1 (toast).
  out.push(
    failure(E.home.homePageShowConfig, {
      state: STATE.homeListFails,
      code: '50000000',
      message: '首页内容加载失败',
      description: 'app.homePageShowConfig answers a business failure',
    }),
    success(E.home.getReportRecord, {
      state: STATE.default,
      description: 'evaluation.getReportRecord succeeds without a new report',
      data: (fixture) => ({ ...(fixture as object), report_record: null }),
    }),
  );

  // Step-up info: 201 with each ineligibility code (the app keeps studentCode and shows the error page).
  for (const code of Object.values(STEP_UP_INELIGIBLE)) {
    const state = INELIGIBLE_STATE[code] as StateName;
    out.push(
      failure(E.stepUp.info, {
        state,
        code: 201,
        message: '暂不符合升学条件',
        description: `ems.stepUpInfo answers 201 with studentCode ${code}`,
        request: stepUpInfoRequestOf(STATE_INFO[state].persona as PersonaId),
        exact: { studentCode: code },
      }),
    );
  }

  // Step-up writes answer 201 with a msg the app toasts; hours answer a code-0-family failure.
  out.push(
    failure(E.stepUp.changeClass, {
      state: STATE.changeClass201,
      code: 201,
      message: '班级已满，请选择其他班级',
      description: 'ems.stepUpChangeClass answers 201',
    }),
    failure(E.stepUp.submitPlanTime, {
      state: STATE.submitPlanTime201,
      code: 201,
      message: '意向时间提交失败，请稍后重试',
      description: 'ems.stepUpSubmitPlanTime answers 201',
    }),
    failure(E.stepUp.resourcesKeep, {
      state: STATE.keepAliveLost,
      code: 201,
      message: '班级锁定已失效',
      description: 'ems.stepUpResourcesKeep answers 201 (the lock is lost)',
    }),
    // Another 201 on the info: no ineligibility code, so the app toasts the msg (doc 3 §8).
    failure(E.stepUp.info, {
      state: STATE.stepUpInfo201,
      code: 201,
      message: '学员升阶信息查询失败，请稍后再试',
      description: 'ems.stepUpInfo answers 201 without a studentCode',
      request: stepUpInfoRequestOf('official'),
    }),
    // The grey flag selects the learning partner's host (doc 3 §6).
    success(E.session.getIsGray, {
      state: STATE.partnerGrey,
      description: 'app.getIsGray answers true (grey environment)',
      data: () => true,
    }),
    failure(E.stepUp.resourcesCheck, {
      state: STATE.stepUpCheckFails,
      code: 201,
      message: '请稍后再试',
      description: 'ems.stepUpResourcesCheck answers 201 (the identity check fails)',
    }),
    // No head master: the contact dialog offers customer service instead.
    success(E.stepUp.admin, {
      state: STATE.headTeacherAbsent,
      description: 'partner.admin answers no head master (data null)',
    }),
    failure(E.parentCentre.assetsQueryUserHourGroup, {
      state: STATE.hoursFail,
      code: 500,
      message: '课时查询失败',
      description: 'assets.queryUserHourGroup answers a business failure',
    }),
    // The parent-centre tiles show dashes when these fail (doc 3 §4, §8).
    failure(E.parentCentre.multiBrandSummaryList, {
      state: STATE.hoursFail,
      code: 500,
      message: '课时查询失败',
      description: 'gateway.multiBrandHourSummaryList answers a business failure',
    }),
    failure(E.parentCentre.leaveSummary, {
      state: STATE.hoursFail,
      code: 500,
      message: '课时查询失败',
      description: 'gateway.leaveSummary answers a business failure',
    }),
  );

  // My classes and growth (doc 3 §2, §8): any failure of the categories shows 'Failed to get course
  // category'; a share page whose key is unknown or withdrawn shows the expired-share state.
  out.push(
    failure(E.myClasses.getCourseStudyList, {
      state: STATE.courseCategoriesFail,
      code: '50000000',
      message: '课程服务繁忙',
      description: 'app.getCourseStudyList answers a business failure',
    }),
    failure(E.growth.sharedLearningReport, {
      state: STATE.default,
      code: GROWTH_SHARE_INVALID_CODE,
      message: '分享链接已失效',
      description: 'app.growSharedLearningReport answers the invalid-share code for an unknown key',
      request: { query: { shareKey: 'gsr-withdrawn' } },
    }),
    failure(E.growth.sharedStudyPlan, {
      state: STATE.default,
      code: GROWTH_SHARE_INVALID_CODE,
      message: '分享链接已失效',
      description: 'app.growSharedStudyPlan answers the invalid-share code for an unknown key',
      request: { query: { shareKey: 'gsp-withdrawn' } },
    }),
  );

  // Retried statuses: the client sends once more, then reports the status.
  out.push(httpStatus(E.stepUp.higherLevelActivity, STATE.status404Once, 404, 'a rolling deploy'));
  out.push(httpStatus(E.freshment.freshEnrollmentConfig, STATE.status504Once, 504, 'a pod restarting'));
  out.push(httpStatus(E.share.shareConf, STATE.status504Once, 504, 'a pod restarting'));
  out.push(httpStatus(E.tracking.writeKafka, STATE.status404Once, 404, 'a rolling deploy'));
  return out;
}

/** A visitor loads the tab shell without any token. */
function visitorInteractions(): InteractionSpec[] {
  return [
    success(E.shell.tabConfig, {
      state: STATE.tourist,
      description: 'app.getTabConfig succeeds for a tourist',
    }),
  ];
}

type Json = Record<string, unknown>;
/** The one example item of an array template (an array type matcher). */
const itemOf = (arrayTemplate: unknown): Json => (arrayTemplate as { value: Json[] }).value[0] as Json;

/** The mini-program a limited-activity card opens in the 'home-list-mini-program' state. */
const MINI_PROGRAM_ID = 'gh_3a5f9c2e7b1d';
const NAVBAR_TEXT = '今天也要和孩子一起进步哦';
/** A string with at least one visible character: a configured navbar text (empty shows the default). */
const NOT_BLANK = '^\\s*\\S[\\s\\S]*$';

/**
 * Dedicated interactions pinning fields the app relies on and the generated success examples leave to
 * chance (a field null in one fixture item is left out of the expected answer, a boolean is only
 * type-matched): each with its own state, description and matchers.
 */
function pinnedInteractions(): InteractionSpec[] {
  const firstModule = (fixture: unknown) => (fixture as Json[]).slice(0, 1);
  return [
    // Home's trial-claim login: isFirstLogin decides age selection (true) or home (false) (doc 2 §9).
    success(E.home.trialClaimLogin, {
      description: 'app.trialClaimLogin answers isFirstLogin true for a phone new to the service',
      data: (f) => ({ ...(f as Json), isFirstLogin: true }),
      pin: (t) => ({ ...(t as Json), isFirstLogin: MatchersV3.equal(true) }),
    }),
    success(E.home.trialClaimLogin, {
      description: "app.trialClaimLogin answers isFirstLogin false for a known parent's phone",
      request: {
        body: {
          ...((requestOf(E.home.trialClaimLogin).body ?? {}) as Json),
          phone: PERSONAS.official.phone,
        },
      },
      data: (f) => ({ ...(f as Json), isFirstLogin: false }),
      pin: (t) => ({ ...(t as Json), isFirstLogin: MatchersV3.equal(false) }),
    }),
    // Limited-activity cards (doc 2 §2): a mini-program card (redirectType 2, xcxId, xcxUrl) whose
    // courseLink opens when the launch fails. One module asked for (limit 1): the limited activity.
    success(E.home.homePageShowConfig, {
      state: STATE.homeListMiniProgram,
      description:
        'app.homePageShowConfig answers limited-activity cards with courseLink, redirectType 2, xcxId and xcxUrl',
      request: {
        body: { ...((requestOf(E.home.homePageShowConfig).body ?? {}) as Json), limit: 1, page: 1 },
      },
      data: (f) =>
        firstModule(f).map((m) => ({
          ...m,
          showConfigContentList: (m.showConfigContentList as Json[]).map((c) => ({
            ...c,
            courseLink: `https://act.wonder.example/course/${c.courseId}`,
            redirectType: REDIRECT_TYPE.MINI_APP,
            xcxId: MINI_PROGRAM_ID,
            xcxUrl: `pages/course/detail?id=${c.courseId}`,
            miniprogramType: 0,
          })),
        })),
      pin: (t) => {
        const module = itemOf(t);
        const card = itemOf(module.showConfigContentList);
        module.buttonTypeId = MatchersV3.equal(CONTENT_TYPE.LIMITED_ACTIVITY);
        card.redirectType = MatchersV3.equal(REDIRECT_TYPE.MINI_APP);
        card.courseLink = MatchersV3.regex('^https?://\\S+$', String(exampleOf(card.courseLink)));
        card.xcxId = MatchersV3.like(MINI_PROGRAM_ID);
        card.xcxUrl = MatchersV3.like(String(exampleOf(card.xcxUrl)));
        return t;
      },
    }),
    // The navbar's configured text (doc 2 §2, §3 "Navbar data: textContent").
    success(E.home.sourceConfig, {
      state: STATE.navbarText,
      description: 'app.getSourceConfig answers a configured navbar textContent',
      data: (f) => ({ ...(f as Json), navbar: { textContent: NAVBAR_TEXT } }),
      pin: (t) => ({ ...(t as Json), navbar: { textContent: MatchersV3.regex(NOT_BLANK, NAVBAR_TEXT) } }),
    }),
    // The check-in popup (doc 2 §3, §4): not checked in today, with the day count it shows.
    success(E.parentCentre.isSignIn, {
      state: STATE.popupCheckIn,
      description: 'app.isSignIn answers not checked in today with the day count (dayNum)',
      data: (f) => ({ ...(f as Json), signIn: false }),
      pin: (t) => ({
        signIn: MatchersV3.equal(false),
        dayNum: MatchersV3.integer(Number(exampleOf((t as Json).dayNum))),
      }),
    }),
  ];
}

let cache: readonly InteractionSpec[] | undefined;

/** Every interaction, in a stable order: endpoints in contract order, success first. */
export function allInteractions(): readonly InteractionSpec[] {
  cache ??= [
    ...ALL_ENDPOINTS.map((e) => success(e)),
    ...visitorInteractions(),
    ...pinnedInteractions(),
    ...failures(),
  ];
  return cache;
}

export function interactionsOf(host: HostId): InteractionSpec[] {
  return allInteractions().filter((i) => i.endpoint.host === host);
}

/** The token value a persona's requests carry, which the provider state makes valid. */
export function tokenOf(persona: PersonaId): string {
  return fixtureToken(PERSONAS[persona]);
}
