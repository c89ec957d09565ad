/**
 * Home's configured content blocks (doc 2 §2, §4, §5, §9), pure: the category rows (at most 5 per row,
 * grouped by rowSort, height from the displaySize ratio, default 1.54), the image/text grid (at most 5
 * columns), the newcomer section's scene, the floating icons' places.
 */
import {
  type FreshmentConfig,
  HOME_LIMITS,
  HOME_RESOURCE_ID,
  type InviteConfig,
  type PosterTask,
  type ResourceItem,
  type SourceConfig,
} from '@wonder/contracts';

export function blockItems(config: SourceConfig | undefined, resourceId: number): ResourceItem[] {
  return config?.blocks.find((b) => b.resourceId === resourceId)?.dataList ?? [];
}

export const categoryItems = (c: SourceConfig | undefined) => blockItems(c, HOME_RESOURCE_ID.CATEGORY_ROWS);
export const gridItems = (c: SourceConfig | undefined) => blockItems(c, HOME_RESOURCE_ID.GRID);
export const textBlocks = (c: SourceConfig | undefined) => blockItems(c, HOME_RESOURCE_ID.TEXT_BLOCKS);

/** Height over width of a 'WxH' size; the default ratio when it is missing or unreadable. */
export function heightRatio(displaySize: string | null | undefined): number {
  const m = /^(\d+)x(\d+)$/.exec(displaySize ?? '');
  const w = Number(m?.[1]);
  const h = Number(m?.[2]);
  return w > 0 && h > 0 ? h / w : HOME_LIMITS.CATEGORY_DEFAULT_RATIO;
}

/** Rows by rowSort (ascending), each cut to at most 5 items. */
export function categoryRows(items: readonly ResourceItem[]): ResourceItem[][] {
  const rows = new Map<number, ResourceItem[]>();
  for (const item of items) rows.set(item.rowSort, [...(rows.get(item.rowSort) ?? []), item]);
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => row.slice(0, HOME_LIMITS.CATEGORY_ROW_MAX));
}

export const gridColumns = (count: number) => Math.max(1, Math.min(count, HOME_LIMITS.GRID_COLUMN_MAX));

export type NewcomerScene =
  | { kind: 'none' }
  | { kind: 'banner'; title: string; done: number; total: number; imgPath: string | null }
  | { kind: 'icon'; imgPath: string | null; firstLesson: boolean };

/**
 * Which newcomer block shows (doc 2 §4): not in the first scene; the second or fourth scene a floating icon
 * (the first-lesson icon in the second, else the entrance icon); the third the banner (its popup is the
 * chain's). Default title 新生入学.
 */
export function newcomerScene(c: FreshmentConfig | undefined, defaultTitle: string): NewcomerScene {
  if (!c || c.firstScene) return { kind: 'none' };
  const page = c.homePageConfig;
  if (c.thirdScene) {
    return {
      kind: 'banner',
      title: page?.title || defaultTitle,
      done: c.finishTaskCount,
      total: c.totalTask,
      imgPath: page?.activityImgUrl ?? null,
    };
  }
  if (c.secondScene) return { kind: 'icon', imgPath: page?.firstLessonIconUrl ?? null, firstLesson: true };
  if (c.fourthScene)
    return { kind: 'icon', imgPath: page?.newbornEntranceIconUrl ?? null, firstLesson: false };
  return { kind: 'none' };
}

/** The floating icons' spacing (doc 2 §4, §9): 28 design px, scaled by width/750, at most 2×. */
export function floatSpacing(viewportWidth: number): number {
  return 28 * Math.min(viewportWidth / 750, 2);
}

/** A dragged icon stays inside the viewport. */
export function clampToViewport(
  p: { x: number; y: number },
  size: { w: number; h: number },
  viewport: { w: number; h: number },
): { x: number; y: number } {
  return {
    x: Math.min(Math.max(0, p.x), Math.max(0, viewport.w - size.w)),
    y: Math.min(Math.max(0, p.y), Math.max(0, viewport.h - size.h)),
  };
}

/** A box on screen, in CSS pixels from the viewport's top left. */
export interface ScreenBox {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Room kept between a floating icon and a control it keeps clear of (px). */
export const FLOAT_CLEARANCE = 8;

/**
 * How far up (px) the floating icons move so that they cover no control (a floating icon sat on the corner
 * of the poster card's 去分享; doc 2 §4 places the icons by their spacing, not over the page's buttons): the
 * smallest lift from their place (`stack`, at lift 0) up to `maxLift` at which the stack, `FLOAT_CLEARANCE`
 * apart, meets none of `controls`. 0 when nothing is covered, or when no such place exists in the lane.
 */
export function floatLift(stack: ScreenBox, controls: readonly ScreenBox[], maxLift: number): number {
  const m = FLOAT_CLEARANCE;
  const inLane = controls.filter((c) => c.left < stack.right + m && c.right > stack.left - m);
  const covers = (lift: number) =>
    inLane.some((c) => c.top < stack.bottom - lift + m && c.bottom > stack.top - lift - m);
  // Where the stack can rest: its own place, or just above a control (its bottom `m` above the control's top).
  const places = [0, ...inLane.map((c) => stack.bottom - c.top + m)]
    .filter((lift) => lift >= 0 && lift <= maxLift)
    .sort((a, b) => a - b);
  return places.find((lift) => !covers(lift)) ?? 0;
}

/**
 * The share-poster card (doc 2 §4): shown unless taskStatus is 5 and the invite config's indexHide is 0 (as
 * stated); never without a login (hidden on logout) nor before the task has answered.
 */
export function showPosterCard(
  loggedIn: boolean,
  task: PosterTask | undefined,
  invite: InviteConfig | null | undefined,
): boolean {
  if (!loggedIn || !task) return false;
  return !(task.taskStatus === HOME_LIMITS.POSTER_HIDDEN_TASK_STATUS && invite?.indexHide === 0);
}
