/**
 * /index below the shell's top bar (doc 2 §2–§4, §6): fetches the banners, today's classes (official
 * students only), the report card and the paged module list, and decides where every tap goes. Tourists
 * make none of the calls the spec excludes (rules/home-rules.ts homeCalls).
 */

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  freshmentEndpoints,
  type HomeCard,
  homeEndpoints,
  type ModuleConfig,
  shellEndpoints,
  type TodayClass,
} from '@wonder/contracts';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { bannerUserType, homeListUserType, platformType } from '../../../lib/audience';
import { DOWNLOAD_ENTER, downloadAppPath } from '../../../lib/download-links';
import { invalidateEndpoint } from '../../../lib/endpoint-query';
import { useAppNavigate } from '../../../lib/navigation';
import { type RedirectTarget, useRedirect } from '../../../lib/redirect';
import { snapshotScreenDrawn } from '../../../lib/screen-snapshot';
import { useApi, useUserStore } from '../../../lib/services';
import { confirmDialog } from '../../../lib/ui';
import { useUserState } from '../../../lib/user-store';
import { getNative } from '../../../platform/runtime';
import { useEnvironment } from '../../../platform/use-environment';
import { texts } from '../../../texts';
import {
  bannerClickMutation,
  bannersQuery,
  homeListQuery,
  listenCheckMutation,
  reportReadMutation,
  reportRecordQuery,
  todayClassesQuery,
} from '../api/queries';
import { HomeView } from '../components/HomeView';
import type { ModuleListState } from '../components/ModuleList';
import { cardTarget, HOME_SECTIONS_WAIT_MS, homeCalls, reportTarget } from '../rules/home-rules';
import { homeTexts as T } from '../texts';
import type { HomeBlocksProps } from './HomeBlocks';

// The popups load after the page's first paint: their calls and components stay out of /index's first load.
const HomePopups = lazy(() => import('./HomePopups'));
// The configured blocks too: one chunk, rendered in three places.
const HomeBlocks = lazy(() => import('./HomeBlocks'));
/** What a pull to refresh reloads: every section's call (the popups' are theirs, asked once per visit). */
const SECTION_ENDPOINTS = [
  homeEndpoints.indexBanner,
  homeEndpoints.todayClasss,
  homeEndpoints.getReportRecord,
  homeEndpoints.sourceConfig,
  freshmentEndpoints.getEntranceDetail,
  homeEndpoints.getPosterShareTask,
  shellEndpoints.getUnReadMsgNum,
];

const block = (props: HomeBlocksProps) => (
  <Suspense fallback={null}>
    <HomeBlocks {...props} />
  </Suspense>
);

