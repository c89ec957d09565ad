import { describe, expect, it } from 'vitest';
import {
  findRoute,
  href,
  isAt,
  NAMED_ROUTES,
  ROUTES,
  resolvePath,
  routeTo,
  skipsInit,
  titleFor,
  toHref,
} from '../routes';

// Transcribed from doc 1 §2, independently of the table.
const STEP_UP_PATHS = [
  '/higherLevelLogin',
  '/higherLevel',
  '/higherLevelWaiting',
  '/higherLevelOriginal',
  '/higherLevelGrouping',
  '/higherLevelCompleted',
  '/higherLevelSelectClass',
  '/higherLevelSelectTime',
];

const withChildren: Record<string, string[]> = {
  '/homework': ['list', 'detail', 'submit'],
  '/openClassCenter': ['openClassPage', 'openClassDetail'],
  '/peaClassCenter': ['peaClassPage', 'peaClassDetail'],
  '/teachAid': ['list', 'detail', 'qrcode'],
  '/help': ['list', 'detail'],
  '/myExpress': ['list', 'detail', 'packList'],
  '/report': ['grade', 'gradeNew', 'subject', 'stage', 'stageReportNew', 'stageReportNewOne', 'review'],
  '/myAddressCenter': ['myAddressList', 'myAddressEdit', 'myAddressForm'],
  '/material': ['list', 'submit'],
  '/straight': ['list', 'baby', 'detail', 'rank', 'strategy', 'gift'],
  '/babyStudy': ['detail', 'play', 'list', 'purchased'],
  '/teacher': ['list', 'detail'],
  '/myTaskCenter': ['myTaskList', 'myTaskFinish'],
  '/furtherShiftClassCenter': ['furtherShiftClass', 'furtherChoiceTime'],
  '/logout': ['step1', 'step2', 'step3'],
};
const SPEC_PATHS = [
  '/login',
  '/findPassword',
  '/index',
  '/parentsCenter',
  '/myTabClass',
  '/myClass1',
  '/aboutClassCenter',
  '/growUp/studyPlan',
  '/growUp/situation',
  '/growUp/growReportList',
  ...Object.entries(withChildren).flatMap(([p, cs]) => cs.map((c) => `${p}/${c}`)),
  '/growUp/situation/share',
  '/growUp/situation/schedule',
  '/growUp/situation/v1/share',
  '/growUp/studyPlan/share',
  ...`/beforeClass, /myClassList, /courseRecoredContent, /classContent, /recordingList, /allClass, /onlineHomeworkReport,
  /questionDetail, /survey, /surveyDemo, /classAchieve, /settingUpInformation, /myClassHour, /leaveRecord, /evaReportList,
  /myOrder, /classHourRecord, /option, /protocol, /userAgreement, /userPrivacy, /userChildrenPrivacy, /userCancellation,
  /demoReport, /sharePoster, /onlineWorkVideo, /syllabus, /informationCenter, /activityCenter, /classFeature, /feedback,
  /babyShow, /babyShowEdtail, /babyShowVideo, /babyShowDetail, /learningMaterials, /learningTeachAid, /learningVideo,
  /downloadApp, /downloadAppPc, /tutor, /soundStoryPlayer, /soundStoryPage, /iframePage, /courseReplay, /dailyCheckIn,
  /dailyCheckInRecord, /improveData, /downloadStudentApp, /medalList, /teacherUploadVideo, /uploadWritingQuestions,
  /teacherVideoDetail, /teacherStarActivity, /teacherStarActivityOct, /teacherStarRule, /homeworkAfterClass, /courseList,
  /courseDetailList, /furtherEducation, /furtherEducationEnter, /selectAgePage, /freshmentEnrollment, /freshmentAuthLogin,
  /myExchange, /nps, /littleTeacherList, /littleTeacherUpload, /littleTeacherDetail, /littleTeacherCollection,
  /littleTeacherShare, /deviceManage, /wrongWorkGroup, /firstLessonReport, /eloquenceReport, /debateReport,
  /special-report, /special-report/course, /special-report/answer, /evaluation, /evaluation/login, /evaluation/questions,
  /evaluation/analysis, /evaluation/result, /evaluation/appraisal-report, /aiExerciseBookSnapshot, /aiExerciseBookReport,
  /onlineHomeworkGuide, /gradingReportGuide, /liveGuide, /commonGuide, /beforeClassGuide, /entranceGuide,
  /specialTaskFinishGuide, /onlineAuditTaskGuide, /recordHomeworkFinishGuide, /recordStudyFinishGuide, /stageTaskGuide,
  /littleTeacherGuide, /molierduoNotice, /higherLevelLogin, /higherLevel, /higherLevelWaiting, /higherLevelOriginal,
  /higherLevelGrouping, /higherLevelCompleted, /higherLevelSelectClass, /higherLevelSelectTime`
    .split(',')
    .map((p) => p.trim()),
];

