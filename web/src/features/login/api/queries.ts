/**
 * The login feature's query and mutation options over login-api.ts (the app's one pattern: options
 * factories of the client, so a container, a prefetch and a story use the same key and fetcher), and the
 * hooks the containers call, which take the client from useApi().
 *
 * Every mutation here handles its own errors (meta.handlesErrors): the login screen decides between the
 * device-limit dialog, messageText and a toast, and the captcha shows its own failure tip. The area-code
 * list keeps the app default: a failure toasts the server message (doc 1 §8 "non-success on the area-code
 * list: toast with server message").
 */
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { loginEndpoints } from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { useApi, useUserStore } from '../../../lib/services';
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
  type SolveCaptcha,
  sendLoginCode,
  updateAge,
} from './login-api';

const OWN_ERRORS = { handlesErrors: true } as const;

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
    meta: OWN_ERRORS,
  });

/** SMS-code login, then the user info and status stored. */
export const codeLoginMutation = (api: ApiClient, store: UserStore, ctx: LoginContext) =>
  mutationOptions({
    mutationKey: [loginEndpoints.verificationLogin.id],
    mutationFn: async (input: CodeLoginInput) => {
      const data = await codeLogin(api, input, ctx);
      return { data, ...(await completeLogin(api, store, data)) };
    },
    meta: OWN_ERRORS,
  });

/** The SMS send with its 4011 → slider → retry flow; solveCaptcha opens the slider. */
export const sendLoginCodeMutation = (api: ApiClient, solveCaptcha: SolveCaptcha) =>
  mutationOptions({
    mutationKey: [loginEndpoints.sendLoginCode.id],
    mutationFn: (input: PhoneInput) => sendLoginCode(api, input, solveCaptcha),
    meta: OWN_ERRORS,
  });

export const captchaChallengeMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: [loginEndpoints.captchaGet.id],
    mutationFn: () => fetchCaptcha(api),
    meta: OWN_ERRORS,
  });

export const captchaCheckMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: [loginEndpoints.captchaCheck.id],
    mutationFn: (input: { token: string; pointJson: string }) => checkCaptcha(api, input),
    meta: OWN_ERRORS,
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

// --- hooks: the same options with the app's services ------------------------------------------------

export const useAreaCodes = () => useQuery(areaCodesQuery(useApi()));
export const usePasswordLogin = (ctx: LoginContext) =>
  useMutation(passwordLoginMutation(useApi(), useUserStore(), ctx));
export const useCodeLogin = (ctx: LoginContext) =>
  useMutation(codeLoginMutation(useApi(), useUserStore(), ctx));
export const useSendLoginCode = (solveCaptcha: SolveCaptcha) =>
  useMutation(sendLoginCodeMutation(useApi(), solveCaptcha));
export const useCaptchaChallenge = () => useMutation(captchaChallengeMutation(useApi()));
export const useCaptchaCheck = () => useMutation(captchaCheckMutation(useApi()));
export const useUpdateAge = () => useMutation(updateAgeMutation(useApi()));
