/**
 * THE route table: one entry per route of doc 1 §2, carrying everything the app knows about the route — its
 * path, group, guards, keep-alive, name, title (a key of texts/titles.ts, with the mini-program variant) and
 * its screen, a lazy import of the feature's screens module (features/<x>/screens.ts: the screens only, so
 * the route's chunk carries no component a screen loads lazily). A route without a screen is one whose content
 * no document describes: it renders the app-only page (app/AppOnlyScreen.tsx). To add a screen, give its
 * entry a `screen`; nothing else in app/ changes.
 *
 * Every path is static (the spec has no path parameters: details take their ids in the query).
 */
import type { ComponentType } from 'react';
import type { RouteTitleKey } from '../texts/titles';

export type RouteGroup =
  | 'top' // /login, /findPassword
  | 'tab' // inside the tab shell (/index and its children)
  | 'child' // children of the "routes with children" table
  | 'share' // share pages
  | 'single' // other single routes
  | 'guide' // guide pages
  | 'stepUp'; // step-up routes (→ /downloadApp on iOS outside the container)

export type RouteName = 'parentsCenter' | 'freshmentEnrollment' | 'learningMaterials';

/** Resolves to the screen component; its chunk loads when the route is first visited. */
export type ScreenLoader = () => Promise<ComponentType>;

export interface RouteEntry {
  readonly path: string;
  readonly group: RouteGroup;
  readonly title: RouteTitleKey;
  /** Title inside the mini-program, when it differs (doc 1 §1: home and parent centre). */
  readonly titleMiniProgram?: RouteTitleKey;
  readonly screen?: ScreenLoader;
  /** A parent path that only forwards to its default child. */
  readonly redirectTo?: string;
  /** Growth tab and settings: no token → user info cleared, /login (doc 1 §2 guards, §6). */
  readonly requiresToken?: boolean;
  /** /protocol and /evaluation render without the app initialisation (doc 1 §1). */
  readonly skipInit?: boolean;
  /**
   * Kept rendered (hidden) when left, restored on re-entry. Doc 1 §1 says "several routes are kept cached"
   * without the list, so: the tabs, and the list pages parents return to from a detail page.
   */
  readonly keepAlive?: boolean;
  /** Named routes (doc 1 §2). */
  readonly name?: RouteName;
}

