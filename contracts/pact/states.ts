/**
 * Provider states of the pacts: ONE vocabulary for QA, Pact and e2e. Every state name is the id of a
 * simulator scenario (mock-server/src/scenarios/catalogue), optionally with parameters carried as Pact
 * state params. A test (pact/provider/pact-files.test.ts) fails when a state of the pact files is not a
 * scenario, and the verification switches the simulator session to exactly that scenario.
 *
 * For a real backend a state means "put your service in this situation": the table in
 * contracts/README.md ("Pact contracts for backend teams") is generated from `STATE_INFO` below.
 */
import type { ScenarioId } from '@wonder/contracts';
import type { PersonaId } from '@wonder/fixtures';

/** The state names, as exported constants; the values are simulator scenario ids. */
export const STATE = {
  /** Everything succeeds; the caller is the official student, logged in. */
  default: 'default',
  /** A visitor without an account (no token). */
  tourist: 'tourist',
  tokenExpired1000010: 'token-expired-1000010',
  tokenExpired1000014: 'token-expired-1000014',
  tokenExpired10000004: 'token-expired-10000004',
  statusLookupFails: 'status-lookup-fails',
  linkCode1000014: 'link-code-1000014',
  tabConfigFails: 'tab-config-fails',
  wrongPassword: 'wrong-password',
  deviceLimit: 'device-limit-100088',
  codeLogin1000012: 'code-login-1000012',
  codeLogin1000012MessageText: 'code-login-1000012-message-text',
  rebindConflict: 'rebind-conflict',
  smsCaptchaRequired: 'sms-captcha-required',
  captchaCheckFails: 'captcha-check-fails',
  captchaImagesExpired: 'captcha-images-expired-6201',
  areaCodesFail: 'area-codes-fail',
  homeListFails: 'home-list-fails',
  reportNewRecord: 'report-new-record',
  homeListMiniProgram: 'home-list-mini-program',
  navbarText: 'navbar-text',
  popupCheckIn: 'popup-check-in',
  stepUpIneligible10001: 'step-up-ineligible-10001',
  stepUpIneligible10002: 'step-up-ineligible-10002',
  stepUpIneligible10003: 'step-up-ineligible-10003',
  stepUpIneligible10004: 'step-up-ineligible-10004',
  stepUpIneligible10005: 'step-up-ineligible-10005',
  changeClass201: 'change-class-201',
  submitPlanTime201: 'submit-plan-time-201',
  keepAliveLost: 'keep-alive-lost',
  stepUpCheckFails: 'step-up-check-fails',
  stepUpConfirm201: 'step-up-confirm-201',
  stepUpInfo201: 'step-up-info-201',
  partnerGrey: 'partner-grey',
  headTeacherAbsent: 'head-teacher-absent',
  hoursFail: 'hours-fail',
  courseCategoriesFail: 'course-categories-fail',
  status404Once: 'status-404-once',
  status504Once: 'status-504-once',
} as const satisfies Record<string, ScenarioId>;

export type StateName = (typeof STATE)[keyof typeof STATE];

export interface StateInfo {
  /** Who the interactions act as: the persona whose fixture token the requests carry (null: no login). */
  readonly persona: PersonaId | null;
  /** What the provider must be like, in one sentence, for backend teams and QA. */
  readonly meaning: string;
  /** Params the state may carry, documented for the README table. */
  readonly params?: string;
}

const CAPTCHA_PARAMS =
  'optional `captchaToken`, `secretKey`, `x`: a slider challenge the provider must know (token, AES key, true x of the hole)';

