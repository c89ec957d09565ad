/** The parent centre's rules: who sees which entry, the hour sums and tile states, sections, targets, settings. */
import { HOUR_TYPE, STUDENT_STATUS } from '@wonder/contracts';
import { describe, expect, it } from 'vitest';
import { type CentreViewer, centreRules } from '../rules/entries';
import { brandRows, brandsToQuery, formatHours, hoursOf, hourTypeOf, tileState } from '../rules/hours';
import { centreSections } from '../rules/sections';
import { asksShellToLogIn, SETTING_ROWS } from '../rules/settings';
import { classHourPath, entryTarget, highlightedTile } from '../rules/targets';

const WEB = {
  kind: 'web',
  isApp: false,
  isMiniProgram: false,
  isIosDevice: false,
  appVersion: null,
} as const;
const viewer = (over: Partial<CentreViewer> = {}): CentreViewer => ({
  token: 't',
  userId: 'u1',
  status: STUDENT_STATUS.OFFICIAL_STUDENT,
  env: WEB,
  crUid: 42,
  wrongSetSwitch: { mainSwitch: 'whiteList', whiteList: ['u1'] },
  invite: { minePosterHide: 0, minePosterUrl: 'https://p', minePresentHide: 1, minePresentUrl: 'https://s' },
  ...over,
});

describe('centreRules', () => {
  it('no token → /login', () => {
    expect(centreRules(viewer({ token: null })).redirectTo).toBe('/login');
    expect(centreRules(viewer()).redirectTo).toBeNull();
  });

  it('praise only in the iOS app from 1.0.7', () => {
    const ios = (appVersion: string | null) =>
      centreRules(viewer({ env: { ...WEB, kind: 'ios-app', isApp: true, isIosDevice: true, appVersion } }));
    expect(ios('1.0.7').showPraise).toBe(true);
    expect(ios('1.10.0').showPraise).toBe(true);
    expect(ios('1.0.6').showPraise).toBe(false);
    expect(ios(null).showPraise).toBe(false);
    const android = { ...WEB, kind: 'android-app', isApp: true, appVersion: '2.0.0' } as const;
    expect(centreRules(viewer({ env: android })).showPraise).toBe(false);
  });

  it("study tasks' count and learning materials: official students outside the mini-program", () => {
    expect(centreRules(viewer())).toMatchObject({ showStudyTaskCount: true, showLearningMaterials: true });
    const trial = centreRules(viewer({ status: STUDENT_STATUS.UNOFFICIAL_STUDENT }));
    expect(trial).toMatchObject({ showStudyTaskCount: false, showLearningMaterials: false });
    const mini = centreRules(viewer({ env: { ...WEB, kind: 'mini-program', isMiniProgram: true } }));
    expect(mini).toMatchObject({
      showStudyTaskCount: false,
      showLearningMaterials: false,
      showMyExchange: false,
    });
  });

  it("wrong-answer set: switch 'all' or the white list", () => {
    expect(centreRules(viewer()).showWrongSet).toBe(true);
    expect(centreRules(viewer({ userId: 'u2' })).showWrongSet).toBe(false);
    expect(
      centreRules(viewer({ userId: 'u2', wrongSetSwitch: { mainSwitch: 'all', whiteList: [] } }))
        .showWrongSet,
    ).toBe(true);
    expect(centreRules(viewer({ wrongSetSwitch: null })).showWrongSet).toBe(false);
  });

  it('tutor only with a nonzero crUid; invite items by their hide flag; shop and phone by environment', () => {
    expect(centreRules(viewer({ crUid: 0 })).showTutor).toBe(false);
    expect(centreRules(viewer({ crUid: null })).showTutor).toBe(false);
    expect(centreRules(viewer())).toMatchObject({
      showTutor: true,
      showInvitePoster: true,
      showInviteScreenshot: false,
      shopInApp: false,
      phoneCopies: false,
    });
    expect(centreRules(viewer({ env: { ...WEB, isIosDevice: true } })).phoneCopies).toBe(true);
  });
});

const BRANDS = [
  { brandCode: 'wandou', smallLive: { baseHours: 10, giveHours: 2 }, record: { baseHours: 0, giveHours: 0 } },
  { brandCode: 'math', smallLive: { baseHours: 4.5, giveHours: 1 }, record: { baseHours: 3, giveHours: 0 } },
] as const;

