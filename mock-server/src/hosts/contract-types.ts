/**
 * Types of parsed requests, taken from the endpoint definitions themselves, so that a handler's types
 * follow the contract it serves.
 */
import type { endpoints } from '@wonder/contracts';
import type * as z from 'zod/mini';

/** The body of an endpoint after validation (zod output). */
export type ParsedBody<E> = E extends { readonly body?: infer B }
  ? B extends z.core.$ZodType
    ? z.output<B>
    : never
  : never;

export type PwdLoginBody = ParsedBody<typeof endpoints.auth.pwdLogin>;
export type CodeLoginBody = ParsedBody<typeof endpoints.auth.verificationLogin>;
export type SendSmsBody = ParsedBody<typeof endpoints.captchaSms.sendLoginCode>;
export type CaptchaCheckBody = ParsedBody<typeof endpoints.captchaSms.captchaCheck>;
