/**
 * /myTabClass (doc 3 §2, §6, §8): decides who sees what (rules/access.ts), fetches the categories, the
 * subject tabs and the two banner positions, and opens a card by its course type (rules/category-target.ts).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { MY_CLASSES_POSITION } from '@wonder/contracts';
import { useEffect, useMemo, useState } from 'react';
import { DOWNLOAD_ENTER } from '../../../lib/download-links';
import { useAppNavigate } from '../../../lib/navigation';
import { useRedirect } from '../../../lib/redirect';
import { useApi, useUserStore } from '../../../lib/services';
import { useUserState } from '../../../lib/user-store';
import { useEnvironment } from '../../../platform/use-environment';
import {
  bannerAccessMutation,
  courseCategoriesQuery,
  positionBannersQuery,
  subjectListQuery,
} from '../api/queries';
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

export function MyTabClassPage({ autoplay = true }: MyTabClassPageProps) {
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

  const categories = useQuery(courseCategoriesQuery(api, token));
  const subjects = useQuery(subjectListQuery(api, token !== null && rules.subjectTabs));
  const audience = {
    userType: rules.bannerUserType,
    platformType: rules.bannerPlatformType,
    userId: user?.userId,
  };
  const banners = useQuery(positionBannersQuery(api, MY_CLASSES_POSITION.BANNER, audience));
  const slots = useQuery(positionBannersQuery(api, MY_CLASSES_POSITION.SLOTS, audience));
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
