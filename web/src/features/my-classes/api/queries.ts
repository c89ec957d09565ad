/**
 * The my-classes calls (doc 3 §7): the course categories, the 'parent' config's subject list, the banner
 * gateway's my-classes positions, the lessons behind a card, and the banner click record.
 */
import {
  homeEndpoints,
  MY_CLASSES_POSITION,
  myClassesEndpoints,
  PARENT_CONFIG_GROUP,
  PARENT_CONFIG_NAMES,
  parentCentreEndpoints,
} from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { endpointMutation, endpointQuery } from '../../../lib/endpoint-query';
import { type MyClassesRules, myClassesRules, type Viewer } from '../rules/access';
import type { LessonPageQuery } from '../rules/lessons';

const FIVE_MINUTES = 5 * 60_000;

/** The category cards; the screen shows its own failure ('Failed to get course category'). */
export const courseCategoriesQuery = (api: ApiClient, token: string | null) =>
  endpointQuery(
    api,
    myClassesEndpoints.getCourseStudyList,
    { body: { token: token ?? '' } },
    { enabled: token !== null },
  );

/** The configured subject tabs; without them the tab row is just "all". */
export const subjectListQuery = (api: ApiClient, enabled: boolean) =>
  endpointQuery(
    api,
    parentCentreEndpoints.parentConfigByGroup,
    { body: { group: PARENT_CONFIG_GROUP, nameList: [PARENT_CONFIG_NAMES.SUBJECT_LIST] } },
    {
      enabled,
      staleTime: FIVE_MINUTES,
      select: (config) => config.subjectList ?? [],
    },
  );

export type MyClassesPosition = (typeof MY_CLASSES_POSITION)[keyof typeof MY_CLASSES_POSITION];

export interface BannerAudience {
  userType: 1 | 2 | 3;
  platformType: 1 | 2 | 3;
  userId: string | undefined;
}

/**
 * The banners of one my-classes position (carousel or resource slots). The gateway answers positions with
 * their banners: only the asked position's are kept. A failure hides them.
 */
export const positionBannersQuery = (api: ApiClient, position: MyClassesPosition, audience: BannerAudience) =>
  endpointQuery(
    api,
    homeEndpoints.getPositionBanner,
    {
      body: {
        displayPositionId: position,
        userType: audience.userType,
        platformType: audience.platformType,
        ...(audience.userId ? { userId: audience.userId } : {}),
      },
    },
    {
      staleTime: FIVE_MINUTES,
      select: (positions) =>
        positions.filter((p) => p.displayPositionId === position).flatMap((p) => p.dataList),
    },
  );

/**
 * /myTabClass's first-view calls for a viewer, built in one place for the page's gate (MyTabClassPage) and for
 * the page's HTML, which starts them while the JavaScript downloads (app/early-requests.ts; issue 40): the
 * categories and the subject tabs need only the login, the two banner positions the status lookup's answer
 * too (their audience).
 */
export function myClassesFirstViewOptions(
  api: ApiClient,
  viewer: Viewer & { userId: string | undefined },
): { rules: MyClassesRules; login: LoginCalls; byStatus: StatusCalls } {
  const rules = myClassesRules(viewer);
  const audience = {
    userType: rules.bannerUserType,
    platformType: rules.bannerPlatformType,
    userId: viewer.userId,
  };
  return {
    rules,
    login: {
      categories: courseCategoriesQuery(api, viewer.token),
      subjects: subjectListQuery(api, viewer.token !== null && rules.subjectTabs),
    },
    byStatus: {
      banners: positionBannersQuery(api, MY_CLASSES_POSITION.BANNER, audience),
      slots: positionBannersQuery(api, MY_CLASSES_POSITION.SLOTS, audience),
    },
  };
}

interface LoginCalls {
  categories: ReturnType<typeof courseCategoriesQuery>;
  subjects: ReturnType<typeof subjectListQuery>;
}

interface StatusCalls {
  banners: ReturnType<typeof positionBannersQuery>;
  slots: ReturnType<typeof positionBannersQuery>;
}

/** A banner tap is recorded (doc 2 §7). */
export const bannerAccessMutation = (api: ApiClient) => endpointMutation(api, homeEndpoints.bannerAccess);

/** The lessons behind a card, or the study tasks (no group). */
export const lessonsQuery = (api: ApiClient, token: string | null, page: LessonPageQuery | null) =>
  endpointQuery(
    api,
    myClassesEndpoints.classLessonList,
    {
      body: {
        token: token ?? '',
        courseType: page?.courseType ?? 1,
        ...(page?.groupId !== undefined ? { groupId: page.groupId } : {}),
      },
    },
    { enabled: token !== null && page !== null },
  );

/**
 * Whether leaving /myClassList opens the satisfaction popup (doc 1 §7 isPushQuestionnaire, header token,
 * param userId). Asked when the list opens, so the answer is there when the parent presses back.
 */
export const pushQuestionnaireQuery = (api: ApiClient, userId: string | null) =>
  endpointQuery(
    api,
    myClassesEndpoints.isPushQuestionnaire,
    { query: { userId: userId ?? '' } },
    { enabled: userId !== null },
  );
