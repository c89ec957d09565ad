/**
 * Enumerations of the spec as typed constants (doc 1 §3, doc 2 §3, doc 3 §3). Values are the wire values;
 * keys are the spec's names. Each has a zod schema beside it so entities reuse them.
 *
 * Every enumeration the spec lists is here, whether a screen reads it yet or not: it is a fact of the spec,
 * not code, and no dead-code tool removes it (knip.jsonc leaves this file's exports alone;
 * test/spec-enums.test.ts holds the values against the spec's words).
 */
import * as z from 'zod/mini';

/** Build a zod schema accepting exactly the values of a constant map. */
function valuesOf<T extends Record<string, string | number>>(map: T) {
  const values = Object.values(map) as [T[keyof T], ...T[keyof T][]];
  return z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodMiniLiteral<T[keyof T]>]);
}

export const STUDENT_STATUS = {
  TOURIST: 'TOURIST',
  UNOFFICIAL_STUDENT: 'UNOFFICIAL_STUDENT',
  OFFICIAL_STUDENT: 'OFFICIAL_STUDENT',
} as const;
export type StudentStatus = keyof typeof STUDENT_STATUS;
export const StudentStatusSchema = z.enum(STUDENT_STATUS);

export const AUDITION_STATUS = { Y: 'Y', N: 'N' } as const;
export const AuditionStatusSchema = z.enum(AUDITION_STATUS);

/** Subject brands and ids; each has a VIP_ product code. */
export const SUBJECTS = {
  wandou: { id: 0, productCode: 'VIP_WANDOU' },
  yuwen: { id: 1, productCode: 'VIP_YUWEN' },
  biancheng: { id: 3, productCode: 'VIP_BIANCHENG' },
  weiqi: { id: 5, productCode: 'VIP_WEIQI' },
  moli: { id: 6, productCode: 'VIP_MOLI' },
  xinli: { id: 9, productCode: 'VIP_XINLI' },
  jianqiao: { id: 10, productCode: 'VIP_JIANQIAO' },
  math: { id: 11, productCode: 'VIP_MATH' },
} as const;
export type SubjectBrand = keyof typeof SUBJECTS;
export const SUBJECT_BRANDS = Object.keys(SUBJECTS) as SubjectBrand[];
export const SubjectBrandSchema = z.enum(SUBJECT_BRANDS as [SubjectBrand, ...SubjectBrand[]]);
export const SubjectIdSchema = z.union(
  Object.values(SUBJECTS).map((s) => z.literal(s.id)) as unknown as [z.ZodMiniLiteral<number>],
);
/** Subject tabs of the course pages (doc 1 §3). */
export const SUBJECT_TABS = ['puzzle', 'speaking', 'go', 'programming', 'magic'] as const;

export const REDIRECT_TYPE = { NONE: 0, H5: 1, MINI_APP: 2, INNER_PAGE: 3 } as const;
export const RedirectTypeSchema = valuesOf(REDIRECT_TYPE);

/** Platforms (doc 1 §3): unknown 0, android 1, ios 2, h5 3, windows 4, macos 5. */
export const PLATFORM = { UNKNOWN: 0, ANDROID: 1, IOS: 2, H5: 3, WINDOWS: 4, MACOS: 5 } as const;
export const PlatformSchema = valuesOf(PLATFORM);

export const CHANNEL = { WEIXIN_WEB: 1, WEIXIN_MINI_APP: 2, ANDROID_APP: 3, IOS_APP: 4, WEB: 5 } as const;
export const ChannelSchema = valuesOf(CHANNEL);

export const CARRIERS = [1, 2, 3, 4] as const;
/** User roles (doc 1 §3): student 1, parent 2, teacher 3. */
export const USER_ROLE = { STUDENT: 1, PARENT: 2, TEACHER: 3 } as const;
export const RESULT = { FAILED: 0, SUCCESS: 1 } as const;

/** Platform types of banners and home config: 1 web, 2 android, 3 ios. */
export const BANNER_PLATFORM_TYPE = { WEB: 1, ANDROID: 2, IOS: 3 } as const;
export const BannerPlatformTypeSchema = valuesOf(BANNER_PLATFORM_TYPE);

/** Tracking record platform: 1 Android app, 2 iOS app, 3 WeChat or desktop web, 4 other. */
export const TRACKING_PLATFORM = { ANDROID_APP: 1, IOS_APP: 2, WEB: 3, OTHER: 4 } as const;
export const TrackingPlatformSchema = valuesOf(TRACKING_PLATFORM);

