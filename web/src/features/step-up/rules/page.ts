/**
 * What the education page shows (doc 3 §2, §3, §4, §8): the page type (1 error, 2 PAGEY, 3 PAGEN), the
 * phase inside it (waiting, grouping, completed), the masked phone, which option cards
 * the switches leave (an ineligible info is the contracts' ineligibleStudentCode: the error table reads it
 * too).
 */
import {
  hasPlanTime,
  OPTION_SWITCH_INDEX,
  type OptionSwitch,
  STEP_UP_GROUP_STATE,
  STEP_UP_PAGE,
  STEP_UP_TYPE,
  type StepUpStudentInfo,
} from '@wonder/contracts';

export type PageType = (typeof STEP_UP_PAGE)[keyof typeof STEP_UP_PAGE];
export type Phase = 'waiting' | 'grouping' | 'completed';

/** Type 2 uses the new step (PAGEY, already upgrading); type 3 keeps it (PAGEN); no info is the error page. */
export function pageTypeOf(info: StepUpStudentInfo | null): PageType {
  if (!info) return STEP_UP_PAGE.ERROR;
  return info.type === STEP_UP_TYPE.NEW_STEP ? STEP_UP_PAGE.PAGEY : STEP_UP_PAGE.PAGEN;
}

export function phaseOf(info: StepUpStudentInfo): Phase {
  if (info.status === STEP_UP_GROUP_STATE.COMPLETED) return 'completed';
  return info.status === STEP_UP_GROUP_STATE.GROUPING ? 'grouping' : 'waiting';
}

/** planTime that cannot be decoded counts as absent: the parent can submit again. */
export function planTimePresent(info: StepUpStudentInfo): boolean {
  try {
    return hasPlanTime(info.planTime);
  } catch {
    return false;
  }
}

/** On mounting the education page, a grouping student without planTime goes to the shift centre. */
export function groupingWithoutPlan(info: StepUpStudentInfo): boolean {
  return info.status === STEP_UP_GROUP_STATE.GROUPING && !planTimePresent(info);
}

export interface OptionControls {
  teacherControl: boolean;
  classControl: boolean;
  reportControl: boolean;
  selectTimeControl: boolean;
  giftControl: boolean;
  /** The time entry: the date the old seat is released (countdown). */
  remainingDate: string | null;
}

/** Switch list (indexes 0..6) → the controls; a missing list leaves everything on (nothing is hidden). */
export function optionControls(list: readonly OptionSwitch[] | undefined): OptionControls {
  const on = (i: number) => list?.[i]?.turnOn ?? true;
  return {
    teacherControl: on(OPTION_SWITCH_INDEX.teacherControl),
    classControl: on(OPTION_SWITCH_INDEX.classControl),
    reportControl: on(OPTION_SWITCH_INDEX.reportControl),
    selectTimeControl: on(OPTION_SWITCH_INDEX.selectTimeControl),
    giftControl: on(OPTION_SWITCH_INDEX.giftControl),
    remainingDate: list?.[OPTION_SWITCH_INDEX.remainingDays]?.time ?? null,
  };
}

/** newCycle JSON → 'A + B' parts; an unreadable cycle gives []. */
export function cycleParts(info: StepUpStudentInfo, weekday: (w: number) => string): string[] {
  try {
    const items = JSON.parse(info.newCycle ?? '[]') as { week: number; time: string }[];
    return Array.isArray(items) ? items.map((i) => `${weekday(i.week)} ${i.time}`) : [];
  } catch {
    return [];
  }
}
