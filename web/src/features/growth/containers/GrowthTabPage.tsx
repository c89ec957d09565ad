/**
 * The growth tab (doc 3 §2, §4, §6): one container for its three routes, each bound to its tab. It
 * applies the rules of rules/access.ts (no token → /login; a plain browser → not supported), the session
 * rules of rules/session.ts (a new token resets to tab 1 with no class chosen; tab 2 reloads behind its
 * skeleton), loads the child's info for the header and, outside the app, the step of the current class.
 * The learning-plan route is kept alive, so a hidden instance acts only while its route is the one shown.
 */
import { type QueryClient, type QueryState, useQuery, useQueryClient } from '@tanstack/react-query';
import { growthEndpoints, type PrivateInfo } from '@wonder/contracts';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DOWNLOAD_ENTER, downloadAppPath } from '../../../domain/download-links';
import { personInfoQuery } from '../../../domain/shared-queries';
import { type GatherPlan, readGathered, useFirstViewGate } from '../../../lib/first-load/gathered-queries';
import { useAppNavigate } from '../../../lib/navigation';
import { useApi, useUserStore } from '../../../lib/services';
import { useTrackEvent } from '../../../lib/tracking';
import { useUserState } from '../../../lib/user-store';
import { useEnvironment } from '../../../platform/use-environment';
import { fmt } from '../../../texts';
import { evaReportListQuery, learningReportQuery, studyPlanQuery } from '../api/queries';
import { GrowthHeader, GrowthHeaderSkeleton } from '../components/GrowthHeader';
import { GrowthTabs } from '../components/GrowthTabs';
import { NotSupportedView } from '../components/NotSupportedView';
import { PanelSkeleton } from '../components/Panel';
import { growthRules } from '../rules/access';
import { classesOf, shownClass, stepOf } from '../rules/child';
import { activate, chooseClass, growthSession, markDrawn, useChosenClass } from '../rules/session';
import { GROWTH_TAB, type GrowthTab, growthTabLocation, growthTabOf } from '../rules/tabs';
import { growthTexts } from '../texts';
import { PlanTab, ReportsTab, SituationTab } from './tab-contents';
import '../components/growth.css';

/** The tracking event of a tab click (doc 3 §4 "tab clicks are tracked"; name chosen). */
export const GROWTH_TAB_EVENT = 'growUp_tab_click';

/** The report is read fresh on entering tab 2 (the container drops it then), not by its age. */
const REPORT_STALE_MS = 5 * 60_000;

/**
 * The tab's calls as far as the child's info is known: the class and, outside the app, the step come from
 * it, so the plan of the gate (re-read as answers come) and the content name the same queries.
 */
function useGrowthCalls(tab: GrowthTab) {
  const api = useApi();
  const { user, student } = useUserState(useUserStore());
  const env = useEnvironment();
  const location = useLocation();
  const token = user?.token || null;
  const visible = growthTabOf(location.pathname) === tab;
  const person = personInfoQuery(api, token);
  const derive = (info: PrivateInfo | undefined, infoSettled: boolean, chosenClass: number | null) => {
    const classes = info ? classesOf(info) : [];
    const rules = growthRules({ token, status: student.studentStatus, env, classCount: classes.length });
    const currentClass = info ? shownClass(info, chosenClass) : null;
    const catePid = info && rules.stepFromChildInfo ? stepOf(info, currentClass) : null;
    const asked = token !== null && infoSettled && rules.supported;
    return {
      token,
      visible,
      rules,
      info,
      classes,
      currentClass,
      catePid,
      person,
      plan: studyPlanQuery(api, token, currentClass, asked),
      report: {
        ...learningReportQuery(
          api,
          token,
          currentClass,
          catePid,
          asked && visible && tab === GROWTH_TAB.SITUATION,
        ),
        staleTime: REPORT_STALE_MS,
      },
      reports: evaReportListQuery(api, token, { cateId: catePid }, asked && tab === GROWTH_TAB.REPORTS),
    };
  };
  return { person, derive };
}

/** A tab click (also on the skeleton's tabs: a tap before the answers is not lost). */
function useSelectTab(tab: GrowthTab) {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const track = useTrackEvent();
  return (next: GrowthTab) => {
    track({ name: GROWTH_TAB_EVENT, paras: { tab: next } });
    // Entering tab 2 asks for the report again, behind its skeleton (doc 3 §4): the cached one goes.
    if (next === GROWTH_TAB.SITUATION) {
      void queryClient.resetQueries({ queryKey: [growthEndpoints.learningReport.id] });
    }
    if (next !== tab) navigate(growthTabLocation(next));
  };
}

const settled = (state: QueryState | undefined) => state?.status === 'success' || state?.status === 'error';

