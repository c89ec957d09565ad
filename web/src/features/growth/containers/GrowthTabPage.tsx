/**
 * The growth tab (doc 3 §2, §4, §6): one container for its three routes, each bound to its tab. It
 * applies the rules of rules/access.ts (no token → /login; a plain browser → not supported), the session
 * rules of rules/session.ts (a new token resets to tab 1 with no class chosen; tab 2 reloads behind its
 * skeleton), loads the child's info for the header and, outside the app, the step of the current class.
 * The learning-plan route is kept alive, so a hidden instance acts only while its route is the one shown.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DOWNLOAD_ENTER, downloadAppPath } from '../../../domain/download-links';
import { personInfoQuery } from '../../../domain/shared-queries';
import { useAppNavigate } from '../../../lib/navigation';
import { useApi, useUserStore } from '../../../lib/services';
import { useTrackEvent } from '../../../lib/tracking';
import { useUserState } from '../../../lib/user-store';
import { useEnvironment } from '../../../platform/use-environment';
import { fmt } from '../../../texts';
import { studyPlanQuery } from '../api/queries';
import { GrowthHeader } from '../components/GrowthHeader';
import { GrowthTabs } from '../components/GrowthTabs';
import { NotSupportedView } from '../components/NotSupportedView';
import { growthRules } from '../rules/access';
import { classesOf, shownClass, stepOf } from '../rules/child';
import { activate, chooseClass, growthSession, switchTab, useGrowthSession } from '../rules/session';
import { GROWTH_TAB, type GrowthTab, growthTabLocation, growthTabOf } from '../rules/tabs';
import { growthTexts } from '../texts';
import { PlanTab, ReportsTab, SituationTab } from './tab-contents';
import '../components/growth.css';

/** The tracking event of a tab click (doc 3 §4 "tab clicks are tracked"; name chosen). */
export const GROWTH_TAB_EVENT = 'growUp_tab_click';

export function GrowthTabPage({ tab }: { tab: GrowthTab }) {
  const api = useApi();
  const store = useUserStore();
  const { user, student } = useUserState(store);
  const env = useEnvironment();
  const navigate = useAppNavigate();
  const location = useLocation();
  const session = useGrowthSession();
  const track = useTrackEvent();
  const token = user?.token || null;
  const visible = growthTabOf(location.pathname) === tab;

  const person = useQuery(personInfoQuery(api, token));
  const info = person.data;
  const classes = info ? classesOf(info) : [];
  const rules = growthRules({ token, status: student.studentStatus, env, classCount: classes.length });

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

  const currentClass = info ? shownClass(info, session.chosenClass) : null;
  const infoSettled = token !== null && !person.isPending;
  const plan = useQuery(studyPlanQuery(api, token, currentClass, infoSettled && rules.supported));

  if (rules.redirectTo) return null;
  if (!rules.supported) {
    return (
      <div className="wp-gr">
        <NotSupportedView onDownload={() => navigate(downloadAppPath({ enter: DOWNLOAD_ENTER.growth }))} />
      </div>
    );
  }

  const catePid = info && rules.stepFromChildInfo ? stepOf(info, currentClass) : null;
  const className = plan.data?.className ?? null;
  const classLabel = (id: number) =>
    id === currentClass && className ? className : fmt(growthTexts.classNumber, { id });

  const select = (next: GrowthTab) => {
    track({ name: GROWTH_TAB_EVENT, paras: { tab: next } });
    growthSession.set(switchTab(growthSession.get(), next));
    if (next !== tab) navigate(growthTabLocation(next));
  };

  const content = {
    [GROWTH_TAB.STUDY_PLAN]: (
      <PlanTab plan={plan} canShare={rules.canShare} kidName={info?.kidName ?? null} />
    ),
    [GROWTH_TAB.SITUATION]: (
      <SituationTab
        token={token}
        attendClass={currentClass}
        catePid={catePid}
        enabled={infoSettled && visible}
        loaded={session.situationLoaded}
        canShare={rules.canShare}
        kidName={info?.kidName ?? null}
      />
    ),
    [GROWTH_TAB.REPORTS]: <ReportsTab token={token} catePid={catePid} enabled={infoSettled} />,
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
