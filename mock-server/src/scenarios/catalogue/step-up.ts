/**
 * Step-up scenarios (doc 3 §2 entry routing, §4, §8). Each routing row has a persona in the fixtures
 * whose step-up info (type, status, planTime, recommended classes, update switch) puts the app in that row;
 * the step-up handlers (src/handlers/step-up) keep what the parent does in the session. To reach the flow
 * from the home popup too, combine with 'popup-step-up'.
 */
import { endpoints, STEP_UP_CODE, STEP_UP_INELIGIBLE, type StepUpIneligibleCode } from '@wonder/contracts';
import type { PersonaId } from '@wonder/fixtures';
import { KEEP_ALIVE_LIMIT_PARAM, STEP_UP_FAILURE } from '../../handlers/step-up/flow';
import { override } from '../../overrides/override';
import type { Scenario } from '../../overrides/types';

const SU = endpoints.stepUp;

/** Pings answered 200 before 'keep-alive-201-after-n' answers 201. */
export const DEFAULT_KEEP_ALIVE_LIMIT = 3;

const row = (id: PersonaId, title: string, titleZh: string, outcome: string): Scenario => ({
  id,
  title: `Step-up: ${title}`,
  titleZh: `升阶：${titleZh}`,
  description: `Step-up info answers ${title}. Entry routing: ${outcome}`,
  group: 'step-up',
  persona: id,
});

const INELIGIBLE_KEYS = Object.fromEntries(
  Object.entries(STEP_UP_INELIGIBLE).map(([k, v]) => [v, k]),
) as Record<StepUpIneligibleCode, string>;

const ineligible = (code: StepUpIneligibleCode): Scenario => ({
  id: `step-up-ineligible-${code}`,
  title: `Step-up ineligible: ${code} (${INELIGIBLE_KEYS[code]})`,
  titleZh: `升阶资格不符：${code}`,
  description: `Step-up info answers code ${STEP_UP_CODE.FAIL} with studentCode ${code} (${INELIGIBLE_KEYS[code]}) '${STEP_UP_FAILURE.ineligible[code]}': the app keeps the studentCode and treats the info as empty.`,
  group: 'step-up',
  persona: `step-up-ineligible-${code}`,
});

