/**
 * Slider captcha geometry (doc 1 §4, §5, §9): the image size for a container, the handle clamp, the
 * scaling of the dropped position to the 700-wide reference with y fixed at 5, and the verification
 * string the SMS send retry carries.
 */
import { CAPTCHA_POINT_Y, CAPTCHA_REFERENCE_WIDTH, type CaptchaPoint } from '@wonder/contracts';
import { CAPTCHA_CONTAINER_INSET, CAPTCHA_HANDLE_SPACING, CAPTCHA_HANDLE_WIDTH } from './constants';

export interface CaptchaImageSize {
  width: number;
  height: number;
}

/** Container width minus 96, at most 700; height half the width. */
export function captchaImageSize(containerWidth: number): CaptchaImageSize {
  const width = Math.max(
    0,
    Math.min(CAPTCHA_REFERENCE_WIDTH, Math.floor(containerWidth - CAPTCHA_CONTAINER_INSET)),
  );
  return { width, height: Math.floor(width / 2) };
}

/** The furthest the handle may go: image width minus handle width minus spacing. */
export function maxHandleOffset(imageWidth: number): number {
  return Math.max(0, imageWidth - CAPTCHA_HANDLE_WIDTH - CAPTCHA_HANDLE_SPACING);
}

export function clampHandleOffset(offset: number, imageWidth: number): number {
  return Math.min(Math.max(0, offset), maxHandleOffset(imageWidth));
}

/** The dropped offset (display px) as the point on the 700-wide reference image, y always 5. */
export function toReferencePoint(offset: number, imageWidth: number): CaptchaPoint {
  const x = imageWidth > 0 ? (offset * CAPTCHA_REFERENCE_WIDTH) / imageWidth : 0;
  return { x: Math.round(x * 100) / 100, y: CAPTCHA_POINT_Y };
}

export function pointJsonOf(point: CaptchaPoint): string {
  return JSON.stringify({ x: point.x, y: point.y });
}

/** token, '---', then the pointJson as sent to the check (encrypted when the challenge had a key). */
export function verificationString(token: string, sentPointJson: string): string {
  return `${token}---${sentPointJson}`;
}
