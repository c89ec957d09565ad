/**
 * /furtherEducation (and the 2021 entrance's /higherLevel…): fetches and decides, the components render.
 * - no token → user cleared, /login; a grouping student without planTime → the shift centre (doc 3 §2);
 * - the info: page type 1 error (ineligible: the code's explanation, no toast; any other failure: its msg
 *   toasts, doc 3 §8), 2 PAGEY, 3 PAGEN; phases waiting / grouping (countdown) / completed;
 * - PAGEN: upgrade → updateType → info, teacher info and url reloaded → PAGEY; do not upgrade → identity
 *   check → shift centre; PAGEY: confirm → the success dialog; change class → shift centre; a 201 on
 *   confirm or upgrade: the 'user id: {id}, {msg}' dialog (doc 3 §8 "other step-up contexts");
 * - the option switches hide cards; the time-entry switch off answers the control dialog (type 5);
 * - outside the app: the navbar, and the download link instead of the gift card.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  remainingClassHours,
  STEP_UP_DIALOG,
  STEP_UP_PAGE,
  type StepUpStudentInfo,
  stepUpEndpoints,
  WEEKDAYS,
} from '@wonder/contracts';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DOWNLOAD_ENTER, DOWNLOAD_TYPE, downloadAppPath } from '../../../domain/download-links';
import { maskPhone } from '../../../domain/mask-phone';
import { useRedirect } from '../../../domain/redirect';
import { useLogout } from '../../../domain/session-logout';
import { usePageBack } from '../../../lib/blocks/use-page-back';
import { invalidateEndpoint } from '../../../lib/endpoint-query';
import { useUserIdAsInFrame } from '../../../lib/first-load/as-in-frame';
import { Deferred } from '../../../lib/first-load/deferred';
import { afterFirstView, askedAfterFirstView, useAfterFirstView } from '../../../lib/first-load/first-view';
import { type GatherPlan, readGathered, useFirstViewGate } from '../../../lib/first-load/gathered-queries';
import { useAppNavigate } from '../../../lib/navigation';
import { titleFor } from '../../../lib/routes';
import { useApi, useFeedback, useUserStore } from '../../../lib/services';
import { useUserState } from '../../../lib/user-store';
import { useEnvironment } from '../../../platform/use-environment';
import { recordStepUpFailure } from '../api/failures';
import {
  confirmClassMutation,
  educationLoginOptions,
  identityCheckMutation,
  teacherInfoQuery,
  teacherUrlQuery,
  updateTypeMutation,
} from '../api/queries';
import { type InfoResult, type Operator, refusal } from '../api/step-up-api';
import type { NoticeDialog } from '../components/dialogs';
import { ClassPanel, EducationHeader, OptionCards, StatusCard } from '../components/EducationView';
import { LoadError, StepUpPage, StepUpSkeleton } from '../components/frame';
import { COUNTDOWN_TICK_MS, countdownEnd, remainingUntil } from '../rules/countdown';
import { cycleParts, groupingWithoutPlan, optionControls, pageTypeOf, phaseOf } from '../rules/page';
import { educationTexts, ineligibleTexts } from '../texts';
import { syllabusPath, useFlow, YEAR_REPORT_PATH } from './flow';
import { HeadTeacherContact } from './HeadTeacherContact';
import { type StepUpUser, serverNow, stepUpUserOf, useStepUpUser, useTicker } from './hooks';
import { LazyStepUpNoticeDialog, LazyTipsDialog, preloadStepUpDialogs } from './lazy-dialogs';

const weekday = (w: number) => WEEKDAYS[w as keyof typeof WEEKDAYS] ?? '';
const SU = stepUpEndpoints;

/** The page's first-view calls, for the gate and the content alike (same options: same keys). */
function useEducationCalls(user: StepUpUser | null) {
  const api = useApi();
  return {
    ...educationLoginOptions(api, {
      token: user?.token ?? null,
      userId: user?.userId ?? null,
      studentId: user?.studentId ?? null,
    }),
    /** The new teacher's card: asked once the info names the teacher. */
    teacher: (result: InfoResult | undefined) =>
      teacherInfoQuery(api, result?.kind === 'info' ? result.info.newTeacherId : undefined),
  };
}

