/**
 * Envelope families: every host wraps its answers in one of these shapes, and each family has its own
 * success rule (spec §8 of the three documents). One builder per family; endpoints may override the
 * success codes (SMS send accepts 0 and 200) but never redefine a shape.
 */
import * as z from 'zod/mini';

export type Code = string | number;

export interface EnvelopeFamily {
  readonly id: FamilyId;
  /** Field carrying the status code. */
  readonly codeField: 'code' | 'repCode';
  /** Field carrying the human message. */
  readonly messageField: 'message' | 'msg' | 'repMsg';
  /** Fields read, in order, when a failure's messageField is empty (step-up: "the msg (or info or message)"). */
  readonly messageFallbacks?: readonly string[];
  /** Field carrying the payload; null when the payload fields sit beside the code (share config). */
  readonly dataField: 'data' | 'repData' | null;
  /** Codes meaning success, compared as strings (hosts disagree on string vs number). */
  readonly success: readonly Code[];
  /** The code's own schema: what a well-formed envelope of this family may carry. */
  readonly code: z.ZodMiniType<Code>;
  /** What a successful reply carries beside code/message/data (e.g. `count` on the app host). */
  readonly extra: z.core.$ZodShape;
  /** A human description for docs and the OpenAPI document. */
  readonly description: string;
}

const numericCode = z.number().check(z.int());
const stringCode = z.string();

/** Build a family; kept tiny so the table below reads as the spec's error catalogue. */
function family(f: EnvelopeFamily): EnvelopeFamily {
  return f;
}

export const FAMILIES = {
  /** Member host: {code:0,message,data}. */
  member: family({
    id: 'member',
    codeField: 'code',
    messageField: 'message',
    dataField: 'data',
    success: [0],
    code: numericCode,
    extra: {},
    description: 'member host: {code, message, data}; success code 0',
  }),
  /** Main API (app host): {code:'00000000',count,message,data}. */
  app: family({
    id: 'app',
    codeField: 'code',
    messageField: 'message',
    dataField: 'data',
    success: ['00000000'],
    code: stringCode,
    extra: { count: z.nullish(z.number().check(z.int())) },
    description: "app host: {code, count, message, data}; success code '00000000'",
  }),
  /** Step-up (ems): {code:200|201,msg,data,time}; 201 is a business failure carrying studentCode. */
  ems: family({
    id: 'ems',
    codeField: 'code',
    messageField: 'msg',
    // doc 3 §8 "Other failing codes: toast the msg (or info or message)".
    messageFallbacks: ['info', 'message'],
    dataField: 'data',
    success: [200],
    code: numericCode,
    extra: { time: z.nullish(z.number().check(z.int())), studentCode: z.nullish(z.number().check(z.int())) },
    description: 'step-up host: {code, msg, data, time}; success 200, 201 is a business failure',
  }),
  /** Share config on the www host: {code:'200',msg,shareInfo,signPackage}; no data field. */
  share: family({
    id: 'share',
    codeField: 'code',
    messageField: 'msg',
    dataField: null,
    success: ['200'],
    code: stringCode,
    extra: {},
    description: "share config: {code, msg, shareInfo, signPackage}; success code '200'",
  }),
  /** Hours, learning-partner and update-status calls: {code:0,msg,data}. */
  zero: family({
    id: 'zero',
    codeField: 'code',
    messageField: 'msg',
    dataField: 'data',
    success: [0],
    code: numericCode,
    extra: {},
    description: 'hours / learning-partner / update-status: {code, msg, data}; success code 0',
  }),
  /** Report record on the evaluation host: {code:200,message,data}. */
  report: family({
    id: 'report',
    codeField: 'code',
    messageField: 'message',
    dataField: 'data',
    success: [200],
    code: numericCode,
    extra: {},
    description: 'evaluation host: {code, message, data}; success code 200',
  }),
  /** Event tracking: {code:'0',message,data}. */
  tracking: family({
    id: 'tracking',
    codeField: 'code',
    messageField: 'message',
    dataField: 'data',
    success: ['0'],
    code: stringCode,
    extra: {},
    description: "tracking host: {code, message, data}; success code '0'",
  }),
  /** Slider captcha: {repCode:'0000',repMsg,repData}. */
  captcha: family({
    id: 'captcha',
    codeField: 'repCode',
    messageField: 'repMsg',
    dataField: 'repData',
    success: ['0000'],
    code: stringCode,
    extra: {},
    description: "captcha gateway: {repCode, repMsg, repData}; success repCode '0000'",
  }),
  /** Static JSON files: no envelope at all, the body is the payload. */
  raw: family({
    id: 'raw',
    codeField: 'code',
    messageField: 'message',
    dataField: null,
    success: [],
    code: stringCode,
    extra: {},
    description: 'static JSON: no envelope; any 2xx body that parses is success',
  }),
} as const satisfies Record<string, EnvelopeFamily>;