export const stepUpScenarios: readonly Scenario[] = [
  row(
    'step-up-t2-s1',
    'type 2 / status 1 with recommended classes',
    '类型2/状态1，有推荐班级',
    'identity check passes, update switch on, recommended classes → /furtherShiftClassCenter/furtherShiftClass.',
  ),
  row(
    'step-up-t2-s1-no-recommend',
    'type 2 / status 1 without recommended classes',
    '类型2/状态1，无推荐班级',
    'identity check passes, update switch on, the recommended list is empty → /furtherShiftClassCenter/furtherChoiceTime.',
  ),
  row(
    'step-up-t2-s1-switch-off',
    'type 2 / status 1 with the update switch off',
    '类型2/状态1，升阶开关关闭',
    "get_update_status answers '0' → back to the education page (/furtherEducation).",
  ),
  row(
    'step-up-t2-s2-plan',
    'type 2 / status 2 with planTime',
    '类型2/状态2，已提交意向时间',
    'identity check passes and planTime is present → the education page.',
  ),
  row(
    'step-up-t2-s2-no-plan',
    'type 2 / status 2 without planTime',
    '类型2/状态2，未提交意向时间',
    'no planTime → choose (the shift centre); the education page also redirects a grouping student without planTime there.',
  ),
  row(
    'step-up-t3-s2-plan',
    'type 3 / status 2 with planTime',
    '类型3/状态2，已提交意向时间',
    'identity check passes and planTime is present → the education page.',
  ),
  row(
    'step-up-t3-s2-no-plan',
    'type 3 / status 2 without planTime',
    '类型3/状态2，未提交意向时间',
    'no planTime → choose (the shift centre).',
  ),
  row(
    'step-up-t3-s1',
    'type 3 / status 1',
    '类型3/状态1',
    'identity check passes → choose (the shift centre); PAGEN: "upgrade" calls updateType and the student becomes PAGEY.',
  ),
  row('step-up-s3', 'status 3 (completed)', '状态3（已完成）', 'always the education page.'),
  {
    id: 'step-up-grouping',
    title: 'Step-up: grouping with countdown',
    titleZh: '升阶：分班中（倒计时）',
    description:
      "A grouping student (status 2, planTime present) whose old seat is released two days after the session's first step-up call: the education page counts down to the release date plus 23:59:59. The dates stay put while the session clock moves, so advancing the clock runs the countdown down (the ems answers carry the session time).",
    group: 'step-up',
    persona: 'step-up-grouping',
  },
  ineligible(STEP_UP_INELIGIBLE.NOT_STUDENT),
  ineligible(STEP_UP_INELIGIBLE.NOT_STEP_UP),
  ineligible(STEP_UP_INELIGIBLE.NOT_HAS_COURSE),
  ineligible(STEP_UP_INELIGIBLE.NOT_FORMAL_CLASS),
  ineligible(STEP_UP_INELIGIBLE.EXCLUSIVE_STUDENT),
  {
    id: 'step-up-info-201',
    title: 'Step-up: info answers 201 without an ineligibility code',
    titleZh: '升阶：学员信息查询失败（201，无资格码）',
    description: `Step-up info answers code ${STEP_UP_CODE.FAIL} '${STEP_UP_FAILURE.infoFailed}' with no studentCode of the ineligibility list: the app toasts the msg (doc 3 §8 "Otherwise the message toasts") and shows its error page.`,
    group: 'step-up',
    overrides: [{ endpoint: SU.info.id, code: STEP_UP_CODE.FAIL, message: STEP_UP_FAILURE.infoFailed }],
  },
  {
    id: 'change-class-201',
    title: 'Step-up: changeClass answers 201',
    titleZh: '升阶：选班失败（201）',
    description: `changeClass answers code ${STEP_UP_CODE.FAIL} '该班级名额已满，请选择其他班级': the app toasts the msg, records the failure and stays on the class choice.`,
    group: 'step-up',
    overrides: [
      { endpoint: SU.changeClass.id, code: STEP_UP_CODE.FAIL, message: '该班级名额已满，请选择其他班级' },
    ],
  },
  {
    id: 'submit-plan-time-201',
    title: 'Step-up: submitPlanTime answers 201',
    titleZh: '升阶：提交意向时间失败（201）',
    description: `submitPlanTime answers code ${STEP_UP_CODE.FAIL} '意向时间提交失败，请稍后重试': the app toasts the msg and records the failure; nothing is saved.`,
    group: 'step-up',
    overrides: [
      { endpoint: SU.submitPlanTime.id, code: STEP_UP_CODE.FAIL, message: '意向时间提交失败，请稍后重试' },
    ],
  },
  {
    id: 'step-up-confirm-201',
    title: 'Step-up: confirm and upgrade answer 201',
    titleZh: '升阶：确认升阶或选择升阶方式失败（201）',
    description: `The step-up confirm and the upgrade choice (updateType) answer code ${STEP_UP_CODE.FAIL} '系统繁忙': the app shows the error dialog 'user id: {id}, {msg}' (doc 3 §8 "In other step-up contexts code 201 shows an error dialog"). Combine with a step-up row scenario.`,
    group: 'step-up',
    overrides: [SU.confirm.id, SU.updateType.id].map((endpoint) => ({
      endpoint,
      code: STEP_UP_CODE.FAIL,
      message: '系统繁忙',
    })),
  },
  {
    id: 'keep-alive-201-after-n',
    title: `Step-up: keep-alive answers 201 after ${DEFAULT_KEEP_ALIVE_LIMIT} pings`,
    titleZh: `升阶：保活 ${DEFAULT_KEEP_ALIVE_LIMIT} 次后失效（201）`,
    description: `The class-choice lock keep-alive answers 200 to the session's first ${DEFAULT_KEEP_ALIVE_LIMIT} pings (param ${KEEP_ALIVE_LIMIT_PARAM}), then 201 '${STEP_UP_FAILURE.keepAliveLost}': the app stops pinging. Pings are counted per session until reset.`,
    group: 'step-up',
    params: { [KEEP_ALIVE_LIMIT_PARAM]: DEFAULT_KEEP_ALIVE_LIMIT },
  },
  {
    id: 'keep-alive-lost',
    title: 'Step-up: keep-alive answers 201 at once',
    titleZh: '升阶：保活立即失效（201）',
    description: `Every class-choice keep-alive ping answers ${STEP_UP_CODE.FAIL} '${STEP_UP_FAILURE.keepAliveLost}' (the lock is already lost): the app stops after the first ping. The Pact state of the app relying on 201 here.`,
    group: 'step-up',
    overrides: [
      { endpoint: SU.resourcesKeep.id, code: STEP_UP_CODE.FAIL, message: STEP_UP_FAILURE.keepAliveLost },
    ],
  },
  {
    id: 'step-up-check-fails',
    title: 'Step-up: identity check answers 201',
    titleZh: '升阶：身份校验不通过（201）',
    description: `step_up_resources/check answers ${STEP_UP_CODE.FAIL} '${STEP_UP_FAILURE.checkFailed}': "do not upgrade" stays on the education page with the msg, and the shift centre's entry routing sends every waiting row back to the education page. Combine with a step-up row scenario.`,
    group: 'step-up',
    overrides: [
      { endpoint: SU.resourcesCheck.id, code: STEP_UP_CODE.FAIL, message: STEP_UP_FAILURE.checkFailed },
    ],
  },
  {
    id: 'head-teacher-present',
    title: 'Step-up: head teacher present',
    titleZh: '升阶：有班主任',
    description:
      'The learning-partner admin call answers the head master (id, mobile): the contact dialog offers contacting the head teacher; notifying answers success (within 24 hours).',
    group: 'step-up',
    persona: 'official',
  },
  {
    id: 'partner-grey',
    title: 'Step-up: the learning partner in its grey environment',
    titleZh: '升阶：学习伙伴灰度环境',
    description:
      "getIsGray answers true: the app sends its learning-partner calls (head master, notify, update switch) to the grey host, /partner-gray, with the service token of getServiceToken('learning-partner'). Combine with a step-up row scenario.",
    group: 'step-up',
    overrides: [override(endpoints.session.getIsGray, { data: true })],
  },
  {
    id: 'head-teacher-absent',
    title: 'Step-up: head teacher absent',
    titleZh: '升阶：无班主任',
    description:
      'The learning-partner admin call answers null (and push status off): the contact dialog offers customer service instead.',
    group: 'step-up',
    persona: 'step-up-no-head-teacher',
  },
];