export const STATE_INFO: Readonly<Record<StateName, StateInfo>> = {
  default: {
    persona: 'official',
    meaning:
      'The official (paying) student is logged in with the token the requests carry; every call succeeds.',
    params: CAPTCHA_PARAMS,
  },
  tourist: {
    persona: null,
    meaning: 'A visitor without an account: status lookups answer TOURIST, no token is valid.',
  },
  'token-expired-1000010': {
    persona: 'official',
    meaning: 'Every call that checks a token answers code 1000010 (login state lost: token missing).',
  },
  'token-expired-1000014': {
    persona: 'official',
    meaning: 'Every call that checks a token answers code 1000014 (login state lost: token unknown).',
  },
  'token-expired-10000004': {
    persona: 'official',
    meaning: 'Every call that checks a token answers code 10000004 (login state lost: token expired).',
  },
  'status-lookup-fails': {
    persona: 'official',
    meaning:
      'The user-status lookups (getAuthTokenExt, getUserInfoByToken) answer a business failure: the app clears the user (TOURIST).',
  },
  'tab-config-fails': {
    persona: 'official',
    meaning: 'The tab configuration answers a business failure.',
  },
  'wrong-password': {
    persona: 'official',
    meaning: 'Password login answers its business failure (wrong phone or password).',
  },
  'device-limit-100088': {
    persona: 'official',
    meaning:
      'Password and code login answer code 100088: too many devices (the app shows the 登录提醒 dialog).',
  },
  'code-login-1000012': {
    persona: 'official',
    meaning: 'SMS-code login answers code 1000012 without data (the app shows the server message).',
  },
  'code-login-1000012-message-text': {
    persona: 'official',
    meaning:
      'SMS-code login answers code 1000012 to a login that sent messageText (the app shows the messageText it sent).',
  },
  'rebind-conflict': {
    persona: 'official',
    meaning:
      'The WeChat account is bound to another phone: phoneChangeWechat answers rebound false with the bound phone (masked).',
  },
  'sms-captcha-required': {
    persona: 'official',
    meaning:
      'The SMS login send answers 4011 (captcha required) unless it carries the verification string of a solved slider captcha in captcha-sencond-code.',
    params: CAPTCHA_PARAMS,
  },
  'captcha-check-fails': {
    persona: 'official',
    meaning: "Every slider check answers a failure repCode ('6111'), wherever the piece is dropped.",
  },
  'captcha-images-expired-6201': {
    persona: 'official',
    meaning: "Getting a slider challenge answers repCode '6201' (the app clears the images).",
  },
  'link-code-1000014': {
    persona: 'official',
    meaning:
      "The one-time link code answers code 1000014: on this call 'no link token' (the app opens the link with an empty token), not an expired login.",
  },
  'area-codes-fail': {
    persona: 'official',
    meaning: 'The area-code list answers a business failure (the app toasts the message, +86 stays).',
  },
  'home-list-fails': {
    persona: 'official',
    meaning: 'The home module list answers a business failure (the app toasts it on page 1).',
  },
  'report-new-record': {
    persona: 'official',
    meaning: 'The study-report record carries an unread report (report_record present).',
  },
  'home-list-mini-program': {
    persona: 'official',
    meaning:
      'The home module list answers every card of its limited-activity modules as a mini-program card: redirectType 2 with xcxId and xcxUrl, and a courseLink (the external link the app opens when the mini-program launch fails).',
  },
  'navbar-text': {
    persona: 'official',
    meaning: 'The source config carries a configured navbar text (navbar.textContent not empty).',
  },
  'popup-check-in': {
    persona: 'official',
    meaning:
      'The parent has not checked in today (isSignIn answers signIn false), with the days checked in so far (dayNum).',
  },
  'step-up-ineligible-10001': {
    persona: 'step-up-ineligible-10001',
    meaning: 'Step-up info answers code 201 with studentCode 10001 (NOT_STUDENT).',
  },
  'step-up-ineligible-10002': {
    persona: 'step-up-ineligible-10002',
    meaning: 'Step-up info answers code 201 with studentCode 10002 (NOT_STEP_UP).',
  },
  'step-up-ineligible-10003': {
    persona: 'step-up-ineligible-10003',
    meaning: 'Step-up info answers code 201 with studentCode 10003 (NOT_HAS_COURSE).',
  },
  'step-up-ineligible-10004': {
    persona: 'step-up-ineligible-10004',
    meaning: 'Step-up info answers code 201 with studentCode 10004 (NOT_FORMAL_CLASS).',
  },
  'step-up-ineligible-10005': {
    persona: 'step-up-ineligible-10005',
    meaning: 'Step-up info answers code 201 with studentCode 10005 (EXCLUSIVE_STUDENT).',
  },
  'change-class-201': {
    persona: 'official',
    meaning: 'Joining the chosen step-up class answers code 201 (the app toasts the msg).',
  },
  'submit-plan-time-201': {
    persona: 'official',
    meaning: 'Submitting intended step-up lesson times answers code 201 (the app toasts the msg).',
  },
  'keep-alive-lost': {
    persona: 'official',
    meaning: 'The class-choice lock keep-alive answers code 201: the lock is lost (the app stops pinging).',
  },
  'step-up-check-fails': {
    persona: 'official',
    meaning:
      'The step-up identity check (step_up_resources/check) answers code 201 (the app stays on, or returns to, the education page).',
  },
  'step-up-confirm-201': {
    persona: 'official',
    meaning:
      'The step-up confirm and the upgrade choice answer code 201 (the app shows the error dialog "user id: {id}, {msg}").',
  },
  'step-up-info-201': {
    persona: 'official',
    meaning:
      'The step-up info answers code 201 without a studentCode of the ineligibility list (the app toasts its msg and shows its error page).',
  },
  'partner-grey': {
    persona: 'official',
    meaning:
      'The user is in the grey environment: getIsGray answers true (the app sends its learning-partner calls to the grey host).',
  },
  'head-teacher-absent': {
    persona: 'step-up-no-head-teacher',
    meaning:
      'The student has no head master: the learning-partner admin call answers data null (the app offers customer service).',
  },
  'hours-fail': {
    persona: 'official',
    meaning: 'Every class-hour and leave call answers a business failure (code 500 in the code-0 envelope).',
  },
  'course-categories-fail': {
    persona: 'official',
    meaning:
      'The course categories of my classes answer a business failure (the app shows its own failure text).',
  },
  'status-404-once': {
    persona: 'official',
    meaning: 'The next call answers HTTP 404 (a rolling deploy); the app retries once.',
  },
  'status-504-once': {
    persona: 'official',
    meaning: 'The next call answers HTTP 504 (a pod restarting); the app retries once.',
  },
};

export const STATE_NAMES = Object.values(STATE) as StateName[];
