/**
 * THE route table: one entry per route of doc 1 §2 with everything the app knows about it except its screen
 * — path, group, title (a key of texts/titles.ts, with the mini-program variant), guards, keep-alive,
 * redirect, name — and the typed paths built from it. It sits below the features (they import it to name
 * where they navigate) and imports no screen, so it pulls no screen into the first load; app/screens.ts maps a
 * path to its lazily loaded screen.
 *
 * Every path is static (the spec has no path parameters: details take their ids in the query), so a path is
 * a member of the `RoutePath` union and a link with a query an `Href`: a misspelt path does not compile.
 */
import { type RouteTitleKey, routeTitles, texts } from '../texts';

export type RouteGroup =
  | 'top' // /login, /findPassword
  | 'tab' // inside the tab shell (/index and its children)
  | 'child' // children of the "routes with children" table
  | 'share' // share pages
  | 'single' // other single routes
  | 'guide' // guide pages
  | 'stepUp'; // step-up routes (→ /downloadApp on iOS outside the container)

/** What an entry may say; `TABLE` keeps each entry's literal types, `RouteEntry` is the checked view. */
interface RouteDefinition {
  readonly path: `/${string}`;
  readonly group: RouteGroup;
  readonly title: RouteTitleKey;
  readonly titleMiniProgram?: RouteTitleKey;
  readonly redirectTo?: string;
  readonly requiresToken?: boolean;
  readonly skipInit?: boolean;
  readonly keepAlive?: boolean;
  readonly name?: string;
}

