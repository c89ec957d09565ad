/**
 * THE error table: what a failed call means to the parent, decided per endpoint and nowhere else. Every
 * failed call of the app that got an answer passes through it — queries, mutations and imperative calls
 * alike — because the contracts client hands every error to its onError before the caller sees it
 * (lib/errors.ts runs it; the app's entry, main.tsx, loads this module with the first such failure, so no
 * first load carries it).
 *
 * The default, for a call without an entry or an answer its entry does not name, is the spec's: doc 2 §8
 * "Success code for most calls is 00000000. Otherwise the response message is shown as a toast"; doc 3 §8
 * "Other failing codes: toast the msg"; doc 1 §8 (the server message, 返回状态错误 with the code when it
 * has none, 请求失败，请重试 for an answer off contract). An entry says otherwise only where the spec does, and
 * quotes it. Expiry codes and network failures are not the table's: they are the same for every call
 * (lib/errors.ts).
 */
import {
  CAPTCHA_REP_CODE,
  type Code,
  type EndpointId,
  ineligibleStudentCode,
  LOGIN_CODE,
  STEP_UP_CODE,
} from '@wonder/contracts';
import { ApiBusinessError, type ApiError } from '@wonder/contracts/client';
import type { AnswerDecision } from '../lib/errors';
import { fmt, texts } from '../texts';

/** One clause of an entry; the first clause that matches the failure decides. */
export type ErrorRule =
  /** The screen shows the failure itself (a dialog, a tip, dashes, a fallback): no toast. */
  | { kind: 'screen'; codes?: readonly Code[]; when?: (error: ApiBusinessError) => boolean }
  /** One of home's popup calls: a failure is the popup's "done, nothing to show". */
  | { kind: 'done' }
  /** A paged list: only the failure of page 1 toasts. */
  | { kind: 'first-page' }
  /** Logged, never shown. */
  | { kind: 'logged' }
  /** This answer toasts a text the call itself sent (when it sent one) instead of the server's message. */
  | { kind: 'sent-text'; codes: readonly Code[]; field: string };

const sameCode = (a: Code, b: Code) => String(a) === String(b);
const DONE: readonly ErrorRule[] = [{ kind: 'done' }];
const SCREEN: readonly ErrorRule[] = [{ kind: 'screen' }];
const screenFor = (...codes: Code[]): readonly ErrorRule[] => [{ kind: 'screen', codes }];

/** The entries, keyed by endpoint id (contracts). */
export type ErrorTable = Readonly<Partial<Record<EndpointId, readonly ErrorRule[]>>>;

