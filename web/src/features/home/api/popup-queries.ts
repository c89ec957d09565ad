/**
 * The popup chain's own calls (doc 2 §4, §7), loaded with the popups' lazy chunk so their schemas stay out
 * of /index's first load. Each is asked only for the roles the spec allows (homeCalls); a failure is the
 * popup's "done, nothing to show" (domain/error-policy.ts), and the writes toast theirs (doc 2 §8).
 */

import { mutationOptions } from '@tanstack/react-query';
import { homeEndpoints, parentCentreEndpoints, type UnclaimedAward } from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { endpointMutation, endpointQuery } from '../../../lib/endpoint-query';

export const unclaimedAwardsQuery = (api: ApiClient, token: string | null, enabled: boolean) =>
  endpointQuery(api, homeEndpoints.listUnclaimedAward, { query: { token: token ?? '' } }, { enabled });

/** Claim the class-hour gift: the unclaimed list goes back as packageReceives (doc 2 §3, §7). */
export const receiveAwardsMutation = (api: ApiClient, token: string | null) =>
  mutationOptions({
    mutationKey: [homeEndpoints.receiveAward.id],
    mutationFn: (packageReceives: UnclaimedAward[]) =>
      api.call(homeEndpoints.receiveAward, { body: { packageReceives, token: token ?? '' } }),
  });

export const signedInTodayQuery = (api: ApiClient, enabled: boolean) =>
  endpointQuery(api, parentCentreEndpoints.isSignIn, {}, { enabled });

export const wonderfulQuery = (api: ApiClient, enabled: boolean) =>
  endpointQuery(api, homeEndpoints.wonderfulMomentCheck, {}, { enabled });

export const interestTagsQuery = (api: ApiClient, enabled: boolean) =>
  endpointQuery(api, homeEndpoints.interestTagPopList, {}, { enabled });

/** Save the chosen tags: `mutate({ body })`. */
export const saveInterestTagsMutation = (api: ApiClient) =>
  endpointMutation(api, homeEndpoints.interestTagPopListSave);

/** The follow stage's check: skipped for tourists (doc 2 §4). */
export const followsAccountQuery = (api: ApiClient, userId: string | null, enabled: boolean) =>
  endpointQuery(api, homeEndpoints.isSubscribe, { query: { userId: userId ?? '' } }, { enabled });
