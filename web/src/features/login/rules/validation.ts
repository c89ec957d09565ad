/**
 * Form validation of doc 1 §5. Each check answers the message to show, or null when the value passes.
 * The spec gives no rule for the password beyond "required" ("other form validation: not shown").
 */

import { digitsOnly, validateCode, validatePhone } from '../../../domain/phone-form';
import { loginTexts } from '../texts';

/** The phone and code checks are shared with home's trial-claim popup (domain/phone-form.ts). */
export { digitsOnly, validateCode, validatePhone };

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
