/**
 * The parent-centre texts (doc 3 §2, §3, §8): /parentsCenter and /myClassHour. Entry names reuse the route
 * titles of the pages they open; the parent roles are the spec's (1 mum … 7 none); the section names are the
 * spec's English rendered in Chinese; everything else (hints, brand names, the copy toast) is chosen.
 * Interpolate with `fmt` from src/texts.
 */
import { PARENT_STATUS, type SubjectBrand } from '@wonder/contracts';
import { routeTitles, texts } from '../../texts';

/** Parent roles 1–7 (doc 3 §3): the spec's enumeration, kept once in the contracts. */
export const PARENT_ROLE_TEXTS: Readonly<Record<number, string>> = PARENT_STATUS;

/** Brand names of the hour rows (chosen: the spec gives the codes only). */
export const BRAND_TEXTS: Readonly<Record<SubjectBrand, string>> = {
  wandou: '豌豆思维',
  yuwen: '豌豆语文',
  biancheng: '豌豆编程',
  weiqi: '豌豆围棋',
  moli: '魔力英语',
  xinli: '心理成长',
  jianqiao: '剑桥英语',
  math: '数学思维',
};

const LIVE = '直播课时';
const RECORDED = '录播课时';

export const parentCentreTexts = {
  pageLabel: routeTitles.parentsCenter,
  loading: texts.common.loadingContent,
  retry: texts.common.reload,
  kidFallback: '孩子',
  /** "{kid}{role}": the kid's name with the parent's role, e.g. 小明妈妈. */
  kidWithRole: '{kid}{role}',
  userId: 'ID：{id}',
  stars: '{count}颗星星',
  myExchange: routeTitles.myExchange,
  editProfile: '编辑资料',
  checkIn: routeTitles.dailyCheckIn,
  checkedIn: '今日已打卡',
  tiles: {
    label: '课时与请假',
    live: LIVE,
    recorded: RECORDED,
    leave: '剩余请假',
    gifted: '含赠送{count}',
    unitHours: '课时',
    unitTimes: '次',
    dash: texts.common.dashes,
  },
  invite: {
    titleFallback: '邀请有礼',
    poster: '邀请海报',
    screenshot: '上传截图领奖励',
  },
  sections: {
    account: '我的账户',
    activities: '限时活动',
    learning: '我的学习',
    service: '服务中心',
  },
  entries: {
    orders: routeTitles.myOrder,
    addresses: routeTitles.myAddressCenterMyAddressList,
    logistics: routeTitles.myExpressList,
    logisticsNew: '有新物流',
    activityCenter: routeTitles.activityCenter,
    beanShop: '豌豆商城',
    praise: '好评鼓励',
    myTasks: routeTitles.myTaskCenterMyTaskList,
    medals: routeTitles.medalList,
    inviteRewards: '邀请奖励',
    studyTasks: '学习任务单',
    undone: '{count}项未完成',
    reports: '学习报告',
    wrongSet: routeTitles.wrongWorkGroup,
    leave: '请假与补课',
    help: routeTitles.helpList,
    materials: routeTitles.materialList,
    tutor: routeTitles.tutor,
    onlineConsult: '在线咨询',
    phoneConsult: '电话咨询',
    settings: routeTitles.option,
    feedback: routeTitles.feedback,
  },
  phoneCopied: '客服电话已复制：{phone}',
  phoneCopyFailed: '复制失败，请拨打{phone}',
} as const;

/** /myClassHour. */
export const classHourTexts = {
  title: routeTitles.myClassHour,
  back: texts.shell.back,
  backHome: texts.shell.home,
  tabsLabel: '课时类型',
  tabs: [LIVE, RECORDED, '请假次数'] as const,
  base: '购买{count}课时',
  gifted: '赠送{count}课时',
  total: '剩余{count}课时',
  leaveLeft: '剩余请假{count}次',
  leaveHint: '请假后可预约补课，请在课前提交请假',
  empty: '暂无课时',
  emptyHint: '购买或领取课程后，课时会显示在这里',
  failed: '课时加载失败',
  failedHint: '请稍后再试',
} as const;

/**
 * /option, the settings screen. The title, the rows (route titles) and 退出登录 / 已退出登录 are the app's;
 * the version label and the busy text are chosen.
 */
export const optionTexts = {
  title: routeTitles.option,
  back: texts.shell.back,
  backHome: texts.shell.home,
  rows: {
    profile: routeTitles.settingUpInformation,
    cancelAccount: routeTitles.logoutStep1,
    agreement: routeTitles.protocol,
    privacy: routeTitles.userPrivacy,
    childrenPrivacy: routeTitles.userChildrenPrivacy,
  },
  version: '当前版本',
  versionValue: 'V{version}',
  logout: texts.session.logout,
  loggingOut: '正在退出…',
} as const;
