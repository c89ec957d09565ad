/**
 * The step-up feature's texts (doc 3 §2–§9, doc 2 §9), in Chinese. The spec writes most of them in English:
 * each such entry notes the original in its comment. Entries marked "chosen" are texts the spec does not
 * show. Interpolate `{name}` placeholders with `fmt` from src/texts.
 */
import { routeTitles, texts } from '../../texts';

/** 'Warm tip': the title of every step-up dialog. */
const WARM_TIP = '温馨提示';
/** 'Head teacher will contact you within 24 hours' (dialog text) = the notify toast's meaning. */
const HEAD_TEACHER_WILL_CONTACT = '班主任将在24小时内与您联系';
const NOTIFY_HEAD_TEACHER = '通知班主任';
const CONTACT_HEAD_TEACHER = '联系班主任';
const CLASS_TIME = '上课时间';
const TEACHERS = '授课老师';

/** Shared by every step-up screen. */
export const stepUpCommon = {
  warmTip: WARM_TIP,
  confirm: texts.common.confirm,
  cancel: texts.web.cancel,
  close: texts.common.close,
  back: texts.shell.back,
  loading: texts.common.loading,
  /** Chosen: a failed load and its retry. */
  loadFailed: '加载失败，请检查网络后重试',
  retry: texts.common.reload,
  /** Chosen: a step-up write that failed without a server message. */
  failed: '操作失败，请稍后重试',
} as const;

/** /furtherEducationEnter and /higherLevelLogin (doc 3 §2): the intro. Texts chosen. */
export const enterTexts = {
  title: '新学年升阶服务',
  lead: '一年一次，为宝贝确认下一学年的班级',
  points: ['查看新学年课程与授课老师', '确认升阶，或选择更合适的班级与上课时间', '有疑问可随时联系班主任'],
  start: '立即进入',
} as const;

/** /furtherEducation (doc 3 §2, §4, §8). */
export const educationTexts = {
  avatar: texts.shell.avatar,
  userId: '用户ID：{id}',
  logout: texts.session.logout,
  /** Chosen: the header greeting with the child's name. */
  kidName: '{name}的家长',
  panelTitle: '班级信息',
  currentStep: '当前阶段',
  course: texts.shell.tabs.courses,
  newStep: '新学年阶段',
  newClass: '新学年班级',
  newFirstTime: '首次上课',
  newCycle: CLASS_TIME,
  remainingHours: '剩余课时',
  hoursValue: '{hours}课时',
  /** Shown for a figure that did not load (doc 3 §8: failed hour load shows dashes). */
  dashes: texts.common.dashes,
  cycleJoin: ' + ',
  optionsTitle: '新学年服务',
  teacherCard: TEACHERS,
  teacherIntro: '查看老师介绍',
  /** Chosen: no teacher assigned yet. */
  teacherPending: '待分配',
  outlineCard: routeTitles.syllabus,
  outlineHint: '查看{step}课程内容',
  reportCard: '年度报告',
  reportHint: '回顾宝贝这一年的成长',
  giftCard: '升阶礼包',
  giftHint: '确认升阶后，礼包随新学年教材寄出',
  /** Outside the app the gift card gives way to the download link (/downloadApp?type=5&enter=321). */
  downloadForGift: '下载家长端APP，领取升阶礼包',
  /** The tips dialog (its texts chosen: the spec only says it exists). */
  tips: '升阶说明',
  tipsContent:
    '每学年结束前，请为宝贝确认下一学年的班级。确认升阶即保留新学年推荐班级；不升阶可自选班级或提交意向上课时间，分班结果将在原班级座位释放前通知您。',
  /** Page type 3 (PAGEN): the recommended plan, not upgrading yet. */
  pagenTitle: '推荐升阶方案',
  pagenContent: '宝贝已完成{step}的学习，推荐升入{newStep}，继续系统学习。',
  /** 'upgrade'. */
  upgrade: '确认升阶',
  /** 'do not upgrade' (it leads to choosing a class or intended times). */
  notUpgrade: '暂不升阶，自选班级',
  /** Page type 2 (PAGEY): already upgrading. */
  pageyTitle: '新学年班级安排',
  confirmClass: '确认新学年班级',
  changeClass: '调整班级',
  /** Status 2 (grouping): the countdown to the release of the old seat and a waiting message. */
  groupingTitle: routeTitles.higherLevelGrouping,
  /** 'a waiting message' (words chosen). */
  groupingWaiting: '正在为宝贝安排新学年班级，请耐心等待分班结果',
  /** 'a countdown to the release of the old seat'. */
  countdownLabel: '距原班级座位释放还剩',
  countdownOver: '原班级座位已释放',
  /** Status 3 (completed). */
  completedTitle: '新学年班级已确认',
  completedContent: '新学年班级已安排好，开课前班主任会与您联系。',
  /** The confirm success dialog (dialog type 1); 'You have successfully confirmed the new year class
   * arrangement. The Wonder sprite awaits you!'. */
  confirmSuccess: '您已成功确认新学年班级安排，Wonder精灵在新学年等你哦！',
  /** Page type 1 (error). */
  errorTitle: '暂时无法查看升阶信息',
  /** Dialog type 4: 'user id: {id}, {msg}'. */
  errorDialog: '用户ID：{id}，{msg}',
  /** Dialog type 4 without a user: 'please log in first'. */
  pleaseLogin: '请先登录',
  /** Dialog type 5 (control): an option whose switch is off. Chosen. */
  controlClosed: '该功能暂未开放，敬请期待',
  /** Chosen: the identity check refused the shift centre without a server message. */
  checkFailed: '暂时无法调整班级，请联系班主任',
} as const;

