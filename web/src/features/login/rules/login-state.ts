/**
 * The /login screen's state as one reducer (doc 1 §4, §5, §8): the form and its mode, the inline message,
 * the area-code picker, the SMS send's token and 59 s countdown, the device-limit dialog, the WeChat rebind
 * confirm and where the screen goes once the login is done. The container dispatches what happened (a key,
 * a tap, a call's answer, a second of the countdown) and renders the state; calls stay in the container.
 *
 *   editing ──logged in──▶ finishing ──WeChat conflict──▶ rebind ──绑定──▶ rebinding ──▶ done
 *                              │                            └──不换绑───────────────────▶ done
 *                              └──no conflict──────────────────────────────────────────▶ done
 * A failed login stays in editing (100088 opens the device-limit dialog there); done goes to `next`.
 */
import { DEFAULT_AREA_CODE } from '@wonder/contracts';
import type { Href } from '../../../lib/routes';
import { loginTexts } from '../texts';
import { SEND_CODE_COUNTDOWN_S } from './constants';
import { validateCode, validatePassword, validatePhone } from './validation';

export type LoginMode = 'password' | 'sms';
export type FormField = 'phone' | 'password' | 'code';

export interface LoginState {
  mode: LoginMode;
  phone: string;
  areaCode: string;
  password: string;
  code: string;
  /** The inline validation message under the fields. */
  error: string | null;
  pickerOpen: boolean;
  /** The send's answer, which the code login sends back; null until a code was sent. */
  codeToken: string | null;
  /** Seconds left before another code may be sent. */
  countdown: number;
  deviceLimit: boolean;
  /** After a login: 'finishing' (the rebind check), 'rebind' (the conflict confirm), then 'done'. */
  stage: 'editing' | 'finishing' | 'rebind' | 'rebinding' | 'done';
  /** The phone the WeChat account is bound to, shown in the rebind confirm. */
  boundPhone: string | null;
  /** Where the login goes once done (a first login to the age selection), known from its answer. */
  next: Href | null;
}

export type LoginAction =
  | { type: 'edit'; field: FormField; value: string }
  | { type: 'mode'; mode: LoginMode }
  | { type: 'picker'; open: boolean }
  | { type: 'area'; areaCode: string }
  | { type: 'invalid'; message: string }
  | { type: 'codeSent'; token: string }
  | { type: 'tick' }
  | { type: 'deviceLimit'; open: boolean }
  | { type: 'loggedIn'; next: Href }
  | { type: 'askRebind'; boundPhone: string }
  | { type: 'rebind'; bind: boolean }
  | { type: 'finished' };

export function initialLoginState(mode: LoginMode, phone: string): LoginState {
  return {
    mode,
    phone,
    areaCode: DEFAULT_AREA_CODE,
    password: '',
    code: '',
    error: null,
    pickerOpen: false,
    codeToken: null,
    countdown: 0,
    deviceLimit: false,
    stage: 'editing',
    boundPhone: null,
    next: null,
  };
}

export function loginReducer(state: LoginState, action: LoginAction): LoginState {
  switch (action.type) {
    case 'edit':
      return { ...state, [action.field]: action.value, error: null };
    case 'mode':
      return { ...state, mode: action.mode, error: null };
    case 'picker':
      return { ...state, pickerOpen: action.open };
    case 'area':
      return { ...state, areaCode: action.areaCode, pickerOpen: false };
    case 'invalid':
      return { ...state, error: action.message };
    case 'codeSent':
      return { ...state, codeToken: action.token, countdown: SEND_CODE_COUNTDOWN_S };
    case 'tick':
      return state.countdown > 0 ? { ...state, countdown: state.countdown - 1 } : state;
    case 'deviceLimit':
      return { ...state, deviceLimit: action.open };
    case 'loggedIn':
      return state.stage === 'editing' ? { ...state, stage: 'finishing', next: action.next } : state;
    case 'askRebind':
      return state.stage === 'finishing'
        ? { ...state, stage: 'rebind', boundPhone: action.boundPhone }
        : state;
    case 'rebind':
      if (state.stage !== 'rebind') return state;
      return action.bind ? { ...state, stage: 'rebinding' } : { ...state, stage: 'done', boundPhone: null };
    case 'finished':
      return state.stage === 'finishing' || state.stage === 'rebinding'
        ? { ...state, stage: 'done', boundPhone: null }
        : state;
  }
}

/** A failure reason the spec tracks (doc 1 §5). */
export type TrackedReason = 'wrongPhone' | 'codeNotFilled';

export interface Problem {
  message: string;
  tracked: TrackedReason | null;
}

function phoneProblem(state: LoginState): Problem | null {
  const message = validatePhone(state.phone);
  return message ? { message, tracked: 'wrongPhone' } : null;
}

/** What stops a press, or null: the send checks the phone; each login its fields. */
export function problemOf(state: LoginState, press: 'send' | 'password' | 'sms'): Problem | null {
  const phone = phoneProblem(state);
  if (phone || press === 'send') return phone;
  if (press === 'password') {
    const message = validatePassword(state.password);
    return message ? { message, tracked: null } : null;
  }
  const code = validateCode(state.code);
  if (code) return { message: code, tracked: 'codeNotFilled' };
  return state.codeToken ? null : { message: loginTexts.codeNotSent, tracked: null };
}
