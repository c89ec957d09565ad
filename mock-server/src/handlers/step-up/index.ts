/** Stateful handlers of the step-up flow (contracts `endpoints.stepUp`, doc 3): the ems flow, the option switches, the higher-level activity period. */
import type { DefinedHandler } from '../define';
import { changeClass, classResourceList, confirm, info, keepAlive, submitPlanTime, updateType } from './flow';
import { higherLevelActivity } from './higher-level';
import { optionSwitch } from './option-switch';

export const stepUpHandlers: readonly DefinedHandler[] = [
  info,
  updateType,
  confirm,
  submitPlanTime,
  changeClass,
  keepAlive,
  classResourceList,
  optionSwitch,
  higherLevelActivity,
];
