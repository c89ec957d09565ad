/**
 * The phone-and-code form's rules, one place for the login page (doc 1 §4, §5) and home's trial-claim popup
 * (doc 2 §9): the phone is 1 to 14 digits; the send button counts down 59 s after a send and ignores taps
 * within 1 s of the last; each check answers the message to show (texts.phoneForm), or null.
 */
import { texts } from '../texts';

/** Send-code countdown (s) and the send-button throttle (ms) (doc 1 §9, doc 2 §9). */
export const SEND_CODE_COUNTDOWN_S = 59;
export const SEND_CODE_THROTTLE_MS = 1_000;

/** Phone: 1 to 14 digits (doc 1 §5, doc 2 §9). */
export const PHONE_PATTERN = /^\d{1,14}$/;
export const PHONE_MAX_LENGTH = 14;

export function validatePhone(phone: string): string | null {
  const value = phone.trim();
  if (!value) return texts.phoneForm.phoneEmpty;
  return PHONE_PATTERN.test(value) ? null : texts.phoneForm.phoneInvalid;
}

export function validateCode(code: string): string | null {
  return code.trim() ? null : texts.phoneForm.codeEmpty;
}

/** Seconds left of the send countdown at `now` for a send at `sentAt` (0: the button sends again). */
export function countdownLeft(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  return Math.max(0, SEND_CODE_COUNTDOWN_S - Math.floor((now - sentAt) / 1000));
}

/** Whether a tap at `now` falls within the throttle of the last accepted one. */
export function throttled(lastAt: number | null, now: number): boolean {
  return lastAt !== null && now - lastAt < SEND_CODE_THROTTLE_MS;
}

/** Keep what the parent types to digits only (the phone and code inputs are numeric). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
