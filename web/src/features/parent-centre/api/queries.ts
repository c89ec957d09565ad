/**
 * The parent-centre calls (doc 3 §7): hours per brand and the leave summary for the tiles and /myClassHour,
 * the logistics new-marker, today's check-in, the 'parent' config's wrong-set switch, the current group and its undone homework count, and the task list
 * initialisation on entering. The private info is domain/shared-queries' personInfoQuery.
 */
import {
  myClassesEndpoints,
  PARENT_CONFIG_GROUP,
  PARENT_CONFIG_NAMES,
  parentCentreEndpoints,
  SUBJECT_BRANDS,
} from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { inviteConfigQuery } from '../../../domain/invite-config';
import { endpointMutation, endpointQuery } from '../../../lib/endpoint-query';
import { brandsToQuery } from '../rules/hours';

const FIVE_MINUTES = 5 * 60_000;

export interface HourViewer {
  unificationId: string | null;
  isMiniProgram: boolean;
}

export const brandHoursQuery = (api: ApiClient, v: HourViewer) =>
  endpointQuery(
    api,
    parentCentreEndpoints.multiBrandSummaryList,
    {
      body: {
        brandCodeList: brandsToQuery(SUBJECT_BRANDS, v.isMiniProgram),
        unificationId: v.unificationId ?? '',
      },
    },
    { enabled: v.unificationId !== null },
  );

export const leaveSummaryQuery = (api: ApiClient, unificationId: string | null) =>
  endpointQuery(
    api,
    parentCentreEndpoints.leaveSummary,
    { body: { unificationId: unificationId ?? '' } },
    { enabled: unificationId !== null },
  );

export const logisticsMarkQuery = (api: ApiClient, enabled: boolean) =>
  endpointQuery(api, parentCentreEndpoints.isLogisticsMark, {}, { enabled });

export const signedInTodayQuery = (api: ApiClient, enabled: boolean) =>
  endpointQuery(api, parentCentreEndpoints.isSignIn, {}, { enabled });

export const wrongSetSwitchQuery = (api: ApiClient, enabled: boolean) =>
  endpointQuery(
    api,
    parentCentreEndpoints.parentConfigByGroup,
    { body: { group: PARENT_CONFIG_GROUP, nameList: [PARENT_CONFIG_NAMES.WRONG_SET_SWITCH] } },
    {
      enabled,
      staleTime: FIVE_MINUTES,
      select: (config) => config[PARENT_CONFIG_NAMES.WRONG_SET_SWITCH] ?? null,
    },
  );

/**
 * The first view's calls that need nothing but a stored login (the parent's info aside, which the shell's
 * routes all ask): the page's HTML starts them while the JavaScript downloads (app/early-requests.ts), and the
 * page's gate asks the same (ParentsCenterPage), so the app takes the HTML's answers. Issue 40: asked only once
 * the app had started, they put a round trip between the scripts and the page's largest paint.
 */
export const centreLoginOptions = (api: ApiClient, signedIn: boolean) => ({
  logistics: logisticsMarkQuery(api, signedIn),
  checkIn: signedInTodayQuery(api, signedIn),
  wrongSet: wrongSetSwitchQuery(api, signedIn),
  invite: inviteConfigQuery(api, signedIn),
});

/** The undone homework count of the current group; null without a group. */
export const undoneCountQuery = (api: ApiClient, token: string | null, groupId: number | null) =>
  endpointQuery(
    api,
    parentCentreEndpoints.workUndoneNum,
    { body: { token: token ?? '', groupId: groupId ?? 0 } },
    { enabled: token !== null && groupId !== null },
  );

export const currentGroupQuery = (api: ApiClient, token: string | null, enabled: boolean) =>
  endpointQuery(
    api,
    myClassesEndpoints.currentGroup,
    { body: { token: token ?? '' } },
    { enabled: enabled && token !== null },
  );

/** The task list initialisation on entering the parent centre (answer ignored): `mutate({})`. */
export const initTaskMutation = (api: ApiClient) => endpointMutation(api, parentCentreEndpoints.initTask);