/** Ineligibility (doc 3 §3, §8): info code 201 with a studentCode of the list, no toast. Texts chosen. */
export const ineligibleTexts = {
  title: '暂不符合升阶条件',
  10001: '升阶服务仅面向正式学员开放',
  10002: '宝贝不在本次升阶范围内',
  10003: '宝贝当前没有在读课程',
  10004: '宝贝当前所在班级不是正式班级',
  10005: '专属学员的升阶由班主任一对一安排',
  hint: '如有疑问，请联系班主任',
} as const;

/** /furtherShiftClassCenter/furtherShiftClass (doc 3 §2, §4). */
export const shiftClassTexts = {
  title: '{step} {course}',
  /** /furtherShiftClassCenter while its entry routing decides (the route's title). */
  centreTitle: routeTitles.furtherShiftClassCenterFurtherShiftClass,
  /** 'recommended classes'. */
  recommendTab: '推荐班级',
  /** 'all classes'. */
  allTab: '全部班级',
  tabsLabel: '班级列表',
  cycle: CLASS_TIME,
  firstLive: '首次直播',
  teachers: TEACHERS,
  /** Accessible name of a teacher button: plays the intro video. */
  playIntro: '播放{name}的介绍视频',
  /** 'view more classes'. */
  viewMore: '查看更多班级',
  /** Chosen: the end of the all list. */
  noMore: '没有更多班级了',
  /** Chosen: an empty list. */
  empty: '暂无可选班级',
  choose: '选择该班级',
  /** 'Please confirm whether to join this class'. */
  confirmJoin: '请确认是否加入该班级',
  join: '确认加入',
  joined: '选班成功',
  /** The button that submits intended times instead (its words chosen). */
  submitTimesInstead: '没有合适的班级？提交意向上课时间',
  /** The note: 'the original teacher may change, contact the head teacher'. */
  teacherNote: '新学年授课老师可能有所调整，如有疑问请联系班主任。',
  contactHeadTeacher: CONTACT_HEAD_TEACHER,
  videoTitle: '老师介绍',
  /** Chosen: the all-classes chooser (doc 3 §4: end options depend on the chosen start). */
  filter: '按上课时间筛选',
  filterClear: '全部时间',
  filterStart: '第一节课',
  filterEnd: '第二节课',
  filtered: '{start} + {end}',
} as const;

/** /furtherShiftClassCenter/furtherChoiceTime (doc 3 §2, §5). */
export const choiceTimeTexts = {
  lead: '请选择宝贝方便上课的时间，最多{max}组',
  course: '课程：{course}',
  row: '意向时间{n}',
  /** 'please choose preferred time'. */
  rowEmpty: '请选择意向上课时间',
  rowValue: '{weekStart} {timeStart} 至 {weekEnd} {timeEnd}',
  /** An end day before the start day: that day of the next week (text chosen). */
  nextWeek: '下{weekday}',
  add: '添加意向时间',
  remove: '删除',
  removeRow: '删除意向时间{n}',
  submit: '提交意向时间',
  pickerTitle: '选择意向时间',
  startDay: '开始日期',
  startTime: '开始时间',
  endDay: '结束日期',
  endTime: '结束时间',
  /** 'Cannot choose the same <weekday> time'. */
  sameWeekday: '不能选择相同的{weekday}时间',
  /** 'Please choose intended time'. */
  emptyList: '请选择意向时间',
  /** 'Row N has no intended time chosen'. */
  rowMissing: '第{n}行未选择意向时间',
  /** 'Please confirm whether to submit the following intended times'. */
  confirmSubmit: '请确认是否提交以下意向时间',
  numbered: '{n}. {range}',
  /** Chosen. */
  submitted: '意向时间提交成功',
} as const;

/** Head-teacher contact dialog (doc 3 §4, §8, §9). */
export const headTeacherTexts = {
  title: WARM_TIP,
  /** 'If you have questions click notify head teacher, head teacher will contact within 24 hours'. */
  content: `如有疑问请点击“${NOTIFY_HEAD_TEACHER}”，${HEAD_TEACHER_WILL_CONTACT}`,
  mobile: '班主任电话：{mobile}',
  copyMobile: '复制班主任电话',
  /** 'Copied contact to clipboard'. */
  copied: '已复制联系方式到剪贴板',
  /** Chosen: the copy was refused by the browser. */
  copyFailed: '复制失败，请手动记录',
  notify: NOTIFY_HEAD_TEACHER,
  /** 'The head teacher will contact you within 24 hours' (toast) and the dialog text of the same words. */
  notified: HEAD_TEACHER_WILL_CONTACT,
  /** Without a head master: customer service. Chosen, except the hotline (doc 3 §9). */
  noHeadTeacher: '暂未查询到班主任信息，如有疑问请联系客服',
  hotline: '客服热线：{phone}',
  call: '拨打客服热线',
  contact: CONTACT_HEAD_TEACHER,
} as const;

/** The 2021 step-up entrance (doc 2 §9, doc 3 §4). Texts chosen. */
export const higherLevelTexts = {
  closedTitle: '升阶活动未在进行中',
  closedContent: '活动时间：{start} 至 {end}',
  closedHint: '请在活动时间内参与升阶，如有疑问请联系班主任',
  home: texts.shell.home,
  welcomeTitle: '2021升阶季',
  welcomeContent: '升阶季已开启！请在活动截止前为宝贝确认新学年班级，逾期将无法保留原班级座位。',
  welcomeDeadline: '截止时间：{deadline}',
  welcomeOk: texts.common.gotIt,
} as const;
