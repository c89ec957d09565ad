/**
 * Entry routing inside /furtherShiftClassCenter (doc 3 §2, "Entry routing inside the shift center"), the
 * spec's table as one pure function:
 *
 * | type / status          | outcome                                                                        |
 * | ---------------------- | ------------------------------------------------------------------------------ |
 * | type 2, status 1       | check passes and update switch on → choose (no recommended class → choice-time, |
 * |                        | else shift-class); otherwise → the education page                              |
 * | type 2 or 3, status 2  | check passes and planTime present → the education page; otherwise → choose     |
 * | type 3, status 1       | check passes → choose; otherwise → the education page                          |
 * | status 3               | always the education page                                                      |
 *
 * "Choose" is read the same in every row: the class choice, unless the recommended list is empty, in which
 * case the intended-time screen is "the automatic redirect when no recommended classes exist" (doc 3 §2).
 */
import { STEP_UP_GROUP_STATE, STEP_UP_TYPE } from '@wonder/contracts';

export interface EntryInput {
  type: 2 | 3;
  status: 1 | 2 | 3;
  /** The identity check (step_up_resources/check) passed. */
  checkPassed: boolean;
  /** The learning-partner update switch is '1'. */
  updateSwitchOn: boolean;
  /** planTime holds at least one submitted range. */
  hasPlanTime: boolean;
  /** Classes in the recommended list. */
  recommendedCount: number;
}

export type EntryOutcome = 'education' | 'shiftClass' | 'choiceTime';

/** Which inputs a row reads, so the shift centre asks only for what it needs. */
export interface EntryNeeds {
  check: boolean;
  updateSwitch: boolean;
  recommended: boolean;
}

function choose(recommendedCount: number): EntryOutcome {
  return recommendedCount > 0 ? 'shiftClass' : 'choiceTime';
}

export function shiftCenterEntry(input: EntryInput): EntryOutcome {
  const { type, status, checkPassed } = input;
  if (status === STEP_UP_GROUP_STATE.COMPLETED) return 'education';
  if (status === STEP_UP_GROUP_STATE.GROUPING) {
    return checkPassed && input.hasPlanTime ? 'education' : choose(input.recommendedCount);
  }
  if (type === STEP_UP_TYPE.NEW_STEP) {
    return checkPassed && input.updateSwitchOn ? choose(input.recommendedCount) : 'education';
  }
  return checkPassed ? choose(input.recommendedCount) : 'education';
}

/** The inputs the row of this type/status can read (status 3 reads none). */
export function entryNeeds(type: 2 | 3, status: 1 | 2 | 3): EntryNeeds {
  if (status === STEP_UP_GROUP_STATE.COMPLETED)
    return { check: false, updateSwitch: false, recommended: false };
  return {
    check: true,
    updateSwitch: status === STEP_UP_GROUP_STATE.WAITING && type === STEP_UP_TYPE.NEW_STEP,
    recommended: true,
  };
}

/** Where a parent opened the shift centre: itself (/furtherShiftClassCenter) or one of its two children. */
export type ShiftCenterEntryPoint = 'center' | 'shiftClass' | 'choiceTime';

/**
 * Where the shift centre sends a parent who opened `current`: the education page when the row says so; from
 * the centre itself, always the row's outcome (it has no content of its own: doc 3 "Choosing 'do not
 * upgrade' runs an identity check, then goes to /furtherShiftClassCenter", where the table decides); the
 * intended-time screen from the class choice when there is nothing to recommend. A parent who chose "submit
 * intended times instead" stays on that screen. null = stay.
 */
export function entryRedirect(outcome: EntryOutcome, current: ShiftCenterEntryPoint): EntryOutcome | null {
  if (outcome === 'education' || current === 'center') return outcome;
  if (outcome === 'choiceTime' && current === 'shiftClass') return 'choiceTime';
  return null;
}
