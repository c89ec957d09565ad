/**
 * The login feature's query and mutation options over login-api.ts (the app's one pattern: options
 * factories of the client, so a container, a prefetch and a story use the same key and fetcher; containers
 * pass `useApi()`). What a failure shows is the error table's (domain/error-policy.ts): the login's 100088,
 * the send's 4011 and the captcha's own answers are the screen's, 1000012 toasts the messageText the login
 * sent, everything else toasts the server message (doc 1 §8).
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { loginEndpoints } from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import type { UserStore } from '../../../lib/user-store';
import {
  type CodeLoginInput,
  checkCaptcha,
  codeLogin,
  completeLogin,
  fetchAreaCodes,
  fetchCaptcha,
  fetchClassHourDialog,
  type LoginContext,
  type PasswordLoginInput,
  type PhoneInput,
  passwordLogin,
  rebindWechat,
  type SolveCaptcha,
  sendLoginCode,
  updateAge,
} from './login-api';

/** The area codes never change during a visit. */
export const areaCodesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [loginEndpoints.getCountryMobilePrefixs.id],
    queryFn: () => fetchAreaCodes(api),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** Password login, then the user info and status stored. */
export const passwordLoginMutation = (api: ApiClient, store: UserStore, ctx: LoginContext) =>
  mutationOptions({
    mutationKey: [loginEndpoints.pwdLogin.id],
    mutationFn: async (input: PasswordLoginInput) => {
      const data = await passwordLogin(api, input, ctx);
      return { data, ...(await completeLogin(api, store, data)) };
    },
  });

/** SMS-code login, then the user info and status stored. */
export const codeLoginMutation = (api: ApiClient, store: UserStore, ctx: LoginContext) =>
  mutationOptions({
    mutationKey: [loginEndpoints.verificationLogin.id],
    mutationFn: async (input: CodeLoginInput) => {
      const data = await codeLogin(api, input, ctx);
      return { data, ...(await completeLogin(api, store, data)) };
    },
  });

/** The SMS send with its 4011 → slider → retry flow; solveCaptcha opens the slider. */
export const sendLoginCodeMutation = (api: ApiClient, solveCaptcha: SolveCaptcha) =>
  mutationOptions({
    mutationKey: [loginEndpoints.sendLoginCode.id],
    mutationFn: (input: PhoneInput) => sendLoginCode(api, input, solveCaptcha),
  });

export const captchaChallengeMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: [loginEndpoints.captchaGet.id],
    mutationFn: () => fetchCaptcha(api),
  });

export const captchaCheckMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: [loginEndpoints.captchaCheck.id],
    mutationFn: (input: { token: string; pointJson: string }) => checkCaptcha(api, input),
  });

/** Save the age, then read whether the class-hour dialog follows (null: a toast ends the selection). */
export const updateAgeMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: [loginEndpoints.updateOlUser.id],
    mutationFn: async (age: number) => {
      await updateAge(api, age);
      // The dialog is optional: if its config cannot be read, the selection ends with the toast.
      return fetchClassHourDialog(api).catch(() => null);
    },
  });

/** In WeChat: bind the visitor's WeChat account to the phone just logged in; confirm after 绑定. */
export const rebindWechatMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: [loginEndpoints.phoneChangeWechat.id],
    mutationFn: (input: { openid: string; confirm?: boolean }) => rebindWechat(api, input),
  });