/** What the first view draws: the teacher joins once the info names one. */
const educationPlan =
  (calls: ReturnType<typeof useEducationCalls>): GatherPlan =>
  (queryClient: QueryClient) =>
    [
      calls.info,
      calls.person,
      calls.hours,
      calls.switches,
      calls.teacher(queryClient.getQueryData<InfoResult>(calls.info.queryKey)),
    ].map((options) => ({ kind: 'query' as const, options }));

/** The page's first-view plan for a gate above it (the 2021 entrance gathers it with its period). */
export function useEducationPlan(): GatherPlan {
  return educationPlan(useEducationCalls(stepUpUserOf(useUserState(useUserStore()).user)));
}

/**
 * The first view in one commit (issue #30; lib/first-load/gathered-queries.ts): the skeleton until the info, the
 * parent's header, the class hours, the option switches and the new teacher's card (asked once the info
 * names the teacher) have answered, then the page at once.
 */
export interface EducationPageProps {
  /** When the visit began, if a gate above gathered this page's calls (the 2021 entrance): else its mount. */
  enteredAt?: number;
}

export function EducationPage(props: EducationPageProps) {
  const user = useStepUpUser();
  const calls = useEducationCalls(user);
  const shown = useFirstViewGate(educationPlan(calls));
  const [mountedAt] = useState(Date.now);
  const enteredAt = props.enteredAt ?? mountedAt;
  const env = useEnvironment();
  const { back } = usePageBack();
  const location = useLocation();
  const session = useLogout();
  // The frame is drawn with no user id (lib/first-load/as-in-frame): shown once hydrated.
  const shownUserId = useUserIdAsInFrame(user?.userId ?? '');
  if (user && shown) return <EducationContent user={user} enteredAt={enteredAt} calls={calls} />;
  // What the page shows before its answers (the prerendered frame is this), and while a parent the startup
  // logged out (a failed status lookup) is sent to /login: rendering nothing there would differ from the
  // frame's HTML, which React then throws away while hydrating (error #418, found by the failure sweep, issue 38).
  return (
    <StepUpPage
      title={titleFor(location.pathname, { isMiniProgram: env.isMiniProgram })}
      navBar={!env.isApp}
      onBack={back}
      busy
    >
      <EducationHeader
        avatarUrl={null}
        kidName={null}
        phoneMasked={null}
        userId={shownUserId}
        loggingOut={session.pending}
        onLogout={session.logout}
      />
      <StepUpSkeleton />
    </StepUpPage>
  );
}