describe('hours', () => {
  it('sums live and recorded hours over the brands, gifted included', () => {
    expect(hoursOf(BRANDS, HOUR_TYPE.LIVE)).toEqual({ total: 17.5, gifted: 3 });
    expect(hoursOf(BRANDS, HOUR_TYPE.RECORDED)).toEqual({ total: 3, gifted: 0 });
    expect(formatHours(17.5)).toBe('17.5');
    expect(formatHours(3)).toBe('3');
  });

  it('the mini-program queries only math', () => {
    expect(brandsToQuery(['wandou', 'math'], true)).toEqual(['math']);
    expect(brandsToQuery(['wandou', 'math'], false)).toEqual(['wandou', 'math']);
  });

  it('tile states: loading, value, dashes on failure', () => {
    expect(tileState({ isPending: true, isError: false }, () => 1)).toEqual({ kind: 'loading' });
    expect(tileState({ isPending: false, isError: true }, () => 1)).toEqual({ kind: 'failed' });
    expect(tileState({ isPending: false, isError: false, data: 4 }, (n) => n)).toEqual({
      kind: 'value',
      value: 4,
      gifted: null,
    });
    expect(tileState({ isPending: false, isError: false, data: BRANDS }, (b) => hoursOf(b, 0))).toEqual({
      kind: 'value',
      value: 17.5,
      gifted: 3,
    });
  });

  it('/myClassHour rows leave out brands without hours; the type comes from the query', () => {
    expect(brandRows(BRANDS, HOUR_TYPE.RECORDED)).toEqual([{ brandCode: 'math', base: 3, gifted: 0 }]);
    expect(brandRows(BRANDS, HOUR_TYPE.LIVE)).toHaveLength(2);
    expect(hourTypeOf('?hourType=1')).toBe(1);
    expect(hourTypeOf('?hourType=2')).toBe(2);
    expect(hourTypeOf('?hourType=9')).toBe(0);
    expect(hourTypeOf('')).toBe(0);
    expect(classHourPath(2)).toBe('/myClassHour?hourType=2');
    expect(highlightedTile('?classHourType=1')).toBe(1);
    expect(highlightedTile('?classHourType=x')).toBeNull();
    expect(highlightedTile('')).toBeNull();
  });
});

describe('sections and targets', () => {
  const keys = (rules: ReturnType<typeof centreRules>, undone: number | null = null) =>
    centreSections(rules, { logisticsMark: true, undone }).map((s) => [s.id, s.entries.map((e) => e.key)]);

  it('an official parent in a browser: every section in the spec order, tutor and study tasks included', () => {
    expect(keys(centreRules(viewer()))).toEqual([
      ['account', ['orders', 'addresses', 'logistics']],
      ['activities', ['activityCenter', 'beanShop', 'myTasks', 'medals', 'inviteRewards']],
      ['learning', ['studyTasks', 'reports', 'wrongSet', 'leave', 'help', 'materials', 'tutor']],
      ['service', ['onlineConsult', 'phoneConsult', 'settings', 'feedback']],
    ]);
  });

  it('a trial parent without tutor: study tasks without a count; no materials, wrong set or tutor', () => {
    const rules = centreRules(viewer({ status: STUDENT_STATUS.UNOFFICIAL_STUDENT, crUid: 0, userId: 'u9' }));
    expect(keys(rules)[2]).toEqual(['learning', ['studyTasks', 'reports', 'leave', 'help']]);
    const learning = centreSections(rules, { logisticsMark: false, undone: 3 })[2]?.entries ?? [];
    expect(learning.find((e) => e.key === 'studyTasks')?.note).toBeNull();
  });

  it('in the mini-program the study tasks show without their count (doc 3 §5, §6)', () => {
    const rules = centreRules(viewer({ env: { ...WEB, kind: 'mini-program', isMiniProgram: true } }));
    const learning = centreSections(rules, { logisticsMark: false, undone: 3 })[2]?.entries ?? [];
    expect(learning.find((e) => e.key === 'studyTasks')?.note).toBeNull();
    expect(learning.map((e) => e.key)).not.toContain('materials');
  });

  it('the undone count and the logistics marker', () => {
    const sections = centreSections(centreRules(viewer()), { logisticsMark: true, undone: 3 });
    const all = sections.flatMap((s) => s.entries);
    expect(all.find((e) => e.key === 'studyTasks')?.note).toBe('3项未完成');
    expect(all.find((e) => e.key === 'logistics')?.marked).toBe(true);
    const none = centreSections(centreRules(viewer()), { logisticsMark: false, undone: 0 }).flatMap(
      (s) => s.entries,
    );
    expect(none.find((e) => e.key === 'studyTasks')?.note).toBeNull();
    expect(none.find((e) => e.key === 'logistics')?.marked).toBe(false);
  });

  it('targets: routes with their parameters, the shop, links and the phone', () => {
    const ctx = { crUid: 42, step: 'L3-2-1' };
    expect(entryTarget('tutor', ctx)).toEqual({ kind: 'route', path: '/tutor?crUid=42' });
    expect(entryTarget('wrongSet', ctx)).toEqual({
      kind: 'route',
      path: '/wrongWorkGroup?step=L3&entry=parentsCenter&source=parentsCenter',
    });
    expect(entryTarget('materials', ctx)).toEqual({ kind: 'route', path: '/learningMaterials' });
    expect(entryTarget('addresses', ctx)).toEqual({ kind: 'route', path: '/myAddressCenter/myAddressList' });
    expect(entryTarget('beanShop', ctx)).toEqual({ kind: 'shop' });
    expect(entryTarget('phoneConsult', ctx)).toEqual({ kind: 'phone' });
    expect(entryTarget('onlineConsult', ctx).kind).toBe('url');
  });
});

describe('settings (/option)', () => {
  it('the settings entry opens /option, whose rows are pages of the route table', () => {
    expect(entryTarget('settings', { crUid: null, step: null })).toEqual({ kind: 'route', path: '/option' });
    expect(SETTING_ROWS.map((r) => r.path)).toEqual([
      '/settingUpInformation',
      '/logout/step1',
      '/userAgreement',
      '/userPrivacy',
      '/userChildrenPrivacy',
    ]);
  });

  it('asks the native shell for its login only inside the app', () => {
    expect(asksShellToLogIn({ isApp: true })).toBe(true);
    expect(asksShellToLogIn({ isApp: false })).toBe(false);
  });
});