/** Banner gateway audience (doc 2 §6): tourist 3, unofficial 1, official 2. */
export const BANNER_USER_TYPE = { TOURIST: 3, UNOFFICIAL_STUDENT: 1, OFFICIAL_STUDENT: 2 } as const;
export const BannerUserTypeSchema = valuesOf(BANNER_USER_TYPE);
/** Home-list audience (doc 2 §6): tourist 1, official 2, unofficial 3. Both tables are as stated. */
export const HOME_LIST_USER_TYPE = { TOURIST: 1, OFFICIAL_STUDENT: 2, UNOFFICIAL_STUDENT: 3 } as const;
export const HomeListUserTypeSchema = valuesOf(HOME_LIST_USER_TYPE);

/** Report types of the report pages (doc 1 §3, doc 3 §9). */
export const REPORT_TYPE = { SUBJECT: 2, GRADE: 4, STAGE: 5, REVIEW: 6, EXPRESSION_STAGE: 7 } as const;
/** Report-record types of the home report card (doc 2 §3). */
export const REPORT_RECORD_TYPE = {
  MONTHLY: 1,
  SUBJECT_EXPLORE: 5,
  FIRST_LESSON: 10,
  AFTER_COURSE: 15,
} as const;
export const ReportRecordTypeSchema = valuesOf(REPORT_RECORD_TYPE);
export const LEARNING_REPORT_SECTION = {
  overview: 1,
  learningSituation: 2,
  classroom: 3,
  studyHabits: 4,
  courseMastery: 5,
  learningAchievement: 6,
  monthlyReportDelivery: 7,
} as const;
export const CLASSROOM_MEDALS = [
  'allCorrect',
  'handupNum',
  'starNum',
  'grabNum',
  'speedNum',
  'firstAnswer',
  'authNum',
] as const;
export const REPORT_MESSAGE_TYPES = [
  'firstLesson',
  'afterClass',
  'specialTopicExploration',
  'monthly',
] as const;

/** Baby-show kinds (doc 1 §3): normal 0, challenge 1, teacher 2, voice 3. */
export const BABY_SHOW_KIND = { NORMAL: 0, CHALLENGE: 1, TEACHER: 2, VOICE: 3 } as const;

/**
 * Grades, ids 1 to 13 (doc 1 §3): kindergarten small, middle, large; primary 1 to 6; preparatory; junior 1 to
 * 3.
 */
export const GRADES = [
  { id: 1, name: '幼儿园小班' },
  { id: 2, name: '幼儿园中班' },
  { id: 3, name: '幼儿园大班' },
  { id: 4, name: '一年级' },
  { id: 5, name: '二年级' },
  { id: 6, name: '三年级' },
  { id: 7, name: '四年级' },
  { id: 8, name: '五年级' },
  { id: 9, name: '六年级' },
  { id: 10, name: '预备班' },
  { id: 11, name: '初一' },
  { id: 12, name: '初二' },
  { id: 13, name: '初三' },
] as const;
export const GradeIdSchema = z.number().check(z.int(), z.gte(1), z.lte(13));

/** Age selection: 3 to 20, default 3. */
export const AGE_MIN = 3;
export const AGE_MAX = 20;
export const AGES = Array.from({ length: AGE_MAX - AGE_MIN + 1 }, (_, i) => AGE_MIN + i);
export const AgeSchema = z.number().check(z.int(), z.gte(AGE_MIN), z.lte(AGE_MAX));

