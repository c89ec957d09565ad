/**
 * The grouping countdown (doc 3 §4): until the old seat is released, at the remaining date plus 23:59:59
 * (Beijing), refreshed every second (doc 2 §9: countdown interval 1000 ms). The remaining date is the
 * option switches' time entry (doc 3 §3); the info's releaseTime stands in when the switch has none.
 */
import { endOfBeijingDay } from './dates';

export const COUNTDOWN_TICK_MS = 1_000;

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The seat is released: the countdown stays at zero. */
  over: boolean;
}

/** When the countdown ends, or null when neither date can be read. */
export function countdownEnd(
  remainingDate: string | null | undefined,
  releaseTime: string | null | undefined,
) {
  return endOfBeijingDay(remainingDate) ?? endOfBeijingDay(releaseTime);
}

export function remainingUntil(end: number, now: number): Remaining {
  const left = Math.max(0, Math.floor((end - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    over: left === 0,
  };
}

/** Two digits for hours, minutes and seconds (the dd:hh:mm:ss family of doc 3 §9). */
export const twoDigits = (n: number) => String(n).padStart(2, '0');
