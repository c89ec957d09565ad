/**
 * The trial-claim popup's calls (doc 2 §7 "Trial-claim login and send-code", the contracts' chosen calls):
 * the send with area code 86 and source 10001; the login, whose user info is stored and whose status is
 * looked up as after any login (domain/status-lookup.ts). Failures toast the server's message (the error
 * policy's default; doc 2 §8 "A failed send-code toasts the message").
 */
import { mutationOptions } from '@tanstack/react-query';
import { HOME_LIMITS, homeEndpoints } from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { lookUpStatus } from '../../../domain/status-lookup';
import type { UserStore } from '../../../lib/user-store';

const claimFields = {
  areaCode: HOME_LIMITS.DEFAULT_AREA_CODE,
  source: HOME_LIMITS.TRIAL_CLAIM_SOURCE,
} as const;

export const trialClaimSendMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: [homeEndpoints.trialClaimSendCode.id],
    mutationFn: (phone: string) =>
      api.call(homeEndpoints.trialClaimSendCode, { body: { phone, ...claimFields } }),
  });

export const trialClaimLoginMutation = (api: ApiClient, store: UserStore) =>
  mutationOptions({
    mutationKey: [homeEndpoints.trialClaimLogin.id],
    mutationFn: async (input: { phone: string; code: string }) => {
      const { isFirstLogin, ...user } = await api.call(homeEndpoints.trialClaimLogin, {
        body: { phone: input.phone, verificationCode: input.code, ...claimFields },
      });
      store.setUser(user);
      await lookUpStatus(api, store, user.token);
      return { isFirstLogin };
    },
  });
