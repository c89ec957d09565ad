/**
 * The shift centre's entry routing, row by row of doc 3 §2's table, with every input that can flip an
 * outcome varied (identity check, update switch, planTime, recommended list).
 */
import { describe, expect, it } from 'vitest';
import {
  type EntryInput,
  type EntryOutcome,
  entryNeeds,
  entryRedirect,
  shiftCenterEntry,
} from '../rules/entry-routing';

const base: EntryInput = {
  type: 2,
  status: 1,
  checkPassed: true,
  updateSwitchOn: true,
  hasPlanTime: false,
  recommendedCount: 3,
};

type Row = [string, Partial<EntryInput>, EntryOutcome];

const TABLE: Row[] = [
  // type 2, status 1
  ['t2 s1: check passes, switch on, recommended → shift-class', {}, 'shiftClass'],
  ['t2 s1: check passes, switch on, none recommended → choice-time', { recommendedCount: 0 }, 'choiceTime'],
  ['t2 s1: switch off → education', { updateSwitchOn: false }, 'education'],
  ['t2 s1: check fails → education', { checkPassed: false }, 'education'],
  ['t2 s1: check fails, switch off → education', { checkPassed: false, updateSwitchOn: false }, 'education'],
  // type 2 or 3, status 2
  ['t2 s2: check passes, planTime → education', { status: 2, hasPlanTime: true }, 'education'],
  ['t2 s2: no planTime → choose (shift-class)', { status: 2 }, 'shiftClass'],
  ['t2 s2: no planTime, none recommended → choice-time', { status: 2, recommendedCount: 0 }, 'choiceTime'],
  [
    't2 s2: check fails with planTime → choose',
    { status: 2, hasPlanTime: true, checkPassed: false },
    'shiftClass',
  ],
  ['t2 s2: the switch does not matter', { status: 2, hasPlanTime: true, updateSwitchOn: false }, 'education'],
  ['t3 s2: check passes, planTime → education', { type: 3, status: 2, hasPlanTime: true }, 'education'],
  ['t3 s2: no planTime → choose', { type: 3, status: 2 }, 'shiftClass'],
  [
    't3 s2: no planTime, none recommended → choice-time',
    { type: 3, status: 2, recommendedCount: 0 },
    'choiceTime',
  ],
  // type 3, status 1
  ['t3 s1: check passes → choose', { type: 3 }, 'shiftClass'],
  ['t3 s1: check passes, switch off → still choose', { type: 3, updateSwitchOn: false }, 'shiftClass'],
  ['t3 s1: check passes, none recommended → choice-time', { type: 3, recommendedCount: 0 }, 'choiceTime'],
  ['t3 s1: check fails → education', { type: 3, checkPassed: false }, 'education'],
  // status 3
  ['t2 s3 → education', { status: 3 }, 'education'],
  ['t3 s3 → education', { type: 3, status: 3 }, 'education'],
  [
    's3 even when everything else says choose',
    { status: 3, checkPassed: true, recommendedCount: 0 },
    'education',
  ],
];

describe('shiftCenterEntry (doc 3 §2 routing table)', () => {
  it.each(TABLE)('%s', (_name, input, outcome) => {
    expect(shiftCenterEntry({ ...base, ...input })).toBe(outcome);
  });
});

describe('entryNeeds', () => {
  it('reads the update switch only in the type 2 / status 1 row, nothing for status 3', () => {
    expect(entryNeeds(2, 1)).toEqual({ check: true, updateSwitch: true, recommended: true });
    expect(entryNeeds(3, 1)).toEqual({ check: true, updateSwitch: false, recommended: true });
    expect(entryNeeds(2, 2)).toEqual({ check: true, updateSwitch: false, recommended: true });
    expect(entryNeeds(3, 3)).toEqual({ check: false, updateSwitch: false, recommended: false });
  });
});

describe('entryRedirect', () => {
  it('sends both children to the education page when the row says so', () => {
    expect(entryRedirect('education', 'shiftClass')).toBe('education');
    expect(entryRedirect('education', 'choiceTime')).toBe('education');
  });

  it('sends the class choice to choice-time when nothing is recommended', () => {
    expect(entryRedirect('choiceTime', 'shiftClass')).toBe('choiceTime');
    expect(entryRedirect('choiceTime', 'choiceTime')).toBeNull();
  });

  it('lets a parent who chose intended times instead stay there', () => {
    expect(entryRedirect('shiftClass', 'shiftClass')).toBeNull();
    expect(entryRedirect('shiftClass', 'choiceTime')).toBeNull();
  });

  it('sends a parent who opened the centre itself wherever the row says', () => {
    expect(entryRedirect('education', 'center')).toBe('education');
    expect(entryRedirect('shiftClass', 'center')).toBe('shiftClass');
    expect(entryRedirect('choiceTime', 'center')).toBe('choiceTime');
  });
});
