/**
 * The step-up host's dates ('YYYY.MM.DD HH:mm:ss', also with / or - and without the time, doc 1 §9) are
 * Beijing wall-clock times: parsed here as such, whatever the device's time zone.
 */
import { BEIJING_OFFSET_MS, parseWallClock } from '../../../domain/beijing-time';

export { parseBeijing } from '../../../domain/beijing-time';

/** The end of a Beijing calendar day (its 23:59:59) for a date written with or without a time. */
export function endOfBeijingDay(text: string | null | undefined): number | null {
  const w = parseWallClock(text);
  if (!w) return null;
  return Date.UTC(w.year, w.month - 1, w.day, 23, 59, 59) - BEIJING_OFFSET_MS;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY.MM.DD' of a Beijing day, for texts. */
export function beijingDay(ms: number): string {
  const d = new Date(ms + BEIJING_OFFSET_MS);
  return `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())}`;
}
