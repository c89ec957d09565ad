/**
 * The content of each growth tab: the plan, the dynamic report and the evaluation reports, each with its
 * loading, failed and empty states. Each reads the query the page gathered for its first view
 * (lib/first-load/gathered-queries.ts), so a later answer re-renders only its tab.
 */
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { StudyPlan } from '@wonder/contracts';
import { readGathered } from '../../../lib/first-load/gathered-queries';
import { useAppNavigate } from '../../../lib/navigation';
import { href } from '../../../lib/routes';
import { getNative } from '../../../platform/runtime';
import { fmt } from '../../../texts';
import type { evaReportListQuery, learningReportQuery } from '../api/queries';
import { EvaReportList } from '../components/EvaReportList';
import { LearningReportView } from '../components/LearningReportView';
import { Panel, type PanelState } from '../components/Panel';
import { StudyPlanView } from '../components/StudyPlanView';
import { evaReportTarget, iframePath, reportSections } from '../rules/report';
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
  /** The report's options as the container gathered them (the page's first view on tab 2). */
  report: ReturnType<typeof learningReportQuery>;
  canShare: boolean;
  kidName: string | null;
}

export function SituationTab({ report: options, canShare, kidName }: SituationTabProps) {
  const navigate = useAppNavigate();
  const report = useQuery(readGathered(options));
  const data = report.data;
  const sections = data ? reportSections(data) : [];
  const shareKey = data?.shareKey;
  const state = stateOf(report, sections.length === 0);
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
  reports: options,
  catePid,
}: {
  reports: ReturnType<typeof evaReportListQuery>;
  catePid: number | null;
}) {
  const navigate = useAppNavigate();
  const reports = useQuery(readGathered(options));
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
