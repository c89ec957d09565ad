/**
 * Beijing wall-clock dates ('YYYY.MM.DD HH:mm:ss', also with / or - and without the time, doc 1 §9): the
 * step-up host's and the activity-period JSON's dates, parsed as such whatever the device's time zone.
 */
export const BEIJING_OFFSET_MS = 8 * 3_600_000;
const SPEC_DATE = /^(\d{4})[./-](\d{1,2})[./-](\d{1,2})(?: (\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function parseWallClock(text: string | null | undefined): WallClock | null {
  const m = SPEC_DATE.exec(text?.trim() ?? '');
  if (!m) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((v) => Number(v ?? 0));
  const wall = { year, month, day, hour, minute, second } as WallClock;
  // Reject 2021/02/30 and 25:00: Date.UTC would roll them over silently.
  const check = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second));
  if (
    check.getUTCMonth() !== wall.month - 1 ||
    check.getUTCDate() !== wall.day ||
    check.getUTCHours() !== wall.hour ||
    check.getUTCMinutes() !== wall.minute
  ) {
    return null;
  }
  return wall;
}

/** Epoch ms of a Beijing wall-clock date, or null when the text is not one. */
export function parseBeijing(text: string | null | undefined): number | null {
  const w = parseWallClock(text);
  if (!w) return null;
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - BEIJING_OFFSET_MS;
}
