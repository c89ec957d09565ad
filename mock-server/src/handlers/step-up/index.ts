/** Stateful handlers of the step-up flow (contracts `endpoints.stepUp`, doc 3). */
import type { DefinedHandler } from '../define';
import { changeClass, classResourceList, confirm, info, keepAlive, submitPlanTime, updateType } from './flow';

export const stepUpHandlers: readonly DefinedHandler[] = [
  info,
  updateType,
  confirm,
  submitPlanTime,
  changeClass,
  keepAlive,
  classResourceList,
];