const TABLE = [
  // top
  { path: '/login', group: 'top', title: 'login' },
  { path: '/findPassword', group: 'top', title: 'findPassword' },

  // tab
  { path: '/index', group: 'tab', title: 'index', titleMiniProgram: 'indexMiniProgram', keepAlive: true },
  {
    path: '/parentsCenter',
    group: 'tab',
    title: 'parentsCenter',
    titleMiniProgram: 'parentsCenterMiniProgram',
    keepAlive: true,
    name: 'parentsCenter',
  },
  { path: '/myTabClass', group: 'tab', title: 'myTabClass', keepAlive: true },
  { path: '/myClass1', group: 'tab', title: 'myClass1' },
  { path: '/aboutClassCenter', group: 'tab', title: 'aboutClassCenter' },
  { path: '/growUp', group: 'tab', title: 'growUp', redirectTo: '/growUp/studyPlan' },
  { path: '/growUp/studyPlan', group: 'tab', title: 'growUpStudyPlan', requiresToken: true, keepAlive: true },
  { path: '/growUp/situation', group: 'tab', title: 'growUpSituation', requiresToken: true },
  { path: '/growUp/growReportList', group: 'tab', title: 'growUpGrowReportList', requiresToken: true },

  // child
  { path: '/homework/list', group: 'child', title: 'homeworkList', keepAlive: true },
  { path: '/homework/detail', group: 'child', title: 'homeworkDetail' },
  { path: '/homework/submit', group: 'child', title: 'homeworkSubmit' },
  {
    path: '/openClassCenter/openClassPage',
    group: 'child',
    title: 'openClassCenterOpenClassPage',
    keepAlive: true,
  },
  { path: '/openClassCenter/openClassDetail', group: 'child', title: 'openClassCenterOpenClassDetail' },
  {
    path: '/peaClassCenter/peaClassPage',
    group: 'child',
    title: 'peaClassCenterPeaClassPage',
    keepAlive: true,
  },
  { path: '/peaClassCenter/peaClassDetail', group: 'child', title: 'peaClassCenterPeaClassDetail' },
  { path: '/teachAid/list', group: 'child', title: 'teachAidList' },
  { path: '/teachAid/detail', group: 'child', title: 'teachAidDetail' },
  { path: '/teachAid/qrcode', group: 'child', title: 'teachAidQrcode' },
  { path: '/help/list', group: 'child', title: 'helpList' },
  { path: '/help/detail', group: 'child', title: 'helpDetail' },
  { path: '/myExpress/list', group: 'child', title: 'myExpressList' },
  { path: '/myExpress/detail', group: 'child', title: 'myExpressDetail' },
  { path: '/myExpress/packList', group: 'child', title: 'myExpressPackList' },
  { path: '/report/grade', group: 'child', title: 'reportGrade' },
  { path: '/report/gradeNew', group: 'child', title: 'reportGrade' },
  { path: '/report/subject', group: 'child', title: 'reportSubject' },
  { path: '/report/stage', group: 'child', title: 'reportStage' },
  { path: '/report/stageReportNew', group: 'child', title: 'reportStage' },
  { path: '/report/stageReportNewOne', group: 'child', title: 'reportStage' },
  { path: '/report/review', group: 'child', title: 'reportReview' },
  { path: '/myAddressCenter/myAddressList', group: 'child', title: 'myAddressCenterMyAddressList' },
  { path: '/myAddressCenter/myAddressEdit', group: 'child', title: 'myAddressCenterMyAddressEdit' },
  { path: '/myAddressCenter/myAddressForm', group: 'child', title: 'myAddressCenterMyAddressForm' },
  { path: '/material/list', group: 'child', title: 'materialList' },
  { path: '/material/submit', group: 'child', title: 'materialSubmit' },
  { path: '/straight', group: 'child', title: 'straightList', redirectTo: '/straight/list' },
  { path: '/straight/list', group: 'child', title: 'straightList', keepAlive: true },
  { path: '/straight/baby', group: 'child', title: 'straightBaby' },
  { path: '/straight/detail', group: 'child', title: 'straightDetail' },
  { path: '/straight/rank', group: 'child', title: 'straightRank' },
  { path: '/straight/strategy', group: 'child', title: 'straightStrategy' },
  { path: '/straight/gift', group: 'child', title: 'straightGift' },
  { path: '/babyStudy/detail', group: 'child', title: 'babyStudyDetail' },
  { path: '/babyStudy/play', group: 'child', title: 'babyStudyPlay' },
  { path: '/babyStudy/list', group: 'child', title: 'babyStudyDetail', keepAlive: true },
  { path: '/babyStudy/purchased', group: 'child', title: 'babyStudyPurchased' },
  { path: '/teacher/list', group: 'child', title: 'teacherList' },
  { path: '/teacher/detail', group: 'child', title: 'teacherDetail' },
  { path: '/myTaskCenter/myTaskList', group: 'child', title: 'myTaskCenterMyTaskList' },
  { path: '/myTaskCenter/myTaskFinish', group: 'child', title: 'myTaskCenterMyTaskFinish' },
  // The shift centre itself is a screen, not a default-child redirect: it runs the entry routing (doc 3 §2).
  { path: '/furtherShiftClassCenter', group: 'child', title: 'furtherShiftClassCenterFurtherShiftClass' },
  {
    path: '/furtherShiftClassCenter/furtherShiftClass',
    group: 'child',
    title: 'furtherShiftClassCenterFurtherShiftClass',
  },
  {
    path: '/furtherShiftClassCenter/furtherChoiceTime',
    group: 'child',
    title: 'furtherShiftClassCenterFurtherChoiceTime',
  },
  { path: '/logout', group: 'child', title: 'logoutStep1', redirectTo: '/logout/step1' },
  { path: '/logout/step1', group: 'child', title: 'logoutStep1' },
  { path: '/logout/step2', group: 'child', title: 'logoutStep2' },
  { path: '/logout/step3', group: 'child', title: 'logoutStep1' },

  // share
  { path: '/growUp/situation/share', group: 'share', title: 'growUpSituationShare' },
  { path: '/growUp/situation/schedule', group: 'share', title: 'growUpSituationSchedule' },
  { path: '/growUp/situation/v1/share', group: 'share', title: 'growUpSituationShare' },
  { path: '/growUp/studyPlan/share', group: 'share', title: 'growUpStudyPlanShare' },

  // single
  { path: '/beforeClass', group: 'single', title: 'beforeClass' },
  { path: '/myClassList', group: 'single', title: 'myClass1' },
  { path: '/courseRecoredContent', group: 'single', title: 'courseRecoredContent' },
  { path: '/classContent', group: 'single', title: 'courseRecoredContent' },
  { path: '/recordingList', group: 'single', title: 'recordingList' },
  { path: '/allClass', group: 'single', title: 'allClass' },
  { path: '/onlineHomeworkReport', group: 'single', title: 'onlineHomeworkReport' },
  { path: '/questionDetail', group: 'single', title: 'questionDetail' },
  { path: '/survey', group: 'single', title: 'survey' },
  { path: '/surveyDemo', group: 'single', title: 'survey' },
  { path: '/classAchieve', group: 'single', title: 'classAchieve' },
  { path: '/settingUpInformation', group: 'single', title: 'settingUpInformation', requiresToken: true },
  { path: '/myClassHour', group: 'single', title: 'myClassHour' },
  { path: '/leaveRecord', group: 'single', title: 'leaveRecord' },
  { path: '/evaReportList', group: 'single', title: 'evaReportList' },
  { path: '/myOrder', group: 'single', title: 'myOrder' },
  { path: '/classHourRecord', group: 'single', title: 'classHourRecord' },
  { path: '/option', group: 'single', title: 'option', requiresToken: true },
  { path: '/protocol', group: 'single', title: 'protocol', skipInit: true },
  { path: '/userAgreement', group: 'single', title: 'protocol' },
  { path: '/userPrivacy', group: 'single', title: 'userPrivacy' },
  { path: '/userChildrenPrivacy', group: 'single', title: 'userChildrenPrivacy' },
  { path: '/userCancellation', group: 'single', title: 'userCancellation' },
  { path: '/demoReport', group: 'single', title: 'demoReport' },
  { path: '/sharePoster', group: 'single', title: 'sharePoster' },
  { path: '/onlineWorkVideo', group: 'single', title: 'onlineWorkVideo' },
  { path: '/syllabus', group: 'single', title: 'syllabus' },
  { path: '/informationCenter', group: 'single', title: 'informationCenter', keepAlive: true },
  { path: '/activityCenter', group: 'single', title: 'activityCenter' },
  { path: '/classFeature', group: 'single', title: 'classFeature' },
  { path: '/feedback', group: 'single', title: 'feedback' },
  { path: '/babyShow', group: 'single', title: 'babyShow', keepAlive: true },
  { path: '/babyShowEdtail', group: 'single', title: 'babyShow' },
  { path: '/babyShowVideo', group: 'single', title: 'babyShowVideo' },
  { path: '/babyShowDetail', group: 'single', title: 'babyShowDetail' },
  { path: '/learningMaterials', group: 'single', title: 'materialList', name: 'learningMaterials' },
  { path: '/learningTeachAid', group: 'single', title: 'teachAidList' },
  { path: '/learningVideo', group: 'single', title: 'learningVideo' },
  { path: '/downloadApp', group: 'single', title: 'downloadApp' },
  { path: '/downloadAppPc', group: 'single', title: 'downloadApp' },
  { path: '/tutor', group: 'single', title: 'tutor' },
  { path: '/soundStoryPlayer', group: 'single', title: 'soundStoryPlayer' },
  { path: '/soundStoryPage', group: 'single', title: 'soundStoryPlayer', keepAlive: true },
  { path: '/iframePage', group: 'single', title: 'index' },
  { path: '/courseReplay', group: 'single', title: 'courseReplay' },
  { path: '/dailyCheckIn', group: 'single', title: 'dailyCheckIn' },
  { path: '/dailyCheckInRecord', group: 'single', title: 'dailyCheckInRecord' },
  { path: '/improveData', group: 'single', title: 'improveData' },
  { path: '/downloadStudentApp', group: 'single', title: 'downloadStudentApp' },
  { path: '/medalList', group: 'single', title: 'medalList' },
  { path: '/teacherUploadVideo', group: 'single', title: 'teacherUploadVideo' },
  { path: '/uploadWritingQuestions', group: 'single', title: 'uploadWritingQuestions' },
  { path: '/teacherVideoDetail', group: 'single', title: 'teacherVideoDetail' },
  { path: '/teacherStarActivity', group: 'single', title: 'teacherStarActivity' },
  { path: '/teacherStarActivityOct', group: 'single', title: 'teacherStarActivity' },
  { path: '/teacherStarRule', group: 'single', title: 'teacherStarRule' },
  { path: '/homeworkAfterClass', group: 'single', title: 'homeworkAfterClass' },
  { path: '/courseList', group: 'single', title: 'courseList' },
  { path: '/courseDetailList', group: 'single', title: 'courseDetailList' },
  { path: '/furtherEducation', group: 'single', title: 'furtherEducation' },
  { path: '/furtherEducationEnter', group: 'single', title: 'furtherEducationEnter' },
  // Age selection follows a login (doc 1 §2; doc 2 §9 "First login … opens age selection") and saves through
  // a bearer call (doc 1 §7 ol-user/update): a visitor without a token goes to /login (doc 1 §6).
  { path: '/selectAgePage', group: 'single', title: 'selectAgePage', requiresToken: true },
  {
    path: '/freshmentEnrollment',
    group: 'single',
    title: 'freshmentEnrollment',
    name: 'freshmentEnrollment',
  },
  { path: '/freshmentAuthLogin', group: 'single', title: 'freshmentEnrollment' },
  { path: '/myExchange', group: 'single', title: 'myExchange' },
  { path: '/nps', group: 'single', title: 'nps' },
  { path: '/littleTeacherList', group: 'single', title: 'littleTeacherList' },
  { path: '/littleTeacherUpload', group: 'single', title: 'littleTeacherUpload' },
  { path: '/littleTeacherDetail', group: 'single', title: 'littleTeacherDetail' },
  { path: '/littleTeacherCollection', group: 'single', title: 'littleTeacherCollection' },
  { path: '/littleTeacherShare', group: 'single', title: 'littleTeacherShare' },
  { path: '/deviceManage', group: 'single', title: 'deviceManage' },
  { path: '/wrongWorkGroup', group: 'single', title: 'wrongWorkGroup' },
  { path: '/firstLessonReport', group: 'single', title: 'firstLessonReport' },
  { path: '/eloquenceReport', group: 'single', title: 'eloquenceReport' },
  { path: '/debateReport', group: 'single', title: 'debateReport' },
  { path: '/special-report', group: 'single', title: 'specialReport' },
  { path: '/special-report/course', group: 'single', title: 'specialReportCourse' },
  { path: '/special-report/answer', group: 'single', title: 'specialReportAnswer' },
  { path: '/evaluation', group: 'single', title: 'evaluation', skipInit: true },
  { path: '/evaluation/login', group: 'single', title: 'evaluationLogin', skipInit: true },
  { path: '/evaluation/questions', group: 'single', title: 'evaluationQuestions', skipInit: true },
  { path: '/evaluation/analysis', group: 'single', title: 'evaluationAnalysis', skipInit: true },
  { path: '/evaluation/result', group: 'single', title: 'evaluationResult', skipInit: true },
  { path: '/evaluation/appraisal-report', group: 'single', title: 'evaReportList', skipInit: true },
  { path: '/aiExerciseBookSnapshot', group: 'single', title: 'aiExerciseBookSnapshot' },
  { path: '/aiExerciseBookReport', group: 'single', title: 'aiExerciseBookReport' },

  // guide
  { path: '/onlineHomeworkGuide', group: 'guide', title: 'onlineHomeworkGuide' },
  { path: '/gradingReportGuide', group: 'guide', title: 'reportGrade' },
  { path: '/liveGuide', group: 'guide', title: 'liveGuide' },
  { path: '/commonGuide', group: 'guide', title: 'index' },
  { path: '/beforeClassGuide', group: 'guide', title: 'beforeClass' },
  { path: '/entranceGuide', group: 'guide', title: 'entranceGuide' },
  { path: '/specialTaskFinishGuide', group: 'guide', title: 'specialTaskFinishGuide' },
  { path: '/onlineAuditTaskGuide', group: 'guide', title: 'onlineAuditTaskGuide' },
  { path: '/recordHomeworkFinishGuide', group: 'guide', title: 'recordHomeworkFinishGuide' },
  { path: '/recordStudyFinishGuide', group: 'guide', title: 'recordStudyFinishGuide' },
  { path: '/stageTaskGuide', group: 'guide', title: 'stageTaskGuide' },
  { path: '/littleTeacherGuide', group: 'guide', title: 'littleTeacherList' },
  { path: '/molierduoNotice', group: 'guide', title: 'molierduoNotice' },

  // stepUp
  { path: '/higherLevelLogin', group: 'stepUp', title: 'higherLevelLogin' },
  { path: '/higherLevel', group: 'stepUp', title: 'higherLevel' },
  { path: '/higherLevelWaiting', group: 'stepUp', title: 'higherLevelWaiting' },
  { path: '/higherLevelOriginal', group: 'stepUp', title: 'higherLevelOriginal' },
  { path: '/higherLevelGrouping', group: 'stepUp', title: 'higherLevelGrouping' },
  { path: '/higherLevelCompleted', group: 'stepUp', title: 'higherLevelCompleted' },
  { path: '/higherLevelSelectClass', group: 'stepUp', title: 'higherLevelSelectClass' },
  { path: '/higherLevelSelectTime', group: 'stepUp', title: 'furtherShiftClassCenterFurtherChoiceTime' },
] as const satisfies readonly RouteDefinition[];

