/**
 * Home's configured blocks (doc 2 §2, §4): the category rows under the banners, the newcomer banner, the
 * share-poster card, the grid and text blocks, the floating icons. Rendered in three places of the page
 * (`slot`) once HomePage has gathered their answers with the rest of the first view. Their calls are the
 * page's, built once (`home`, home-calls.ts) and shared with the popups (same options, one request each).
 */
import { useQuery } from '@tanstack/react-query';
import type { ResourceItem } from '@wonder/contracts';
import { memo, useEffect } from 'react';
import { DOWNLOAD_ENTER } from '../../../domain/download-links';
import { publishNavbarText } from '../../../domain/navbar-text';
import { type RedirectTarget, useRedirect } from '../../../domain/redirect';
import { useAfterFirstView } from '../../../lib/first-load/first-view';
import { useAppNavigate } from '../../../lib/navigation';
import type { RoutePath } from '../../../lib/routes';
import { useTrackEvent } from '../../../lib/tracking';
import {
  CategoryRows,
  ImageGrid,
  NewcomerBanner,
  PosterCard,
  TextBlocks,
} from '../components/blocks/ContentBlocks';
import { type FloatingIcon, FloatingIcons } from '../components/blocks/FloatingIcons';
import { categoryItems, gridItems, newcomerScene, showPosterCard, textBlocks } from '../rules/content-blocks';
import { WONDERFUL_ACTIVITY_PATH } from '../rules/home-rules';
import { EXPOSURE_EVENT } from '../rules/visibility-batch';
import { homeExtraTexts } from '../texts/extras';
import type { HomeCalls } from './home-calls';
import { useNewcomer } from './use-newcomer';
import { HOME_PAGE_SELECTOR, usePullToRefresh } from './use-pull-to-refresh';
import { useVisibility } from './use-visibility';

const NEWCOMER_PATH: RoutePath = '/freshmentEnrollment';
/** The invite-rewards page, as the parent centre's entry (chosen route). */
const POSTER_PATH: RoutePath = '/sharePoster';

export interface HomeBlocksProps {
  slot: 'top' | 'middle' | 'floating';
  /** The page's calls, built once by HomePage (home-calls.ts): the blocks read its gathered options. */
  home: HomeCalls;
  /** Pull to refresh, set up here (after the first paint) for the page, which gives what it reloads. */
  onRefresh?: () => Promise<unknown>;
}

function HomeBlocks({ slot, home, onRefresh }: HomeBlocksProps) {
  const navigate = useAppNavigate();
  const redirect = useRedirect();
  const { calls, loggedIn, reads } = home;
  const source = useQuery(reads.source);
  const { newcomer } = useNewcomer(calls.studentCalls);
  const scene = newcomerScene(newcomer.data, homeExtraTexts.popups.newcomer.title);
  // The poster card: hidden on logout, asked again on login (its key follows the login).
  const poster = useQuery(reads.poster);
  // The popups read it too (same options, one request).
  const wonderful = useQuery(reads.wonderful);
  const invite = useQuery(reads.invite);
  // The shell's navbar shows the configured text instead of the default greeting.
  const navbarText = source.data?.navbar?.textContent;
  useEffect(() => {
    if (slot === 'floating') publishNavbarText(navbarText);
  }, [slot, navbarText]);
  // Page-wide behaviour, set up once by the floating slot (the one the page always renders).
  const page = slot === 'floating';
  usePullToRefresh(HOME_PAGE_SELECTOR, page ? onRefresh : undefined);
  const open = (item: ResourceItem) => {
    if (item.redirectType != null)
      void redirect(item as RedirectTarget, { downloadEnter: DOWNLOAD_ENTER.home });
  };

  if (slot === 'top') return <CategoryRows items={categoryItems(source.data)} onOpen={open} />;
  if (slot === 'middle') {
    return (
      <>
        {scene.kind === 'banner' && (
          <NewcomerBanner
            title={scene.title}
            done={scene.done}
            total={scene.total}
            imgPath={scene.imgPath}
            onOpen={() => navigate(NEWCOMER_PATH)}
          />
        )}
        {poster.data && showPosterCard(loggedIn, poster.data, invite.data) && (
          <PosterCard
            reward={poster.data.rewardValue}
            remark={poster.data.remark}
            imgPath={invite.data?.indexPosterUrl}
            onOpen={() => navigate(POSTER_PATH)}
          />
        )}
        <ImageGrid items={gridItems(source.data)} onOpen={open} />
        <TextBlocks items={textBlocks(source.data)} />
      </>
    );
  }
  const icons: FloatingIcon[] = [];
  if (scene.kind === 'icon') {
    icons.push({
      key: 'newcomer',
      label: scene.firstLesson ? homeExtraTexts.blocks.firstLesson : homeExtraTexts.blocks.entrance,
      imgPath: scene.imgPath,
      draggable: true,
      onOpen: () => navigate(NEWCOMER_PATH),
    });
  }
  // doc 2 §3 "Wonderful activity: data.popup and data.icon flags": the icon flag shows its floating icon.
  if (wonderful.data?.icon) {
    icons.push({
      key: 'wonderful',
      label: homeExtraTexts.popups.wonderful.title,
      imgPath: null,
      onOpen: () => navigate(WONDERFUL_ACTIVITY_PATH),
    });
  }
  for (const f of source.data?.floatPopups ?? []) {
    icons.push({
      key: `float-${f.id}`,
      label: f.title || homeExtraTexts.blocks.floating,
      imgPath: f.imgPath,
      onOpen: () => void redirect(f as RedirectTarget, { downloadEnter: DOWNLOAD_ENTER.home }),
    });
  }
  return (
    <>
      <FloatingIcons icons={icons} />
      <ExposureWatch />
    </>
  );
}

/**
 * Watching what is seen (exposure tracking, videos that play in view) is no part of drawing the first view: it
 * starts after it (lib/first-load/first-view.ts). A component of its own, so that the release re-renders it
 * alone, not the blocks (issue 40: the three slots and all their tiles rendered again right after the first view).
 */
function ExposureWatch() {
  const track = useTrackEvent();
  const released = useAfterFirstView();
  useVisibility(HOME_PAGE_SELECTOR, released ? (paras) => track({ name: EXPOSURE_EVENT, paras }) : undefined);
  return null;
}

/** Memoised: a later answer of the page's own calls does not re-render the blocks. */
export default memo(HomeBlocks);
