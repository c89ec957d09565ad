/**
 * The home page's own decisions (doc 2 §2–§4, §6), pure: which calls a role makes, where a list card and
 * the report card go, the list paging, the card countdown.
 */
import {
  CONTENT_TYPE,
  HOME_LIST_PAGE_LIMIT,
  type HomeCard,
  type ModuleConfig,
  REDIRECT_TYPE,
  REPORT_RECORD_TYPE,
  type ReportRecord,
  type ReportRecordItem,
  STUDENT_STATUS,
  STYLE_TYPE,
  type StudentStatus,
} from '@wonder/contracts';
import { countdownText, remainingUntil } from '../../../domain/countdown';
import type { RedirectTarget } from '../../../domain/redirect';
import { type Href, href, type RoutePath } from '../../../lib/routes';
import { fmt } from '../../../texts';
import { homeTexts } from '../texts';

/** Where a study card sends its report page (the `source` the report pages read). */
const STUDY_CARD = 'study-card';

/** Limit of the paged home list (doc 2 §7: limit 2 from page 1). */
export const HOME_LIST_LIMIT = HOME_LIST_PAGE_LIMIT;

/**
 * The longest the home's first view waits for its slowest call (HomePage gathers them to draw in one commit);
 * past it, what has answered shows and a late section fills its own place. Chosen: the spec names no value.
 */
export const HOME_SECTIONS_WAIT_MS = 2000;

/**
 * Where the wonderful activity leads, from its popup and its icon (doc 2 §3 "Wonderful activity: data.popup
 * and data.icon flags"): the spec gives no page; chosen: the growth tab, where the child's moments are.
 */
export const WONDERFUL_ACTIVITY_PATH: RoutePath = '/growUp';

export interface HomeViewer {
  token: string | null;
  status: StudentStatus;
}

export interface HomeCalls {
  /** Today's classes: official students only. */
  todayClasses: boolean;
  /** The report card needs a user id; tourists have none. */
  reportCard: boolean;
  /**
   * The class-hour list, check-in, newcomer, wonderful-activity and interest-tag calls and the follow check:
   * never for tourists (doc 2 §5, §6).
   */
  studentCalls: boolean;
}

export function homeCalls(v: HomeViewer): HomeCalls {
  const student = v.token !== null && v.status !== STUDENT_STATUS.TOURIST;
  return {
    todayClasses: student && v.status === STUDENT_STATUS.OFFICIAL_STUDENT,
    reportCard: student,
    studentCalls: student,
  };
}

/** Whether a list card is drawn big (doc 2 §4 styleTypeId: 1 all big, 2 the first big, 3 and 4 small). */
export const isBigCard = (styleTypeId: number, index: number): boolean =>
  styleTypeId === STYLE_TYPE.ALL_BIG || (styleTypeId === STYLE_TYPE.FIRST_BIG && index === 0);

/** The list styles whose first card is drawn big, read from isBigCard (what the early script is given). */
export const FIRST_CARD_BIG_STYLES: readonly number[] = Object.values(STYLE_TYPE).filter((style) =>
  isBigCard(style, 0),
);

/**
 * The picture of the list's first card when it is drawn big (its video's poster, or its picture): the largest
 * paint of a home whose banner is smaller (a visitor's, issue 40), so it is asked for as the list answers.
 * Self-contained, `bigStyles` being FIRST_CARD_BIG_STYLES: a visitor's home runs its source in the HTML's early
 * script (app/early-requests.ts), which asks for the list before the app's scripts have arrived.
 */
export function firstBigPicture(
  modules: readonly Pick<ModuleConfig, 'styleTypeId' | 'showConfigContentList'>[],
  bigStyles: readonly number[],
): string | null {
  const first = modules[0];
  const card = first?.showConfigContentList?.[0];
  if (!first || !card || !bigStyles.includes(first.styleTypeId)) return null;
  return typeof card.homePageImageUrl === 'string' && card.homePageImageUrl ? card.homePageImageUrl : null;
}

/** The next page of the home list: a short page ends it (a failure also ends it, in the query). */
export function nextListPage(lastPage: readonly unknown[], pageCount: number): number | undefined {
  return lastPage.length < HOME_LIST_LIMIT ? undefined : pageCount + 1;
}

export type CardTarget =
  | { kind: 'route'; path: Href }
  | { kind: 'external'; url: string }
  | { kind: 'redirect'; target: RedirectTarget };

