import type { FreshmentConfig, ResourceItem } from '@wonder/contracts';
import { describe, expect, it } from 'vitest';
import {
  categoryRows,
  clampToViewport,
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