export const ERROR_TABLE: ErrorTable = {
  // doc 1 §8 "Login code 100088: dialog titled 登录提醒 …"; "Code-login code 1000012: shows messageText if
  // supplied, otherwise the server message"; "Other login codes: server message as a toast".
  'member.pwdLogin': screenFor(LOGIN_CODE.DEVICE_LIMIT),
  'member.verificationLogin': [
    { kind: 'screen', codes: [LOGIN_CODE.DEVICE_LIMIT] },
    { kind: 'sent-text', codes: [LOGIN_CODE.CODE_LOGIN_MESSAGE], field: 'messageText' },
  ],
  // doc 1 §4 "If the server answers code 4011 the slider is shown and the send is retried".
  'member.sendLoginCode': screenFor(LOGIN_CODE.SMS_CAPTCHA_REQUIRED),
  // doc 1 §4 "Code '6201' on loading clears the images"; doc 1 §8 "Captcha failure: '验证失败，请重试'"
  // (the slider's own tip, doc 1 §2).
  'captcha.captchaGet': screenFor(CAPTCHA_REP_CODE.IMAGES_EXPIRED),
  'captcha.captchaCheck': SCREEN,
  // doc 1 §8 "Failed mini-program token conversion is only logged."
  'app.getAuthToken': [{ kind: 'logged' }],
  // doc 2 §2 "Tab bar status is pending, fail or success. With no token and a failed tab config, the user is
  // logged out and sent to /login" (with a token, the shell shows the spec's four tabs).
  'app.getTabConfig': SCREEN,
  // doc 2 §8 "For the home list it toasts only on page 1."
  'app.homePageShowConfig': [{ kind: 'first-page' }],
  // doc 2 §4 "Network failures set the loading flags to done so that popups are not blocked": the popup
  // chain's calls (the step-up popup's period below), the newcomer config (its page shows its own failed
  // state) and the notification popup's follow check.
  'app.listUnclaimedAward': DONE,
  'app.isSignIn': DONE,
  'app.checkWonderfulMoment': DONE,
  'gateway.interestTagPopList': DONE,
  'app.getEntranceDetail': DONE,
  'app.isSubscribe': DONE,
  // doc 2 §4 "if enrollment is open (default open)"; doc 2 §9, doc 3 §9: the activity period's default and
  // fallback windows when its JSON cannot be read (domain/higher-level-period.ts).
  'static.freshEnrollmentConfig': SCREEN,
  'static.higherLevelActivity': SCREEN,
  // doc 3 §8 "Step-up info with code 201 and a studentCode in the ineligibility list: the info is empty and
  // the studentCode is kept. Otherwise the message toasts."
  'ems.stepUpInfo': [
    {
      kind: 'screen',
      codes: [STEP_UP_CODE.FAIL],
      when: (e) => ineligibleStudentCode(e.code, e.body) !== null,
    },
  ],
  // doc 3 §8 "In other step-up contexts code 201 shows an error dialog 'user id: {id}, {msg}'" (confirm,
  // upgrade); the identity check's 201 is its refusal, which the screens explain (doc 3 §2, §4).
  'ems.stepUpConfirm': screenFor(STEP_UP_CODE.FAIL),
  'ems.stepUpUpdateType': screenFor(STEP_UP_CODE.FAIL),
  'ems.stepUpResourcesCheck': screenFor(STEP_UP_CODE.FAIL),
  // doc 3 §4 "Hour and leave tiles show loading, then values, or dashes on failure"; doc 3 §8 "Failed hour
  // load shows dashes."
  'assets.queryUserHourGroup': SCREEN,
  'gateway.multiBrandHourSummaryList': SCREEN,
  'gateway.leaveSummary': SCREEN,
  // doc 3 §8 "Course category failure: 'Failed to get course category'" (the tab's failed state).
  'app.getCourseStudyList': SCREEN,
  // doc 1 §8 "One-time link: … On failure the external link opens with an empty token" (platform/links.ts):
  // the link opens, nothing to show.
  'member.linkCode': [{ kind: 'logged' }],
  // Chosen: the spec gives event tracking (doc 1 §7) no UI; a record the parent never asked for must not
  // toast.
  'tracking.writeKafka': [{ kind: 'logged' }],
  'app.trackSignUp': [{ kind: 'logged' }],
  // Chosen: the in-app visit record (doc 1 §6 recordVisitedApp, app/startup.ts) has no UI either.
  'app.appLogin': [{ kind: 'logged' }],
  // doc 1 §8, doc 2 §8 "A failed share-id lookup sets presentID to '0'" (domain/present-id.ts): no toast.
  'app.getPresentId': [{ kind: 'logged' }],
};

function matches(rule: ErrorRule, error: ApiError): boolean {
  if (!('codes' in rule) || !rule.codes) return true;
  if (!(error instanceof ApiBusinessError)) return false;
  const code = error.code;
  if (!rule.codes.some((c) => sameCode(c, code))) return false;
  return rule.kind !== 'screen' || !rule.when || rule.when(error);
}

function sentField(error: ApiError, field: string): string | null {
  const value = (error.request.body as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function defaultMessage(error: ApiError): string {
  if (error instanceof ApiBusinessError) {
    return error.serverMessage || fmt(texts.request.badStatus, { code: String(error.code) });
  }
  return `${texts.request.failed}，${texts.request.retry}`;
}

/**
 * What the app does with an answer that is not success (a business code, or off contract); expiry codes and
 * network failures never get here (lib/errors.ts).
 */
export function decideAnswer(error: ApiError, table: ErrorTable = ERROR_TABLE): AnswerDecision {
  // The error names its endpoint by a plain string (the client serves any endpoint definition).
  const byId: Readonly<Record<string, readonly ErrorRule[] | undefined>> = table;
  const rule = byId[error.endpointId]?.find((r) => matches(r, error));
  switch (rule?.kind) {
    case 'screen':
    case 'done':
      return { kind: 'quiet' };
    case 'logged':
      return { kind: 'log' };
    case 'first-page': {
      const page = (error.request.body as { page?: unknown } | null | undefined)?.page;
      return Number(page) === 1 ? { kind: 'toast', message: defaultMessage(error) } : { kind: 'quiet' };
    }
    case 'sent-text':
      return { kind: 'toast', message: sentField(error, rule.field) ?? defaultMessage(error) };
    default:
      return { kind: 'toast', message: defaultMessage(error) };
  }
}
