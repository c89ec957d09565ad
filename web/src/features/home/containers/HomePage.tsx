/**
 * /index below the shell's top bar (doc 2 §2–§4, §6): fetches the banners, today's classes (official
 * students only), the report card, the configured blocks and the paged module list, and decides where every
 * tap goes. Tourists make none of the calls the spec excludes (rules/home-rules.ts homeCalls).
 *
 * One commit draws the first view (issue #30): `HomePage` starts every call of the first view together and
 * shows the skeleton until all have answered (lib/first-load/gathered-queries.ts: it re-renders only when that flips),
 * then `HomeContent` renders every section at once from the cache. Later answers re-render the section that
 * reads them (memoised sections, stable handlers). The popups, visibility tracking and everything else that
 * does not draw the first view start after it (lib/first-load/first-view.ts).
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
import { DOWNLOAD_ENTER, downloadAppPath } from '../../../domain/download-links';
import { type RedirectTarget, useRedirect } from '../../../domain/redirect';
import { invalidateEndpoint } from '../../../lib/endpoint-query';
import { EARLY_BANNER_STYLE_ID } from '../../../lib/first-load/early-requests';
import { useAfterFirstView } from '../../../lib/first-load/first-view';
import { type GatherPlan, useFirstViewGate } from '../../../lib/first-load/gathered-queries';
import { snapshotScreenDrawn } from '../../../lib/first-load/screen-snapshot';
import { useAppNavigate } from '../../../lib/navigation';
import { isAt } from '../../../lib/routes';
import { useStableHandler } from '../../../lib/stable-handler';
import { confirmDialog } from '../../../lib/ui';
import { getNative } from '../../../platform/runtime';
import { texts } from '../../../texts';
import { bannerClickMutation, listenCheckMutation, newcomerQuery, reportReadMutation } from '../api/queries';
import { HomeView } from '../components/HomeView';
import type { ModuleListState } from '../components/ModuleList';
import { cardTarget, HOME_SECTIONS_WAIT_MS, reportTarget } from '../rules/home-rules';
import { homeTexts as T } from '../texts';
import { type HomeCalls, useHomeCalls } from './home-calls';

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
/**
 * The first banner's picture, decoded (its <img> is the carousel's one with high priority): the rest of the
 * first view is asked for once it can be painted, not while the page's largest paint waits for a frame.
 */
const firstBannerDecoded = () =>
  document.querySelector<HTMLImageElement>('.wp-home-banners img[fetchpriority="high"]')?.decode() ??
  Promise.resolve();

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

const NONE: never[] = [];
const LOADING: ModuleListState = { status: 'loading' };

export function HomePage({ autoplay = true }: { autoplay?: boolean }) {
  const home = useHomeCalls();
  const { api, calls, queries } = home;
  // Everything the first view draws; the newcomer call joins once fresh enrollment is known to be open. The
  // banners lead: their first picture is the page's largest paint (issue 40), the rest is asked for after it.
  const plan: GatherPlan = (queryClient) => [
    { kind: 'query', options: queries.banners, lead: true },
    { kind: 'query', options: queries.today },
    { kind: 'query', options: queries.report },
    { kind: 'infinite', options: queries.list },
    { kind: 'query', options: queries.source },
    { kind: 'query', options: queries.enrollmentOpen },
    {
      kind: 'query',
      options: newcomerQuery(
        api,
        calls.studentCalls && queryClient.getQueryData(queries.enrollmentOpen.queryKey) === true,
      ),
    },
    { kind: 'query', options: queries.poster },
    { kind: 'query', options: queries.invite },
    { kind: 'query', options: queries.wonderful },
    { kind: 'query', options: blocksChunk },
  ];
  // A slow call holds the first view at most HOME_SECTIONS_WAIT_MS; its section then fills its own place.
  const shown = useFirstViewGate(plan, HOME_SECTIONS_WAIT_MS, firstBannerDecoded);

  return (
    <>
      <HomeContent autoplay={autoplay} sectionsShown={shown} home={home} />
      <PopupsAfterFirstView home={home} />
    </>
  );
}

/**
 * The popups' chain and its chunk, once the first view is drawn and the browser idle. A component of its own,
 * so that the release renders the popups alone, not the page (issue 40: the whole home rendered again).
 */
function PopupsAfterFirstView({ home }: { home: HomeCalls }) {
  if (!useAfterFirstView()) return null;
  return (
    <Suspense fallback={null}>
      <HomePopups home={home} />
    </Suspense>
  );
}

/**
 * The home from the answers HomePage gathers (each section reads its query). The banners show as soon as
 * they have answered (issue #40: the first banner's picture is the page's largest paint, it must not wait
 * for the slowest call); the sections below them wait in their skeleton until the gate opens, and until
 * then their queries are read without being listened to (`subscribed`), so their answers do not re-render
 * the page one by one: they come in the gate's one commit.
 */
function HomeContent({
  autoplay,
  sectionsShown,
  home,
}: {
  autoplay: boolean;
  sectionsShown: boolean;
  /** The calls HomePage built for its gate: the same options, built once. */
  home: HomeCalls;
}) {
  const { api, env, token, userId, calls, reads } = home;
  const navigate = useAppNavigate();
  const redirect = useRedirect();
  const fromHome = { downloadEnter: DOWNLOAD_ENTER.home };
  // Home is kept alive behind other pages: the new-report header shows only while it is on screen (doc 2 §2).
  const pageActive = isAt(useLocation().pathname, '/index');

  const banners = useQuery(reads.banners);
  const subscribed = sectionsShown;
  const today = useQuery({ ...reads.today, subscribed });
  const report = useQuery({ ...reads.report, subscribed });
  const list = useInfiniteQuery({ ...reads.list, subscribed });
  const listenCheck = useMutation(listenCheckMutation(api));
  const reportRead = useMutation(reportReadMutation(api));
  const bannerClick = useMutation(bannerClickMutation(api));

  // The first banner the page's HTML painted in the placeholder (app/early-requests.ts) gives way to the carousel.
  const bannersShown = !banners.isPending;
  useEffect(() => {
    if (bannersShown) document.getElementById(EARLY_BANNER_STYLE_ID)?.remove();
  }, [bannersShown]);

  // Drawn with answers: the last visit's picture goes, and leaving from now on keeps this one instead.
  const drawn = sectionsShown && !banners.isPending && !list.isPending;
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
  const listKey = reads.list.queryKey;
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
  const Blocks = useQuery({ ...blocksChunk, subscribed }).data;
  const slots = useMemo(
    () =>
      sectionsShown && Blocks
        ? {
            top: <Blocks slot="top" home={home} />,
            middle: <Blocks slot="middle" home={home} />,
            floating: <Blocks slot="floating" home={home} onRefresh={refresh} />,
          }
        : undefined,
    [sectionsShown, Blocks, home, refresh],
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
      sectionsPending={!sectionsShown}
    />
  );
}
