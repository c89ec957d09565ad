/**
 * What the login screen tracks, as records of lib/tracking.ts (doc 1 §2 "Page names used for tracking:
 * login by SMS, forgot password, account deletion SMS verification"; §5 "Login failure reasons tracked: code
 * not filled, wrong phone"; doc 2 §8 "A failed send-code … tracks failure. A failed login logs and tracks
 * loginfail"). Of the three page names only "login by SMS" is a screen here: the SMS mode of /login; a
 * failure in the password mode carries the password mode's name (chosen), never the SMS one. "Forgot
 * password" and "account deletion SMS verification" are tracked where those routes render (domain/app-only.ts
 * `TRACKED_PAGE_NAMES`).
 */
import { RESULT } from '@wonder/contracts';
import { ApiBusinessError } from '@wonder/contracts/client';
import { TRACK_EVENTS, type TrackEvent } from '../../../lib/track-events';
import { loginTexts } from '../texts';
import type { LoginMode, TrackedReason } from './login-state';

const REASON_TEXT: Readonly<Record<TrackedReason, string>> = {
  codeNotFilled: loginTexts.failureCodeNotFilled,
  wrongPhone: loginTexts.failureWrongPhone,
};

const PAGE_NAME: Readonly<Record<LoginMode, string>> = {
  sms: loginTexts.pageNameSms,
  password: loginTexts.pageNamePassword,
};

/** The answer's code when the server answered, else the kind of failure (network, captcha closed…). */
function failureCode(error: unknown): string {
  if (error instanceof ApiBusinessError) return String(error.code);
  return error instanceof Error ? error.name : 'unknown';
}

export const loginEvents = {
  smsPageView: (): TrackEvent => ({
    name: TRACK_EVENTS.pageView,
    paras: { page_name: loginTexts.pageNameSms },
  }),
  failureReason: (mode: LoginMode, reason: TrackedReason): TrackEvent => ({
    name: TRACK_EVENTS.loginFailureReason,
    status: RESULT.FAILED,
    paras: { page_name: PAGE_NAME[mode], reason: REASON_TEXT[reason] },
  }),
  loginFail: (mode: LoginMode, error: unknown): TrackEvent => ({
    name: TRACK_EVENTS.loginFail,
    status: RESULT.FAILED,
    paras: { page_name: PAGE_NAME[mode], login_type: mode, code: failureCode(error) },
  }),
  sendCodeFail: (error: unknown): TrackEvent => ({
    name: TRACK_EVENTS.sendCodeFail,
    status: RESULT.FAILED,
    paras: { page_name: loginTexts.pageNameSms, code: failureCode(error) },
  }),
} as const;