export type FamilyId =
  | 'member'
  | 'app'
  | 'ems'
  | 'share'
  | 'zero'
  | 'report'
  | 'tracking'
  | 'captcha'
  | 'raw';

/**
 * Codes that end the session wherever they appear (doc 1 §8): the user is cleared and sent to /login,
 * except on the visitor auth-token call. Modelled once, compared as strings.
 */
export const GLOBAL_EXPIRY_CODES = ['1000010', '1000014', '10000004'] as const;

export function isGlobalExpiryCode(code: Code | null | undefined): boolean {
  return code != null && (GLOBAL_EXPIRY_CODES as readonly string[]).includes(String(code));
}

export function isSuccessCode(successCodes: readonly Code[], code: Code | null | undefined): boolean {
  return code != null && successCodes.some((c) => String(c) === String(code));
}

/** The human message of a failure reply's head: the family's message field, else its fallbacks in order. */
export function failureMessage(f: EnvelopeFamily, head: Record<string, unknown>): string {
  for (const field of [f.messageField, ...(f.messageFallbacks ?? [])]) {
    const value = head[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return '';
}

const buildHead = (f: EnvelopeFamily) =>
  z.looseObject({
    [f.codeField]: z.union([z.string(), z.number()]),
    [f.messageField]: z.nullish(z.string()),
  });

/**
 * Built once per family and payload schema, not per reply: the client judges every answer with these, and a
 * schema zod has not seen before is built and prepared again (issue 40: 4 schemas built and one object's
 * shape normalised per answer, about 5 ms of a phone's home load).
 */
const heads = new WeakMap<EnvelopeFamily, ReturnType<typeof buildHead>>();
const wholes = new WeakMap<EnvelopeFamily, WeakMap<z.ZodMiniType, z.ZodMiniType>>();

/**
 * The head of any envelope of this family: code and message only, tolerant of everything else.
 * The client reads the head first so that a failure reply is never judged by the success schema.
 * Codes are accepted as string or number because error replies of real hosts are not consistent.
 */
export function envelopeHead(f: EnvelopeFamily) {
  let head = heads.get(f);
  if (!head) {
    head = buildHead(f);
    heads.set(f, head);
  }
  return head;
}

/**
 * The full schema of a successful reply of this family around `data`.
 * For families without a data field the payload must be an object whose fields sit beside the code.
 */
export function envelopeOf<D extends z.ZodMiniType>(f: EnvelopeFamily, data: D): z.ZodMiniType {
  if (f.id === 'raw') return data;
  let byData = wholes.get(f);
  if (!byData) {
    byData = new WeakMap();
    wholes.set(f, byData);
  }
  let whole = byData.get(data);
  if (!whole) {
    whole = buildEnvelope(f, data);
    byData.set(data, whole);
  }
  return whole;
}

function buildEnvelope(f: EnvelopeFamily, data: z.ZodMiniType): z.ZodMiniType {
  const base = {
    [f.codeField]: f.code,
    [f.messageField]: z.nullish(z.string()),
    ...f.extra,
  };
  if (f.dataField === null) {
    if (!(data instanceof z.core.$ZodObject)) throw new Error(`family ${f.id} needs an object payload`);
    return z.object({ ...base, ...data._zod.def.shape });
  }
  return z.object({ ...base, [f.dataField]: data });
}

/** Build a reply of this family; the simulator and fixtures use it so envelopes are made in one place. */
export function makeEnvelope(
  f: EnvelopeFamily,
  code: Code,
  message: string,
  data: unknown,
  extra: Record<string, unknown> = {},
): unknown {
  if (f.id === 'raw') return data;
  const head: Record<string, unknown> = { [f.codeField]: code, [f.messageField]: message, ...extra };
  if (f.dataField === null) return { ...head, ...(typeof data === 'object' && data !== null ? data : {}) };
  return { ...head, [f.dataField]: data };
}
