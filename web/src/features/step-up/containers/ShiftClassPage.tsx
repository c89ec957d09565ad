/**
 * /furtherShiftClassCenter/furtherShiftClass (and /higherLevelSelectClass): the class choice, behind the
 * shift centre's entry routing (ShiftCenterGate).
 * - tabs recommended / all; switching reloads; the all list loads 5 per page, appended ("view more");
 * - a card → 'Please confirm whether to join this class'; cancel clears the selection; changeClass 200 →
 *   the education page, 201 → its msg toasts (the error policy), the failure is recorded, the parent stays;
 * - a teacher → the intro video; the note → the head-teacher contact; intended times instead;
 * - the lock keep-alive runs while the screen is shown;
 * - the top navbar is hidden outside the app (doc 3 §2).
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type StepUpClassItem, type StepUpStudentInfo, stepUpEndpoints } from '@wonder/contracts';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppNavigate } from '../../../lib/navigation';
import { titleFor } from '../../../lib/routes';
import { useApi, useFeedback } from '../../../lib/services';
import { useEnvironment } from '../../../platform/use-environment';
import { fmt } from '../../../texts';
import {
  allClassesQuery,
  type CycleFilter,
  changeClassMutation,
  recommendedQuery,
  teacherVideoMutation,
} from '../api/queries';
import { LoadError, StepUpPage } from '../components/frame';
import {
  ClassList,
  type ClassTab,
  ClassTabs,
  ConfirmJoinDialog,
  CycleChooser,
  ShiftClassFooter,
  TeacherVideo,
} from '../components/ShiftClassView';
import { shiftClassTexts } from '../texts';
import { useFlow } from './flow';
import { HeadTeacherContact } from './HeadTeacherContact';
import { type StepUpUser, useShiftCentreWrite } from './hooks';
import { ShiftCenterGate } from './ShiftCenterGate';
import { useKeepAlive } from './use-keep-alive';

const SU = stepUpEndpoints;

interface ChosenFilter {
  filter: CycleFilter;
  start: string;
  end: string;
}

function ShiftClassScreen({
  user,
  info,
  title,
}: {
  user: StepUpUser;
  info: StepUpStudentInfo;
  title: string;
}) {
  const api = useApi();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const navigate = useAppNavigate();
  const env = useEnvironment();
  const flow = useFlow();
  const [tab, setTab] = useState<ClassTab>('recommend');
  const [selected, setSelected] = useState<StepUpClassItem | null>(null);
  const [contact, setContact] = useState(false);
  const [video, setVideo] = useState<{ name: string; url: string | null } | null>(null);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [filter, setFilter] = useState<ChosenFilter | null>(null);

  // The entry gate read this list already; a failure shows its error with a retry (LoadError).
  const recommended = useQuery(recommendedQuery(api, info));
  const all = useInfiniteQuery({
    ...allClassesQuery(api, info, filter?.filter ?? null),
    enabled: tab === 'all',
  });
  const join = useMutation(changeClassMutation(api));
  const written = useShiftCentreWrite('changeClass', shiftClassTexts.joined);
  const teacherVideo = useMutation(teacherVideoMutation(api));

  useKeepAlive(true);

  const _toast = (content: string) => feedback.toast({ content });

  const switchTab = (next: ClassTab) => {
    setTab(next);
    // Switching reloads the list shown (doc 3 §4); the all list starts again from page 1.
    if (next === 'recommend') void recommended.refetch();
    else void queryClient.resetQueries({ queryKey: [SU.classResourceList.id] });
  };

  const confirmJoin = () => {
    if (!selected) return;
    const op = { studentId: info.studentId, userId: user.userId };
    join.mutate(
      { op, classId: selected.classId, planStepId: info.planStepId ?? info.stepId },
      {
        onSuccess: written.onSuccess,
        onError: (error) => {
          written.recordRefusal(error);
          setSelected(null);
        },
      },
    );
  };

  const playIntro = (teacher: { id: number; nickname: string }) => {
    setVideo({ name: teacher.nickname, url: null });
    teacherVideo.mutate(teacher.id, {
      onSuccess: (data) => setVideo({ name: teacher.nickname, url: data.resourcesFile.videoInfoUrl }),
      onError: () => setVideo(null),
    });
  };

  const allItems = all.data?.pages.flatMap((p) => p.all) ?? [];
  const list =
    tab === 'recommend' ? (
      recommended.isError ? (
        <LoadError onRetry={() => void recommended.refetch()} />
      ) : (
        <ClassList
          items={recommended.data?.recommend ?? []}
          loading={recommended.isPending || recommended.isFetching}
          selectedId={selected?.classId ?? null}
          onChoose={setSelected}
          onTeacher={playIntro}
        />
      )
    ) : all.isError ? (
      <LoadError onRetry={() => void all.refetch()} />
    ) : (
      <>
        <CycleChooser
          options={all.data?.pages[0]?.cycle ?? []}
          chosen={filter && { start: filter.start, end: filter.end }}
          visible={chooserOpen}
          onOpen={() => setChooserOpen(true)}
          onClose={() => setChooserOpen(false)}
          onClear={() => setFilter(null)}
          onChoose={(s, e) =>
            setFilter({
              start: s.label,
              end: e.label,
              filter: {
                week1: s.week,
                hour1: s.hour,
                minute1: s.minute,
                week2: e.week,
                hour2: e.hour,
                minute2: e.minute,
              },
            })
          }
        />
        <ClassList
          items={allItems}
          loading={all.isPending}
          selectedId={selected?.classId ?? null}
          paging={{
            hasMore: all.hasNextPage,
            loadingMore: all.isFetchingNextPage,
            onMore: () => void all.fetchNextPage(),
          }}
          onChoose={setSelected}
          onTeacher={playIntro}
        />
      </>
    );

  return (
    <StepUpPage
      title={title}
      navBar={env.isApp}
      onBack={() => navigate(flow.education)}
      footer={
        <ShiftClassFooter
          onSubmitTimes={() => navigate(flow.choiceTime)}
          onContact={() => setContact(true)}
        />
      }
    >
      <h2 className="wp-su-title">
        {fmt(shiftClassTexts.title, {
          step: info.planStep ?? info.newStep ?? info.step,
          course: info.course,
        })}
      </h2>
      <ClassTabs active={tab} onChange={switchTab} />
      <div id="wp-su-classes" role="tabpanel" aria-labelledby={`wp-su-tab-${tab}`}>
        {list}
      </div>
      <ConfirmJoinDialog
        item={selected}
        joining={join.isPending}
        onConfirm={confirmJoin}
        onCancel={() => setSelected(null)}
      />
      <TeacherVideo teacher={video?.name ?? null} url={video?.url ?? null} onClose={() => setVideo(null)} />
      <HeadTeacherContact visible={contact} userId={user.userId} onClose={() => setContact(false)} />
    </StepUpPage>
  );
}

export function ShiftClassPage() {
  const location = useLocation();
  const env = useEnvironment();
  const title = titleFor(location.pathname, { isMiniProgram: env.isMiniProgram });
  return (
    <ShiftCenterGate page="shiftClass" title={title}>
      {({ user, info }) => <ShiftClassScreen user={user} info={info} title={title} />}
    </ShiftCenterGate>
  );
}
