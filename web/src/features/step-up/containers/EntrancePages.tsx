/**
 * The entrances: /furtherEducationEnter (the intro, its button → /furtherEducation) and the 2021 entrance
 * routes (doc 1 §2, doc 2 §9, doc 3 §2, §4). The 2021 routes show the step-up screens only inside the
 * activity period (static JSON, with the spec's default and fallback windows), with a first-visit modal
 * shown once (a stored flag); outside it, a closed state. iOS outside the app and the container never
 * gets here: the route guard sends it to /downloadApp.
 *
 * /higherLevel, /higherLevelWaiting, /higherLevelOriginal, /higherLevelGrouping and /higherLevelCompleted
 * all show the education page: which state it shows is the server's (the info's type and status), the
 * path is only where a link entered. /higherLevelSelectClass and /higherLevelSelectTime are the shift
 * centre's two screens.
 */

import { useQuery } from '@tanstack/react-query';
import { type HigherLevelActivityConfig, STEP_UP_LIMITS } from '@wonder/contracts';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { activityPeriodQuery, isInPeriod, resolvePeriod } from '../../../domain/higher-level-period';
import { usePageBack } from '../../../lib/blocks/use-page-back';
import { useFirstViewDrawn } from '../../../lib/first-load/first-view';
import { type GatherPlan, readGathered, useFirstViewGate } from '../../../lib/first-load/gathered-queries';
import { useAppNavigate } from '../../../lib/navigation';
import { titleFor } from '../../../lib/routes';
import { useApi, useUserStore } from '../../../lib/services';
import { useUserState } from '../../../lib/user-store';
import { LOCAL_KEYS, localStore } from '../../../platform/storage';
import { useEnvironment } from '../../../platform/use-environment';
import { ActivityClosed, EnterIntro, FirstVisitModal } from '../components/EntranceViews';
import { StepUpPage, StepUpSkeleton } from '../components/frame';
import { ChoiceTimePage } from './ChoiceTimePage';
import { EducationPage, useEducationPlan } from './EducationPage';
import { FlowProvider, FURTHER_FLOW, HIGHER_LEVEL_FLOW, type StepUpFlow } from './flow';
import { ShiftClassPage } from './ShiftClassPage';

function usePageTitle(): string {
  const location = useLocation();
  const env = useEnvironment();
  return titleFor(location.pathname, { isMiniProgram: env.isMiniProgram });
}

function IntroPage({ flow }: { flow: StepUpFlow }) {
  const navigate = useAppNavigate();
  const env = useEnvironment();
  const { back } = usePageBack();
  const title = usePageTitle();
  const token = useUserState(useUserStore()).user?.token;
  // No call: the intro is the first view (lib/first-load/first-view.ts).
  useFirstViewDrawn();
  return (
    <StepUpPage title={title} navBar={!env.isApp} onBack={back}>
      <EnterIntro onStart={() => navigate(token ? flow.education : '/login')} />
    </StepUpPage>
  );
}

/** /furtherEducationEnter. */
export function EnterPage() {
  return <IntroPage flow={FURTHER_FLOW} />;
}

export interface ActivityGateProps {
  children: ReactNode;
  /** The device clock; injected by stories and tests. */
  now?: () => number;
  /**
   * The first view of the screen inside, asked together with the period once it says the activity is on, so
   * the entrance draws in one commit (issue #30) instead of a second skeleton.
   */
  gather?: GatherPlan;
}

const answered = (status: string | undefined) => status === 'success' || status === 'error';

/** Shows its children only inside the activity period, after the once-only first-visit modal. */
export function ActivityGate({ children, now = Date.now, gather }: ActivityGateProps) {
  const api = useApi();
  const navigate = useAppNavigate();
  const title = usePageTitle();
  const periodQuery = activityPeriodQuery(api);
  // The period and, once it says the activity is on, the inner screen's first view: one gate, open for good
  // once they have answered (a later refetch inside does not take the screen away). The commit that opens it
  // is the first view, the closed state's or the screen's (lib/first-load/first-view.ts is told either way).
  const shown = useFirstViewGate((queryClient) => {
    const state = queryClient.getQueryState<HigherLevelActivityConfig | null>(periodQuery.queryKey);
    const inside = answered(state?.status) && isInPeriod(resolvePeriod(state?.data ?? null), now());
    return [{ kind: 'query', options: periodQuery }, ...(inside && gather ? gather(queryClient) : [])];
  });
  const config = useQuery(readGathered(periodQuery));
  const [welcomed, setWelcomed] = useState(
    () => localStore.getString(LOCAL_KEYS.higherLevelWelcomed) === '1',
  );

  const period = !shown || config.isPending ? null : resolvePeriod(config.data ?? null);
  const open = period !== null && isInPeriod(period, now());
  if (period === null) {
    return (
      <StepUpPage title={title} navBar={false} busy>
        <StepUpSkeleton />
      </StepUpPage>
    );
  }
  if (!open) {
    return (
      <StepUpPage title={title} navBar={false}>
        <ActivityClosed
          startText={period.startText}
          endText={period.endText}
          onHome={() => navigate('/index')}
        />
      </StepUpPage>
    );
  }
  return (
    <FlowProvider value={HIGHER_LEVEL_FLOW}>
      {children}
      <FirstVisitModal
        visible={!welcomed}
        deadline={period.source === 'config' ? period.endText : STEP_UP_LIMITS.DEADLINE}
        onOk={() => {
          localStore.setString(LOCAL_KEYS.higherLevelWelcomed, '1');
          setWelcomed(true);
        }}
      />
    </FlowProvider>
  );
}

/** /higherLevelLogin: the intro of the 2021 entrance. */
export function HigherLevelLoginPage() {
  return (
    <ActivityGate>
      <IntroPage flow={HIGHER_LEVEL_FLOW} />
    </ActivityGate>
  );
}

/** /higherLevel, /higherLevelWaiting, /higherLevelOriginal, /higherLevelGrouping, /higherLevelCompleted. */
export function HigherLevelPage({ now }: { now?: () => number }) {
  // The visit begins here: the info the gate asks for with the period is this visit's.
  const [enteredAt] = useState(Date.now);
  return (
    <ActivityGate now={now} gather={useEducationPlan()}>
      <EducationPage enteredAt={enteredAt} />
    </ActivityGate>
  );
}

/** /higherLevelSelectClass. */
export function HigherLevelSelectClassPage() {
  return (
    <ActivityGate>
      <ShiftClassPage />
    </ActivityGate>
  );
}

/** /higherLevelSelectTime. */
export function HigherLevelSelectTimePage() {
  return (
    <ActivityGate>
      <ChoiceTimePage />
    </ActivityGate>
  );
}
