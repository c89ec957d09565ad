/**
 * /index below the shell's top bar (doc 2 §2–§4, §6): fetches the banners, today's classes (official
 * students only), the report card, the configured blocks and the paged module list, and decides where every
 * tap goes. Tourists make none of the calls the spec excludes (rules/home-rules.ts homeCalls).
 *
 * One commit draws the first view (issue #30): `HomePage` starts every call of the first view together and
 * shows the skeleton until all have answered (lib/gathered-queries.ts: it re-renders only when that flips),
 * then `HomeContent` renders every section at once from the cache. Later answers re-render the section that
 * reads them (memoised sections, stable handlers). The popups, visibility tracking and everything else that
 * does not draw the first view start after it (lib/first-view.ts).
 */

import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Banner,
  freshmentEndpoints,
  type HomeCard,
  homeEndpoints,
  type ModuleConfig,
  shellEndpoints,
  type TodayClass,
} from '@wonder/contracts';
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { bannerUserType, homeListUserType, platformType } from '../../../domain/audience';
import { DOWNLOAD_ENTER, downloadAppPath } from '../../../domain/download-links';
import { inviteConfigQuery } from '../../../domain/invite-config';
import { type RedirectTarget, useRedirect } from '../../../domain/redirect';
import { invalidateEndpoint } from '../../../lib/endpoint-query';
import { useAfterFirstView } from '../../../lib/first-view';
import { type GatherPlan, readGathered, useFirstViewGate } from '../../../lib/gathered-queries';
import { useAppNavigate } from '../../../lib/navigation';
import { isAt } from '../../../lib/routes';
import { snapshotScreenDrawn } from '../../../lib/screen-snapshot';
import { useApi, useUserStore } from '../../../lib/services';
import { useStableHandler } from '../../../lib/stable-handler';
import { confirmDialog } from '../../../lib/ui';
import { useUserState } from '../../../lib/user-store';
import { getNative } from '../../../platform/runtime';
import { useEnvironment } from '../../../platform/use-environment';
import { texts } from '../../../texts';
import { wonderfulQuery } from '../api/popup-queries';
import {
  bannerClickMutation,
  bannersQuery,
  enrollmentOpenQuery,
  homeListQuery,
  listenCheckMutation,
  newcomerQuery,
  posterTaskQuery,
  reportReadMutation,
  reportRecordQuery,
  sourceConfigQuery,
  todayClassesQuery,
} from '../api/queries';
import { HomeView } from '../components/HomeView';
import type { ModuleListState } from '../components/ModuleList';
import { cardTarget, HOME_SECTIONS_WAIT_MS, homeCalls, reportTarget } from '../rules/home-rules';
import { homeTexts as T } from '../texts';

// The popups load after the first view: their calls and components stay out of /index's first load.
const HomePopups = lazy(() => import('./HomePopups'));
/**
 * The configured blocks' chunk is part of the first view, gathered with its answers (a query over the import,
 * never kept between visits): it loads while the calls are out, yet stays off the HTML's script list, so the
 * boot before the frame is hydrated evaluates less.
 */
const blocksChunk = queryOptions({
  queryKey: ['chunk', 'HomeBlocks'],
  queryFn: () => import('./HomeBlocks').then((m) => m.default),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
});
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

const noop = () => {};
const NONE: never[] = [];
const LOADING: ModuleListState = { status: 'loading' };

/** Who the page is for, and the options of its calls (the same objects the sections use: same keys). */
function useHomeCalls() {
  const api = useApi();
  const { user, student } = useUserState(useUserStore());
  const env = useEnvironment();
  const token = user?.token || null;
  const userId = user?.userId || undefined;
  const audience = { token, status: student.studentStatus };
  const calls = homeCalls(audience);
  const loggedIn = token !== null;
  return {
    api,
    env,
    token,
    userId,
    calls,
    banners: bannersQuery(api, {
      userType: bannerUserType(audience),
      platformType: platformType(env),
      userId,
    }),
    today: todayClassesQuery(api, token, calls.todayClasses),
    report: reportRecordQuery(api, userId ?? null, student.step ?? null, calls.reportCard),
    list: homeListQuery(api, { userType: homeListUserType(audience), deviceType: platformType(env), userId }),
    source: sourceConfigQuery(api, bannerUserType(audience)),
    enrollmentOpen: enrollmentOpenQuery(api),
    poster: posterTaskQuery(api, loggedIn),
    invite: inviteConfigQuery(api, loggedIn),
    wonderful: wonderfulQuery(api, calls.studentCalls),
  };
}

