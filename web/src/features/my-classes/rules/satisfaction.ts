/**
 * The satisfaction popup (doc 1 §7: "GET … isPushQuestionnaire (header token, param userId; true opens a
 * satisfaction popup on back-press from myClassList)"): only on /myClassList (not on /courseList, which
 * shares its screen), only when the check answered true, once per visit — closing it lets the next press
 * leave, as the notification popup's back-press does (doc 1 §4). Where 去评价 goes is chosen: the survey
 * page of the route table.
 */
import type { RoutePath } from '../../../lib/routes';

export const SATISFACTION_PAGE: RoutePath = '/myClassList';
export const SURVEY_PATH: RoutePath = '/survey';

export interface SatisfactionInput {
  pathname: string;
  /** The check's answer; undefined while it loads or when it failed (the press then just goes back). */
  pushQuestionnaire: boolean | undefined;
  /** The popup was already shown on this visit. */
  shown: boolean;
}

export function opensSatisfactionOnBack({ pathname, pushQuestionnaire, shown }: SatisfactionInput): boolean {
  return pathname === SATISFACTION_PAGE && pushQuestionnaire === true && !shown;
}
