/**
 * The popup chain's own calls (doc 2 §4, §7), loaded with the popups' lazy chunk so their schemas stay out
 * of /index's first load. Each is asked only for the roles the spec allows (homeCalls); a failure is the
 * popup's "done, nothing to show", so none of them toasts.
 */
import {
  homeEndpoints,
  type InterestTagSave,
  parentCentreEndpoints,
  type UnclaimedAward,
} from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { endpointQuery } from '../../../lib/endpoint-query';
import { OWN_ERRORS } from './queries';

export const unclaimedAwardsQuery = (api: ApiClient, token: string | null, enabled: boolean) =>
  endpointQuery(
    api,
    homeEndpoints.listUnclaimedAward,
    { query: { token: token ?? '' } },
    { enabled, ...OWN_ERRORS },
  );

export const receiveAwards = (api: ApiClient, token: string, packageReceives: UnclaimedAward[]) =>
  api.call(homeEndpoints.receiveAward, { body: { packageReceives, token } });

export const signedInTodayQuery = (api: ApiClient, enabled: boolean) =>
  endpointQuery(api, parentCentreEndpoints.isSignIn, {}, { enabled, ...OWN_ERRORS });

export const wonderfulQuery = (api: ApiClient, enabled: boolean) =>
  endpointQuery(api, homeEndpoints.wonderfulMomentCheck, {}, { enabled, ...OWN_ERRORS });

export const interestTagsQuery = (api: ApiClient, enabled: boolean) =>
  endpointQuery(api, homeEndpoints.interestTagPopList, {}, { enabled, ...OWN_ERRORS });

export const saveInterestTags = (api: ApiClient, body: InterestTagSave) =>
  api.call(homeEndpoints.interestTagPopListSave, { body });

/** The follow stage's check: skipped for tourists (doc 2 §4). */
export const followsAccountQuery = (api: ApiClient, userId: string | null, enabled: boolean) =>
  endpointQuery(
    api,
    homeEndpoints.isSubscribe,
    { query: { userId: userId ?? '' } },
    { enabled, ...OWN_ERRORS },
  );
