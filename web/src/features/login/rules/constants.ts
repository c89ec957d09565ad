/**
 * Login constants of doc 1 §4, §5, §9 that the contracts do not already carry (CIPHER_VERSION,
 * DEFAULT_AREA_CODE, LOGIN_CODE, the captcha reference width and y live in @wonder/contracts).
 */

/** The phone form's constants are shared with home's trial-claim popup (domain/phone-form.ts). */
export {
  PHONE_MAX_LENGTH,
  SEND_CODE_COUNTDOWN_S,
  SEND_CODE_THROTTLE_MS,
} from '../../../domain/phone-form';
/** The code input keeps at most 6 digits (chosen: SMS codes are 4 to 6 digits; the server judges the code). */
export const CODE_MAX_LENGTH = 6;

/** Slider captcha timings (doc 1 §4, §9). */
export const CAPTCHA_TIMING = {
  /** Success: the box closes and emits the verification this long after the server said '0000'. */
  successCloseMs: 1_000,
  /** Pop mode: the box resets this long after a success. */
  popResetMs: 1_500,
  /** Failure: the tip shows this long, then the puzzle refreshes. */
  failureTipMs: 1_000,
  /** Handle and piece glide back to 0 in this long on refresh. */
  refreshTransitionMs: 300,
} as const;

/** Captcha image: container width minus this, at most the 700 reference, height half the width. */
export const CAPTCHA_CONTAINER_INSET = 96;
/** The draggable handle (px) and the gap kept at the track's right end. */
export const CAPTCHA_HANDLE_WIDTH = 40;
export const CAPTCHA_HANDLE_SPACING = 2;