/** Share channels (doc 1 §3): friend, friend circle, download image, short-video app, save video. */
export const SHARE_CHANNELS = ['friend', 'friendCircle', 'downloadImage', 'shortVideo', 'saveVideo'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/** Install channel codes → store names (doc 1 §3, doc 2 §2). */
export const INSTALL_CHANNEL = {
  0: 'other',
  1: 'appshop',
  2: 'huawei',
  3: '360',
  4: 'oppo',
  5: 'vivo',
  6: 'baidu',
  7: 'lenovo',
  8: 'mi',
  9: 'meizu',
  10: 'official',
  101: 'ios',
} as const;

/**
 * Parent role of the private info (doc 1 §3, doc 3 §3): 1 mum, 2 dad, 3 grandpa, 4 grandma, 5 maternal grandpa,
 * 6 maternal grandma, 7 none.
 */
export const PARENT_STATUS = {
  1: '妈妈',
  2: '爸爸',
  3: '爷爷',
  4: '奶奶',
  5: '外公',
  6: '外婆',
  7: '家长',
} as const;
export const ParentStatusSchema = z.number().check(z.int(), z.gte(1), z.lte(7));

/** Home content type ids. */
export const CONTENT_TYPE = {
  LIMITED_ACTIVITY: 1,
  BABY_STUDY: 2,
  BABY_SHOW: 3,
  OPEN_CLASS: 4,
  SOUND_STORY: 5,
  PEA_CLASS: 6,
} as const;

/** Home list layout by styleTypeId. */
export const STYLE_TYPE = { ALL_BIG: 1, FIRST_BIG: 2, SMALL: 3, SMALL_PRICE: 4 } as const;

/** Course category types (doc 3 §3). */
export const COURSE_TYPE = { LIVE: 1, RECORDED: 2, TRIAL: 3, OTHER: 4 } as const;
export const CourseTypeSchema = valuesOf(COURSE_TYPE);

/**
 * What a course category's demoType says about where its card opens (doc 3 §2 names the targets, not the
 * values: chosen). Course type 4 ("other recorded or link") needs it to tell a link, a babyStudy course and
 * the study tasks from other recorded courses; the other course types ignore it.
 */
export const COURSE_DEMO_TYPE = {
  TRIAL: 1,
  BABY_STUDY_DETAIL: 2,
  LINK: 3,
  STUDY_TASKS: 4,
  BABY_STUDY_PLAY: 5,
} as const;

/** Hour tiles of the parent centre → /myClassHour?hourType. */
export const HOUR_TYPE = { LIVE: 0, RECORDED: 1, LEAVE: 2 } as const;

/** Step-up (doc 3 §3). */
export const STEP_UP_GROUP_STATE = { WAITING: 1, GROUPING: 2, COMPLETED: 3 } as const;
export const StepUpGroupStateSchema = valuesOf(STEP_UP_GROUP_STATE);
/** Choice codes (doc 3 §3): Y 1, A 2, N 3, B 4. */
export const STEP_UP_CHOICE = { Y: 1, A: 2, N: 3, B: 4 } as const;
export const STEP_UP_INELIGIBLE = {
  NOT_STUDENT: 10001,
  NOT_STEP_UP: 10002,
  NOT_HAS_COURSE: 10003,
  NOT_FORMAL_CLASS: 10004,
  EXCLUSIVE_STUDENT: 10005,
} as const;
export type StepUpIneligibleCode = (typeof STEP_UP_INELIGIBLE)[keyof typeof STEP_UP_INELIGIBLE];

/**
 * The studentCode of a step-up info's 201 when it is one of the ineligibility list (doc 3 §3, §8: "the info
 * is empty and the studentCode is kept"), else null. `body` is the whole reply.
 */
export function ineligibleStudentCode(code: unknown, body: unknown): StepUpIneligibleCode | null {
  if (Number(code) !== STEP_UP_CODE.FAIL) return null;
  const studentCode = Number((body as { studentCode?: unknown } | null)?.studentCode);
  return (Object.values(STEP_UP_INELIGIBLE) as number[]).includes(studentCode)
    ? (studentCode as StepUpIneligibleCode)
    : null;
}
export const StepUpIneligibleSchema = valuesOf(STEP_UP_INELIGIBLE);
/** Stages (doc 3 §3). */
export const STEP_UP_STAGE = { SELECT_TIME: 'SELECT_TIME', ADDRESS_CONFIRM: 'ADDRESS_CONFIRM' } as const;
/** Step-up page types: 1 error, 2 PAGEY (already upgrading), 3 PAGEN (not upgrading). */
export const STEP_UP_PAGE = { ERROR: 1, PAGEY: 2, PAGEN: 3 } as const;
/** Step-up type: 2 means the new step is used. */
export const STEP_UP_TYPE = { NEW_STEP: 2, KEEP_STEP: 3 } as const;
export const UPDATE_SWITCH = { OFF: '0', ON: '1' } as const;
export const UpdateSwitchSchema = z.enum(UPDATE_SWITCH);
export const PUSH_STATUS = { OFF: '1', ON: '2' } as const;
export const PushStatusSchema = z.enum(PUSH_STATUS);
export const STEP_UP_DIALOG = {
  COMPLETE: 1,
  HAS_HEAD_TEACHER: 2,
  NO_HEAD_TEACHER: 3,
  ERROR: 4,
  CONTROL: 5,
} as const;
/** Step-up business codes: 200 success, 201 business failure. */
export const STEP_UP_CODE = { OK: 200, FAIL: 201 } as const;

/** Captcha rep codes the app reacts to. */
export const CAPTCHA_REP_CODE = { OK: '0000', IMAGES_EXPIRED: '6201' } as const;

/** Login answers the screen shows its own way (doc 1 §4, §8). */
export const LOGIN_CODE = {
  /** Password or code login: the device-limit dialog 登录提醒. */
  DEVICE_LIMIT: 100088,
  /** Code login: the messageText the login sent if any, else the server message. */
  CODE_LOGIN_MESSAGE: 1000012,
  /** SMS send: the slider captcha, then the send again with captcha-sencond-code. */
  SMS_CAPTCHA_REQUIRED: 4011,
} as const;

/** Weekdays 1..7 → Monday..Sunday. */
export const WEEKDAYS = {
  1: '周一',
  2: '周二',
  3: '周三',
  4: '周四',
  5: '周五',
  6: '周六',
  7: '周日',
} as const;
export const WeekdaySchema = z.number().check(z.int(), z.gte(1), z.lte(7));

/** Native app device type of /v1/index/appLogin. */
export const DEVICE_TYPE = { ANDROID: 1, IOS: 2 } as const;
