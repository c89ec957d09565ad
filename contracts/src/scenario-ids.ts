/**
 * The id of every scenario the simulator has built in: ONE typed vocabulary for a state of the app's world.
 * A Pact provider state is one of them (contracts/pact/states.ts), a story says which one it shows
 * (`parameters.state`), a journey selects them (e2e support `setScenarios`), and the coverage map
 * (scripts/map) joins the four by it. The simulator's catalogue (mock-server/src/scenarios/catalogue) must
 * define exactly these (mock-server test/scenario-ids.test.ts); scenario files QA write add ids of their own.
 */
export const SCENARIO_IDS = [
  // identity
  'default',
  'official',
  'tourist',
  'trial-y',
  'trial-n',
  'wechat-unbound',
  // session
  'token-expired-1000010',
  'token-expired-1000014',
  'token-expired-10000004',
  'link-code-1000014',
  'status-lookup-fails',
  'tab-config-fails',
  // login
  'protocol-unsafe-markup',
  'wrong-password',
  'sms-captcha-required',
  'device-limit-100088',
  'code-login-1000012-message-text',
  'code-login-1000012',
  'rebind-conflict',
  'captcha-check-fails',
  'captcha-images-expired-6201',
  'area-codes-fail',
  // network
  'slow-network',
  'timeout',
  'status-504-once',
  'status-404-once',
  'host-down-member',
  // home
  'popup-step-up',
  'popup-class-hour-gift',
  'popup-check-in',
  'popup-check-in-first-day',
  'popup-newcomer',
  'popup-wonderful-activities',
  'popup-interest-tags',
  'popup-source-config',
  'popups-all',
  'notify-follow',
  'newcomer-scene-1',
  'newcomer-scene-2',
  'newcomer-scene-3',
  'newcomer-scene-4',
  'report-new-record',
  'poster-task-done-hidden',
  'home-list-empty',
  'home-list-fails',
  'home-list-mini-program',
  'navbar-text',
  'unread-120',
  // step-up
  'step-up-t2-s1',
  'step-up-t2-s1-no-recommend',
  'step-up-t2-s1-switch-off',
  'step-up-t2-s2-plan',
  'step-up-t2-s2-no-plan',
  'step-up-t3-s2-plan',
  'step-up-t3-s2-no-plan',
  'step-up-t3-s1',
  'step-up-s3',
  'step-up-grouping',
  'step-up-ineligible-10001',
  'step-up-ineligible-10002',
  'step-up-ineligible-10003',
  'step-up-ineligible-10004',
  'step-up-ineligible-10005',
  'step-up-info-201',
  'change-class-201',
  'submit-plan-time-201',
  'keep-alive-201-after-n',
  'keep-alive-lost',
  'step-up-check-fails',
  'step-up-confirm-201',
  'head-teacher-present',
  'partner-grey',
  'head-teacher-absent',
  // parent-centre
  'hours-fail',
  'no-tutor',
  'official-entries',
  'trial-entries',
  'course-categories-fail',
  'course-categories-empty',
  'class-lessons-fail',
] as const;

export type ScenarioId = (typeof SCENARIO_IDS)[number];

/** Narrows a story's or a file's text to a built-in scenario id (the coverage map reads stories' states). */
export function isScenarioId(id: string): id is ScenarioId {
  return (SCENARIO_IDS as readonly string[]).includes(id);
}
