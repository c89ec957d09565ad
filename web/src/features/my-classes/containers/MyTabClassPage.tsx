/**
 * /myTabClass (doc 3 §2, §6, §8): decides who sees what (rules/access.ts), fetches the categories, the
 * subject tabs and the two banner positions, and opens a card by its course type (rules/category-target.ts).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { DOWNLOAD_ENTER } from '../../../domain/download-links';
import { useRedirect } from '../../../domain/redirect';
import { type FirstViewReads, useFirstView } from '../../../lib/first-load/gathered-queries';
import { useAppNavigate } from '../../../lib/navigation';
import { useApi, useUserStore } from '../../../lib/services';
import { useUserState } from '../../../lib/user-store';
import { useCallEnvironment, useEnvironment } from '../../../platform/use-environment';
import { bannerAccessMutation, myClassesFirstViewOptions } from '../api/queries';
import type { BannerItem } from '../components/BannerCarousel';
import { type CategoryEntry, type MyClassesState, MyClassesView } from '../components/MyClassesView';
import { myClassesRules } from '../rules/access';
import { categoryKind, categoryTarget } from '../rules/category-target';
import { ALL_SUBJECTS, spansSubjects, subjectTabs, visibleCategories } from '../rules/subjects';
import { myClassesTexts } from '../texts';

export interface MyTabClassPageProps {
  /** Stories and tests freeze the banner autoplay. */
  autoplay?: boolean;
}

/** The page's first-view calls, built once for the gate and the content. */
function useMyClassesCalls() {
  const api = useApi();
  const { user, student } = useUserState(useUserStore());
  const viewer = { token: user?.token || null, status: student.studentStatus };
  // What renders follows the frame while it hydrates; the calls are made for the phone from the start.
  const rules = myClassesRules({ ...viewer, env: useEnvironment() });
  const { login, byStatus } = myClassesFirstViewOptions(api, {
    ...viewer,
    env: useCallEnvironment(),
    userId: user?.userId,
  });
  return { rules, ...login, ...byStatus };
}

/**
 * The first view in one commit (issue #30; lib/first-load/gathered-queries.ts): the loading state until the categories,
 * the subject tabs and both banner positions have answered, then the page at once.
 */
export function MyTabClassPage({ autoplay = true }: MyTabClassPageProps) {
  const { rules, ...calls } = useMyClassesCalls();
  const view = useFirstView(calls);
  if (view.shown) return <MyTabClassContent autoplay={autoplay} calls={view.reads} />;
  // What the page shows before its answers (the prerendered frame is this).
  return (
    <MyClassesView
      state="loading"
      subjectTabs={rules.subjectTabs ? subjectTabs(undefined, myClassesTexts.allSubjects) : null}
      activeSubject={ALL_SUBJECTS}
      banners={NONE}
      slots={NONE}
      categories={NONE}
      autoplay={autoplay}
      onSubject={noop}
      onBanner={noop}
      onCategory={noop}
      onRetry={noop}
    />
  );
}

const NONE: never[] = [];
const noop = () => {};

type MyClassesCalls = Omit<ReturnType<typeof useMyClassesCalls>, 'rules'>;

function MyTabClassContent({
  autoplay = true,
  calls,
}: MyTabClassPageProps & { calls: FirstViewReads<MyClassesCalls> }) {
  const api = useApi();
  const store = useUserStore();
  const { user, student } = useUserState(store);
  const env = useEnvironment();
  const navigate = useAppNavigate();
  const redirect = useRedirect();
  const token = user?.token || null;
  const rules = myClassesRules({ token, status: student.studentStatus, env });
  const [subject, setSubject] = useState(ALL_SUBJECTS);

  useEffect(() => {
    if (rules.redirectTo) {
      store.logout();
      navigate(rules.redirectTo, { replace: true });
    }
  }, [rules.redirectTo, store, navigate]);

  const categories = useQuery(calls.categories);
  const subjects = useQuery(calls.subjects);
  const banners = useQuery(calls.banners);
  const slots = useQuery(calls.slots);
  const access = useMutation(bannerAccessMutation(api));

  const entries: CategoryEntry[] = useMemo(() => {
    const multiSubject = spansSubjects(categories.data ?? []);
    return visibleCategories(categories.data ?? [], {
      subject,
      onlySubject: rules.onlySubject,
    }).map((category) => {
      const kind = categoryKind(category);
      return {
        category,
        kind,
        target: categoryTarget(category, { multiSubject }),
        showCount: kind !== 'studyTasks' || rules.studyTaskCount,
      };
    });
  }, [categories.data, subject, rules.onlySubject, rules.studyTaskCount]);

  if (rules.redirectTo) return null;

  const state: MyClassesState = categories.isPending ? 'loading' : categories.isError ? 'error' : 'ready';
  const tabs = rules.subjectTabs ? subjectTabs(subjects.data, myClassesTexts.allSubjects) : null;

  const openBanner = (banner: BannerItem) => {
    const full = [...(banners.data ?? []), ...(slots.data ?? [])].find((b) => b.id === banner.id);
    if (!full) return;
    access.mutate({ query: { id: full.id, ...(user?.userId ? { userId: user.userId } : {}) } });
    void redirect(full, { downloadEnter: DOWNLOAD_ENTER.other });
  };

  return (
    <MyClassesView
      state={state}
      subjectTabs={tabs}
      activeSubject={subject}
      banners={banners.data ?? []}
      slots={slots.data ?? []}
      categories={entries}
      autoplay={autoplay}
      onSubject={setSubject}
      onBanner={openBanner}
      onCategory={(entry) => {
        if (entry.target) navigate(entry.target);
      }}
      onRetry={() => void categories.refetch()}
    />
  );
}
