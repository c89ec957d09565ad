/** The home page's pure rules: calls per role, list paging, card and report targets, the countdown. */
import {
  CONTENT_TYPE,
  type ModuleConfig,
  REDIRECT_TYPE,
  STUDENT_STATUS,
  STYLE_TYPE,
  SUBJECTS,
} from '@wonder/contracts';
import { describe, expect, it } from 'vitest';
import { bannerUserType, homeListUserType } from '../../../domain/audience';
import { redirectAction } from '../../../domain/redirect';
import {
  cardCountdown,
  cardTarget,
  FIRST_CARD_BIG_STYLES,
  firstBigPicture,
  homeCalls,
  isBigCard,
  moduleListPath,
  nextListPage,
  parseSpecDate,
  reportTarget,
} from '../rules/home-rules';
import { subjectIcon } from '../rules/subject-icons';

const S = STUDENT_STATUS;

describe('home rules', () => {
  it('big cards: every card of style 1, the first of style 2, none of 3 and 4; the first big picture is asked ahead', () => {
    expect([0, 1].map((i) => isBigCard(STYLE_TYPE.ALL_BIG, i))).toEqual([true, true]);
    expect([0, 1].map((i) => isBigCard(STYLE_TYPE.FIRST_BIG, i))).toEqual([true, false]);
    expect(isBigCard(STYLE_TYPE.SMALL, 0) || isBigCard(STYLE_TYPE.SMALL_PRICE, 0)).toBe(false);
    const list = (styleTypeId: number, pictures: (string | null)[]) =>
      [
        {
          styleTypeId,
          showConfigContentList: pictures.map((homePageImageUrl) => ({ homePageImageUrl })),
        },
      ] as unknown as ModuleConfig[];
    expect(firstBigPicture(list(STYLE_TYPE.FIRST_BIG, ['/a.svg', '/b.svg']), FIRST_CARD_BIG_STYLES)).toBe(
      '/a.svg',
    );
    expect(firstBigPicture(list(STYLE_TYPE.SMALL, ['/a.svg']), FIRST_CARD_BIG_STYLES)).toBeNull();
    expect(firstBigPicture(list(STYLE_TYPE.ALL_BIG, [null]), FIRST_CARD_BIG_STYLES)).toBeNull();
    expect(firstBigPicture([], FIRST_CARD_BIG_STYLES)).toBeNull();
    // The styles named are those isBigCard draws big at the first place.
    expect(FIRST_CARD_BIG_STYLES).toEqual(Object.values(STYLE_TYPE).filter((s) => isBigCard(s, 0)));
    // Self-contained: its source alone runs (the visitor's home runs it in the HTML's early script).
    const alone = new Function(`return (${String(firstBigPicture)})`)() as typeof firstBigPicture;
    expect(alone(list(STYLE_TYPE.ALL_BIG, ['/c.svg']), FIRST_CARD_BIG_STYLES)).toBe('/c.svg');
  });

  it("calls per role: tourists ask neither today's classes nor the report; trial students only the report", () => {
    expect(homeCalls({ token: null, status: S.TOURIST })).toEqual({
      todayClasses: false,
      reportCard: false,
      studentCalls: false,
    });
    expect(homeCalls({ token: 't', status: S.UNOFFICIAL_STUDENT })).toEqual({
      todayClasses: false,
      reportCard: true,
      studentCalls: true,
    });
    expect(homeCalls({ token: 't', status: S.OFFICIAL_STUDENT })).toEqual({
      todayClasses: true,
      reportCard: true,
      studentCalls: true,
    });
    // A stale tourist status with a token is still a tourist.
    expect(homeCalls({ token: 't', status: S.TOURIST }).studentCalls).toBe(false);
  });

  it('user types: home list tourist 1 / official 2 / unofficial 3; banner gateway 3 / 2 / 1', () => {
    const of = (token: string | null, status: (typeof S)[keyof typeof S]) => [
      homeListUserType({ token, status }),
      bannerUserType({ token, status }),
    ];
    expect(of(null, S.OFFICIAL_STUDENT)).toEqual([1, 3]);
    expect(of('t', S.OFFICIAL_STUDENT)).toEqual([2, 2]);
    expect(of('t', S.UNOFFICIAL_STUDENT)).toEqual([3, 1]);
  });

  it('the list pages by 2 and a short page ends it', () => {
    expect(nextListPage([1, 2], 1)).toBe(2);
    expect(nextListPage([1], 3)).toBeUndefined();
    expect(nextListPage([], 1)).toBeUndefined();
  });

  it('cards open by content type; a pea class with a link opens the link', () => {
    expect(cardTarget(CONTENT_TYPE.BABY_STUDY, { courseId: 7 })).toEqual({
      kind: 'route',
      path: '/babyStudy/detail?id=7',
    });
    expect(cardTarget(CONTENT_TYPE.BABY_SHOW, { courseId: 2 })).toEqual({ kind: 'route', path: '/straight' });
    expect(cardTarget(CONTENT_TYPE.BABY_SHOW, { courseId: 1 })).toEqual({ kind: 'route', path: '/babyShow' });
    expect(cardTarget(CONTENT_TYPE.OPEN_CLASS, { courseId: 3 }).kind).toBe('route');
    expect(cardTarget(CONTENT_TYPE.SOUND_STORY, { courseId: 4 })).toEqual({
      kind: 'route',
      path: '/soundStoryPlayer?id=4',
    });
    expect(cardTarget(CONTENT_TYPE.PEA_CLASS, { courseId: 5, courseLink: 'https://x' })).toEqual({
      kind: 'external',
      url: 'https://x',
    });
    expect(cardTarget(CONTENT_TYPE.PEA_CLASS, { courseId: 5 })).toEqual({
      kind: 'route',
      path: '/peaClassCenter/peaClassDetail?id=5',
    });
    expect(moduleListPath(CONTENT_TYPE.SOUND_STORY)).toBe('/soundStoryPage');
    expect(moduleListPath(CONTENT_TYPE.LIMITED_ACTIVITY)).toBeNull();
  });

  it('limited-activity cards: a mini-program (type 2) falling back to courseLink; any other type opens courseLink', () => {
    const link = 'https://act.example/a';
    const mini = {
      courseId: 1,
      courseLink: link,
      redirectType: REDIRECT_TYPE.MINI_APP,
      xcxId: 'gh_1',
      xcxUrl: 'p/i',
      miniprogramType: 0,
    };
    const limited = (card: Parameters<typeof cardTarget>[1]) => {
      const t = cardTarget(CONTENT_TYPE.LIMITED_ACTIVITY, card);
      return t.kind === 'redirect' ? redirectAction(t.target) : t;
    };
    expect(limited(mini)).toEqual({
      kind: 'mini-program',
      xcxId: 'gh_1',
      path: 'p/i',
      miniprogramType: 0,
      fallbackUrl: link,
    });
    expect(limited({ ...mini, xcxId: null })).toEqual({ kind: 'external', url: link });
    expect(limited({ courseId: 1, courseLink: link, redirectType: REDIRECT_TYPE.H5 })).toEqual({
      kind: 'external',
      url: link,
    });
    // Its link is courseLink, never a url field (the bug of issue 25): an H5 card with no link does nothing.
    expect(limited({ courseId: 1, courseLink: null, redirectType: REDIRECT_TYPE.H5 })).toEqual({
      kind: 'none',
    });
  });

  it('report targets: first lesson 10, subject exploration 5 with primary=1 without the child flag, else the situation', () => {
    expect(reportTarget({ id: 1, report_type: 10 }, 'u')).toBe('/firstLessonReport?source=study-card');
    expect(reportTarget({ id: 1, report_type: 5, eva_id: 9 }, 'u')).toBe(
      '/special-report?userid=u&evaluation_id=9&primary=1',
    );
    expect(reportTarget({ id: 1, report_type: 5, eva_id: 9, child: true }, 'u')).toBe(
      '/special-report?userid=u&evaluation_id=9',
    );
    expect(reportTarget(null, 'u')).toBe('/growUp/situation?key=2&source=study-card');
  });

  it('the countdown counts down to the end and ends at zero', () => {
    const end = parseSpecDate('2026.11.24 12:00:00');
    // One of the spec's four formats (days, hours, minutes, seconds in Chinese), the same as step-up's.
    expect(cardCountdown(end, end - (86_400 + 3_661) * 1000)).toBe('距结束 1天01时01分01秒');
    expect(cardCountdown(end, end - (3 * 86_400 + 7 * 3600 + 59 * 60 + 58) * 1000)).toBe(
      '距结束 3天07时59分58秒',
    );
    expect(cardCountdown(end, end)).toBeNull();
    expect(Number.isNaN(parseSpecDate('not a date'))).toBe(true);
  });
});

describe('subject icons by subject code (doc 2 §9)', () => {
  it('every subject code has its own icon; an unknown code the neutral one', () => {
    const icons = Object.values(SUBJECTS).map((s) => subjectIcon(s.id));
    expect(new Set(icons.map((i) => i.glyph)).size).toBe(icons.length);
    expect(new Set(icons.map((i) => i.tone)).size).toBe(icons.length);
    expect(subjectIcon(SUBJECTS.yuwen.id)).toEqual({ name: '语文', glyph: '语', tone: 'red' });
    expect(subjectIcon(999).tone).toBe('grey');
    expect(icons.map((i) => i.tone)).not.toContain('grey');
  });
});
