/**
 * ems-step-up (host 'ems'), beyond each endpoint's success: expiry; the step-up info's 201 with each
 * ineligibility code (the app keeps studentCode and shows the error page) and without one; the writes' 201
 * with a msg the app toasts.
 */
import { endpoints as E, STEP_UP_INELIGIBLE } from '@wonder/contracts';
import { PERSONAS, type PersonaId } from '@wonder/fixtures';
import type { ExampleRequest } from '@wonder/fixtures/requests';
import { STATE, STATE_INFO, type StateName } from '../states';
import { expiry, failure, type InteractionSpec } from './builders';

const INELIGIBLE_STATE: Record<number, StateName> = {
  [STEP_UP_INELIGIBLE.NOT_STUDENT]: STATE.stepUpIneligible10001,
  [STEP_UP_INELIGIBLE.NOT_STEP_UP]: STATE.stepUpIneligible10002,
  [STEP_UP_INELIGIBLE.NOT_HAS_COURSE]: STATE.stepUpIneligible10003,
  [STEP_UP_INELIGIBLE.NOT_FORMAL_CLASS]: STATE.stepUpIneligible10004,
  [STEP_UP_INELIGIBLE.EXCLUSIVE_STUDENT]: STATE.stepUpIneligible10005,
};

/** The ineligible personas carry their own student id in the step-up info request. */
function stepUpInfoRequestOf(persona: PersonaId): ExampleRequest {
  return { body: { student_id: PERSONAS[persona].studentId } };
}

export function emsInteractions(): InteractionSpec[] {
  return [
    expiry(E.stepUp.confirm, '10000004'),
    ...Object.values(STEP_UP_INELIGIBLE).map((code) => {
      const state = INELIGIBLE_STATE[code] as StateName;
      return failure(E.stepUp.info, {
        state,
        code: 201,
        message: '暂不符合升学条件',
        description: `ems.stepUpInfo answers 201 with studentCode ${code}`,
        request: stepUpInfoRequestOf(STATE_INFO[state].persona as PersonaId),
        exact: { studentCode: code },
      });
    }),
    failure(E.stepUp.changeClass, {
      state: STATE.changeClass201,
      code: 201,
      message: '班级已满，请选择其他班级',
      description: 'ems.stepUpChangeClass answers 201',
    }),
    failure(E.stepUp.submitPlanTime, {
      state: STATE.submitPlanTime201,
      code: 201,
      message: '意向时间提交失败，请稍后重试',
      description: 'ems.stepUpSubmitPlanTime answers 201',
    }),
    failure(E.stepUp.resourcesKeep, {
      state: STATE.keepAliveLost,
      code: 201,
      message: '班级锁定已失效',
      description: 'ems.stepUpResourcesKeep answers 201 (the lock is lost)',
    }),
    // Another 201 on the info: no ineligibility code, so the app toasts the msg (doc 3 §8).
    failure(E.stepUp.info, {
      state: STATE.stepUpInfo201,
      code: 201,
      message: '学员升阶信息查询失败，请稍后再试',
      description: 'ems.stepUpInfo answers 201 without a studentCode',
      request: stepUpInfoRequestOf('official'),
    }),
    failure(E.stepUp.resourcesCheck, {
      state: STATE.stepUpCheckFails,
      code: 201,
      message: '请稍后再试',
      description: 'ems.stepUpResourcesCheck answers 201 (the identity check fails)',
    }),
    // doc 3 §8 "In other step-up contexts code 201 shows an error dialog 'user id: {id}, {msg}'".
    ...[E.stepUp.confirm, E.stepUp.updateType].map((e) =>
      failure(e, {
        state: STATE.stepUpConfirm201,
        code: 201,
        message: '系统繁忙',
        description: `${e.id} answers 201 (the error dialog)`,
      }),
    ),
  ];
}
