import type { FreshmentConfig, ResourceItem } from '@wonder/contracts';
import { describe, expect, it } from 'vitest';
import {
  categoryRows,
  clampToViewport,
  floatLift,
  floatSpacing,
  gridColumns,
  heightRatio,
  newcomerScene,
  showPosterCard,
} from '../rules/content-blocks';

const item = (rowSort: number, id: number): ResourceItem => ({ id, rowSort, redirectType: null });

describe('content blocks', () => {
  it('category rows: grouped by rowSort in order, at most 5 each', () => {
    const items = [item(2, 1), ...Array.from({ length: 7 }, (_, i) => item(1, 10 + i))];
    const rows = categoryRows(items);
    expect(rows.map((r) => r.map((i) => i.id))).toEqual([[10, 11, 12, 13, 14], [1]]);
  });

  it('height ratio from WxH, default 1.54; grid at most 5 columns', () => {
    expect(heightRatio('100x150')).toBe(1.5);
    expect(heightRatio(null)).toBe(1.54);
    expect(heightRatio('0x10')).toBe(1.54);
    expect(gridColumns(7)).toBe(5);
    expect(gridColumns(3)).toBe(3);
    expect(gridColumns(0)).toBe(1);
  });

  it('floating icons: 28 scaled by width/750 at most 2×; a drag stays in the viewport', () => {
    expect(floatSpacing(375)).toBe(14);
    expect(floatSpacing(3000)).toBe(56);
    expect(clampToViewport({ x: -5, y: 900 }, { w: 60, h: 60 }, { w: 390, h: 844 })).toEqual({
      x: 0,
      y: 784,
    });
    expect(clampToViewport({ x: 100, y: 100 }, { w: 60, h: 60 }, { w: 390, h: 844 })).toEqual({
      x: 100,
      y: 100,
    });
  });

  describe('floating icons keep clear of controls', () => {
    // Two icons at the right (x 315–377), resting at 580–718; the lane allows 400 px up.
    const stack = { top: 580, bottom: 718, left: 315, right: 377 };
    const box = (top: number, bottom: number, left = 290, right = 360) => ({ top, bottom, left, right });
    const intersects = (a: typeof stack, b: typeof stack) =>
      a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
    const lifted = (lift: number) => ({ ...stack, top: stack.top - lift, bottom: stack.bottom - lift });

    it('stay where they are when nothing is under them, or only what is beside them', () => {
      expect(floatLift(stack, [], 400)).toBe(0);
      expect(floatLift(stack, [box(600, 640, 20, 200)], 400)).toBe(0);
      expect(floatLift(stack, [box(460, 500)], 400)).toBe(0);
    });

    it("move up just above a covered button (the poster card's 去分享), clear of it by the margin", () => {
      const share = box(690, 722);
      const lift = floatLift(stack, [share], 400);
      expect(lift).toBe(718 - 690 + 8);
      expect(intersects(lifted(lift), share)).toBe(false);
    });

    it('skip a place where another control would be covered, to the next free one', () => {
      const share = box(690, 722);
      const finish = box(520, 560);
      const lift = floatLift(stack, [share, finish], 400);
      expect(lift).toBe(718 - 520 + 8);
      for (const c of [share, finish]) expect(intersects(lifted(lift), c)).toBe(false);
    });

    it('stay put when no free place is within the lane', () => {
      const wall = Array.from({ length: 12 }, (_, i) => box(300 + i * 40, 330 + i * 40));
      expect(floatLift(stack, wall, 250)).toBe(0);
    });
  });

  it('newcomer scenes: none in the first, icons in the second and fourth, the banner in the third', () => {
    const base: FreshmentConfig = {
      finishTaskCount: 2,
      totalTask: 5,
      isShowPop: false,
      homePageConfig: { firstLessonIconUrl: 'a.png', newbornEntranceIconUrl: 'b.png', title: null },
      firstScene: false,
      secondScene: false,
      thirdScene: false,
      fourthScene: false,
    };
    expect(newcomerScene(undefined, '新生入学').kind).toBe('none');
    expect(newcomerScene({ ...base, firstScene: true, thirdScene: true }, '新生入学').kind).toBe('none');
    expect(newcomerScene({ ...base, secondScene: true }, '新生入学')).toEqual({
      kind: 'icon',
      imgPath: 'a.png',
      firstLesson: true,
    });
    expect(newcomerScene({ ...base, fourthScene: true }, '新生入学')).toEqual({
      kind: 'icon',
      imgPath: 'b.png',
      firstLesson: false,
    });
    expect(newcomerScene({ ...base, thirdScene: true }, '新生入学')).toEqual({
      kind: 'banner',
      title: '新生入学',
      done: 2,
      total: 5,
      imgPath: null,
    });
  });
});

describe('poster card', () => {
  const task = (taskStatus: number) => ({ rewardValue: 20, taskStatus, remark: null });
  it('hidden when taskStatus is 5 and indexHide is 0; hidden without a login or a task', () => {
    expect(showPosterCard(true, task(5), { indexHide: 0 })).toBe(false);
    expect(showPosterCard(true, task(5), { indexHide: 1 })).toBe(true);
    expect(showPosterCard(true, task(5), null)).toBe(true);
    expect(showPosterCard(true, task(2), { indexHide: 0 })).toBe(true);
    expect(showPosterCard(false, task(2), null)).toBe(false);
    expect(showPosterCard(true, undefined, null)).toBe(false);
  });
});
