/**
 * Types of parsed requests, taken from the endpoint definitions themselves (the package index of
 * @wonder/contracts does not re-export every entity module, and this way a handler's types follow the
 * contract it serves).
 */
import type { endpoints } from '@wonder/contracts';
import type { z } from 'zod';

/** The body of an endpoint after validation (zod output). */
export type ParsedBody<E> = E extends { readonly body?: infer B }
  ? B extends z.ZodType
    ? z.output<B>
    : never
  : never;

export type PwdLoginBody = ParsedBody<typeof endpoints.auth.pwdLogin>;
export type CodeLoginBody = ParsedBody<typeof endpoints.auth.verificationLogin>;
export type SendSmsBody = ParsedBody<typeof endpoints.captchaSms.sendLoginCode>;
export type CaptchaCheckBody = ParsedBody<typeof endpoints.captchaSms.captchaCheck>;

/**
 * Mirrors CAPTCHA_REFERENCE_WIDTH / CAPTCHA_POINT_Y of contracts/src/entities/captcha.ts (doc 1 §5, §9:
 * the slider position is scaled to a 700-wide reference and y is fixed at 5). Import them from
 * @wonder/contracts once its index re-exports the entity modules.
 */
export const CAPTCHA_REFERENCE_WIDTH = 700;
export const CAPTCHA_POINT_Y = 5;
