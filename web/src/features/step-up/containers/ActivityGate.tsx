/**
 * The 2021 entrance's activity gate (doc 1 §2, doc 3 §2): the step-up screens inside the activity period only
 * (static JSON, with the spec's default and fallback windows), after a first-visit modal shown once (a stored
 * flag, loaded when it opens); outside the period, a closed state. A module of its own: the entrance's pages
 * and the shift centre's two 2021 routes (./HigherLevelShiftPages.tsx) each load it without the other's.
 */
import { useQuery } from '@tanstack/react-query';
import { type HigherLevelActivityConfig, STEP_UP_LIMITS } from '@wonder/contracts';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { activityPeriodQuery, isInPeriod, resolvePeriod } from '../../../domain/higher-level-period';
import { Deferred } from '../../../lib/first-load/deferred';
import { type GatherPlan, readGathered, useFirstViewGate } from '../../../lib/first-load/gathered-queries';
import { useAppNavigate } from '../../../lib/navigation';
import { titleFor } from '../../../lib/routes';
import { useApi } from '../../../lib/services';
import { LOCAL_KEYS, localStore } from '../../../platform/storage';
import { useEnvironment } from '../../../platform/use-environment';
import { ActivityClosed } from '../components/EntranceViews';
import { StepUpPage, StepUpSkeleton } from '../components/frame';
import { FlowProvider, HIGHER_LEVEL_FLOW } from './flow';
import { LazyFirstVisitModal } from './lazy-dialogs';

/** The page's title as its route names it (the mini-program's own titles). */
export function usePageTitle(): string {
  const location = useLocation();
  const env = useEnvironment();
  return titleFor(location.pathname, { isMiniProgram: env.isMiniProgram });
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
      <Deferred when={!welcomed}>
        <LazyFirstVisitModal
          visible={!welcomed}
          deadline={period.source === 'config' ? period.endText : STEP_UP_LIMITS.DEADLINE}
          onOk={() => {
            localStore.setString(LOCAL_KEYS.higherLevelWelcomed, '1');
            setWelcomed(true);
          }}
        />
      </Deferred>
    </FlowProvider>
  );
}
