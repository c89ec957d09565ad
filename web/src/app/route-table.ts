/**
 * THE route table: every route of doc 1 §2 as data (paths, groups, default children, guards, init skip,
 * keep-alive, names). router.tsx turns it into react-router routes; the tests walk it. Every path is static
 * (the spec has no path parameters: details take their ids in the query), so lookups are exact.
 */
import { fmt, type TitlePath, texts } from '../texts';

export type RouteGroup =
  | 'top' // /login, /findPassword
  | 'tab' // inside the tab shell (/index and its children)
  | 'child' // children of the "routes with children" table
  | 'share' // share pages
  | 'single' // other single routes
  | 'guide' // guide pages
  | 'stepUp'; // step-up routes (→ /downloadApp on iOS outside the container)

export type RouteName = 'parentsCenter' | 'freshmentEnrollment' | 'learningMaterials';

export interface RouteEntry {
  path: string;
  group: RouteGroup;
  /** A parent path that only forwards to its default child. */
  redirectTo?: string;
  /** Growth tab: no token → /login (doc 1 §2 guards, §6). */
  requiresToken?: boolean;
  /** /protocol and /evaluation render without the app initialisation (doc 1 §1). */
  skipInit?: boolean;
  /** Kept rendered (hidden) when left, restored on re-entry. */
  keepAlive?: boolean;
  /** Named routes (doc 1 §2). */
  name?: RouteName;
}

const children = (parent: string, names: readonly string[], group: RouteGroup = 'child'): RouteEntry[] =>
  names.map((n) => ({ path: `${parent}/${n}`, group }));

const singles = (paths: readonly string[], group: RouteGroup): RouteEntry[] =>
  paths.map((path) => ({ path, group }));

/**
 * Routes kept alive (doc 1 §1 "several routes are kept cached on re-entry"; the list is not shown, so:
 * the tabs, and the list pages parents return to from a detail page, where losing the scroll position hurts).
 */
export const KEEP_ALIVE_PATHS: readonly string[] = [
  '/index',
  '/myTabClass',
  '/parentsCenter',
  '/growUp/studyPlan',
  '/babyShow',
  '/straight/list',
  '/openClassCenter/openClassPage',
  '/peaClassCenter/peaClassPage',
  '/babyStudy/list',
  '/soundStoryPage',
  '/informationCenter',
  '/homework/list',
];

/** The eight step-up paths (doc 1 §2). */
export const STEP_UP_PATHS = [
  '/higherLevelLogin',
  '/higherLevel',
  '/higherLevelWaiting',
  '/higherLevelOriginal',
  '/higherLevelGrouping',
  '/higherLevelCompleted',
  '/higherLevelSelectClass',
  '/higherLevelSelectTime',
] as const;

const TAB_ROUTES: RouteEntry[] = [
  { path: '/index', group: 'tab' },
  { path: '/parentsCenter', group: 'tab', name: 'parentsCenter' },
  { path: '/myTabClass', group: 'tab' },
  { path: '/myClass1', group: 'tab' },
  { path: '/aboutClassCenter', group: 'tab' },
  { path: '/growUp', group: 'tab', redirectTo: '/growUp/studyPlan' },
  { path: '/growUp/studyPlan', group: 'tab', requiresToken: true },
  { path: '/growUp/situation', group: 'tab', requiresToken: true },
  { path: '/growUp/growReportList', group: 'tab', requiresToken: true },
];

