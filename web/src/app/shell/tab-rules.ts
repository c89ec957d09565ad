/**
 * Tab bar rules (doc 1 §2, doc 2 §2): tabs come from the server, at most 5; the mini-program shows only
 * courses and me; in the native app the bar is hidden below 1.5.8.
 */
import { REDIRECT_TYPE, type StudentStatus } from '@wonder/contracts';
import type { RoutePath } from '../../lib/routes';
import type { Environment } from '../../platform/env';
import { isAtLeast } from '../../platform/version';
import { texts } from '../../texts';

export const TAB_BAR_MAX = 5;
export const TAB_BAR_MIN_APP_VERSION = '1.5.8';
export const MINI_PROGRAM_TAB_URLS: readonly string[] = [
  '/myTabClass',
  '/parentsCenter',
] satisfies RoutePath[];
export const GROWTH_TAB_URL: RoutePath = '/growUp/studyPlan';
/** Every growth page lives under it; the growth tab stays active on all of them. */
export const GROWTH_ROOT: RoutePath = '/growUp';

export type TabBarStatus = 'pending' | 'fail' | 'success';

/** A tab item as the server sends it (contracts TabItemSchema). */
export interface TabItemLike {
  id: number;
  tabName: string;
  tabImgPath: string;
  tabImgLightPath: string;
  sizes?: string | null;
  redirectType: number;
  url: string;
}

export function tabBarHidden(env: Pick<Environment, 'isApp' | 'appVersion'>): boolean {
  return env.isApp && !isAtLeast(env.appVersion, TAB_BAR_MIN_APP_VERSION);
}

export function selectTabs<T extends TabItemLike>(
  items: readonly T[],
  env: Pick<Environment, 'isMiniProgram'>,
): T[] {
  const capped = items.slice(0, TAB_BAR_MAX);
  return env.isMiniProgram ? capped.filter((t) => MINI_PROGRAM_TAB_URLS.includes(t.url)) : capped;
}

/** The four tabs of the spec, used when the config fails for a logged-in parent (images: built-in icons). */
export const DEFAULT_TABS: readonly TabItemLike[] = (
  [
    { id: -1, tabName: texts.shell.tabs.home, url: '/index' },
    { id: -2, tabName: texts.shell.tabs.growth, url: GROWTH_TAB_URL },
    { id: -3, tabName: texts.shell.tabs.courses, url: '/myTabClass' },
    { id: -4, tabName: texts.shell.tabs.me, url: '/parentsCenter' },
  ] satisfies { id: number; tabName: string; url: RoutePath }[]
).map((t) => ({
  ...t,
  tabImgPath: '',
  tabImgLightPath: '',
  sizes: null,
  redirectType: REDIRECT_TYPE.INNER_PAGE,
}));

/**
 * Which tab is active for a pathname (the growth tab covers every /growUp page). Self-contained, like
 * tabPicture: a prerendered page's early script runs their sources (app/early-requests.ts), passing the growth
 * root, to ask for the tab bar's pictures as soon as the tab configuration answers.
 */
export function activeTabUrl(
  pathname: string,
  tabs: readonly Pick<TabItemLike, 'url'>[],
  growthRoot: string = GROWTH_ROOT,
): string | null {
  const exact = tabs.find((t) => t.url === pathname);
  if (exact) return exact.url;
  if (pathname.startsWith(growthRoot)) return tabs.find((t) => t.url.startsWith(growthRoot))?.url ?? null;
  return null;
}

/** The picture a tab draws: the highlighted one when it is the active tab. */
export function tabPicture(
  tab: Pick<TabItemLike, 'url' | 'tabImgPath' | 'tabImgLightPath'>,
  activeUrl: string | null,
): string {
  return tab.url === activeUrl ? tab.tabImgLightPath : tab.tabImgPath;
}

/** 'WxH' → aspect ratio, default 100x100 (doc 2 §2). */
export function tabImageRatio(sizes: string | null | undefined): number {
  const m = /^(\d+)x(\d+)$/.exec(sizes ?? '');
  const w = m ? Number(m[1]) : 100;
  const h = m ? Number(m[2]) : 100;
  return w > 0 && h > 0 ? w / h : 1;
}

/**
 * Home's download bar (doc 2 §2): "An app-download banner shows for non-app users"; "The download bar at the
 * bottom of home is shown when getAppFlag returns isDisplay 1". Not in the mini-program (it hides the app's
 * entries, doc 1 §1). getAppFlag takes a userId, which a tourist does not have: a tourist sees the bar
 * without asking (chosen).
 */
export function showDownloadBar(v: {
  isHome: boolean;
  env: Pick<Environment, 'isApp' | 'isMiniProgram'>;
  tourist: boolean;
  /** getAppFlag's isDisplay is 1 (undefined while unknown or not asked). */
  appFlag: boolean | undefined;
}): boolean {
  if (!v.isHome || v.env.isApp || v.env.isMiniProgram) return false;
  return v.tourist || v.appFlag === true;
}

/**
 * The download bar's text per role (doc 2 §2 "Its text differs per role", §6: tourist, unofficial and
 * official are the roles): what the app gives each of them (texts chosen).
 */
export const DOWNLOAD_BAR_TEXT: Readonly<Record<StudentStatus, string>> = {
  TOURIST: texts.shell.downloadBarTourist,
  UNOFFICIAL_STUDENT: texts.shell.downloadBarTrial,
  OFFICIAL_STUDENT: texts.shell.downloadBarOfficial,
};