/** Every path of the app. */
export type RoutePath = (typeof TABLE)[number]['path'];
/** A path of the app, with or without a query: what navigation, redirects and links take. */
export type Href = RoutePath | `${RoutePath}?${string}`;
/** Named routes (doc 1 §2). */
export type RouteName = Extract<(typeof TABLE)[number], { name: string }>['name'];

export interface RouteEntry {
  readonly path: RoutePath;
  readonly group: RouteGroup;
  readonly title: RouteTitleKey;
  /** Title inside the mini-program, when it differs (doc 1 §1: home and parent centre). */
  readonly titleMiniProgram?: RouteTitleKey;
  /** A parent path that only forwards to its default child. */
  readonly redirectTo?: RoutePath;
  /**
   * Growth tab and settings (doc 1 §2 guards, §6), and the age selection that follows a login: no token → user
   * info cleared, /login.
   */
  readonly requiresToken?: boolean;
  /** /protocol and /evaluation render without the app initialisation (doc 1 §1). */
  readonly skipInit?: boolean;
  /**
   * Kept rendered (hidden) when left, restored on re-entry. Doc 1 §1 says "several routes are kept cached"
   * without the list, so: the tabs, and the list pages parents return to from a detail page.
   */
  readonly keepAlive?: boolean;
  readonly name?: RouteName;
}