const CHILD_ROUTES: RouteEntry[] = [
  ...children('/homework', ['list', 'detail', 'submit']),
  ...children('/openClassCenter', ['openClassPage', 'openClassDetail']),
  ...children('/peaClassCenter', ['peaClassPage', 'peaClassDetail']),
  ...children('/teachAid', ['list', 'detail', 'qrcode']),
  ...children('/help', ['list', 'detail']),
  ...children('/myExpress', ['list', 'detail', 'packList']),
  ...children('/report', [
    'grade',
    'gradeNew',
    'subject',
    'stage',
    'stageReportNew',
    'stageReportNewOne',
    'review',
  ]),
  ...children('/myAddressCenter', ['myAddressList', 'myAddressEdit', 'myAddressForm']),
  ...children('/material', ['list', 'submit']),
  { path: '/straight', group: 'child', redirectTo: '/straight/list' },
  ...children('/straight', ['list', 'baby', 'detail', 'rank', 'strategy', 'gift']),
  ...children('/babyStudy', ['detail', 'play', 'list', 'purchased']),
  ...children('/teacher', ['list', 'detail']),
  ...children('/myTaskCenter', ['myTaskList', 'myTaskFinish']),
  ...children('/furtherShiftClassCenter', ['furtherShiftClass', 'furtherChoiceTime']),
  { path: '/logout', group: 'child', redirectTo: '/logout/step1' },
  ...children('/logout', ['step1', 'step2', 'step3']),
];

const SHARE_ROUTES = singles(
  [
    '/growUp/situation/share',
    '/growUp/situation/schedule',
    '/growUp/situation/v1/share',
    '/growUp/studyPlan/share',
  ],
  'share',
);

const SINGLE_PATHS = [
  '/beforeClass',
  '/myClassList',
  '/courseRecoredContent',
  '/classContent',
  '/recordingList',
  '/allClass',
  '/onlineHomeworkReport',
  '/questionDetail',
  '/survey',
  '/surveyDemo',
  '/classAchieve',
  '/settingUpInformation',
  '/myClassHour',
  '/leaveRecord',
  '/evaReportList',
  '/myOrder',
  '/classHourRecord',
  '/option',
  '/protocol',
  '/userAgreement',
  '/userPrivacy',
  '/userChildrenPrivacy',
  '/userCancellation',
  '/demoReport',
  '/sharePoster',
  '/onlineWorkVideo',
  '/syllabus',
  '/informationCenter',
  '/activityCenter',
  '/classFeature',
  '/feedback',
  '/babyShow',
  '/babyShowEdtail',
  '/babyShowVideo',
  '/babyShowDetail',
  '/learningMaterials',
  '/learningTeachAid',
  '/learningVideo',
  '/downloadApp',
  '/downloadAppPc',
  '/tutor',
  '/soundStoryPlayer',
  '/soundStoryPage',
  '/iframePage',
  '/courseReplay',
  '/dailyCheckIn',
  '/dailyCheckInRecord',
  '/improveData',
  '/downloadStudentApp',
  '/medalList',
  '/teacherUploadVideo',
  '/uploadWritingQuestions',
  '/teacherVideoDetail',
  '/teacherStarActivity',
  '/teacherStarActivityOct',
  '/teacherStarRule',
  '/homeworkAfterClass',
  '/courseList',
  '/courseDetailList',
  '/furtherEducation',
  '/furtherEducationEnter',
  '/selectAgePage',
  '/freshmentEnrollment',
  '/freshmentAuthLogin',
  '/myExchange',
  '/nps',
  '/littleTeacherList',
  '/littleTeacherUpload',
  '/littleTeacherDetail',
  '/littleTeacherCollection',
  '/littleTeacherShare',
  '/deviceManage',
  '/wrongWorkGroup',
  '/firstLessonReport',
  '/eloquenceReport',
  '/debateReport',
  '/special-report',
  '/special-report/course',
  '/special-report/answer',
  '/evaluation',
  '/evaluation/login',
  '/evaluation/questions',
  '/evaluation/analysis',
  '/evaluation/result',
  '/evaluation/appraisal-report',
  '/aiExerciseBookSnapshot',
  '/aiExerciseBookReport',
] as const;

const GUIDE_PATHS = [
  '/onlineHomeworkGuide',
  '/gradingReportGuide',
  '/liveGuide',
  '/commonGuide',
  '/beforeClassGuide',
  '/entranceGuide',
  '/specialTaskFinishGuide',
  '/onlineAuditTaskGuide',
  '/recordHomeworkFinishGuide',
  '/recordStudyFinishGuide',
  '/stageTaskGuide',
  '/littleTeacherGuide',
  '/molierduoNotice',
] as const;

const NAMES: Partial<Record<string, RouteName>> = {
  '/freshmentEnrollment': 'freshmentEnrollment',
  '/learningMaterials': 'learningMaterials',
};

