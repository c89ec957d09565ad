/**
 * /myClassList and /courseList (doc 3 §2): the lessons behind a category card, or the parent's study tasks
 * (courseType, tabType, entry, multiSubject). Without a token the parent goes to /login (doc 3 §1). On
 * /myClassList a back-press may open the satisfaction popup first (rules/satisfaction.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useBackPress } from '../../../lib/back-press';
import { usePageBack } from '../../../lib/blocks';
import { useAppNavigate } from '../../../lib/navigation';
import { useApi, useUserStore } from '../../../lib/services';
import { useUserState } from '../../../lib/user-store';
import { lessonsQuery, pushQuestionnaireQuery, subjectListQuery } from '../api/queries';
import { LessonListView } from '../components/LessonListView';
import { SatisfactionPopup } from '../components/SatisfactionPopup';
import { lessonPageRedirect } from '../rules/access';
import { filterTasks, lessonPageQuery, lessonProgress } from '../rules/lessons';
import { opensSatisfactionOnBack, SATISFACTION_PAGE, SURVEY_PATH } from '../rules/satisfaction';
import { lessonTexts } from '../texts';

export function LessonListPage() {
  const api = useApi();
  const store = useUserStore();
  const { user } = useUserState(store);
  const token = user?.token || null;
  const location = useLocation();
  const navigate = useAppNavigate();
  const page = useMemo(() => lessonPageQuery(location.pathname, location.search), [location]);
  const redirectTo = lessonPageRedirect(token);
  const [todoOnly, setTodoOnly] = useState(page?.todoFirst ?? false);
  const back = usePageBack();

  useEffect(() => {
    if (redirectTo) {
      store.logout();
      navigate(redirectTo, { replace: true });
    }
  }, [redirectTo, store, navigate]);

  const lessons = useQuery(lessonsQuery(api, token, page));
  const labelSubjects = page?.kind === 'tasks' && page.multiSubject;
  const subjects = useQuery(subjectListQuery(api, token !== null && labelSubjects));
  const onSatisfactionPage = location.pathname === SATISFACTION_PAGE;
  const questionnaire = useQuery(
    pushQuestionnaireQuery(api, onSatisfactionPage && token !== null ? (user?.userId ?? null) : null),
  );
  const [satisfaction, setSatisfaction] = useState<'hidden' | 'open' | 'closed'>('hidden');
  const opensOnBack = opensSatisfactionOnBack({
    pathname: location.pathname,
    pushQuestionnaire: questionnaire.data,
    shown: satisfaction !== 'hidden',
  });
  // Every back claims it: the navbar's, the app's and the browser's or WeChat's (lib/back-press.ts' guard).
  const pressBack = useBackPress(
    () => {
      if (opensOnBack) setSatisfaction('open');
      return opensOnBack;
    },
    back.back,
    opensOnBack,
  );
  if (redirectTo) return null;

  const kind = page?.kind ?? 'classes';
  const all = lessons.data ?? [];
  const shown = kind === 'tasks' ? filterTasks(all, todoOnly) : all;
  const title =
    kind === 'tasks' ? (page?.name ?? lessonTexts.tasksTitle) : (page?.name ?? lessonTexts.titleFallback);
  const subjectNames = labelSubjects
    ? Object.fromEntries((subjects.data ?? []).map((s) => [s.subject, s.subjectName]))
    : null;

  return (
    <>
      <LessonListView
        title={title}
        kind={kind}
        // An address without a usable query has nothing to list: the empty state, not an error.
        state={page === null ? 'ready' : lessons.isPending ? 'loading' : lessons.isError ? 'error' : 'ready'}
        lessons={shown}
        progress={lessonProgress(all)}
        todoOnly={kind === 'tasks' ? todoOnly : null}
        subjectNames={subjectNames}
        canGoBack={back.canGoBack}
        onBack={pressBack}
        onHome={back.home}
        onFilter={setTodoOnly}
        onRetry={() => void lessons.refetch()}
      />
      <SatisfactionPopup
        visible={satisfaction === 'open'}
        onGo={() => {
          setSatisfaction('closed');
          navigate(SURVEY_PATH);
        }}
        // Closing it finishes the press: the parent leaves, as the back-press asked (doc 1 §4's popups too).
        onLater={() => {
          setSatisfaction('closed');
          back.back();
        }}
      />
    </>
  );
}