// Typed here rather than in `satisfies`: a redirect must name a path of this same table.
export const ROUTES: readonly RouteEntry[] = TABLE;

const BY_PATH: ReadonlyMap<string, RouteEntry> = new Map(ROUTES.map((r) => [r.path, r]));
/**
 * Paths match whatever their case, as the router's do (react-router matches case-insensitively, and so did
 * the original app's): the spec itself spells one path two ways — doc 1 §2's /myAddressCenter/myAddressList
 * is doc 3 §2's /myAddressCenter/myAddresslist. Everything that asks the table about a location (guards,
 * titles, keep-alive) must see the route the router renders, or /growup/studyPlan would show the growth tab
 * without its token guard.
 */
const BY_FOLDED_PATH: ReadonlyMap<string, RouteEntry> = new Map(ROUTES.map((r) => [r.path.toLowerCase(), r]));

/** '/index/' → '/index'; '' → '/'. */
export function normalizePath(pathname: string): string {
  const p = pathname.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

export function findRoute(pathname: string): RouteEntry | undefined {
  const p = normalizePath(pathname);
  return BY_PATH.get(p) ?? BY_FOLDED_PATH.get(p.toLowerCase());
}

/** The table's spelling of a location's pathname ('/myAddressCenter/myAddresslist/' → '…/myAddressList'), or the
 * normalised pathname when it is no route. */
export function canonicalPath(pathname: string): string {
  return findRoute(pathname)?.path ?? normalizePath(pathname);
}

/** Whether a location's pathname is this route ('/index/' is '/index', '/INDEX' too). */
export function isAt(pathname: string, path: RoutePath): boolean {
  return canonicalPath(pathname) === path;
}

export function isRoutePath(pathname: string): pathname is RoutePath {
  return BY_PATH.has(pathname);
}

/** Where a pathname ends up: itself, its default child, or /index for an unknown path. */
export function resolvePath(pathname: string): RoutePath {
  const p = normalizePath(pathname);
  const route = findRoute(p);
  if (p === '/' || !route) return '/index';
  return route.redirectTo ?? route.path;
}

/**
 * A link that arrives as data (a configured inner page, a tab's url, a recorded route): itself when its path
 * is a route, otherwise where the router would send it (/index).
 */
export function toHref(link: string): Href {
  const at = link.indexOf('?');
  const path = canonicalPath(at < 0 ? link : link.slice(0, at));
  if (!isRoutePath(path)) return resolvePath(path);
  return at < 0 ? path : `${path}${link.slice(at) as `?${string}`}`;
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

/** The page title of a location (doc 1 §1): mini-program variants, the shop title for /downloadApp?type=2. */
export function titleFor(pathname: string, opts: { isMiniProgram: boolean; search?: string }): string {
  const route = findRoute(resolvePath(pathname));
  if (!route) return texts.app.name;
  if (route.path === '/downloadApp' && new URLSearchParams(opts.search ?? '').get('type') === '2') {
    return texts.app.shopName;
  }
  const key = opts.isMiniProgram && route.titleMiniProgram ? route.titleMiniProgram : route.title;
  return routeTitles[key];
}

/** Query values; `null` and `undefined` leave the key out. */
export type QueryValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** The query string of these values, in their order, without the '?': { id: 3, name: 'a b' } → 'id=3&name=a+b'. */
export function searchOf(query: QueryValues): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.set(key, String(value));
  }
  return search.toString();
}

/** A path with its query: href('/myClassList', { id: 3, name: '思维' }) → '/myClassList?id=3&name=…'. */
export function href(path: RoutePath, query: QueryValues = {}): Href {
  const search = searchOf(query);
  return search ? `${path}?${search}` : path;
}

export const NAMED_ROUTES = Object.fromEntries(
  ROUTES.flatMap((r) => (r.name ? [[r.name, r.path]] : [])),
) as Readonly<Record<RouteName, RoutePath>>;

/**
 * A named route with its parameters. The spec passes them as route params (parentsCenter takes
 * classHourType); with static paths they travel in the query: routeTo('parentsCenter', {classHourType: 1})
 * → '/parentsCenter?classHourType=1'.
 */
export function routeTo(name: RouteName, params: QueryValues = {}): Href {
  return href(NAMED_ROUTES[name], params);
}