const isSkipInit = (path: string) =>
  path === '/protocol' || path === '/evaluation' || path.startsWith('/evaluation/');

const ALL: RouteEntry[] = [
  { path: '/login', group: 'top' },
  { path: '/findPassword', group: 'top' },
  ...TAB_ROUTES,
  ...CHILD_ROUTES,
  ...SHARE_ROUTES,
  ...SINGLE_PATHS.map((path): RouteEntry => {
    const name = NAMES[path];
    return { path, group: 'single', ...(name ? { name } : {}) };
  }),
  ...singles(GUIDE_PATHS, 'guide'),
  ...singles(STEP_UP_PATHS, 'stepUp'),
];

export const ROUTES: readonly RouteEntry[] = ALL.map((r) => ({
  ...r,
  ...(isSkipInit(r.path) ? { skipInit: true } : {}),
  ...(KEEP_ALIVE_PATHS.includes(r.path) ? { keepAlive: true } : {}),
}));

const BY_PATH = new Map(ROUTES.map((r) => [r.path, r]));

/** '/index/' → '/index'; '' → '/'. */
export function normalizePath(pathname: string): string {
  const p = pathname.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

export function findRoute(pathname: string): RouteEntry | undefined {
  return BY_PATH.get(normalizePath(pathname));
}

/** Where a pathname ends up: itself, its default child, or /index for an unknown path. */
export function resolvePath(pathname: string): string {
  const p = normalizePath(pathname);
  if (p === '/') return '/index';
  const route = BY_PATH.get(p);
  if (!route) return '/index';
  return route.redirectTo ?? route.path;
}

export function isShellPath(pathname: string): boolean {
  return findRoute(pathname)?.group === 'tab';
}

export function skipsInit(pathname: string): boolean {
  return findRoute(pathname)?.skipInit === true;
}

export function isStepUpPath(pathname: string): boolean {
  return findRoute(pathname)?.group === 'stepUp';
}

// ---------------------------------------------------------------------------------------------------------
// Named routes and inner-page jump keys

export const NAMED_ROUTES: Readonly<Record<RouteName, string>> = {
  parentsCenter: '/parentsCenter',
  freshmentEnrollment: '/freshmentEnrollment',
  learningMaterials: '/learningMaterials',
};

/**
 * A named route with its parameters. The spec passes them as route params (parentsCenter takes
 * classHourType); with static paths they travel in the query: routeTo('parentsCenter', {classHourType: 1})
 * → '/parentsCenter?classHourType=1'.
 */
export function routeTo(name: RouteName, params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${NAMED_ROUTES[name]}?${query}` : NAMED_ROUTES[name];
}

/** Inner-page jump keys (doc 1 §2, doc 2 §2); `shop` is an external link, handled by the caller. */
export const JUMP_KEYS = {
  home: '/index',
  growUp: '/growUp/studyPlan',
  myClass: '/myTabClass',
  parentCenter: '/parentsCenter',
  babyShow: '/babyShow',
  straightStudent: '/straight',
  myClassHour: '/myClassHour',
  task: '/myTaskCenter/myTaskList',
  courseReplay: '/courseReplay',
  shop: null,
} as const satisfies Record<string, string | null>;

// ---------------------------------------------------------------------------------------------------------
// Titles

export function titleFor(pathname: string, opts: { isMiniProgram: boolean; search?: string }): string {
  const path = resolvePath(pathname);
  if (path === '/downloadApp' && new URLSearchParams(opts.search ?? '').get('type') === '2') {
    return texts.downloadShopTitle;
  }
  if (opts.isMiniProgram && path in texts.titlesMiniProgram) {
    return texts.titlesMiniProgram[path as keyof typeof texts.titlesMiniProgram];
  }
  return path in texts.titles ? texts.titles[path as TitlePath] : texts.app.name;
}

export function hasTitle(path: string): boolean {
  return path in texts.titles;
}

/** For the pending page: "路径：/x". */
export function pathLabel(path: string): string {
  return fmt(texts.pending.path, { path });
}
