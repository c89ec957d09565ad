/** Education page rules: page types, phases, info failures (doc 3 §8), masks, option switches. */
import {
  ineligibleStudentCode,
  type OptionSwitch,
  type StepUpStudentInfo,
  WEEKDAYS,
} from '@wonder/contracts';
import { describe, expect, it } from 'vitest';
import { maskPhone } from '../../../domain/mask-phone';
import { businessError } from '../../../test/support';
import { cycleParts, groupingWithoutPlan, optionControls, pageTypeOf, phaseOf } from '../rules/page';

const INFO: StepUpStudentInfo = {
  studentId: 1,
  stepId: 103,
  step: 'L3',
  course: '思维L4年课',
  status: 1,
  type: 2,
  planTime: null,
  newCycle: '[{"week":2,"time":"19:30"},{"week":6,"time":"16:30"}]',
};

const PLAN = '[[{"w":1,"h":18,"m":0},{"w":3,"h":19,"m":0}]]';

describe('page type and phase', () => {
  it('1 error without info, 2 PAGEY for type 2, 3 PAGEN for type 3', () => {
    expect(pageTypeOf(null)).toBe(1);
    expect(pageTypeOf(INFO)).toBe(2);
    expect(pageTypeOf({ ...INFO, type: 3 })).toBe(3);
  });

  it('status 1 waiting, 2 grouping, 3 completed', () => {
    expect(phaseOf(INFO)).toBe('waiting');
    expect(phaseOf({ ...INFO, status: 2 })).toBe('grouping');
    expect(phaseOf({ ...INFO, status: 3 })).toBe('completed');
  });

  it('a grouping student without planTime goes to the shift centre', () => {
    expect(groupingWithoutPlan({ ...INFO, status: 2 })).toBe(true);
    expect(groupingWithoutPlan({ ...INFO, status: 2, planTime: '' })).toBe(true);
    expect(groupingWithoutPlan({ ...INFO, status: 2, planTime: PLAN })).toBe(false);
    expect(groupingWithoutPlan({ ...INFO, status: 1 })).toBe(false);
  });
});

describe('info failures (doc 3 §8)', () => {
  const with201 = (studentCode?: number) => {
    const e = businessError('ems.stepUpInfo', 201, '不符合');
    return Object.assign(e, { body: { code: 201, msg: '不符合', studentCode } });
  };

  it('201 with a studentCode of the list is ineligibility, the code kept', () => {
    for (const code of [10001, 10002, 10003, 10004, 10005]) {
      expect(ineligibleStudentCode(201, with201(code).body)).toBe(code);
    }
  });

  it('any other 201, another code or another error is not', () => {
    expect(ineligibleStudentCode(201, with201(10006).body)).toBeNull();
    expect(ineligibleStudentCode(201, with201().body)).toBeNull();
    expect(ineligibleStudentCode(500, { studentCode: 10001 })).toBeNull();
    expect(ineligibleStudentCode(201, null)).toBeNull();
  });
});

describe('header and panel', () => {
  it('masks the parent phone', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('85291234')).toBe('85****34');
    expect(maskPhone('123')).toBe('123');
  });

  it("reads the new class's cycle into parts", () => {
    const day = (w: number) => WEEKDAYS[w as keyof typeof WEEKDAYS];
    expect(cycleParts(INFO, day)).toEqual(['周二 19:30', '周六 16:30']);
    expect(cycleParts({ ...INFO, newCycle: null }, day)).toEqual([]);
    expect(cycleParts({ ...INFO, newCycle: '{' }, day)).toEqual([]);
  });
});

describe('option switches', () => {
  const list = (on: boolean[], time: string | null): OptionSwitch[] =>
    [...on, true, true].map((turnOn, i) => ({ turnOn, time: i === 5 ? time : null }));

  it('maps indexes 0..4 to the controls and takes the time entry as the remaining date', () => {
    expect(optionControls(list([true, false, true, false, false], '2026.11.26'))).toEqual({
      teacherControl: true,
      classControl: false,
      reportControl: true,
      selectTimeControl: false,
      giftControl: false,
      remainingDate: '2026.11.26',
    });
  });

  it('leaves everything on while the switches are unknown', () => {
    expect(optionControls(undefined)).toMatchObject({
      teacherControl: true,
      giftControl: true,
      remainingDate: null,
    });
  });
});
