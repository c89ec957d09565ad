/**
 * The four token-free share pages (doc 3 §2) and where their data comes from (chosen): the plan or report
 * the parent shares carries a `shareKey`; the page opens `?shareKey=` with the token-free share calls
 * (app.growSharedStudyPlan, app.growSharedLearningReport), which answer the child's name, avatar and a
 * read-only copy, or GROWTH_SHARE_INVALID_CODE for a withdrawn key.
 */
import type { RoutePath } from '../../../lib/routes';

export type SharePage = 'situation' | 'situationV1' | 'schedule' | 'studyPlan';

export const SHARE_PATHS: Readonly<Record<SharePage, RoutePath>> = {
  situation: '/growUp/situation/share',
  situationV1: '/growUp/situation/v1/share',
  schedule: '/growUp/situation/schedule',
  studyPlan: '/growUp/studyPlan/share',
};

export const SHARE_KEY_PARAM = 'shareKey';

export function shareUrl(origin: string, page: SharePage, shareKey: string): string {
  return `${origin}${SHARE_PATHS[page]}?${SHARE_KEY_PARAM}=${encodeURIComponent(shareKey)}`;
}

export function shareKeyOf(search: string): string | null {
  return new URLSearchParams(search).get(SHARE_KEY_PARAM)?.trim() || null;
}
