/**
 * The spec's enumerations, held against its words (doc 1 §3, doc 3 §3). They are facts of the spec, kept in
 * src/enums.ts whether a screen reads them yet or not: a dead-code pass once deleted these (issue 38), and
 * knip.jsonc now leaves that file alone. A value changed here must be a change of the spec.
 */
import { describe, expect, it } from 'vitest';
import {
  BABY_SHOW_KIND,
  GRADES,
  GradeIdSchema,
  PARENT_STATUS,
  PLATFORM,
  PlatformSchema,
  SHARE_CHANNELS,
  STEP_UP_CHOICE,
  STEP_UP_STAGE,
  SUBJECT_TABS,
  USER_ROLE,
} from '../src/enums';

describe('the spec enumerations (doc 1 §3, doc 3 §3)', () => {
  it('"Platforms unknown 0, android 1, ios 2, h5 3, windows 4, macos 5"', () => {
    expect(PLATFORM).toEqual({ UNKNOWN: 0, ANDROID: 1, IOS: 2, H5: 3, WINDOWS: 4, MACOS: 5 });
    expect(PlatformSchema.safeParse(6).success).toBe(false);
  });

  it('"User roles student 1, parent 2, teacher 3"', () => {
    expect(USER_ROLE).toEqual({ STUDENT: 1, PARENT: 2, TEACHER: 3 });
  });

  it('"Grades (ids 1 to 13): kindergarten small, middle, large; primary 1 to 6; preparatory; junior 1 to 3"', () => {
    expect(GRADES.map((g) => g.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(GRADES.map((g) => g.name)).toEqual([
      '幼儿园小班',
      '幼儿园中班',
      '幼儿园大班',
      '一年级',
      '二年级',
      '三年级',
      '四年级',
      '五年级',
      '六年级',
      '预备班',
      '初一',
      '初二',
      '初三',
    ]);
    expect(GradeIdSchema.safeParse(14).success).toBe(false);
  });

  it('"Baby-show kinds: normal 0, challenge 1, teacher 2, voice 3"', () => {
    expect(BABY_SHOW_KIND).toEqual({ NORMAL: 0, CHALLENGE: 1, TEACHER: 2, VOICE: 3 });
  });

  it('"Subject tabs: puzzle, speaking, go, programming, magic"', () => {
    expect(SUBJECT_TABS).toEqual(['puzzle', 'speaking', 'go', 'programming', 'magic']);
  });

  it('"Share channels: friend, friend circle, download image, short-video app, save video"', () => {
    expect(SHARE_CHANNELS).toEqual(['friend', 'friendCircle', 'downloadImage', 'shortVideo', 'saveVideo']);
  });

  it('"Choice codes: Y 1, A 2, N 3, B 4" and "Stages: SELECT_TIME, ADDRESS_CONFIRM"', () => {
    expect(STEP_UP_CHOICE).toEqual({ Y: 1, A: 2, N: 3, B: 4 });
    expect(Object.values(STEP_UP_STAGE)).toEqual(['SELECT_TIME', 'ADDRESS_CONFIRM']);
  });

  it('"parentStatus values: 1 mum, 2 dad, 3 grandpa, 4 grandma, 5 maternal grandpa, 6 maternal grandma, 7 none"', () => {
    expect(Object.keys(PARENT_STATUS).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
