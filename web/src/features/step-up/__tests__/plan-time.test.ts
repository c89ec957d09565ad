/** The intended-time rules: picker columns, the same-weekday refusal, submit messages, plan_time JSON. */
import { decodePlanTime, type TimeColumnResponse } from '@wonder/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyPick,
  type ChosenRow,
  canAddRow,
  emptyRow,
  encodeRows,
  isChosen,
  MAX_ROWS,
  type PlanRow,
  pickerColumns,
  pickerValueOf,
  rowsFromPlanTime,
  rowText,
  submitProblem,
} from '../rules/plan-time';

const COLUMNS: TimeColumnResponse = {
  week: [
    { label: '周一', value: 1 },
    { label: '周二', value: 2 },
    { label: '周三', value: 3 },
    { label: '周四', value: 4 },
    { label: '周五', value: 5 },
    { label: '周六', value: 6 },
    { label: '周日', value: 7 },
  ],
  time: [
    { label: '09:00', value: '09:00' },
    { label: '18:30', value: '18:30' },
    { label: '19:00', value: '19:00' },
  ],
};

const chosen = (id: number, w1: number, t1: string, w2: number, t2: string): ChosenRow => ({
  id,
  weekStart: w1,
  timeStart: t1,
  weekEnd: w2,
  timeEnd: t2,
});

describe('rows', () => {
  it("reads 'please choose preferred time' until all four parts are set", () => {
    expect(rowText(emptyRow(1), COLUMNS)).toBe('请选择意向上课时间');
    const partial: PlanRow = { ...emptyRow(1), weekStart: 1, timeStart: '09:00', weekEnd: 3 };
    expect(isChosen(partial)).toBe(false);
    expect(rowText(partial, COLUMNS)).toBe('请选择意向上课时间');
    expect(rowText(chosen(1, 1, '18:30', 3, '19:00'), COLUMNS)).toBe('周一 18:30 至 周三 19:00');
  });

  it('allows at most 5 rows', () => {
    expect(MAX_ROWS).toBe(5);
    const four = [1, 2, 3, 4].map(emptyRow);
    expect(canAddRow(four)).toBe(true);
    expect(canAddRow([...four, emptyRow(5)])).toBe(false);
  });
});

describe('the four-column picker', () => {
  it('lists start day, start time, end day, end time', () => {
    const cols = pickerColumns(COLUMNS, [1, '09:00', 1, '09:00']);
    expect(cols).toHaveLength(4);
    expect(cols[0]?.map((i) => i.label)).toEqual(['周一', '周二', '周三', '周四', '周五', '周六', '周日']);
    expect(cols[1]?.map((i) => i.value)).toEqual(['09:00', '18:30', '19:00']);
    expect(cols[3]?.map((i) => i.value)).toEqual(['09:00', '18:30', '19:00']);
  });

  it('offers end days from the chosen start day on, wrapping into the next week', () => {
    expect(pickerColumns(COLUMNS, [3, '09:00', 3, '09:00'])[2]?.map((i) => i.value)).toEqual([
      3, 4, 5, 6, 7, 1, 2,
    ]);
    expect(pickerColumns(COLUMNS, [6, null, null, null])[2]?.map((i) => i.label)).toEqual([
      '周六',
      '周日',
      '下周一',
      '下周二',
      '下周三',
      '下周四',
      '下周五',
    ]);
    // Before any start is chosen, the first start day is assumed (the wheel shows it selected).
    expect(pickerColumns(COLUMNS, [null, null, null, null])[2]).toHaveLength(7);
  });

  it("starts from the row's parts, else the first start, ending the day after", () => {
    expect(pickerValueOf(emptyRow(1), COLUMNS)).toEqual([1, '09:00', 2, '09:00']);
    expect(pickerValueOf(chosen(1, 2, '18:30', 5, '19:00'), COLUMNS)).toEqual([2, '18:30', 5, '19:00']);
    // A Sunday start ends on the next Monday.
    expect(pickerValueOf({ ...emptyRow(1), weekStart: 7 }, COLUMNS)).toEqual([7, '09:00', 1, '09:00']);
  });

  it('a Sunday → Monday window: the end day before the start is the next week, kept and encoded as is', () => {
    const pick = applyPick(emptyRow(1), [7, '19:00', 1, '09:00'], COLUMNS);
    expect(pick.ok).toBe(true);
    if (!pick.ok) return;
    expect(rowText(pick.row, COLUMNS)).toBe('周日 19:00 至 下周一 09:00');
    expect(JSON.parse(encodeRows([pick.row]))).toEqual([
      [
        { w: 7, h: 19, m: 0 },
        { w: 1, h: 9, m: 0 },
      ],
    ]);
  });

  it("refuses the same weekday on both ends: 'Cannot choose the same <weekday> time'", () => {
    expect(applyPick(emptyRow(1), [2, '09:00', 2, '19:00'], COLUMNS)).toEqual({
      ok: false,
      message: '不能选择相同的周二时间',
    });
    expect(applyPick(emptyRow(1), [7, '09:00', 7, '09:00'], COLUMNS)).toEqual({
      ok: false,
      message: '不能选择相同的周日时间',
    });
  });

  it('fills the row when the days differ', () => {
    expect(applyPick(emptyRow(4), [2, '09:00', 4, '19:00'], COLUMNS)).toEqual({
      ok: true,
      row: chosen(4, 2, '09:00', 4, '19:00'),
    });
  });

  it('refuses an incomplete value', () => {
    expect(applyPick(emptyRow(1), [2, null, 4, '19:00'], COLUMNS).ok).toBe(false);
  });
});

describe('submit validation (doc 3 §5)', () => {
  it("an empty list: 'Please choose intended time'", () => {
    expect(submitProblem([])).toBe('请选择意向时间');
  });

  it("a row with nothing chosen: 'Row N has no intended time chosen' (the first such row)", () => {
    expect(submitProblem([emptyRow(1)])).toBe('第1行未选择意向时间');
    expect(
      submitProblem([
        chosen(1, 1, '09:00', 3, '09:00'),
        chosen(2, 2, '09:00', 4, '09:00'),
        emptyRow(3),
        emptyRow(4),
      ]),
    ).toBe('第3行未选择意向时间');
  });

  it('passes when every row is chosen', () => {
    expect(submitProblem([chosen(1, 1, '09:00', 3, '09:00')])).toBeNull();
  });
});

describe('plan_time', () => {
  it('is the JSON of [start, end] pairs of {w, h, m}', () => {
    const json = encodeRows([chosen(1, 1, '18:30', 3, '19:00'), chosen(2, 6, '09:00', 7, '09:00')]);
    expect(JSON.parse(json)).toEqual([
      [
        { w: 1, h: 18, m: 30 },
        { w: 3, h: 19, m: 0 },
      ],
      [
        { w: 6, h: 9, m: 0 },
        { w: 7, h: 9, m: 0 },
      ],
    ]);
    expect(decodePlanTime(json)).toHaveLength(2);
  });

  it('refuses what the contract refuses (same weekday) rather than sending it', () => {
    expect(() => encodeRows([chosen(1, 2, '09:00', 2, '19:00')])).toThrow();
  });

  it('reads a submitted planTime back into rows, one empty row when there is none', () => {
    expect(rowsFromPlanTime(null)).toEqual([emptyRow(1)]);
    expect(rowsFromPlanTime('not json')).toEqual([emptyRow(1)]);
    const json = encodeRows([chosen(1, 1, '18:30', 3, '19:00')]);
    expect(rowsFromPlanTime(json)).toEqual([chosen(1, 1, '18:30', 3, '19:00')]);
  });
});
