/**
 * TanStack Query hooks over login-api.ts. Every mutation here handles its own errors (meta.handlesErrors):
 * the login screen decides between the device-limit dialog, messageText and a toast, and the captcha
 * shows its own failure tip. The area-code list keeps the app default: a failure toasts the server message
 * (doc 1 §8 "non-success on the area-code list: toast with server message").
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@wonder/contracts/client';
import type { Feedback } from '../../../lib/ui';
import type { UserStore } from '../../../lib/user-store';
import { texts } from '../../../texts';
import {
  type CodeLoginInput,
  checkCaptcha,
  codeLogin,
  completeLogin,
  fetchAreaCodes,
  fetchCaptcha,
  fetchClassHourDialog,
  type LoginContext,
  logout,
  type PasswordLoginInput,
  type PhoneInput,
  passwordLogin,
  rebindWechat,
  type SolveCaptcha,
  sendLoginCode,
  updateAge,
} from './login-api';

export const loginKeys = {
  areaCodes: ['login', 'areaCodes'] as const,
};

const OWN_ERRORS = { handlesErrors: true } as const;

export function useAreaCodes(client: ApiClient) {
  return useQuery({
    queryKey: loginKeys.areaCodes,
    queryFn: () => fetchAreaCodes(client),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** Password login, then the user info and status stored. */
export function usePasswordLogin(client: ApiClient, store: UserStore, ctx: LoginContext) {
  return useMutation({
    mutationFn: async (input: PasswordLoginInput) => {
      const data = await passwordLogin(client, input, ctx);
      return { data, ...(await completeLogin(client, store, data)) };
    },
    meta: OWN_ERRORS,
  });
}

/** SMS-code login, then the user info and status stored. */
export function useCodeLogin(client: ApiClient, store: UserStore, ctx: LoginContext) {
  return useMutation({
    mutationFn: async (input: CodeLoginInput) => {
      const data = await codeLogin(client, input, ctx);
      return { data, ...(await completeLogin(client, store, data)) };
    },
    meta: OWN_ERRORS,
  });
}

/** The SMS send with its 4011 → slider → retry flow; solveCaptcha opens the slider. */
export function useSendLoginCode(client: ApiClient, solveCaptcha: SolveCaptcha) {
  return useMutation({
    mutationFn: (input: PhoneInput) => sendLoginCode(client, input, solveCaptcha),
    meta: OWN_ERRORS,
  });
}

export function useCaptchaChallenge(client: ApiClient) {
  return useMutation({ mutationFn: () => fetchCaptcha(client), meta: OWN_ERRORS });
}

export function useCaptchaCheck(client: ApiClient) {
  return useMutation({
    mutationFn: (input: { token: string; pointJson: string }) => checkCaptcha(client, input),
    meta: OWN_ERRORS,
  });
}

/** Save the age, then read whether the class-hour dialog follows (null: a toast ends the selection). */
export function useUpdateAge(client: ApiClient) {
  return useMutation({
    mutationFn: async (age: number) => {
      await updateAge(client, age);
      // The dialog is optional: if its config cannot be read, the selection ends with the toast.
      return fetchClassHourDialog(client).catch(() => null);
    },
  });
}

export function useRebindWechat(client: ApiClient) {
  return useMutation({
    mutationFn: (input: { openid: string; confirm?: boolean }) => rebindWechat(client, input),
  });
}

/** Log out, keep only the openId, toast 已退出登录; the caller then goes to /login (doc 1 §4). */
export function useLogout(client: ApiClient, store: UserStore, feedback: Feedback) {
  return useMutation({
    mutationFn: () => logout(client, store),
    onSuccess: () => feedback.toast({ content: texts.login.loggedOut }),
  });
}
