/**
 * The texts of what home shows after its first paint: the configured blocks and the popup chain (doc 2 §4);
 * pull to refresh reads the shell's (texts.shell). Apart from texts/index.ts so they ride with the lazy
 * chunks, not /index's first load.
 * 最多可选N个 and 我选好了(已选N个) are the spec's own; the others render the spec's English in Chinese or are
 * chosen (names where the config gives none, popup bodies). Interpolate with `fmt`.
 */
import { routeTitles, texts } from '../../../texts';

const CLAIM = '立即领取';
const CLAIMING = '领取中…';

export const homeExtraTexts = {
  /** Configured blocks (doc 2 §2, §4): names chosen where the config gives none. */
  blocks: {
    categories: '分类入口',
    grid: '精选入口',
    newcomerProgress: '已完成{done}/{total}项入学任务',
    newcomerGo: '去完成',
    firstLesson: '首课指引',
    entrance: '新生入学入口',
    floating: '活动入口',
    posterTitle: '邀请好友得{reward}课时',
    posterGo: '去分享',
  },
  /** The popup chain (doc 2 §4); 最多可选N个 and 我选好了(已选N个) are the spec's own. */
  popups: {
    close: texts.common.close,
    /** The image popups' action. */
    look: '去看看',
    stepUp: {
      title: '升阶活动进行中',
      text: '为孩子选择下一阶段的课程时间，锁定喜欢的老师',
      action: '立即参与',
    },
    gift: {
      title: '课时礼包',
      text: '送你{hours}课时，领取后即可使用',
      item: '{name} · {hours}课时',
      accept: CLAIM,
      accepting: CLAIMING,
      reward: '领取成功',
      rewardText: '{hours}课时已到账，可在「我的课时」中查看',
      viewHours: '查看课时',
      tip: '你有{hours}课时待领取',
      tipInApp: '去领取',
      tipOutsideApp: '下载APP领取',
    },
    checkIn: {
      title: '今日还未打卡',
      text: '坚持每日打卡，和孩子一起养成学习好习惯',
      /** With the day count (dayNum > 0). */
      days: '已坚持打卡{n}天，今天也要继续哦',
      action: '去打卡',
    },
    newcomer: { title: routeTitles.freshmentEnrollment, text: '完成入学任务，开启快乐学习之旅' },
    wonderful: { title: '精彩活动', text: '孩子的精彩瞬间已生成，快来看看吧' },
    tags: {
      maxHint: '最多可选{n}个',
      confirm: '我选好了(已选{n}个)',
      saving: '保存中…',
    },
    /** The trial-claim login (doc 2 §9); the form's texts are the login page's (texts.phoneForm). Chosen. */
    trialClaim: {
      title: '登录领取免费体验课',
      text: '输入手机号，验证后即可领取',
      areaCode: '+86',
      phoneLabel: '手机号',
      codeLabel: '验证码',
      submit: CLAIM,
      submitting: CLAIMING,
    },
    notify: {
      authTitle: '开启消息通知',
      authText: '开启后，上课提醒和学习报告第一时间通知您',
      authAction: '去开启',
      followTitle: '关注公众号',
      followText: '关注公众号，及时接收上课提醒和学习报告',
      followAction: '去关注',
      cancel: '暂不',
    },
  },
} as const;
