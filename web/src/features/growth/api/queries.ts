/**
 * The growth calls (doc 3 §7: "growth report calls: not shown", paths chosen in contracts/endpoints/
 * growth.ts): the learning plan, the dynamic learning report, the evaluation reports, and the token-free
 * share views. Every screen shows its own failed state (a failure also toasts, as any call's: doc 2 §8).
 */
import { growthEndpoints } from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { endpointQuery } from '../../../lib/endpoint-query';

const opt = (key: string, value: number | null | undefined) =>
  value === null || value === undefined ? {} : { [key]: value };

export const studyPlanQuery = (
  api: ApiClient,
  token: string | null,
  attendClass: number | null,
  enabled = true,
) =>
  endpointQuery(
    api,
    growthEndpoints.studyPlan,
    { query: { token: token ?? '', ...opt('attendClass', attendClass) } },
    { enabled: enabled && token !== null },
  );

export const learningReportQuery = (
  api: ApiClient,
  token: string | null,
  attendClass: number | null,
  catePid: number | null,
  enabled = true,
) =>
  endpointQuery(
    api,
    growthEndpoints.learningReport,
    { query: { token: token ?? '', ...opt('attendClass', attendClass), ...opt('catePid', catePid) } },
    { enabled: enabled && token !== null },
  );

export const evaReportListQuery = (
  api: ApiClient,
  token: string | null,
  filter: { cateId?: number | null; subject?: number | null },
  enabled = true,
) =>
  endpointQuery(
    api,
    growthEndpoints.evaReportList,
    { query: { token: token ?? '', ...opt('cateId', filter.cateId), ...opt('subject', filter.subject) } },
    { enabled: enabled && token !== null },
  );

export const sharedStudyPlanQuery = (api: ApiClient, shareKey: string | null) =>
  endpointQuery(
    api,
    growthEndpoints.sharedStudyPlan,
    { query: { shareKey: shareKey ?? '' } },
    { enabled: shareKey !== null },
  );

export const sharedLearningReportQuery = (api: ApiClient, shareKey: string | null) =>
  endpointQuery(
    api,
    growthEndpoints.sharedLearningReport,
    { query: { shareKey: shareKey ?? '' } },
    { enabled: shareKey !== null },
  );
