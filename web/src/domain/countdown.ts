/**
 * The app's one countdown format. Doc 2 §9 and doc 3 §9 allow four ("dd:hh:mm:ss, dd-hh-mm-ss, hh:mm:ss, or
 * days/hours/minutes/seconds in Chinese"); the app uses the last everywhere (home's card countdowns, the
 * step-up grouping countdown), because it is the one a parent reads without knowing which number is the day:
 * `3天07时59分58秒`, hours, minutes and seconds in two digits. Ticks every second (doc 2 §9: 1000 ms).
 */
import { fmt, texts } from '../texts';

export const COUNTDOWN_TICK_MS = 1_000;

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The end has come: the countdown stays at zero. */
  over: boolean;
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

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '3天07时59分58秒'. */
export function countdownText(r: Remaining): string {
  return fmt(texts.common.countdown, {
    days: r.days,
    hours: twoDigits(r.hours),
    minutes: twoDigits(r.minutes),
    seconds: twoDigits(r.seconds),
  });
}
