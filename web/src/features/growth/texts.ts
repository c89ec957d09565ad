/**
 * The growth texts (doc 3 §2, §3, §8): the tab's header and tabs, the learning plan, the dynamic learning
 * report (动态学情报告) with its seven sections, medals and message types, the evaluation reports, the
 * share pages and the browser's not-supported state. The spec's English is rendered in Chinese; labels the
 * spec does not show are chosen. Interpolate with `fmt` from src/texts.
 */
import { routeTitles, texts } from '../../texts';

const REPORT_TITLE = '动态学情报告';

export const growthTexts = {
  tabsLabel: texts.shell.tabs.growth,
  tabs: {
    studyPlan: routeTitles.growUpStudyPlan,
    situation: '动态学情',
    reports: routeTitles.growUpGrowReportList,
  },
  childFallback: '宝贝',
  currentClass: '当前班级：{name}',
  classNumber: '{id}班',
  noClass: '暂未分班',
  switchClass: '切换班级',
  step: '当前阶段 {step}',
  notSupported: texts.web.growthNotSupported,
  notSupportedHint: '在家长端APP中，可以查看孩子的学习计划、动态学情和成长报告',
  download: texts.web.goDownload,
  share: texts.common.share,
  retry: texts.common.reload,
  loading: texts.common.loadingContent,
} as const;

/** Tab 1 and the plan share pages. */
export const planTexts = {
  weekRange: '{start} - {end}',
  taskStatus: {
    todo: texts.study.todo,
    done: texts.study.done,
    missed: '已错过',
  },
  live: routeTitles.liveGuide,
  recorded: routeTitles.recordingList,
  liveAt: '{time} 开课',
  empty: '暂无学习计划',
  emptyHint: '分班后，这里会按周列出孩子的课程安排',
  failed: '学习计划加载失败',
  weekProgress: '{done}/{total} 已完成',
  shareTitle: '{name}的学习计划',
  shareDesc: '一起来看看孩子这几周的学习安排吧',
} as const;

/** Tab 2 and the report share pages. */
export const reportTexts = {
  title: REPORT_TITLE,
  period: '{start} 至 {end}',
  sections: {
    overview: '学习概览',
    learningSituation: '学习情况',
    classroom: '课堂表现',
    studyHabits: '学习习惯',
    courseMastery: '课程掌握',
    learningAchievement: '学习成就',
    monthlyReportDelivery: '报告送达',
  },
  overview: {
    attend: '出勤课次',
    studyDays: '学习天数',
    homework: '完成作业',
    days: '{n}天',
    times: '{n}次',
  },
  rates: {
    attendRate: '出勤率',
    homeworkRate: '作业完成率',
    correctRate: '答题正确率',
    previewRate: '课前预习',
    reviewRate: '课后复习',
    onTimeRate: '按时完成',
  },
  percent: '{n}%',
  medals: {
    allCorrect: '全对',
    handupNum: '举手',
    starNum: '星星',
    grabNum: '抢答',
    speedNum: '快速答题',
    firstAnswer: '首答',
    authNum: '上台展示',
  },
  medalCount: '{name} {count}次',
  earned: '本阶段获得的勋章',
  attach: '{title}：{value}',
  mastery: '掌握程度 {level}/5',
  messageTypes: {
    firstLesson: routeTitles.firstLessonReport,
    afterClass: '课后报告',
    specialTopicExploration: '专题探究报告',
    monthly: '月度报告',
  },
  empty: '暂无学情报告',
  emptyHint: '孩子上课后，这里会生成动态学情报告',
  failed: '学情报告加载失败',
  shareTitle: '{name}的{title}',
  shareDesc: '孩子最近的课堂表现和学习成长，都在这里',
} as const;

/** Tab 3 and /evaReportList. */
export const evaTexts = {
  reportTypes: {
    2: '学科测评',
    4: '等级测评',
    5: '阶段测评',
    6: '复习测评',
    7: '表达阶段测评',
  },
  unread: '未读',
  created: '{date} 生成',
  viewAll: '全部测评报告',
  empty: '暂无测评报告',
  emptyHint: '完成测评后，报告会出现在这里',
  failed: '测评报告加载失败',
  back: texts.shell.back,
  backHome: texts.shell.home,
} as const;

/** The token-free share pages. */
export const shareTexts = {
  from: '一起见证孩子的成长',
  scheduleTitle: '{name}的学习进度',
  expired: '分享链接已失效',
  expiredHint: '可以请分享的家长重新分享一次哦',
  failed: '分享内容加载失败',
  cta: '下载Wonder家长APP，陪孩子一起成长',
  ctaButton: texts.shell.downloadBarButton,
} as const;
