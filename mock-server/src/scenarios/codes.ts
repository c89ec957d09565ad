/**
 * The codes each host answers, with what they mean: what a scenario file or an ad-hoc fault may make a host
 * say (a code outside its host's list is refused), and the code list of the control page's fault editor. Built
 * from the constants the handlers and the built-in catalogue answer with, so a code is still written once;
 * test/scenario-files.test.ts checks every built-in override passes these checks.
 */
import {
  ALL_ENDPOINTS,
  CAPTCHA_REP_CODE,
  type Code,
  FAMILIES,
  type FamilyId,
  GROWTH_SHARE_INVALID_CODE,
  HOSTS,
  type HostId,
  STEP_UP_CODE,
} from '@wonder/contracts';
import { TAG_SAVE_FAILURE_CODE } from '../handlers/home/interest-tags';
import { CAPTCHA_FAILURE } from '../handlers/login/captcha';
import { MEMBER_FAILURE } from '../handlers/login/codes';
import { AUTH_FAILURE } from '../wire/auth';
import { familyCode } from '../wire/envelope';
import { CODE_LOGIN_1000012, DEVICE_LIMIT } from './catalogue/login';
import { APP_FAILURE_CODE } from './catalogue/session';

export interface CodeInfo {
  code: Code;
  meaning: string;
}

/** What the simulator itself answers in any host's envelope (bad input, unknown path, faults, its own bugs). */
const PROTOCOL: readonly CodeInfo[] = [
  { code: 400, meaning: 'bad request: a field the contract refuses' },
  { code: 404, meaning: 'not found (also the status-404 fault)' },
  { code: 413, meaning: 'body too large' },
  { code: 414, meaning: 'URL too long' },
  { code: 415, meaning: 'unsupported content type' },
  { code: 500, meaning: 'server error (busy service, or a simulator bug)' },
  { code: 504, meaning: 'gateway timeout (the status-504 fault)' },
];

const EXPIRY: readonly CodeInfo[] = Object.values(AUTH_FAILURE).map((f) => ({
  code: f.code,
  meaning: f.message,
}));

const BUSINESS: Readonly<Record<FamilyId, readonly CodeInfo[]>> = {
  member: [
    ...Object.values(MEMBER_FAILURE).map((f) => ({ code: f.code, meaning: f.message })),
    { code: DEVICE_LIMIT.code, meaning: DEVICE_LIMIT.message },
    { code: CODE_LOGIN_1000012.code, meaning: CODE_LOGIN_1000012.message },
  ],
  app: [
    { code: APP_FAILURE_CODE, meaning: 'business failure: the app shows the message' },
    { code: TAG_SAVE_FAILURE_CODE, meaning: 'interest tags over the limit (最多可选N个)' },
    { code: GROWTH_SHARE_INVALID_CODE, meaning: 'shared page withdrawn (分享链接已失效)' },
  ],
  ems: [{ code: STEP_UP_CODE.FAIL, meaning: 'step-up business failure (with studentCode when ineligible)' }],
  captcha: [
    { code: CAPTCHA_FAILURE.expired.code, meaning: CAPTCHA_FAILURE.expired.message },
    { code: CAPTCHA_FAILURE.wrong.code, meaning: CAPTCHA_FAILURE.wrong.message },
    { code: CAPTCHA_REP_CODE.IMAGES_EXPIRED, meaning: 'captcha images expired' },
  ],
  share: [],
  zero: [],
  report: [],
  tracking: [],
  raw: [],
};

function build(host: HostId): CodeInfo[] {
  const family = HOSTS[host].family;
  const success: CodeInfo[] = [
    ...FAMILIES[family].success,
    ...ALL_ENDPOINTS.filter((e) => e.host === host).flatMap((e) => e.successCodes),
  ].map((code) => ({ code, meaning: 'success' }));
  const seen = new Set<string>();
  const out: CodeInfo[] = [];
  for (const c of [...success, ...BUSINESS[family], ...EXPIRY, ...PROTOCOL]) {
    const code = familyCode(family, c.code);
    if (seen.has(String(code))) continue;
    seen.add(String(code));
    out.push({ code, meaning: c.meaning });
  }
  return out;
}

const CATALOGUE = new Map<HostId, CodeInfo[]>();

/** The codes host `host` answers, in its family's type (numbers or strings). */
export function codesOf(host: HostId): readonly CodeInfo[] {
  let list = CATALOGUE.get(host);
  if (!list) {
    list = build(host);
    CATALOGUE.set(host, list);
  }
  return list;
}

export function isHostCode(host: HostId, code: Code): boolean {
  return codesOf(host).some((c) => String(c.code) === String(code));
}
