/**
 * The trial-claim login's own decisions (doc 2 §8, §9), pure. The form's checks, the 59 s countdown and the
 * 1 s throttle are the login page's (domain/phone-form.ts).
 */
import { validateCode, validatePhone } from '../../../domain/phone-form';
import type { RoutePath } from '../../../lib/routes';

/** What a tap on the claim button checks first: the phone, then the code. */
export function claimProblem(phone: string, code: string): string | null {
  return validatePhone(phone) ?? validateCode(code);
}

/**
 * Tracked failures: doc 2 §8 "A failed send-code toasts the message and tracks failure. A failed login logs
 * and tracks loginfail." The send failure's name is not given (chosen).
 */
export const TRIAL_CLAIM_EVENT = { sendFail: 'trial_claim_send_fail', loginFail: 'loginfail' } as const;

/** doc 2 §9 "First login closes the popup and opens age selection"; any other login closes it on home. */
export function afterClaim(isFirstLogin: boolean): RoutePath {
  return isFirstLogin ? '/selectAgePage' : '/index';
}
