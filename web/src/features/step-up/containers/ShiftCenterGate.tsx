/**
 * The shift centre's entry routing (doc 3 §2), run when the centre (/furtherShiftClassCenter, which only
 * routes: ShiftCenterPage below) or either of its children is opened: the student's info, then what the
 * row needs (identity check, update switch, recommended list), then shiftCenterEntry().
 * Until that is known nothing of the child renders, so the class choice's keep-alive never starts for a
 * parent the table sends elsewhere. Redirects replace the entry, so "back" returns to the education page.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { STEP_UP_GROUP_STATE, type StepUpStudentInfo, UPDATE_SWITCH } from '@wonder/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useAppNavigate } from '../../../lib/navigation';
import { useApi, useFeedback } from '../../../lib/services';
import { identityCheckQuery, recommendedQuery, updateSwitchQuery } from '../api/queries';
import { StepUpPage, StepUpSkeleton } from '../components/frame';
import {
  type EntryOutcome,
  entryNeeds,
  entryRedirect,
  type ShiftCenterEntryPoint,
  shiftCenterEntry,
} from '../rules/entry-routing';
import { planTimePresent } from '../rules/page';
import { educationTexts, shiftClassTexts } from '../texts';
import { useFlow } from './flow';
import { type StepUpUser, useStepUpInfo, useStepUpUser } from './hooks';

export interface ShiftCenterChildProps {
  user: StepUpUser;
  info: StepUpStudentInfo;
}

export interface ShiftCenterGateProps {
  page: ShiftCenterEntryPoint;
  title: string;
  children?(props: ShiftCenterChildProps): ReactNode;
}

export function ShiftCenterGate({ page, title, children }: ShiftCenterGateProps) {
  const api = useApi();
  const feedback = useFeedback();
  const navigate = useAppNavigate();
  const flow = useFlow();
  const user = useStepUpUser();
  const infoQuery = useStepUpInfo(user);
  const info = infoQuery.data?.kind === 'info' ? infoQuery.data.info : null;
  const needs = info ? entryNeeds(info.type, info.status) : null;
  const check = useQuery(identityCheckQuery(api, !!needs?.check));
  const queryClient = useQueryClient();
  const updateSwitch = useQuery(
    updateSwitchQuery(api, queryClient, user?.userId ?? null, !!needs?.updateSwitch),
  );
  const recommended = useQuery({ ...recommendedQuery(api, info), enabled: !!needs?.recommended });

  const settled = (q: { isPending: boolean }, needed: boolean | undefined) => !needed || !q.isPending;
  let outcome: EntryOutcome | null = null;
  // Ineligible or unreadable: the education page explains it.
  if (infoQuery.data?.kind === 'ineligible' || infoQuery.isError) outcome = 'education';
  else if (
    info &&
    needs &&
    settled(check, needs.check) &&
    settled(updateSwitch, needs.updateSwitch) &&
    settled(recommended, needs.recommended)
  ) {
    outcome = shiftCenterEntry({
      type: info.type,
      status: info.status,
      checkPassed: check.data?.passed === true,
      updateSwitchOn: updateSwitch.data?.status === UPDATE_SWITCH.ON,
      hasPlanTime: planTimePresent(info),
      // A list that failed to load is not "nothing recommended": the class choice shows its error.
      recommendedCount: recommended.isError ? 1 : (recommended.data?.recommend.length ?? 0),
    });
  }
  // The entry is decided once per visit. A query that failed goes back to pending when anything refetches it
  // (the class choice's retry, its list mounting on the failed query): deciding again would swap the screen
  // for the skeleton and mount it anew, and each mount asked again — a loop of fifty calls a second (issue 38).
  const [decided, setDecided] = useState<EntryOutcome | null>(null);
  if (decided === null && outcome !== null) setDecided(outcome);
  outcome = decided ?? outcome;
  const target = outcome === null ? null : entryRedirect(outcome, page);

  const announced = useRef(false);
  // A check that could not be asked (a timeout, a 502) is no refusal: the error policy has already said what
  // went wrong (网络超时 / 请检查网络是否正常), and a refusal's words in the same frame replaced that toast
  // with 暂时无法调整班级 (the failure sweep, issue 38: stepUpResourcesCheck, getServiceToken and
  // getUpdateStatus timing out on /furtherShiftClassCenter and /higherLevelSelectTime).
  const callFailed = check.isError || updateSwitch.isError;
  useEffect(() => {
    if (target === null) return;
    // Refused while still waiting (check failed, update switch off): say why the parent is back.
    if (
      target === 'education' &&
      info?.status === STEP_UP_GROUP_STATE.WAITING &&
      !callFailed &&
      !announced.current
    ) {
      announced.current = true;
      feedback.toast({ content: check.data?.message ?? educationTexts.checkFailed });
    }
    navigate(flow[target], { replace: true });
  }, [target, info?.status, callFailed, check.data?.message, feedback, navigate, flow]);

  if (!user) return null;
  if (outcome === null || target !== null) {
    return (
      <StepUpPage title={title} navBar={false} busy>
        <StepUpSkeleton />
      </StepUpPage>
    );
  }
  return <>{info && children?.({ user, info })}</>;
}

/** /furtherShiftClassCenter: no content of its own; the gate sends the parent where the entry table says. */
export function ShiftCenterPage() {
  return <ShiftCenterGate page="center" title={shiftClassTexts.centreTitle} />;
}
