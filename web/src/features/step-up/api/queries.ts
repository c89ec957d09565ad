/**
 * The step-up feature's query and mutation options (the app's one pattern: options factories of the
 * client; containers pass `useApi()`). Keys start with the endpoint id (endpointKey), so a write can
 * refresh every variant with invalidateEndpoint.
 *
 * What a failure shows is the error table's (domain/error-policy.ts): the info's ineligible 201, the hours'
 * dashes, confirm's and upgrade's 201 dialog and the identity check's refusal are the screens'; everything
 * else toasts the server's msg (doc 3 §8), the writes' 201 included, which the containers also record.
 */
import { infiniteQueryOptions, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import {
  HEAD_MASTER_FIELDS,
  parentCentreEndpoints,
  STEP_UP_LIMITS,
  type StepUpStudentInfo,
  stepUpEndpoints,
} from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { personInfoQuery } from '../../../domain/shared-queries';
import { endpointKey, endpointQuery } from '../../../lib/endpoint-query';
import {
  changeClass,
  confirmClass,
  fetchStepUpInfo,
  identityCheck,
  keepAlivePing,
  type Operator,
  type PartnerAccess,
  partnerAccess,
  submitPlanTime,
  updateType,
} from './step-up-api';

const SU = stepUpEndpoints;
const LP = stepUpEndpoints;

export const stepUpInfoQuery = (api: ApiClient, studentId: number | null) =>
  queryOptions({
    queryKey: endpointKey(SU.info, { body: { student_id: studentId ?? 0 } }),
    queryFn: () => fetchStepUpInfo(api, studentId as number),
    enabled: studentId !== null,
    // Every visit reads the current state: the parent may have changed it on another screen.
    staleTime: 0,
  });

export const teacherInfoQuery = (api: ApiClient, teacherId: number | null | undefined) =>
  endpointQuery(
    api,
    SU.getTeacherBaseInfo,
    { body: { teacherId: teacherId ?? 0 } },
    { enabled: teacherId != null },
  );

export const teacherUrlQuery = (api: ApiClient, teacherCode: string | null | undefined) =>
  endpointQuery(
    api,
    SU.getTeacherUrl,
    { body: { teacherCode: teacherCode ?? '' } },
    { enabled: !!teacherCode },
  );

export const classHoursQuery = (api: ApiClient, userId: string | null) =>
  endpointQuery(
    api,
    parentCentreEndpoints.assetsQueryUserHourGroup,
    { body: { userId: userId ?? '', status: 1 } },
    { enabled: !!userId },
  );

export const optionSwitchQuery = (api: ApiClient, token: string | null) =>
  endpointQuery(api, stepUpEndpoints.optionSwitch, { body: { token: token ?? '' } }, { enabled: !!token });

/**
 * The education page's first-view calls that need only the login (the new teacher's card waits for the info):
 * built in one place for the page's gate (EducationPage) and for the page's HTML, which starts them while the
 * JavaScript downloads (app/early-requests.ts; issue 40).
 */
export const educationLoginOptions = (
  api: ApiClient,
  user: { token: string | null; userId: string | null; studentId: number | null },
) => ({
  info: stepUpInfoQuery(api, user.studentId),
  person: personInfoQuery(api, user.token),
  hours: classHoursQuery(api, user.userId),
  switches: optionSwitchQuery(api, user.token),
});

export const selectTimeQuery = (api: ApiClient) =>
  endpointQuery(api, SU.getSelectTime, {}, { staleTime: 10 * 60_000 });

/** The class resource query fields of a student (catePid, cateSid, oldCycle; chosen mapping, see README). */
function resourceFields(info: StepUpStudentInfo) {
  return {
    catePid: info.planCateId ?? info.stepId,
    cateSid: info.planStepId ?? info.stepId,
    oldCycle: info.oldCycle ?? '',
  };
}

export const recommendedQuery = (api: ApiClient, info: StepUpStudentInfo | null) =>
  endpointQuery(
    api,
    SU.resourcesList,
    { body: info ? resourceFields(info) : { catePid: 0, cateSid: 0, oldCycle: '' } },
    // The shift centre's entry and the class choice read it once; switching tabs reloads it (refetch).
    { enabled: info !== null },
  );

/** A chosen start and end of the all-classes chooser. */
export interface CycleFilter {
  week1: number;
  hour1: number;
  minute1: number;
  week2: number;
  hour2: number;
  minute2: number;
}

const PAGE_SIZE = STEP_UP_LIMITS.ALL_CLASSES_PAGE_SIZE;

/** The all list: 5 per page, pages appended; an optional chooser filter. */
export const allClassesQuery = (api: ApiClient, info: StepUpStudentInfo | null, filter: CycleFilter | null) =>
  infiniteQueryOptions({
    queryKey: [...endpointKey(SU.classResourceList, info ? { body: resourceFields(info) } : {}), filter],
    queryFn: ({ pageParam, signal }) =>
      api.call(SU.classResourceList, {
        body: {
          ...resourceFields(info as StepUpStudentInfo),
          ...(filter ?? {}),
          page: pageParam,
          pageSize: PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: 1,
    // A short page is the last one; so is a longer one (a host that ignores paging answers everything).
    getNextPageParam: (last, pages) => (last.all.length === PAGE_SIZE ? pages.length + 1 : undefined),
    enabled: info !== null,
    staleTime: 0,
  });

/** The identity check as the shift centre reads it; every entry checks again. */
export const identityCheckQuery = (api: ApiClient, enabled: boolean) =>
  queryOptions({
    queryKey: [SU.resourcesCheck.id],
    queryFn: () => identityCheck(api),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

const FIVE_MINUTES = 5 * 60_000;

/** The learning partner's token and host for this user (step-up-api partnerAccess), read once a while. */
export const partnerAccessQuery = (api: ApiClient, userId: string) =>
  queryOptions({
    queryKey: ['partner-access', userId],
    queryFn: () => partnerAccess(api),
    staleTime: FIVE_MINUTES,
  });

/** A learning-partner call: its access first (cached), then the call with the service token and host. */
const withPartner =
  <T>(
    api: ApiClient,
    queryClient: QueryClient,
    userId: string,
    send: (access: PartnerAccess) => Promise<T>,
  ) =>
  async () =>
    send(await queryClient.fetchQuery(partnerAccessQuery(api, userId)));

const partnerOptions = ({ serviceToken, grey }: PartnerAccess) => ({ serviceToken, grey });

export const updateSwitchQuery = (
  api: ApiClient,
  queryClient: QueryClient,
  userId: string | null,
  enabled: boolean,
) => {
  const body = { user_id: userId ?? '' };
  return queryOptions({
    queryKey: endpointKey(LP.getUpdateStatus, { body }),
    queryFn: withPartner(api, queryClient, body.user_id, (a) =>
      api.call(LP.getUpdateStatus, { body, ...partnerOptions(a) }),
    ),
    enabled: enabled && !!userId,
    staleTime: 0,
  });
};

export const headMasterQuery = (
  api: ApiClient,
  queryClient: QueryClient,
  userId: string | null,
  enabled: boolean,
) => {
  const body = { id: userId ?? '', fields: HEAD_MASTER_FIELDS } as const;
  return queryOptions({
    queryKey: endpointKey(LP.admin, { body }),
    queryFn: withPartner(api, queryClient, body.id, (a) =>
      api.call(LP.admin, { body, ...partnerOptions(a) }),
    ),
    enabled: enabled && !!userId,
  });
};

export const notifyHeadTeacherMutation = (api: ApiClient, queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationKey: [LP.sendUserCrNotice.id],
    mutationFn: withPartner(api, queryClient, userId, (a) =>
      api.call(LP.sendUserCrNotice, { body: { user_id: userId }, ...partnerOptions(a) }),
    ),
  });

export const teacherVideoMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: [SU.teacherVideo.id],
    mutationFn: (teacherId: number) => api.call(SU.teacherVideo, { body: { teacherId } }),
  });

/** PAGEN → PAGEY: "upgrade" (doc 3 §4). */
export const updateTypeMutation = (api: ApiClient) =>
  mutationOptions({ mutationKey: [SU.updateType.id], mutationFn: (op: Operator) => updateType(api, op) });

/** PAGEY: confirm the new year's class (doc 3 §4). */
export const confirmClassMutation = (api: ApiClient) =>
  mutationOptions({ mutationKey: [SU.confirm.id], mutationFn: (op: Operator) => confirmClass(api, op) });

/** The identity check "do not upgrade" runs before the shift centre (doc 3 §4). */
export const identityCheckMutation = (api: ApiClient) =>
  mutationOptions({ mutationKey: [SU.resourcesCheck.id], mutationFn: () => identityCheck(api) });

export const submitPlanTimeMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: [SU.submitPlanTime.id],
    mutationFn: (v: { op: Operator; planTime: string; planStepId: number }) =>
      submitPlanTime(api, v.op, v.planTime, v.planStepId),
  });

export const changeClassMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: [SU.changeClass.id],
    mutationFn: (v: { op: Operator; classId: number; planStepId: number }) =>
      changeClass(api, v.op, v.classId, v.planStepId),
  });

/** One lock keep-alive ping of the class choice (doc 3 §4), read as kept / lost. */
export const keepAliveMutation = (api: ApiClient) =>
  mutationOptions({ mutationKey: [SU.resourcesKeep.id], mutationFn: () => keepAlivePing(api) });
