/**
 * Form validation of doc 1 §5. Each check answers the message to show, or null when the value passes.
 * The spec gives no rule for the password beyond "required" ("other form validation: not shown").
 */

import { loginTexts } from '../texts';
import { PHONE_PATTERN } from './constants';

export function validatePhone(phone: string): string | null {
  const value = phone.trim();
  if (!value) return loginTexts.phoneEmpty;
  return PHONE_PATTERN.test(value) ? null : loginTexts.phoneInvalid;
}

export function validateCode(code: string): string | null {
  return code.trim() ? null : loginTexts.codeEmpty;
}

export function validatePassword(password: string): string | null {
  return password ? null : loginTexts.passwordEmpty;
}

/** The first failing message of a password login, or null. */
export function validatePasswordLogin(phone: string, password: string): string | null {
  return validatePhone(phone) ?? validatePassword(password);
}

/** The first failing message of a code login, or null. */
export function validateCodeLogin(phone: string, code: string): string | null {
  return validatePhone(phone) ?? validateCode(code);
}

/** Keep what the parent types to digits only (the phone and code inputs are numeric). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