export const ROUTES: readonly RouteEntry[] = [
  // top
  {
    path: '/login',
    group: 'top',
    title: 'login',
    screen: () => import('../features/login/screens/login').then((m) => m.LoginPage),
  },
  { path: '/findPassword', group: 'top', title: 'findPassword' },

  // tab
  {
    path: '/index',
    group: 'tab',
    title: 'index',
    titleMiniProgram: 'indexMiniProgram',
    keepAlive: true,
    screen: () => import('../features/home/screens').then((m) => m.HomePage),
  },
  {
    path: '/parentsCenter',
    group: 'tab',
    title: 'parentsCenter',
    titleMiniProgram: 'parentsCenterMiniProgram',
    keepAlive: true,
    name: 'parentsCenter',
    screen: () => import('../features/parent-centre/screens').then((m) => m.ParentsCenterPage),
  },
  {
    path: '/myTabClass',
    group: 'tab',
    title: 'myTabClass',
    keepAlive: true,
    screen: () => import('../features/my-classes/screens').then((m) => m.MyTabClassPage),
  },
  { path: '/myClass1', group: 'tab', title: 'myClass1' },
  { path: '/aboutClassCenter', group: 'tab', title: 'aboutClassCenter' },
  { path: '/growUp', group: 'tab', title: 'growUp', redirectTo: '/growUp/studyPlan' },
  {
    path: '/growUp/studyPlan',
    group: 'tab',
    title: 'growUpStudyPlan',
    requiresToken: true,
    keepAlive: true,
    screen: () => import('../features/growth/screens').then((m) => m.StudyPlanTabPage),
  },
  {
    path: '/growUp/situation',
    group: 'tab',
    title: 'growUpSituation',
    requiresToken: true,
    screen: () => import('../features/growth/screens').then((m) => m.SituationTabPage),
  },
  {
    path: '/growUp/growReportList',
    group: 'tab',
    title: 'growUpGrowReportList',
    requiresToken: true,
    screen: () => import('../features/growth/screens').then((m) => m.GrowReportListTabPage),
  },

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
  {
    path: '/furtherShiftClassCenter/furtherShiftClass',
    group: 'child',
    title: 'furtherShiftClassCenterFurtherShiftClass',
    screen: () => import('../features/step-up/screens').then((m) => m.ShiftClassPage),
  },
  {
    path: '/furtherShiftClassCenter/furtherChoiceTime',
    group: 'child',
    title: 'furtherShiftClassCenterFurtherChoiceTime',
    screen: () => import('../features/step-up/screens').then((m) => m.ChoiceTimePage),
  },
  { path: '/logout', group: 'child', title: 'logoutStep1', redirectTo: '/logout/step1' },
  { path: '/logout/step1', group: 'child', title: 'logoutStep1' },
  { path: '/logout/step2', group: 'child', title: 'logoutStep2' },
  { path: '/logout/step3', group: 'child', title: 'logoutStep1' },

  // share
  {
    path: '/growUp/situation/share',
    group: 'share',
    title: 'growUpSituationShare',
    screen: () => import('../features/growth/screens').then((m) => m.SituationSharePage),
  },
  {
    path: '/growUp/situation/schedule',
    group: 'share',
    title: 'growUpSituationSchedule',
    screen: () => import('../features/growth/screens').then((m) => m.ScheduleSharePage),
  },
  {
    path: '/growUp/situation/v1/share',
    group: 'share',
    title: 'growUpSituationShare',
    screen: () => import('../features/growth/screens').then((m) => m.SituationV1SharePage),
  },
  {
    path: '/growUp/studyPlan/share',
    group: 'share',
    title: 'growUpStudyPlanShare',
    screen: () => import('../features/growth/screens').then((m) => m.StudyPlanSharePage),
  },

  // single
  { path: '/beforeClass', group: 'single', title: 'beforeClass' },
  {
    path: '/myClassList',
    group: 'single',
    title: 'myClass1',
    screen: () => import('../features/my-classes/screens').then((m) => m.LessonListPage),
  },
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
  {
    path: '/myClassHour',
    group: 'single',
    title: 'myClassHour',
    screen: () => import('../features/parent-centre/screens').then((m) => m.MyClassHourPage),
  },
  { path: '/leaveRecord', group: 'single', title: 'leaveRecord' },
  {
    path: '/evaReportList',
    group: 'single',
    title: 'evaReportList',
    screen: () => import('../features/growth/screens').then((m) => m.EvaReportListPage),
  },
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
  {
    path: '/downloadApp',
    group: 'single',
    title: 'downloadApp',
    screen: () => import('../features/download/screens').then((m) => m.DownloadAppPage),
  },
  {
    path: '/downloadAppPc',
    group: 'single',
    title: 'downloadApp',
    screen: () => import('../features/download/screens').then((m) => m.DownloadAppPcPage),
  },
  { path: '/tutor', group: 'single', title: 'tutor' },
  { path: '/soundStoryPlayer', group: 'single', title: 'soundStoryPlayer' },
  { path: '/soundStoryPage', group: 'single', title: 'soundStoryPlayer', keepAlive: true },
  {
    path: '/iframePage',
    group: 'single',
    title: 'index',
    screen: () => import('../features/my-classes/screens').then((m) => m.IframePage),
  },
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
  {
    path: '/courseList',
    group: 'single',
    title: 'courseList',
    screen: () => import('../features/my-classes/screens').then((m) => m.LessonListPage),
  },
  { path: '/courseDetailList', group: 'single', title: 'courseDetailList' },
  {
    path: '/furtherEducation',
    group: 'single',
    title: 'furtherEducation',
    screen: () => import('../features/step-up/screens').then((m) => m.EducationPage),
  },
  {
    path: '/furtherEducationEnter',
    group: 'single',
    title: 'furtherEducationEnter',
    screen: () => import('../features/step-up/screens').then((m) => m.EnterPage),
  },
  {
    path: '/selectAgePage',
    group: 'single',
    title: 'selectAgePage',
    screen: () => import('../features/login/screens/select-age').then((m) => m.SelectAgePage),
  },
  {
    path: '/freshmentEnrollment',
    group: 'single',
    title: 'freshmentEnrollment',
    name: 'freshmentEnrollment',
    screen: () => import('../features/freshment/screens').then((m) => m.FreshmentEnrollmentPage),
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
  {
    path: '/commonGuide',
    group: 'guide',
    title: 'index',
    screen: () => import('../features/download/screens').then((m) => m.CommonGuidePage),
  },
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
  {
    path: '/higherLevelLogin',
    group: 'stepUp',
    title: 'higherLevelLogin',
    screen: () => import('../features/step-up/screens').then((m) => m.HigherLevelLoginPage),
  },
  {
    path: '/higherLevel',
    group: 'stepUp',
    title: 'higherLevel',
    screen: () => import('../features/step-up/screens').then((m) => m.HigherLevelPage),
  },
  {
    path: '/higherLevelWaiting',
    group: 'stepUp',
    title: 'higherLevelWaiting',
    screen: () => import('../features/step-up/screens').then((m) => m.HigherLevelPage),
  },
  {
    path: '/higherLevelOriginal',
    group: 'stepUp',
    title: 'higherLevelOriginal',
    screen: () => import('../features/step-up/screens').then((m) => m.HigherLevelPage),
  },
  {
    path: '/higherLevelGrouping',
    group: 'stepUp',
    title: 'higherLevelGrouping',
    screen: () => import('../features/step-up/screens').then((m) => m.HigherLevelPage),
  },
  {
    path: '/higherLevelCompleted',
    group: 'stepUp',
    title: 'higherLevelCompleted',
    screen: () => import('../features/step-up/screens').then((m) => m.HigherLevelPage),
  },
  {
    path: '/higherLevelSelectClass',
    group: 'stepUp',
    title: 'higherLevelSelectClass',
    screen: () => import('../features/step-up/screens').then((m) => m.HigherLevelSelectClassPage),
  },
  {
    path: '/higherLevelSelectTime',
    group: 'stepUp',
    title: 'furtherShiftClassCenterFurtherChoiceTime',
    screen: () => import('../features/step-up/screens').then((m) => m.HigherLevelSelectTimePage),
  },
];
