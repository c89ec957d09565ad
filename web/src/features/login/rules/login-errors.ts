/**
 * The one login answer the screen shows itself (doc 1 §8 "Login code 100088: dialog titled 登录提醒"); the
 * error policy (domain/error-policy.ts) toasts every other failure, 1000012's messageText included.
 */
import { LOGIN_CODE } from '@wonder/contracts';
import { ApiBusinessError } from '@wonder/contracts/client';

export function isDeviceLimit(error: unknown): boolean {
  return error instanceof ApiBusinessError && Number(error.code) === LOGIN_CODE.DEVICE_LIMIT;
}