describe('the route table', () => {
  it('has every path of the spec, each resolving to itself with a title', () => {
    expect(SPEC_PATHS).toHaveLength(168);
    for (const path of SPEC_PATHS) {
      expect(findRoute(path), path).toBeDefined();
      expect(resolvePath(path), path).toBe(path);
      expect(titleFor(path, { isMiniProgram: false }), `title of ${path}`).not.toBe('');
    }
  });

  it('has no path the spec does not list (besides the parents of children)', () => {
    const spec = new Set(SPEC_PATHS);
    const extra = ROUTES.filter((r) => !spec.has(r.path)).map((r) => r.path);
    // /furtherShiftClassCenter is a screen (the entry routing, doc 3 §2); the others redirect to a child.
    expect(extra.sort()).toEqual(['/furtherShiftClassCenter', '/growUp', '/logout', '/straight']);
  });

  it('sends unknown paths to /index and parents to their default child', () => {
    expect(resolvePath('/nope')).toBe('/index');
    expect(resolvePath('/homework')).toBe('/index');
    expect(resolvePath('/')).toBe('/index');
    expect(resolvePath('/growUp')).toBe('/growUp/studyPlan');
    expect(resolvePath('/straight')).toBe('/straight/list');
    expect(resolvePath('/logout')).toBe('/logout/step1');
    expect(resolvePath('/furtherShiftClassCenter')).toBe('/furtherShiftClassCenter');
    expect(resolvePath('/index/')).toBe('/index');
  });

  it('keeps the tab shell children together', () => {
    const tabs = ROUTES.filter((r) => r.group === 'tab').map((r) => r.path);
    expect(tabs).toEqual(
      expect.arrayContaining([
        '/index',
        '/parentsCenter',
        '/myTabClass',
        '/myClass1',
        '/aboutClassCenter',
        '/growUp/studyPlan',
      ]),
    );
  });

  it('skips init only for /protocol and /evaluation', () => {
    expect(skipsInit('/protocol')).toBe(true);
    expect(skipsInit('/evaluation')).toBe(true);
    expect(skipsInit('/evaluation/result')).toBe(true);
    expect(skipsInit('/index')).toBe(false);
    expect(ROUTES.filter((r) => r.skipInit)).toHaveLength(7);
  });

  it('named routes point at real routes', () => {
    expect(routeTo('parentsCenter', { classHourType: 1 })).toBe('/parentsCenter?classHourType=1');
    expect(routeTo('freshmentEnrollment')).toBe('/freshmentEnrollment');
    expect(routeTo('learningMaterials')).toBe('/learningMaterials');
    for (const path of Object.values(NAMED_ROUTES)) expect(findRoute(path)?.name).toBeDefined();
  });

  it('keeps the tabs and the list pages alive, nothing else', () => {
    expect(ROUTES.filter((r) => r.keepAlive).map((r) => r.path)).toEqual([
      '/index',
      '/parentsCenter',
      '/myTabClass',
      '/growUp/studyPlan',
      '/homework/list',
      '/openClassCenter/openClassPage',
      '/peaClassCenter/peaClassPage',
      '/straight/list',
      '/babyStudy/list',
      '/informationCenter',
      '/babyShow',
      '/soundStoryPage',
    ]);
  });

  it('the step-up group is exactly the eight step-up paths', () => {
    expect(ROUTES.filter((r) => r.group === 'stepUp').map((r) => r.path)).toEqual(STEP_UP_PATHS);
  });

  it('titles: mini-program variants for home and parent centre, shop title for download type 2', () => {
    expect(titleFor('/index', { isMiniProgram: false })).not.toBe(
      titleFor('/index', { isMiniProgram: true }),
    );
    expect(titleFor('/parentsCenter', { isMiniProgram: true })).toBe('我的');
    expect(titleFor('/downloadApp', { isMiniProgram: false, search: '?type=2' })).toBe('Wonder商城');
    expect(titleFor('/downloadApp', { isMiniProgram: false, search: '?type=1' })).toBe('下载Wonder家长APP');
  });
});

describe('typed links', () => {
  it('href adds the query in order, leaving out null and undefined', () => {
    expect(href('/myClassList')).toBe('/myClassList');
    expect(
      href('/myClassList', { id: 3, name: '思维 L3', empty: '', off: false, no: null, gone: undefined }),
    ).toBe('/myClassList?id=3&name=%E6%80%9D%E7%BB%B4+L3&empty=&off=false');
  });

  it('toHref keeps a link to a route with its query and sends anything else where the router would', () => {
    expect(toHref('/dailyCheckIn?from=banner')).toBe('/dailyCheckIn?from=banner');
    expect(toHref('/index/')).toBe('/index');
    expect(toHref('/growUp')).toBe('/growUp');
    expect(toHref('/nowhere?x=1')).toBe('/index');
    expect(toHref('')).toBe('/index');
  });

  it('a path in another case is its route, spelt as the table spells it (doc 3 §2 /myAddresslist)', () => {
    expect(findRoute('/myAddressCenter/myAddresslist')?.path).toBe('/myAddressCenter/myAddressList');
    expect(toHref('/myAddressCenter/myAddresslist?from=x')).toBe('/myAddressCenter/myAddressList?from=x');
    expect(resolvePath('/GROWUP')).toBe('/growUp/studyPlan');
    expect(isAt('/Index/', '/index')).toBe(true);
    expect(isAt('/indexx', '/index')).toBe(false);
    expect(findRoute('/nowhere')).toBeUndefined();
  });
});
