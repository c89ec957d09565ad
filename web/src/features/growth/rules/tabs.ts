/**
 * The three growth tabs (doc 3 §2): 1 learning plan /growUp/studyPlan, 2 dynamic study situation
 * /growUp/situation?key=2, 3 reports /growUp/growReportList?key=1&entry. `entry` says where the list was
 * opened from (chosen: 'growUp').
 */
import { type Href, href, type RoutePath } from '../../../lib/routes';

export const GROWTH_TAB = { STUDY_PLAN: 1, SITUATION: 2, REPORTS: 3 } as const;
export type GrowthTab = (typeof GROWTH_TAB)[keyof typeof GROWTH_TAB];

export const GROWTH_ENTRY = 'growUp';

export const GROWTH_TAB_PATHS: Readonly<Record<GrowthTab, RoutePath>> = {
  1: '/growUp/studyPlan',
  2: '/growUp/situation',
  3: '/growUp/growReportList',
};

/** Where a tab click goes, with the query the spec gives each tab. */
export function growthTabLocation(tab: GrowthTab): Href {
  switch (tab) {
    case GROWTH_TAB.STUDY_PLAN:
      return GROWTH_TAB_PATHS[1];
    case GROWTH_TAB.SITUATION:
      return href(GROWTH_TAB_PATHS[2], { key: 2 });
    case GROWTH_TAB.REPORTS:
      return href(GROWTH_TAB_PATHS[3], { key: 1, entry: GROWTH_ENTRY });
  }
}

/** The tab a pathname shows, or null outside the growth tab. */
export function growthTabOf(pathname: string): GrowthTab | null {
  const path = pathname.replace(/\/+$/, '');
  for (const tab of [1, 2, 3] as const) if (GROWTH_TAB_PATHS[tab] === path) return tab;
  return null;
}
