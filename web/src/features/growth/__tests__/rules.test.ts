/**
 * The growth rules: who sees what per role and environment, the session (token change, first view drawn
 * flag, the chosen class), the child's class and step, the tabs' locations, the report's sections and
 * the targets of reports and shares.
 */
import type { EvaReportItem, LearningReport } from '@wonder/contracts';
import { successData } from '@wonder/fixtures';
import { describe, expect, it } from 'vitest';
import { STATUS_OF_ROLE } from '../../../test/roles';
import { growthRules } from '../rules/access';
import { classesOf, currentClassOf, shownClass, stepOf } from '../rules/child';
import { evaReportTarget, pct, reportSections, V1_SECTIONS } from '../rules/report';
import {
  activate,
  chooseClass,
  createGrowthSessionStore,
  INITIAL_GROWTH_SESSION,
  markDrawn,
} from '../rules/session';
import { shareKeyOf, shareUrl } from '../rules/share';
import { growthTabLocation, growthTabOf } from '../rules/tabs';

const ENV = {
  app: { isApp: true, isWechat: false, isMiniProgram: false },
  wechat: { isApp: false, isWechat: true, isMiniProgram: false },
  miniProgram: { isApp: false, isWechat: false, isMiniProgram: true },
  browser: { isApp: false, isWechat: false, isMiniProgram: false },
};

describe('growthRules', () => {
  it.each([
    // role, env, classes, redirect, supported, step from child info, switch class, share
    ['official', 'app', 2, null, true, false, true, true],
    ['official', 'wechat', 2, null, true, true, true, false],
    ['official', 'wechat', 1, null, true, true, false, false],
    ['official', 'miniProgram', 2, null, false, false, true, false],
    ['official', 'browser', 2, null, false, false, true, false],
    ['trial', 'app', 1, null, true, false, false, true],
    ['trial', 'wechat', 1, null, true, true, false, false],
    ['trial', 'browser', 1, null, false, false, false, false],
    ['tourist', 'app', 0, '/login', true, false, false, true],
    ['tourist', 'browser', 0, '/login', false, false, false, false],
  ] as const)(
    '%s in %s with %i classes',
    (role, env, classCount, redirectTo, supported, stepFromChildInfo, canSwitchClass, canShare) => {
      const status = STATUS_OF_ROLE[role];
      expect(
        growthRules({ token: role === 'tourist' ? null : 'tk', status, env: ENV[env], classCount }),
      ).toEqual({ redirectTo, supported, stepFromChildInfo, canSwitchClass, canShare });
    },
  );
});

describe('the growth session', () => {
  it('records the first token without resetting (a link into tab 2 stays on tab 2)', () => {
    const first = activate(INITIAL_GROWTH_SESSION, 'tk-1');
    expect(first).toEqual({ state: { ...INITIAL_GROWTH_SESSION, lastToken: 'tk-1' }, resetToTab: null });
    expect(activate(first.state, 'tk-1').resetToTab).toBeNull();
  });

  it('a different token resets: tab 1, no class chosen (a page drawn stays drawn)', () => {
    const seen = { lastToken: 'tk-1', chosenClass: 23625, drawn: true };
    expect(activate(seen, 'tk-2')).toEqual({
      state: { lastToken: 'tk-2', chosenClass: null, drawn: true },
      resetToTab: 1,
    });
  });

  it('the first view is drawn once per page load; a class is chosen', () => {
    const drawn = markDrawn({ ...INITIAL_GROWTH_SESSION, lastToken: 'tk' });
    expect(drawn).toEqual({ lastToken: 'tk', chosenClass: null, drawn: true });
    expect(markDrawn(drawn)).toBe(drawn);
    expect(chooseClass(drawn, 7).chosenClass).toBe(7);
  });

  it('the store tells its subscribers of a change, once', () => {
    const store = createGrowthSessionStore();
    let calls = 0;
    const off = store.subscribe(() => calls++);
    store.set(chooseClass(store.get(), 5));
    store.set(store.get());
    off();
    store.set(chooseClass(store.get(), 6));
    expect(calls).toBe(1);
  });
});

describe('the child', () => {
  const info = {
    attendClass: 100,
    attendClassVoList: [
      { attendClass: 100, catePid: 3 },
      { attendClass: 200, catePid: 4 },
    ],
  };

  it('the last attendClassVoList entry wins; the step is the catePid of the matching class', () => {
    expect(currentClassOf(info)).toBe(200);
    expect(stepOf(info, 200)).toBe(4);
    expect(stepOf(info, 100)).toBe(3);
    expect(stepOf(info, 999)).toBeNull();
    expect(currentClassOf({ attendClass: 100, attendClassVoList: [] })).toBe(100);
    expect(currentClassOf({ attendClass: null, attendClassVoList: [] })).toBeNull();
  });

  it('a chosen class counts while it is one of the child’s classes', () => {
    expect(classesOf(info)).toEqual([100, 200]);
    expect(shownClass(info, 100)).toBe(100);
    expect(shownClass(info, 999)).toBe(200);
    expect(shownClass(info, null)).toBe(200);
  });
});

describe('tabs, report, targets', () => {
  it('the tabs’ locations and the tab of a path', () => {
    expect([1, 2, 3].map((t) => growthTabLocation(t as 1 | 2 | 3))).toEqual([
      '/growUp/studyPlan',
      '/growUp/situation?key=2',
      '/growUp/growReportList?key=1&entry=growUp',
    ]);
    expect(growthTabOf('/growUp/situation/')).toBe(2);
    expect(growthTabOf('/growUp/situation/share')).toBeNull();
  });

  it('draws the sections in the report’s order and skips those without data', () => {
    const report = successData('app.growLearningReport', 'official') as LearningReport;
    expect(reportSections(report)).toEqual([
      'overview',
      'learningSituation',
      'classroom',
      'studyHabits',
      'courseMastery',
      'learningAchievement',
      'monthlyReportDelivery',
    ]);
    const partial = { ...report, sections: [7, 3, 1, 3], classroom: null };
    expect(reportSections(partial)).toEqual(['monthlyReportDelivery', 'overview']);
    expect(reportSections(report, V1_SECTIONS)).toEqual(['overview', 'learningSituation', 'classroom']);
    expect([pct(-3), pct(45.6), pct(130)]).toEqual([0, 46, 100]);
  });

  it('an evaluation report opens its address in /iframePage, else its type’s report page', () => {
    const item: EvaReportItem = {
      id: 8,
      reportType: 5,
      title: '阶段测评',
      subject: 0,
      createTime: '2026.08.01 21:00:00',
      isRead: false,
    };
    expect(evaReportTarget(item)).toBe('/report/stage?id=8');
    expect(evaReportTarget({ ...item, reportType: 2 })).toBe('/report/subject?id=8');
    expect(evaReportTarget({ ...item, url: 'https://static.wonder.example/r/8.html' })).toBe(
      '/iframePage?url=https%3A%2F%2Fstatic.wonder.example%2Fr%2F8.html&title=%E9%98%B6%E6%AE%B5%E6%B5%8B%E8%AF%84',
    );
  });

  it('share links carry the key, and the pages read it back', () => {
    const url = shareUrl('https://m.wonder.example', 'situation', 'gsr-1 2');
    expect(url).toBe('https://m.wonder.example/growUp/situation/share?shareKey=gsr-1%202');
    expect(shareKeyOf(new URL(url).search)).toBe('gsr-1 2');
    expect(shareKeyOf('?shareKey=')).toBeNull();
  });
});
