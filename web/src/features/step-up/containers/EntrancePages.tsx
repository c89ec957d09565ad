/**
 * The entrances: /furtherEducationEnter (the intro, its button → /furtherEducation) and the 2021 entrance
 * routes (doc 1 §2, doc 2 §9, doc 3 §2, §4), which show the step-up screens inside the activity gate
 * (./ActivityGate.tsx). iOS outside the app and the container never gets here: the route guard sends it to
 * /downloadApp.
 *
 * /higherLevel, /higherLevelWaiting, /higherLevelOriginal, /higherLevelGrouping and /higherLevelCompleted
 * all show the education page: which state it shows is the server's (the info's type and status), the
 * path is only where a link entered. /higherLevelSelectClass and /higherLevelSelectTime are the shift
 * centre's two screens (./HigherLevelShiftPages.tsx, a module of their own: the shift centre's pickers and
 * popups stay out of the other entrances' first load).
 */
import { useState } from 'react';
import { usePageBack } from '../../../lib/blocks/use-page-back';
import { useFirstViewDrawn } from '../../../lib/first-load/first-view';
import { useAppNavigate } from '../../../lib/navigation';
import { useUserStore } from '../../../lib/services';
import { useUserState } from '../../../lib/user-store';
import { useEnvironment } from '../../../platform/use-environment';
import { EnterIntro } from '../components/EntranceViews';
import { StepUpPage } from '../components/frame';
import { ActivityGate, usePageTitle } from './ActivityGate';
import { EducationPage, useEducationPlan } from './EducationPage';
import { FURTHER_FLOW, HIGHER_LEVEL_FLOW, type StepUpFlow } from './flow';

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