export function HomePage({ autoplay = true }: { autoplay?: boolean }) {
  const api = useApi();
  const { user, student } = useUserState(useUserStore());
  const env = useEnvironment();
  const navigate = useAppNavigate();
  const redirect = useRedirect();
  const token = user?.token || null;
  const userId = user?.userId || undefined;
  const audience = { token, status: student.studentStatus };
  const calls = homeCalls(audience);
  const fromHome = { downloadEnter: DOWNLOAD_ENTER.home };

  const banners = useQuery(
    bannersQuery(api, { userType: bannerUserType(audience), platformType: platformType(env), userId }),
  );
  const today = useQuery(todayClassesQuery(api, token, calls.todayClasses));
  const report = useQuery(reportRecordQuery(api, userId ?? null, student.step ?? null, calls.reportCard));
  const listOptions = homeListQuery(api, {
    userType: homeListUserType(audience),
    deviceType: platformType(env),
    userId,
  });
  const list = useInfiniteQuery(listOptions);
  const listenCheck = useMutation(listenCheckMutation(api));
  const reportRead = useMutation(reportReadMutation(api));
  const bannerClick = useMutation(bannerClickMutation(api));

  // The sections below the banners appear together once the blocks, today's classes and the report card have
  // answered (the floating slot, mounted first, loads the blocks' chunk and reports), or after a bounded wait.
  const [blocksSettled, setBlocksSettled] = useState(false);
  const onBlocksSettled = useCallback(() => setBlocksSettled(true), []);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), HOME_SECTIONS_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const ready = waited || (blocksSettled && !today.isLoading && !report.isLoading);
  // Once shown they stay (a login or a refresh later reloads them in place).
  const [shown, setShown] = useState(false);
  if (ready && !shown) setShown(true);
  // Drawn with answers: the last visit's picture goes, and leaving from now on keeps this one instead.
  const drawn = shown && !banners.isPending && !list.isPending;
  useEffect(() => {
    if (drawn) snapshotScreenDrawn();
  }, [drawn]);

  const listState: ModuleListState = list.isPending
    ? { status: 'loading' }
    : list.isError && !list.data
      ? { status: 'failed' }
      : {
          status: 'ready',
          modules: list.data?.pages.flat() ?? [],
          // A failed page ends the list (doc 2 §4).
          hasMore: list.hasNextPage && !list.isFetchNextPageError,
          loadingMore: list.isFetchingNextPage,
        };

  // Pull to refresh: every section again, the list back to page 1 (doc 2 §4) — its later pages are dropped
  // before the refetch, so the list keeps showing page 1 meanwhile instead of a skeleton.
  const queryClient = useQueryClient();
  const listKey = listOptions.queryKey;
  const refresh = useCallback(() => {
    queryClient.setQueryData(
      listKey,
      (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
    );
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: listKey }),
      ...SECTION_ENDPOINTS.map((e) => invalidateEndpoint(queryClient, e)),
    ]);
  }, [queryClient, listKey]);

  const loadMore = useCallback(() => {
    if (list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError) void list.fetchNextPage();
  }, [list]);

  const onListen = async (lesson: TodayClass) => {
    if (!env.isApp || !token) {
      const go = await confirmDialog({
        content: T.today.needsApp,
        confirmText: texts.web.goDownload,
        cancelText: texts.web.cancel,
      });
      if (go) navigate(downloadAppPath({ enter: DOWNLOAD_ENTER.home }));
      return;
    }
    try {
      // A refused check toasts its message (doc 2 §8 "A failed live-listening check shows the message as a
      // toast"): the error policy's default; the class does not open.
      await listenCheck.mutateAsync({
        body: { token, taskId: lesson.courseResourceId ?? lesson.liveId, liveId: lesson.liveId },
      });
    } catch {
      return;
    }
    await getNative()
      .call('LiveCourse', {
        liveId: lesson.liveId,
        ...(lesson.liveCnListId ? { liveCnListId: lesson.liveCnListId } : {}),
        ...(lesson.liveStudentId ? { liveStudentId: lesson.liveStudentId } : {}),
        listen: true,
      })
      .catch(() => undefined);
  };

  const onReport = () => {
    const item = report.data?.report_record;
    navigate(reportTarget(item, userId ?? ''));
    if (item && userId) {
      reportRead.mutate({ body: { id: item.id, userId } }, { onSettled: () => void report.refetch() });
    }
  };

  const onCard = (module: ModuleConfig, card: HomeCard) => {
    const target = cardTarget(module.buttonTypeId, card);
    if (target.kind === 'route') navigate(target.path);
    else if (target.kind === 'external') void redirect({ kind: 'external', url: target.url }, fromHome);
    else void redirect(target.target, fromHome);
  };

  return (
    <>
      <HomeView
        autoplay={autoplay}
        banners={banners.isPending ? null : (banners.data ?? [])}
        today={calls.todayClasses ? (today.isPending ? null : (today.data ?? [])) : undefined}
        report={report.data ?? null}
        state={listState}
        onBanner={(b) => {
          bannerClick.mutate({ query: { id: b.id, ...(userId ? { userId } : {}) } });
          void redirect(b as RedirectTarget, fromHome);
        }}
        onListen={(l) => void onListen(l)}
        onReport={onReport}
        onCard={onCard}
        onLoadMore={loadMore}
        sectionsPending={!shown}
        slots={{
          top: block({ slot: 'top' }),
          middle: block({ slot: 'middle' }),
          floating: block({ slot: 'floating', onSettled: onBlocksSettled, onRefresh: refresh }),
        }}
      />
      <Suspense fallback={null}>
        <HomePopups />
      </Suspense>
    </>
  );
}
