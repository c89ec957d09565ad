/**
 * What a failed login shows (doc 1 §8):
 * - 100088 → the device-limit dialog 登录提醒;
 * - 1000012 on the code login → the caller's messageText when it supplied one, else the server message;
 * - any other business code → the server message as a toast;
 * - no usable answer → nothing more here: the app's one error mapping (lib/errors) already toasted it.
 */
import { ApiBusinessError } from '@wonder/contracts/client';
import { messageForUnhandled } from '../../../lib/errors';
import { LOGIN_CODE } from './constants';

export type LoginFailure = { kind: 'device-limit' } | { kind: 'toast'; message: string } | { kind: 'silent' };

export function loginFailure(error: unknown, options: { messageText?: string | null } = {}): LoginFailure {
  if (error instanceof ApiBusinessError) {
    const code = Number(error.code);
    if (code === LOGIN_CODE.DEVICE_LIMIT) return { kind: 'device-limit' };
    if (code === LOGIN_CODE.CODE_LOGIN_MESSAGE && options.messageText?.trim()) {
      return { kind: 'toast', message: options.messageText.trim() };
    }
  }
  const message = messageForUnhandled(error);
  return message ? { kind: 'toast', message } : { kind: 'silent' };
}