type CardFields = Pick<HomeCard, 'courseId' | 'courseLink'> &
  Partial<Pick<HomeCard, 'redirectType' | 'xcxId' | 'xcxUrl' | 'miniprogramType'>>;

/**
 * A limited-activity card as a redirect target (doc 2 §2: "Limited-activity cards open a mini-program
 * (redirectType 2) or an external link. If the mini-program launch fails, the external link opens"). Its link
 * is `courseLink` (a banner's is `url`), and any type but 2 is a link.
 */
export function limitedCardTarget(card: CardFields): RedirectTarget {
  const miniApp = card.redirectType === REDIRECT_TYPE.MINI_APP;
  return {
    redirectType: miniApp ? REDIRECT_TYPE.MINI_APP : REDIRECT_TYPE.H5,
    url: card.courseLink ?? null,
    xcxId: miniApp ? (card.xcxId ?? null) : null,
    xcxUrl: miniApp ? (card.xcxUrl ?? null) : null,
    miniprogramType: miniApp ? (card.miniprogramType ?? null) : null,
  };
}

/** Where a list card opens, by the module's content type (doc 2 §2 routes pushed from home). */
export function cardTarget(contentType: number, card: CardFields): CardTarget {
  const id = card.courseId;
  switch (contentType) {
    case CONTENT_TYPE.BABY_STUDY:
      return { kind: 'route', path: href('/babyStudy/detail', { id }) };
    case CONTENT_TYPE.BABY_SHOW:
      return { kind: 'route', path: id === 2 ? '/straight' : '/babyShow' };
    case CONTENT_TYPE.OPEN_CLASS:
      return { kind: 'route', path: href('/openClassCenter/openClassDetail', { id }) };
    case CONTENT_TYPE.SOUND_STORY:
      return { kind: 'route', path: href('/soundStoryPlayer', { id }) };
    case CONTENT_TYPE.PEA_CLASS:
      return card.courseLink
        ? { kind: 'external', url: card.courseLink }
        : { kind: 'route', path: href('/peaClassCenter/peaClassDetail', { id }) };
    default:
      return { kind: 'redirect', target: limitedCardTarget(card) };
  }
}

/** The "more" page of a module, by content type; null when the type has none. */
const MODULE_LIST_PATHS: Readonly<Record<number, RoutePath>> = {
  [CONTENT_TYPE.BABY_STUDY]: '/babyStudy/list',
  [CONTENT_TYPE.OPEN_CLASS]: '/openClassCenter/openClassPage',
  [CONTENT_TYPE.SOUND_STORY]: '/soundStoryPage',
  [CONTENT_TYPE.PEA_CLASS]: '/peaClassCenter/peaClassPage',
};

export function moduleListPath(contentType: number): RoutePath | null {
  return MODULE_LIST_PATHS[contentType] ?? null;
}

/** The report card's target: first lesson (10), subject exploration (5, primary=1 without the child flag), else the situation tab. */
export function reportTarget(item: ReportRecordItem | null | undefined, userId: string): Href {
  if (item?.report_type === REPORT_RECORD_TYPE.FIRST_LESSON)
    return href('/firstLessonReport', { source: STUDY_CARD });
  if (item?.report_type === REPORT_RECORD_TYPE.SUBJECT_EXPLORE) {
    return href('/special-report', {
      userid: userId,
      evaluation_id: item.eva_id ?? '',
      primary: item.child ? undefined : 1,
    });
  }
  return href('/growUp/situation', { key: 2, source: STUDY_CARD });
}

/** 'YYYY.MM.DD HH:mm:ss' (the spec's date format) → epoch ms in local time; NaN when unreadable. */
export function parseSpecDate(text: string): number {
  const m = /^(\d{4})\.(\d{2})\.(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return new Date(y as number, (mo as number) - 1, d, h, mi, s).getTime();
}

/**
 * doc 2 §4 "A 'new report' header shows only when the page is active and a new report record exists": home
 * kept alive behind another page is not active.
 */
export function showsNewReportHeader(record: ReportRecord | null, pageActive: boolean): boolean {
  return pageActive && !!record?.report_record;
}

/** A card's countdown text in the app's one format (domain/countdown.ts): null once ended. */
export function cardCountdown(endMs: number, nowMs: number): string | null {
  const left = remainingUntil(endMs, nowMs);
  return left.over ? null : fmt(homeTexts.list.countdown, { left: countdownText(left) });
}
