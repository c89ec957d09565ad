/**
 * The step-up calls that need more than one endpoint call or read more than the data: the info with the
 * host's own time (the ems envelope's `time`, so the grouping countdown follows the server's clock, the
 * simulator's virtual one included) and the ineligibility answer; the keep-alive ping read as kept / lost;
 * the writes with their operator fields.
 */
import {
  ineligibleStudentCode,
  STEP_UP_CODE,
  STEP_UP_OPERATOR,
  type StepUpIneligibleCode,
  type StepUpStudentInfo,
  sessionEndpoints,
  stepUpEndpoints,
} from '@wonder/contracts';
import { ApiBusinessError, type ApiClient } from '@wonder/contracts/client';
import type { PingResult } from '../rules/keep-alive';

const SU = stepUpEndpoints;

export type InfoResult =
  | { kind: 'info'; info: StepUpStudentInfo; serverTime: number | null; receivedAt: number }
  /** Code 201 with a studentCode of the ineligibility list: the info is empty, the code kept (no toast). */
  | { kind: 'ineligible'; studentCode: StepUpIneligibleCode };

/** student_id of the info call: the parent's user id (the student behind the account). */
export function studentIdOf(userId: string | null | undefined): number | null {
  const n = Number(userId);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export async function fetchStepUpInfo(
  api: ApiClient,
  studentId: number,
  now: () => number = Date.now,
): Promise<InfoResult> {
  try {
    const reply = await api.request(SU.info, { body: { student_id: studentId } });
    const time = reply.envelope.time;
    return {
      kind: 'info',
      info: reply.data,
      serverTime: typeof time === 'number' ? time : null,
      receivedAt: now(),
    };
  } catch (error) {
    const studentCode =
      error instanceof ApiBusinessError ? ineligibleStudentCode(error.code, error.body) : null;
    if (studentCode !== null) return { kind: 'ineligible', studentCode };
    throw error;
  }
}

export interface Operator {
  studentId: number;
  userId: string;
}

function operatorFields(op: Operator) {
  return { student_id: op.studentId, operator_id: op.userId, operator: STEP_UP_OPERATOR } as const;
}

export const confirmClass = (api: ApiClient, op: Operator) =>
  api.call(SU.confirm, { body: operatorFields(op) });

export const updateType = (api: ApiClient, op: Operator) =>
  api.call(SU.updateType, { body: operatorFields(op) });

export const submitPlanTime = (api: ApiClient, op: Operator, planTime: string, planStepId: number) =>
  api.call(SU.submitPlanTime, {
    body: { ...operatorFields(op), plan_time: planTime, plan_step_id: planStepId },
  });

export const changeClass = (api: ApiClient, op: Operator, classId: number, planStepId: number) =>
  api.call(SU.changeClass, { body: { ...operatorFields(op), class_id: classId, plan_step_id: planStepId } });

/** The identity check: passes on data true; false or a 201 refuses (the 201's msg is the reason). */
export async function identityCheck(api: ApiClient): Promise<{ passed: boolean; message: string | null }> {
  try {
    return { passed: await api.call(SU.resourcesCheck), message: null };
  } catch (error) {
    if (error instanceof ApiBusinessError && Number(error.code) === STEP_UP_CODE.FAIL) {
      return { passed: false, message: error.serverMessage || null };
    }
    throw error;
  }
}

/** One keep-alive ping: 201 means the lock is lost (with the host's msg); other failures reject. */
export async function keepAlivePing(api: ApiClient): Promise<{ result: PingResult; message: string }> {
  try {
    await api.call(SU.resourcesKeep);
    return { result: 'kept', message: '' };
  } catch (error) {
    if (error instanceof ApiBusinessError && Number(error.code) === STEP_UP_CODE.FAIL) {
      return { result: 'lost', message: error.serverMessage };
    }
    throw error;
  }
}

/** A step-up write that answered 201: the msg to toast (doc 3 §8), or null for other failures. */
export function refusal(error: unknown): string | null {
  if (error instanceof ApiBusinessError && Number(error.code) === STEP_UP_CODE.FAIL)
    return error.serverMessage;
  return null;
}

/** doc 3 §7 "GET /v1/common/getServiceToken | serviceName 'learning-partner'". */
export const LEARNING_PARTNER_SERVICE = 'learning-partner';

/** How the learning-partner calls are sent: with the partner's own token, to the grey host or not. */
export interface PartnerAccess {
  serviceToken: string;
  grey: boolean;
}

/**
 * doc 3 §7: the learning partner is called with the token getServiceToken('learning-partner') answers; §6 "A
 * grey-environment flag selects the host for learning-partner calls" (getIsGray). A grey flag that cannot be
 * read leaves the usual host (chosen: the grey host is the exception), after the error policy has shown it.
 */
export async function partnerAccess(api: ApiClient): Promise<PartnerAccess> {
  const [serviceToken, grey] = await Promise.all([
    api.call(sessionEndpoints.getServiceToken, { query: { serviceName: LEARNING_PARTNER_SERVICE } }),
    api.call(sessionEndpoints.getIsGray).catch(() => false),
  ]);
  return { serviceToken, grey };
}