function EducationContent({
  user,
  enteredAt,
  calls,
}: {
  user: StepUpUser;
  enteredAt: number;
  /** The calls EducationPage built for its gate: the same options, built once. */
  calls: ReturnType<typeof useEducationCalls>;
}) {
  const flow = useFlow();
  const api = useApi();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const { back } = usePageBack();
  const location = useLocation();
  const redirect = useRedirect();
  const env = useEnvironment();
  const userId = user.userId;
  const shownUserId = useUserIdAsInFrame(userId);

  // The info is read afresh on every visit (staleTime 0): an answer the gate asked for on entering is this
  // visit's (no second call); one kept from an earlier visit is asked again, as before. A read that failed
  // is not asked again by the mount (its failure was shown): the class change re-reads the info before it
  // comes here, and a failure kept the old answer beside it (failure sweep, issue 38: sent twice).
  const infoQuery = useQuery({
    ...readGathered(calls.info),
    refetchOnMount: (query) => query.state.status !== 'error' && query.state.dataUpdatedAt < enteredAt,
  });
  const result = infoQuery.data;
  const info: StepUpStudentInfo | null = result?.kind === 'info' ? result.info : null;
  const person = useQuery(readGathered(calls.person));
  const teacher = useQuery(readGathered(calls.teacher(result)));
  // The teacher's page address is only read on a tap: asked once the first view is drawn (it draws nothing),
  // and refreshed with the teacher, without its answer re-rendering the page; a tap before it answered waits.
  const teacherCode = teacher.data?.teacherCode;
  const teacherUrlOptions = teacherUrlQuery(api, teacherCode);
  const later = useAfterFirstView();
  useQuery({ ...askedAfterFirstView(teacherUrlOptions, later), notifyOnChangeProps: [] });
  const hours = useQuery(readGathered(calls.hours));
  const switches = useQuery(readGathered(calls.switches));
  const controls = optionControls(switches.data);

  const [dialog, setDialog] = useState<NoticeDialog | null>(null);
  const [tips, setTips] = useState(false);
  const [contact, setContact] = useState(false);
  const upgradeCall = useMutation(updateTypeMutation(api));
  const confirmCall = useMutation(confirmClassMutation(api));
  const checkCall = useMutation(identityCheckMutation(api));
  const session = useLogout();
  const busy = upgradeCall.isPending
    ? 'upgrade'
    : confirmCall.isPending
      ? 'confirm'
      : checkCall.isPending
        ? 'notUpgrade'
        : null;

  const toast = (content: string) => feedback.toast({ content });

  useEffect(() => afterFirstView(preloadStepUpDialogs), []);

  useEffect(() => {
    if (info && groupingWithoutPlan(info)) navigate(flow.centre, { replace: true });
  }, [info, navigate, flow.centre]);

  const phase = info ? phaseOf(info) : null;
  const end = info ? countdownEnd(controls.remainingDate, info.releaseTime) : null;
  useTicker(phase === 'grouping' && end !== null, COUNTDOWN_TICK_MS);
  const remaining = end === null ? null : remainingUntil(end, serverNow(result));

  const operator: Operator | null = info ? { studentId: info.studentId, userId: user.userId } : null;

  /** A write's 201 is the error dialog (doc 3 §8 "other step-up contexts"); other failures toasted already. */
  const refused = (action: 'confirm' | 'updateType') => (error: unknown) => {
    const message = refusal(error);
    if (message === null) return;
    recordStepUpFailure({ action, code: 201, message });
    setDialog({ type: STEP_UP_DIALOG.ERROR, userId: user.userId, message });
  };

  const upgrade = () => {
    if (!operator) return;
    upgradeCall.mutate(operator, {
      onSuccess: () =>
        Promise.all([
          invalidateEndpoint(queryClient, SU.info),
          invalidateEndpoint(queryClient, SU.getTeacherBaseInfo),
          invalidateEndpoint(queryClient, SU.getTeacherUrl),
        ]),
      onError: refused('updateType'),
    });
  };

  const confirm = () => {
    if (!operator) return;
    confirmCall.mutate(operator, {
      onSuccess: () => {
        setDialog({ type: STEP_UP_DIALOG.COMPLETE });
        return invalidateEndpoint(queryClient, SU.info);
      },
      onError: refused('confirm'),
    });
  };

  /** The shift centre: closed by the time-entry switch (control dialog); "do not upgrade" checks first. */
  const toShiftCentre = (kind: 'notUpgrade' | 'changeClass') => {
    if (!controls.selectTimeControl) {
      setDialog({ type: STEP_UP_DIALOG.CONTROL });
      return;
    }
    if (kind === 'changeClass') {
      navigate(flow.shiftClass);
      return;
    }
    checkCall.mutate(undefined, {
      onSuccess: (check) => {
        if (check.passed) navigate(flow.centre);
        else toast(check.message ?? educationTexts.checkFailed);
      },
    });
  };

  const title = titleFor(location.pathname, { isMiniProgram: env.isMiniProgram });
  const header = (
    <EducationHeader
      avatarUrl={person.data?.headImg ?? null}
      kidName={person.data?.kidName ?? null}
      phoneMasked={person.data ? maskPhone(person.data.parentPhone) : null}
      userId={shownUserId}
      loggingOut={session.pending}
      onLogout={session.logout}
    />
  );

  let body: React.ReactNode;
  if (infoQuery.isPending) {
    body = <StepUpSkeleton />;
  } else if (result?.kind === 'ineligible') {
    body = (
      <LoadError
        title={ineligibleTexts.title}
        description={`${ineligibleTexts[result.studentCode]}。${ineligibleTexts.hint}`}
      />
    );
  } else if (!info) {
    body = <LoadError title={educationTexts.errorTitle} onRetry={() => void infoQuery.refetch()} />;
  } else {
    const pageType = pageTypeOf(info);
    body = (
      <>
        <StatusCard
          pageType={pageType === STEP_UP_PAGE.PAGEN ? 3 : 2}
          phase={phaseOf(info)}
          step={info.step}
          newStep={info.newStep ?? null}
          remaining={remaining}
          busy={busy}
          onUpgrade={upgrade}
          onNotUpgrade={() => toShiftCentre('notUpgrade')}
          onConfirm={confirm}
          onChangeClass={() => toShiftCentre('changeClass')}
        />
        <ClassPanel
          step={info.step}
          course={info.course}
          newStep={pageType === STEP_UP_PAGE.PAGEY ? (info.newStep ?? null) : null}
          newFirstTime={pageType === STEP_UP_PAGE.PAGEY ? (info.newFirstTime ?? null) : null}
          newCycle={pageType === STEP_UP_PAGE.PAGEY ? cycleParts(info, weekday) : []}
          remainingHours={hours.data ? remainingClassHours(hours.data) : null}
        />
        <OptionCards
          show={{
            teacher: controls.teacherControl && info.newTeacherId != null,
            outline: controls.classControl && !!info.newStep,
            report: controls.reportControl,
            gift: controls.giftControl,
          }}
          inApp={env.isApp}
          teacher={teacher.data ? { nickname: teacher.data.nickname, avatar: teacher.data.avatar } : null}
          newStep={info.newStep ?? null}
          onTeacher={() => {
            if (!teacherCode) return;
            // A failed call was shown by the client's error policy (lib/errors.ts).
            void queryClient.ensureQueryData(teacherUrlOptions).then(
              ({ url }) => {
                if (url) void redirect({ kind: 'external', url }, { downloadEnter: DOWNLOAD_ENTER.stepUp });
              },
              () => {},
            );
          }}
          onOutline={() => navigate(syllabusPath(info.newStep ?? info.step))}
          onReport={() => navigate(YEAR_REPORT_PATH)}
          onDownload={() =>
            navigate(downloadAppPath({ type: DOWNLOAD_TYPE.further, enter: DOWNLOAD_ENTER.stepUp }))
          }
        />
        <button type="button" className="wp-su-link wp-su-tips" onClick={() => setTips(true)}>
          {educationTexts.tips}
        </button>
      </>
    );
  }

  return (
    <StepUpPage title={title} navBar={!env.isApp} onBack={back} busy={infoQuery.isPending}>
      {header}
      {body}
      <Deferred when={dialog !== null}>
        <LazyStepUpNoticeDialog dialog={dialog} onClose={() => setDialog(null)} />
      </Deferred>
      <Deferred when={tips}>
        <LazyTipsDialog
          visible={tips}
          onClose={() => setTips(false)}
          onContact={() => {
            setTips(false);
            setContact(true);
          }}
        />
      </Deferred>
      <HeadTeacherContact visible={contact} userId={user.userId} onClose={() => setContact(false)} />
    </StepUpPage>
  );
}
