/**
 * The content of each growth tab: the plan, the dynamic report (with its loaded flag) and the evaluation
 * reports, each with its loading, failed and empty states.
 */
import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudyPlan } from '@wonder/contracts';
import { useEffect, useMemo } from 'react';
import { useAppNavigate } from '../../../lib/navigation';
import { href } from '../../../lib/routes';
import { useApi } from '../../../lib/services';
import { getNative } from '../../../platform/runtime';
import { fmt } from '../../../texts';
import { evaReportListQuery, learningReportQuery } from '../api/queries';
import { EvaReportList } from '../components/EvaReportList';
import { LearningReportView } from '../components/LearningReportView';
import { Panel, type PanelState } from '../components/Panel';
import { StudyPlanView } from '../components/StudyPlanView';
import { evaReportTarget, iframePath, reportSections } from '../rules/report';
import { growthSession, markSituationLoaded } from '../rules/session';
import { type SharePage, shareUrl } from '../rules/share';
import { GROWTH_ENTRY } from '../rules/tabs';
import { evaTexts, growthTexts, planTexts, reportTexts } from '../texts';

function stateOf(q: Pick<UseQueryResult<unknown>, 'isPending' | 'isError'>, empty: boolean): PanelState {
  return q.isPending ? 'loading' : q.isError ? 'error' : empty ? 'empty' : 'ready';
}

/** The app's share sheet for a share page; a refused or cancelled share needs no word. */
function shareInApp(page: SharePage, shareKey: string, title: string, desc: string): void {
  void getNative()
    .call('Share', { kind: 'link', title, desc, url: shareUrl(window.location.origin, page, shareKey) })
    .catch(() => undefined);
}

export function PlanTab({
  plan,
  canShare,
  kidName,
}: {
  plan: UseQueryResult<StudyPlan>;
  canShare: boolean;
  kidName: string | null;
}) {
  const data = plan.data;
  const shareKey = data?.shareKey;
  return (
    <Panel
      state={stateOf(plan, !data || data.weeks.length === 0)}
      failedTitle={planTexts.failed}
      emptyTitle={planTexts.empty}
      emptyHint={planTexts.emptyHint}
      onRetry={() => void plan.refetch()}
    >
      {data && (
        <StudyPlanView
          plan={data}
          onShare={
            canShare && shareKey
              ? () =>
                  shareInApp(
                    'studyPlan',
                    shareKey,
                    fmt(planTexts.shareTitle, { name: kidName || growthTexts.childFallback }),
                    planTexts.shareDesc,
                  )
              : undefined
          }
        />
      )}
    </Panel>
  );
}

export interface SituationTabProps {
  token: string | null;
  attendClass: number | null;
  catePid: number | null;
  enabled: boolean;
  /** The page-loaded flag (doc 3 §4): false until a fresh report has been asked for since entering. */
  loaded: boolean;
  canShare: boolean;
  kidName: string | null;
}

export function SituationTab({
  token,
  attendClass,
  catePid,
  enabled,
  loaded,
  canShare,
  kidName,
}: SituationTabProps) {
  const api = useApi();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const options = useMemo(
    () => learningReportQuery(api, token, attendClass, catePid, enabled),
    [api, token, attendClass, catePid, enabled],
  );
  // Fresh once loaded: the flag, not the cache age, decides when the report is asked for again.
  const report = useQuery({
    ...options,
    enabled: enabled && loaded,
    staleTime: 5 * 60_000,
    retryOnMount: false,
  });

  useEffect(() => {
    if (!enabled || loaded) return;
    let live = true;
    void queryClient
      .fetchQuery({ ...options, staleTime: 0 })
      .catch(() => undefined)
      .finally(() => {
        if (live) growthSession.set(markSituationLoaded(growthSession.get()));
      });
    return () => {
      live = false;
    };
  }, [enabled, loaded, options, queryClient]);

  const data = report.data;
  const sections = data ? reportSections(data) : [];
  const shareKey = data?.shareKey;
  const state: PanelState = !loaded ? 'loading' : stateOf(report, sections.length === 0);
  return (
    <Panel
      state={state}
      failedTitle={reportTexts.failed}
      emptyTitle={reportTexts.empty}
      emptyHint={reportTexts.emptyHint}
      onRetry={() => void report.refetch()}
    >
      {data && (
        <LearningReportView
          report={data}
          sections={sections}
          onOpenMessage={(m) => {
            if (m.url) navigate(iframePath(m.url, m.title));
          }}
          onShare={
            canShare && shareKey
              ? () =>
                  shareInApp(
                    'situation',
                    shareKey,
                    fmt(reportTexts.shareTitle, {
                      name: kidName || growthTexts.childFallback,
                      title: data.title || reportTexts.title,
                    }),
                    reportTexts.shareDesc,
                  )
              : undefined
          }
        />
      )}
    </Panel>
  );
}

export function ReportsTab({
  token,
  catePid,
  enabled,
}: {
  token: string | null;
  catePid: number | null;
  enabled: boolean;
}) {
  const api = useApi();
  const navigate = useAppNavigate();
  const reports = useQuery(evaReportListQuery(api, token, { cateId: catePid }, enabled));
  const list = reports.data ?? [];
  const allPath = href('/evaReportList', { grow: false, cateId: catePid, entry: GROWTH_ENTRY });
  return (
    <Panel
      state={stateOf(reports, list.length === 0)}
      failedTitle={evaTexts.failed}
      emptyTitle={evaTexts.empty}
      emptyHint={evaTexts.emptyHint}
      onRetry={() => void reports.refetch()}
    >
      <EvaReportList reports={list} onOpen={(r) => navigate(evaReportTarget(r))} />
      <button type="button" className="wp-gr-view-all" onClick={() => navigate(allPath)}>
        {evaTexts.viewAll}
      </button>
    </Panel>
  );
}
