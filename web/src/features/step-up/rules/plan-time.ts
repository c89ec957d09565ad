/**
 * The intended-time screen's rules (doc 3 §2, §3, §5, §7):
 * - up to 5 rows; a row is "chosen" when weekStart, timeStart, weekEnd and timeEnd are all set;
 * - the four-column picker (start day, start time, end day, end time) over getSelectTime's week and time
 *   lists. The end options depend on the start: a range runs forward from the start day and may wrap into
 *   the next week (a Sunday → Monday window: an end day before the start day is that day of the next week,
 *   read '下周一'), so the end day column lists the start day, the days after it, then the days before it.
 *   The start day itself stays listed first so that the spec's rule has something to refuse: the same
 *   weekday on both ends → 'Cannot choose the same <weekday> time';
 * - submit: an empty list → 'Please choose intended time'; row N with nothing chosen → 'Row N has no
 *   intended time chosen';
 * - plan_time: the JSON of [start, end] slot pairs {w, h, m} (contracts encodePlanTime).
 */
import {
  decodePlanTime,
  encodePlanTime,
  type PlanTime,
  STEP_UP_LIMITS,
  type TimeColumnResponse,
  WEEKDAYS,
} from '@wonder/contracts';
import { fmt } from '../../../texts';
import { choiceTimeTexts } from '../texts';

export const MAX_ROWS = STEP_UP_LIMITS.MAX_PLAN_ROWS;

export interface PlanRow {
  /** Stable key for the list (rows are added and deleted). */
  id: number;
  weekStart: number | null;
  timeStart: string | null;
  weekEnd: number | null;
  timeEnd: string | null;
}

export type ChosenRow = PlanRow & { weekStart: number; timeStart: string; weekEnd: number; timeEnd: string };

/** The picker's value: [weekStart, timeStart, weekEnd, timeEnd]. */
export type PickerValue = [number | null, string | null, number | null, string | null];

export interface PickerItem {
  label: string;
  value: string | number;
}

export function emptyRow(id: number): PlanRow {
  return { id, weekStart: null, timeStart: null, weekEnd: null, timeEnd: null };
}

export function isChosen(row: PlanRow): row is ChosenRow {
  return row.weekStart !== null && row.timeStart !== null && row.weekEnd !== null && row.timeEnd !== null;
}

export function canAddRow(rows: readonly PlanRow[]): boolean {
  return rows.length < MAX_ROWS;
}

function weekdayLabel(columns: TimeColumnResponse | null, w: number): string {
  return columns?.week.find((d) => d.value === w)?.label ?? WEEKDAYS[w as keyof typeof WEEKDAYS] ?? String(w);
}

function timeLabel(columns: TimeColumnResponse | null, t: string): string {
  return columns?.time.find((x) => x.value === t)?.label ?? t;
}

/** An end day before the start day is the next week's: '下周一'. */
function endDayLabel(columns: TimeColumnResponse | null, weekStart: number, weekEnd: number): string {
  const label = weekdayLabel(columns, weekEnd);
  return weekEnd < weekStart ? fmt(choiceTimeTexts.nextWeek, { weekday: label }) : label;
}

/** What a row reads: 'please choose preferred time' until all four parts are set. */
export function rowText(row: PlanRow, columns: TimeColumnResponse | null): string {
  if (!isChosen(row)) return choiceTimeTexts.rowEmpty;
  return fmt(choiceTimeTexts.rowValue, {
    weekStart: weekdayLabel(columns, row.weekStart),
    timeStart: timeLabel(columns, row.timeStart),
    weekEnd: endDayLabel(columns, row.weekStart, row.weekEnd),
    timeEnd: timeLabel(columns, row.timeEnd),
  });
}

