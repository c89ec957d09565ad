/**
 * The home page's calls (doc 2 §7): the banner list and its click record, today's classes, the report
 * card's record and its read mark, and the paged module list. The unread badge and the download-bar flag
 * belong to the tab shell's top (app/shell/api.ts).
 */

import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  type BANNER_PLATFORM_TYPE,
  type BANNER_USER_TYPE,
  freshmentEndpoints,
  HOME_LIMITS,
  type HOME_LIST_USER_TYPE,
  homeEndpoints,
  SUBJECTS,
} from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { endpointKey, endpointMutation, endpointQuery } from '../../../lib/endpoint-query';
import { preloadPicture } from '../../../lib/first-load/preload-picture';
import { FIRST_CARD_BIG_STYLES, firstBigPicture, HOME_LIST_LIMIT, nextListPage } from '../rules/home-rules';

type Values<T> = T[keyof T];

/** The home banner position (doc 2: home is position 1; my classes uses 2 and 3). */
const HOME_BANNER_POSITION = 1;

export const bannersQuery = (
  api: ApiClient,
  a: {
    userType: Values<typeof BANNER_USER_TYPE>;
    platformType: Values<typeof BANNER_PLATFORM_TYPE>;
    userId?: string;
  },
) =>
  endpointQuery(api, homeEndpoints.indexBanner, {
    body: {
      displayPosition: HOME_BANNER_POSITION,
      userType: a.userType,
      platformType: a.platformType,
      ...(a.userId ? { userId: a.userId } : {}),
    },
  });

/** A banner tap is recorded (doc 2 §7): `mutate({ query: { id, userId } })`. */
export const bannerClickMutation = (api: ApiClient) => endpointMutation(api, homeEndpoints.bannerAccess);

export const todayClassesQuery = (api: ApiClient, token: string | null, enabled: boolean) =>
  endpointQuery(api, homeEndpoints.todayClasss, { query: { token: token ?? '' } }, { enabled });

/** The report card: the subject is the main brand's (not shown in the spec; chosen), the step's level part. */
export const reportRecordQuery = (
  api: ApiClient,
  userId: string | null,
  step: string | null,
  enabled: boolean,
) =>
  endpointQuery(
    api,
    homeEndpoints.getReportRecord,
    { body: { userId: userId ?? '', subject: SUBJECTS.wandou.id, step: step?.split('-')[0] ?? '' } },
    { enabled: enabled && userId !== null },
  );

/** Tapping the report card marks it read (doc 2 §4): `mutate({ body: { id, userId } })`. */
export const reportReadMutation = (api: ApiClient) =>
  endpointMutation(api, homeEndpoints.updateReportReadStatus);

/** The live-listening check before the shell opens the class (doc 2 §2, §8). */
export const listenCheckMutation = (api: ApiClient) =>
  endpointMutation(api, homeEndpoints.listenOnlineCourse);

export interface ListAudience {
  userType: Values<typeof HOME_LIST_USER_TYPE>;
  deviceType: Values<typeof BANNER_PLATFORM_TYPE>;
  userId?: string;
}

/** The module list, page by page (limit 2 from page 1); a failed page ends the list (the query's error). */
export const homeListQuery = (api: ApiClient, a: ListAudience) =>
  infiniteQueryOptions({
    queryKey: [...endpointKey(homeEndpoints.homePageShowConfig, {}), a] as const,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const page = await api.call(homeEndpoints.homePageShowConfig, {
        body: {
          limit: HOME_LIST_LIMIT,
          page: pageParam,
          showDeviceType: a.deviceType,
          showUserType: a.userType,
          ...(a.userId ? { userId: a.userId } : {}),
        },
        signal,
      });
      // The first big card's picture as the list answers, not when the first view draws it (its largest paint
      // when the banner is smaller).
      if (pageParam === 1) preloadPicture(firstBigPicture(page, FIRST_CARD_BIG_STYLES));
      return page;
    },
    getNextPageParam: (last, pages) => nextListPage(last, pages.length),
  });

/** Whether fresh enrollment is open: default open when the static JSON cannot be read (doc 2 §4). */
export const enrollmentOpenQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [freshmentEndpoints.freshEnrollmentConfig.id],
    queryFn: () =>
      api
        .call(freshmentEndpoints.freshEnrollmentConfig)
        .then((c) => c.open)
        .catch(() => true),
    staleTime: 10 * 60_000,
  });

export const newcomerQuery = (api: ApiClient, enabled: boolean) =>
  endpointQuery(api, freshmentEndpoints.getEntranceDetail, {}, { enabled });

/** Home's content blocks and the source-config popup: every resource id of doc 2 §9. */
export const sourceConfigQuery = (api: ApiClient, userType: Values<typeof BANNER_USER_TYPE>) =>
  endpointQuery(api, homeEndpoints.sourceConfig, {
    query: { resourceIds: HOME_LIMITS.RESOURCE_IDS.join(','), userType },
  });

/**
 * The share-poster task (doc 2 §7). Neither param's value is shown: courseBelong 1 (chosen: the parent
 * app) and every subject the app knows.
 */
export const posterTaskQuery = (api: ApiClient, enabled: boolean) =>
  endpointQuery(
    api,
    homeEndpoints.getPosterShareTask,
    {
      query: {
        courseBelong: 1,
        courseSubjectTypes: Object.values(SUBJECTS)
          .map((s) => s.id)
          .join(','),
      },
    },
    { enabled },
  );