/**
 * The first view in one commit (issue #30; lib/first-load/gathered-queries.ts): the page's skeleton until the child's
 * info, the plan (its class name is the header's) and the shown tab's own call have answered, then the page
 * at once. Drawn once per page load: the other tabs open at once, each panel behind its own skeleton.
 */
export function GrowthTabPage({ tab }: { tab: GrowthTab }) {
  const calls = useGrowthCalls(tab);
  // Whether a tab page drew the first view before this one opened (marking it re-renders nothing).
  const [drawnBefore] = useState(() => growthSession.get().drawn);
  const plan: GatherPlan = (queryClient: QueryClient) => {
    // Drawn before: nothing to gather, each panel waits behind its own skeleton.
    if (drawnBefore) return [];
    const state = queryClient.getQueryState<PrivateInfo>(calls.person.queryKey);
    const c = calls.derive(state?.data, settled(state), growthSession.get().chosenClass);
    // A browser that does not show the tab waits for nothing.
    if (!c.rules.supported) return [];
    return [c.person, c.plan, c.report, c.reports].map((options) => ({ kind: 'query' as const, options }));
  };
  const shown = useFirstViewGate(plan);
  const select = useSelectTab(tab);
  useEffect(() => {
    if (shown) growthSession.set(markDrawn(growthSession.get()));
  }, [shown]);
  if (shown || drawnBefore) return <GrowthTabContent tab={tab} calls={calls} />;
  // What the page shows before its answers (the prerendered frame of the plan's route is this).
  return (
    <div className="wp-gr">
      <GrowthHeaderSkeleton />
      <GrowthTabs active={tab} onSelect={select} />
      <div className="wp-gr-body" role="tabpanel" aria-label={growthTexts.tabs[TAB_KEYS[tab]]}>
        <PanelSkeleton />
      </div>
    </div>
  );
}

function GrowthTabContent({ tab, calls }: { tab: GrowthTab; calls: ReturnType<typeof useGrowthCalls> }) {
  const store = useUserStore();
  const navigate = useAppNavigate();
  const chosenClass = useChosenClass();
  const select = useSelectTab(tab);
  const person = useQuery(readGathered(calls.person));
  const c = calls.derive(person.data, !person.isPending, chosenClass);
  const { token, visible, rules, info, classes, currentClass } = c;
  const plan = useQuery(readGathered(c.plan));

  useEffect(() => {
    if (!visible || !rules.redirectTo) return;
    store.logout();
    navigate(rules.redirectTo, { replace: true });
  }, [visible, rules.redirectTo, store, navigate]);

  useEffect(() => {
    if (!visible || !token || !rules.supported) return;
    const { state, resetToTab } = activate(growthSession.get(), token);
    growthSession.set(state);
    if (resetToTab !== null && resetToTab !== tab) navigate(growthTabLocation(resetToTab), { replace: true });
  }, [visible, token, tab, rules.supported, navigate]);

  if (rules.redirectTo) return null;
  if (!rules.supported) {
    return (
      <div className="wp-gr">
        <NotSupportedView onDownload={() => navigate(downloadAppPath({ enter: DOWNLOAD_ENTER.growth }))} />
      </div>
    );
  }

  const className = plan.data?.className ?? null;
  const classLabel = (id: number) =>
    id === currentClass && className ? className : fmt(growthTexts.classNumber, { id });

  const content = {
    [GROWTH_TAB.STUDY_PLAN]: (
      <PlanTab plan={plan} canShare={rules.canShare} kidName={info?.kidName ?? null} />
    ),
    [GROWTH_TAB.SITUATION]: (
      <SituationTab report={c.report} canShare={rules.canShare} kidName={info?.kidName ?? null} />
    ),
    [GROWTH_TAB.REPORTS]: <ReportsTab reports={c.reports} catePid={c.catePid} />,
  }[tab];

  return (
    <div className="wp-gr">
      <GrowthHeader
        avatarUrl={info?.headImg ?? null}
        kidName={info?.kidName ?? null}
        classLabel={currentClass === null ? null : classLabel(currentClass)}
        classes={rules.canSwitchClass ? classes.map((id) => ({ id, label: classLabel(id) })) : []}
        currentClass={currentClass}
        onChooseClass={(id) => growthSession.set(chooseClass(growthSession.get(), id))}
      />
      <GrowthTabs active={tab} onSelect={select} />
      <div className="wp-gr-body" role="tabpanel" aria-label={growthTexts.tabs[TAB_KEYS[tab]]}>
        {content}
      </div>
    </div>
  );
}

const TAB_KEYS = { 1: 'studyPlan', 2: 'situation', 3: 'reports' } as const;

export const StudyPlanTabPage = () => <GrowthTabPage tab={GROWTH_TAB.STUDY_PLAN} />;
export const SituationTabPage = () => <GrowthTabPage tab={GROWTH_TAB.SITUATION} />;
export const GrowReportListTabPage = () => <GrowthTabPage tab={GROWTH_TAB.REPORTS} />;