/** The picker's four columns for the current value: the end-day column follows the chosen start day. */
export function pickerColumns(columns: TimeColumnResponse, value: readonly unknown[]): PickerItem[][] {
  const week = columns.week.map((d) => ({ label: d.label, value: d.value }));
  const time = columns.time.map((t) => ({ label: t.label, value: t.value }));
  const start = typeof value[0] === 'number' ? value[0] : (week[0]?.value as number | undefined);
  if (start === undefined) return [week, time, week, time];
  const from = columns.week.filter((d) => d.value >= start);
  const nextWeek = columns.week
    .filter((d) => d.value < start)
    .map((d) => ({ label: endDayLabel(columns, start, d.value), value: d.value }));
  return [week, time, [...from.map((d) => ({ label: d.label, value: d.value })), ...nextWeek], time];
}

/**
 * The picker's starting value for a row: its own parts, else the first start day and time, ending the day
 * after, wrapping to the week's first day (a first confirm then never meets the same-weekday refusal).
 */
export function pickerValueOf(row: PlanRow, columns: TimeColumnResponse): PickerValue {
  const firstTime = columns.time[0]?.value ?? null;
  const weekStart = row.weekStart ?? columns.week[0]?.value ?? 1;
  const nextDay = columns.week.find((d) => d.value > weekStart)?.value ?? columns.week[0]?.value ?? weekStart;
  return [weekStart, row.timeStart ?? firstTime, row.weekEnd ?? nextDay, row.timeEnd ?? firstTime];
}

export type PickResult = { ok: true; row: ChosenRow } | { ok: false; message: string };

/** Apply a picker confirm to a row: refused (with the spec's toast) when both ends are the same weekday. */
export function applyPick(
  row: PlanRow,
  value: readonly unknown[],
  columns: TimeColumnResponse | null,
): PickResult {
  const [weekStart, timeStart, weekEnd, timeEnd] = value;
  if (
    typeof weekStart !== 'number' ||
    typeof weekEnd !== 'number' ||
    typeof timeStart !== 'string' ||
    typeof timeEnd !== 'string'
  ) {
    return { ok: false, message: choiceTimeTexts.rowEmpty };
  }
  if (weekStart === weekEnd) {
    return {
      ok: false,
      message: fmt(choiceTimeTexts.sameWeekday, { weekday: weekdayLabel(columns, weekStart) }),
    };
  }
  return { ok: true, row: { ...row, weekStart, timeStart, weekEnd, timeEnd } };
}

/** The submit check: null when every row is chosen, else the spec's message. */
export function submitProblem(rows: readonly PlanRow[]): string | null {
  if (rows.length === 0) return choiceTimeTexts.emptyList;
  const index = rows.findIndex((r) => !isChosen(r));
  return index === -1 ? null : fmt(choiceTimeTexts.rowMissing, { n: index + 1 });
}

function slot(w: number, time: string) {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return { w, h, m };
}

/** Rows → the decoded planTime. Call after submitProblem() said null. */
export function planTimeOf(rows: readonly ChosenRow[]): PlanTime {
  return rows.map((r) => [slot(r.weekStart, r.timeStart), slot(r.weekEnd, r.timeEnd)]);
}

/** plan_time as sent: JSON of w/h/m pairs (throws on a row the contract refuses, which submit never sends). */
export function encodeRows(rows: readonly ChosenRow[]): string {
  return encodePlanTime(planTimeOf(rows));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A submitted planTime (info.planTime) → rows to edit; unreadable text gives one empty row. */
export function rowsFromPlanTime(text: string | null | undefined): PlanRow[] {
  let ranges: PlanTime = [];
  try {
    ranges = decodePlanTime(text);
  } catch {
    ranges = [];
  }
  if (ranges.length === 0) return [emptyRow(1)];
  return ranges.slice(0, MAX_ROWS).map(([a, b], i) => ({
    id: i + 1,
    weekStart: a.w,
    timeStart: `${pad(a.h)}:${pad(a.m)}`,
    weekEnd: b.w,
    timeEnd: `${pad(b.h)}:${pad(b.m)}`,
  }));
}
