/**
 * The builders of the interaction catalogue (../interactions.ts): what an interaction is, and how a success,
 * a business failure, a global expiry and a retried HTTP status of an endpoint become one. The modules beside
 * this one hold each provider host's own interactions, built with these.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import {
  type AnyEndpoint,
  type Code,
  type EndpointId,
  envelopeOf,
  FAMILIES,
  GLOBAL_EXPIRY_CODES,
  type RegisteredEndpoint,
} from '@wonder/contracts';
import { type PersonaId, successData } from '@wonder/fixtures';
import {
  CAPTCHA_CHALLENGE,
  EXAMPLE_REQUESTS,
  type ExampleRequest,
  WECHAT_TEMPORARY_TOKEN,
} from '@wonder/fixtures/requests';
import { exampleOf, template } from '../matchers';
import { STATE, STATE_INFO, type StateName } from '../states';

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

/**
 * Set while the simulator cannot be told a slider challenge: the interactions whose state carries one
 * (params captchaToken, secretKey, x; seeded through POST /__mock/sessions/:id/captcha) are then marked
 * pending. The hook exists, so nothing is pending.
 */
export const CAPTCHA_SEED_PENDING: string | undefined = undefined;
export function requestOf(e: RegisteredEndpoint): ExampleRequest {
  return EXAMPLE_REQUESTS[e.id] ?? {};
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

export function success(e: RegisteredEndpoint, given: SuccessOptions = {}): InteractionSpec {
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
 * challenge the provider issued, which the state params carry; so does a real token for a WeChat sign-in's
 * temporary token.
 */
const SUCCESS_OPTIONS: Readonly<Partial<Record<EndpointId, SuccessOptions>>> = {
  'evaluation.getReportRecord': { state: STATE.reportNewRecord },
  'captcha.captchaCheck': {
    params: CAPTCHA_CHALLENGE,
    ...(CAPTCHA_SEED_PENDING ? { pending: CAPTCHA_SEED_PENDING } : {}),
  },
  // The real token is given for a temporary one the provider gave (the WeChat sign-in, doc 1 §4).
  'member.realToken': { params: { wechatTemporaryToken: WECHAT_TEMPORARY_TOKEN } },
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

export function failure(e: RegisteredEndpoint, o: FailureOptions): InteractionSpec {
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
export function familyCode(e: AnyEndpoint, code: number): Code {
  return typeof FAMILIES[e.family].success[0] === 'string' ? String(code) : code;
}

const EXPIRY_STATE = {
  '1000010': STATE.tokenExpired1000010,
  '1000014': STATE.tokenExpired1000014,
  '10000004': STATE.tokenExpired10000004,
} as const satisfies Record<(typeof GLOBAL_EXPIRY_CODES)[number], StateName>;

const EXPIRY_MESSAGE = '登录状态失效，请重新登录';

export function expiry(e: RegisteredEndpoint, code: (typeof GLOBAL_EXPIRY_CODES)[number]): InteractionSpec {
  return failure(e, {
    state: EXPIRY_STATE[code],
    code: familyCode(e, Number(code)),
    message: EXPIRY_MESSAGE,
    description: `${e.id} answers the global expiry code ${code}`,
    // The simulator answers 401 like the real token check; a host answering 200 with the code is fine too.
    status: { example: 401, allowed: [200, 401] },
  });
}

export function httpStatus(
  e: RegisteredEndpoint,
  state: StateName,
  status: number,
  why: string,
): InteractionSpec {
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

export type Json = Record<string, unknown>;
/** The one example item of an array template (an array type matcher). */
export const itemOf = (arrayTemplate: unknown): Json => (arrayTemplate as { value: Json[] }).value[0] as Json;