export function HomePage({ autoplay = true }: { autoplay?: boolean }) {
  const home = useHomeCalls();
  const { api, calls } = home;
  // Everything the first view draws; the newcomer call joins once fresh enrollment is known to be open.
  const plan: GatherPlan = (queryClient) => [
    { kind: 'query', options: home.banners },
    { kind: 'query', options: home.today },
    { kind: 'query', options: home.report },
    { kind: 'infinite', options: home.list },
    { kind: 'query', options: home.source },
    { kind: 'query', options: home.enrollmentOpen },
    {
      kind: 'query',
      options: newcomerQuery(
        api,
        calls.studentCalls && queryClient.getQueryData(home.enrollmentOpen.queryKey) === true,
      ),
    },
    { kind: 'query', options: home.poster },
    { kind: 'query', options: home.invite },
    { kind: 'query', options: home.wonderful },
    { kind: 'query', options: blocksChunk },
  ];
  // A slow call holds the first view at most HOME_SECTIONS_WAIT_MS; its section then fills its own place.
  const shown = useFirstViewGate(plan, HOME_SECTIONS_WAIT_MS);
  const afterFirstView = useAfterFirstView();

  return (
    <>
      {shown ? (
        <HomeContent autoplay={autoplay} />
      ) : (
        <HomeView
          banners={null}
          today={calls.todayClasses ? null : undefined}
          report={null}
          state={LOADING}
          onBanner={noop}
          onListen={noop}
          onReport={noop}
          onCard={noop}
          onLoadMore={noop}
          sectionsPending
        />
      )}
      {afterFirstView && (
        <Suspense fallback={null}>
          <HomePopups />
        </Suspense>
      )}
    </>
  );
}

/** The first view and what follows, from the answers HomePage gathered (each section reads its query). */
function HomeContent({ autoplay }: { autoplay: boolean }) {
  const home = useHomeCalls();
  const { api, env, token, userId, calls } = home;
  const navigate = useAppNavigate();
  const redirect = useRedirect();
  const fromHome = { downloadEnter: DOWNLOAD_ENTER.home };
  // Home is kept alive behind other pages: the new-report header shows only while it is on screen (doc 2 §2).
  const pageActive = isAt(useLocation().pathname, '/index');

  const banners = useQuery(readGathered(home.banners));
  const today = useQuery(readGathered(home.today));
  const report = useQuery(readGathered(home.report));
  const listOptions = home.list;
  const list = useInfiniteQuery(readGathered(listOptions));
  const listenCheck = useMutation(listenCheckMutation(api));
  const reportRead = useMutation(reportReadMutation(api));
  const bannerClick = useMutation(bannerClickMutation(api));

  // Drawn with answers: the last visit's picture goes, and leaving from now on keeps this one instead.
  const drawn = !banners.isPending && !list.isPending;
  useEffect(() => {
    if (drawn) snapshotScreenDrawn();
  }, [drawn]);

  const listState = useMemo<ModuleListState>(
    () =>
      list.isPending
        ? LOADING
        : list.isError && !list.data
          ? { status: 'failed' }
          : {
              status: 'ready',
              modules: list.data?.pages.flat() ?? [],
              // A failed page ends the list (doc 2 §4).
              hasMore: list.hasNextPage && !list.isFetchNextPageError,
              loadingMore: list.isFetchingNextPage,
            },
    [
      list.isPending,
      list.isError,
      list.data,
      list.hasNextPage,
      list.isFetchNextPageError,
      list.isFetchingNextPage,
    ],
  );

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

  // Handlers keep their identity across renders, so a later answer re-renders only its own section.
  const loadMore = useStableHandler(() => {
    if (list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError) void list.fetchNextPage();
  });

  const onListen = useStableHandler(async (lesson: TodayClass) => {
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
  });

  const onReport = useStableHandler(() => {
    const item = report.data?.report_record;
    navigate(reportTarget(item, userId ?? ''));
    if (item && userId) {
      reportRead.mutate({ body: { id: item.id, userId } }, { onSettled: () => void report.refetch() });
    }
  });

  const onCard = useStableHandler((module: ModuleConfig, card: HomeCard) => {
    const target = cardTarget(module.buttonTypeId, card);
    if (target.kind === 'route') navigate(target.path);
    else if (target.kind === 'external') void redirect({ kind: 'external', url: target.url }, fromHome);
    else void redirect(target.target, fromHome);
  });

  const onBanner = useStableHandler((b: Banner) => {
    bannerClick.mutate({ query: { id: b.id, ...(userId ? { userId } : {}) } });
    void redirect(b as RedirectTarget, fromHome);
  });
  const Blocks = useQuery(blocksChunk).data;
  const slots = useMemo(
    () =>
      Blocks && {
        top: <Blocks slot="top" />,
        middle: <Blocks slot="middle" />,
        floating: <Blocks slot="floating" onRefresh={refresh} />,
      },
    [Blocks, refresh],
  );

  return (
    <HomeView
      autoplay={autoplay}
      banners={banners.isPending ? null : (banners.data ?? NONE)}
      today={calls.todayClasses ? (today.isPending ? null : (today.data ?? NONE)) : undefined}
      report={report.data ?? null}
      pageActive={pageActive}
      state={listState}
      onBanner={onBanner}
      onListen={onListen}
      onReport={onReport}
      onCard={onCard}
      onLoadMore={loadMore}
      slots={slots}
    />
  );
}
