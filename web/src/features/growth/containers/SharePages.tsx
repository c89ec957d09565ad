/**
 * The four token-free share pages (doc 3 §2; where their data comes from: rules/share.ts):
 * /growUp/situation/share (the dynamic report), /growUp/situation/v1/share (the short report of the first
 * share links), /growUp/situation/schedule (the weekly progress of the plan), /growUp/studyPlan/share (the
 * plan). They read nothing of the visitor: whoever opens the link sees the same read-only page.
 */
import { useQuery } from '@tanstack/react-query';
import { GROWTH_SHARE_INVALID_CODE } from '@wonder/contracts';
import { ApiBusinessError } from '@wonder/contracts/client';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DOWNLOAD_ENTER, downloadAppPath } from '../../../domain/download-links';
import { useFirstViewDrawn } from '../../../lib/first-load/first-view';
import { useAppNavigate } from '../../../lib/navigation';
import { useApi } from '../../../lib/services';
import { fmt } from '../../../texts';
import { sharedLearningReportQuery, sharedStudyPlanQuery } from '../api/queries';
import { LearningReportView } from '../components/LearningReportView';
import { ScheduleView } from '../components/ScheduleView';
import { ShareFrame, type ShareFrameProps } from '../components/ShareFrame';
import { StudyPlanView } from '../components/StudyPlanView';
import { reportSections, V1_SECTIONS } from '../rules/report';
import { shareKeyOf } from '../rules/share';
import { planTexts, reportTexts, shareTexts } from '../texts';
import '../components/growth.css';

function shareState(
  shareKey: string | null,
  q: { isPending: boolean; isError: boolean; error: unknown },
): ShareFrameProps['state'] {
  if (shareKey === null) return 'expired';
  if (q.isPending) return 'loading';
  if (q.isError) {
    const withdrawn =
      q.error instanceof ApiBusinessError && String(q.error.code) === GROWTH_SHARE_INVALID_CODE;
    return withdrawn ? 'expired' : 'error';
  }
  return 'ready';
}

function useShareFrame() {
  const navigate = useAppNavigate();
  return {
    shareKey: shareKeyOf(useLocation().search),
    onDownload: () => navigate(downloadAppPath({ enter: DOWNLOAD_ENTER.growth })),
  };
}

/** The page's state; its one call's answer (or a missing key) is its first view (lib/first-load/first-view.ts). */
function useShareState(shareKey: string | null, q: Parameters<typeof shareState>[1]) {
  const state = shareState(shareKey, q);
  useFirstViewDrawn(state !== 'loading');
  return state;
}

function SharedReport({ short }: { short: boolean }) {
  const { shareKey, onDownload } = useShareFrame();
  const q = useQuery(sharedLearningReportQuery(useApi(), shareKey));
  const state = useShareState(shareKey, q);
  const data = q.data;
  let content: ReactNode = null;
  if (data) {
    const sections = reportSections(data.report, short ? V1_SECTIONS : undefined);
    content = <LearningReportView report={data.report} sections={sections} />;
  }
  return (
    <ShareFrame
      state={state}
      heading={
        data
          ? fmt(reportTexts.shareTitle, { name: data.kidName, title: data.report.title || reportTexts.title })
          : null
      }
      avatarUrl={data?.headImg}
      onDownload={onDownload}
      onRetry={() => void q.refetch()}
    >
      {content}
    </ShareFrame>
  );
}

function SharedPlan({ schedule }: { schedule: boolean }) {
  const { shareKey, onDownload } = useShareFrame();
  const q = useQuery(sharedStudyPlanQuery(useApi(), shareKey));
  const state = useShareState(shareKey, q);
  const data = q.data;
  return (
    <ShareFrame
      state={state}
      heading={
        data ? fmt(schedule ? shareTexts.scheduleTitle : planTexts.shareTitle, { name: data.kidName }) : null
      }
      avatarUrl={data?.headImg}
      onDownload={onDownload}
      onRetry={() => void q.refetch()}
    >
      {data && (schedule ? <ScheduleView plan={data.plan} /> : <StudyPlanView plan={data.plan} />)}
    </ShareFrame>
  );
}

export const SituationSharePage = () => <SharedReport short={false} />;
export const SituationV1SharePage = () => <SharedReport short />;
export const ScheduleSharePage = () => <SharedPlan schedule />;
export const StudyPlanSharePage = () => <SharedPlan schedule={false} />;
