/**
 * The home page texts (doc 2 §2–§4, §8). 在线旁听需要下载家长端APP is the spec's own; the others render the
 * spec's English in Chinese or are chosen (section titles, empty and failed hints). Interpolate with `fmt`.
 */
import { texts } from '../../../texts';

export const homeTexts = {
  loading: texts.common.loadingContent,
  retry: texts.common.reload,
  bannersLabel: '首页推荐',
  bannerSlide: '第{n}张',
  today: {
    title: '今日课程',
    time: '{time}上课',
    listen: '在线旁听',
    needsApp: texts.web.listenNeedsApp,
    /** The subject icons' names (chosen: the spec names the subjects in English, doc 1 §1). */
    subjects: {
      wandou: '思维',
      yuwen: '语文',
      biancheng: '编程',
      weiqi: '围棋',
      moli: '魔力思维',
      xinli: '心理',
      jianqiao: '英语',
      math: '数学',
      other: texts.shell.tabs.courses,
    },
  },
  report: {
    title: '学情动态',
    newReport: '你有一份新报告',
    courses: '已学{count}节课',
    subjects: '{count}个学科',
    finishedToday: '今日已完成上课',
    check: '查看学情',
  },
  list: {
    more: '加载更多',
    loadingMore: '正在加载…',
    end: '没有更多了',
    empty: '暂无推荐内容',
    emptyHint: '下拉刷新试试，新内容很快就来',
    failed: '内容加载失败',
    failedHint: '请稍后下拉刷新重试',
    ended: '活动已结束',
    /** {left}: the app's one countdown format (domain/countdown.ts). */
    countdown: '距结束 {left}',
    participants: '{count}人参与',
  },
} as const;
