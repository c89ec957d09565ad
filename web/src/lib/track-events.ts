/** What a tracked event is, apart from how it is sent (lib/tracking.ts), so a screen can name events cheaply. */
import type { RESULT } from '@wonder/contracts';

type Scalar = string | number | boolean | null;

/**
 * The events the spec tracks by name: doc 1 §2 (login page names), §5 (login failure reasons), doc 2 §8
 * ("A failed send-code … tracks failure. A failed login logs and tracks loginfail"). 'loginfail' is the
 * spec's own name; the others are chosen. The login screen and home's trial-claim popup send the same ones.
 */
export const TRACK_EVENTS = {
  pageView: 'page_view',
  loginFailureReason: 'login_failure_reason',
  loginFail: 'loginfail',
  sendCodeFail: 'send_code_fail',
} as const;

export interface TrackEvent {
  name: string;
  /** Entry code (e.g. the /downloadApp `enter`). */
  entrance?: number | string | null;
  /** doc 1 §3 result: failed 0, success 1; null for an event that is neither. */
  status?: (typeof RESULT)[keyof typeof RESULT] | null;
  paras?: Readonly<Record<string, Scalar>>;
}
