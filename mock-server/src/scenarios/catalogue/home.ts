/**
 * Home page scenarios (doc 2 §4): each popup of the priority chain on its own, all at once, newcomer
 * scenes, the report record, the poster card, the home list, the unread badge.
 *
 * Decision — 'default' is calm: the home handlers (src/handlers/home) answer "nothing to show" for every
 * popup unless its param is set here: no unclaimed awards, already checked in today, no newcomer popup
 * (isShowPop false), wonderful-activity popup false, no interest-tag popup, no source-config popup, the
 * higher-level activity period over (the spec's 2021 default), no new report record, and the parent follows the
 * official account (isSubscribe true: no notification follow stage). What the spec
 * shows always stays: banners, categories, today's classes, the poster card, the floating icons, the
 * newcomer icon of the persona's scene. The fixtures themselves stay busy (stories render every popup).
 */
import { CONTENT_TYPE, endpoints, HOME_LIMITS, type HomeCard, REDIRECT_TYPE } from '@wonder/contracts';
import { HOME_PARAM, POPUP_PARAMS } from '../../handlers/home/params';
import { override } from '../../overrides/override';
import type { Scenario } from '../../overrides/types';
import { APP_FAILURE_CODE } from './session';

const H = endpoints.home;

const popup = (id: string, param: string, title: string, titleZh: string, description: string): Scenario => ({
  id,
  title: `Home popup: ${title}`,
  titleZh: `首页弹窗：${titleZh}`,
  description,
  group: 'home',
  params: { [param]: 1 },
});

const newcomerScene = (n: 1 | 2 | 3 | 4, what: string, whatZh: string): Scenario => ({
  id: `newcomer-scene-${n}`,
  title: `Newcomer scene ${n}`,
  titleZh: `新生入学场景 ${n}（${whatZh}）`,
  description: `getEntranceDetail answers only scene ${n} true (isShowPop false): ${what}.`,
  group: 'home',
  params: { [HOME_PARAM.newcomerScene]: n },
});

/** The mini-program every limited-activity card of 'home-list-mini-program' opens. */
export const MINI_PROGRAM_CARD = { xcxId: 'gh_3a5f9c2e7b1d', page: 'pages/course/detail' } as const;

/** A limited-activity card that opens a mini-program, its courseLink (the fallback) kept or made. */
function miniProgramCard(card: HomeCard): HomeCard {
  return {
    ...card,
    courseLink: card.courseLink || `https://act.wonder.example/course/${card.courseId}`,
    redirectType: REDIRECT_TYPE.MINI_APP,
    xcxId: MINI_PROGRAM_CARD.xcxId,
    xcxUrl: `${MINI_PROGRAM_CARD.page}?id=${card.courseId}`,
    miniprogramType: 0,
  };
}

export const UNREAD_COUNT = 120;
export const NAVBAR_TEXT = '今天也要和孩子一起进步哦';

export const homeScenarios: readonly Scenario[] = [
  popup(
    'popup-step-up',
    HOME_PARAM.popupStepUp,
    'step-up (higher level)',
    '升阶',
    "The higher-level activity period (static JSON) runs from a week before the session's first step-up call to two weeks after it, so the step-up popup (first in the chain) and the 2021 step-up entrance show. The period stays put: move the session clock past its end to close it.",
  ),
  popup(
    'popup-class-hour-gift',
    HOME_PARAM.popupClassHourGift,
    'class-hour gift',
    '课时赠送',
    "listUnclaimedAward answers the persona's unclaimed awards (official: 2): the gift popup opens in the app (outside it, the tip flag). Receiving them claims them for the session, and the list shrinks.",
  ),
  popup(
    'popup-check-in',
    HOME_PARAM.popupCheckIn,
    'check-in',
    '打卡',
    "isSignIn answers signIn false (not checked in today) with the fixture's dayNum (3): the check-in popup shows the day count and leads to /dailyCheckIn.",
  ),
  {
    id: 'popup-check-in-first-day',
    title: 'Home popup: check-in, never checked in',
    titleZh: '首页弹窗：打卡（从未打卡）',
    description:
      'isSignIn answers signIn false with dayNum 0: the check-in popup shows without a day count (the first check-in) and leads to /dailyCheckIn.',
    group: 'home',
    params: { [HOME_PARAM.popupCheckIn]: 1, [HOME_PARAM.checkInDays]: 0 },
  },
  popup(
    'popup-newcomer',
    HOME_PARAM.popupNewcomer,
    'newcomer',
    '新生入学',
    'getEntranceDetail answers the third scene with isShowPop true: the newcomer banner and its popup show (to freshmentEnrollment).',
  ),
  popup(
    'popup-wonderful-activities',
    HOME_PARAM.popupWonderful,
    'wonderful activities',
    '精彩活动',
    'checkWonderfulMoment answers popup true (icon true): the wonderful-activities popup shows.',
  ),
  popup(
    'popup-interest-tags',
    HOME_PARAM.popupInterestTags,
    'interest tags (a group at maxChosedNum)',
    '兴趣标签（已达最多可选）',
    "interestTagPopList answers the tag popup with its first group already at maxChosedNum (3 of 3 chosen): the other tags of that group are disabled and the hint reads 最多可选3个. Saving persists for the session and the list comes back with the saved statuses; a save over the limit answers '最多可选N个'.",
  ),
  popup(
    'popup-source-config',
    HOME_PARAM.popupSourceConfig,
    'source-config',
    '资源位',
    'getSourceConfig answers its popup: shown because no popup of the chain shows (combine with another popup to see it wait).',
  ),
  {
    id: 'popups-all',
    title: 'Home popups: all at once',
    titleZh: '首页弹窗：全部',
    description:
      'Every popup of the chain has data at once (step-up, class-hour gift, check-in, newcomer, wonderful activities, interest tags, source config): the app shows them one at a time in priority order.',
    group: 'home',
    params: Object.fromEntries(POPUP_PARAMS.map((p) => [p, 1])),
  },
  {
    id: 'notify-follow',
    title: 'Notification popup: follow the official account',
    titleZh: '通知弹窗：关注公众号',
    description:
      "isSubscribe answers false: once home's popup chain has settled, the notification popup's follow stage shows (at most twice per device, counted locally; a cancel stops it for the session). Not for tourists. Default: the parent follows, so it stays away.",
    group: 'home',
    params: { [HOME_PARAM.notifyFollow]: 1 },
  },
  newcomerScene(1, 'first scene: none of the icons, banner or popup of the later scenes', '首个场景'),
  newcomerScene(2, 'second scene, the floating first-lesson icon', '首课图标'),
  newcomerScene(3, 'third scene, the newcomer banner without popup', '横幅'),
  newcomerScene(4, 'fourth scene, the floating entrance icon', '入口图标'),
  {
    id: 'report-new-record',
    title: 'Report card: new report record',
    titleZh: '学情卡片：有新报告',
    description:
      "getReportRecord carries an unread report record: the card shows its 'new report' header. Tapping it marks the report read (updateReportReadStatus); the reloaded record has none, for the rest of the session.",
    group: 'home',
    params: { [HOME_PARAM.reportNewRecord]: 1 },
  },
  {
    id: 'poster-task-done-hidden',
    title: 'Poster card: task done and hidden',
    titleZh: '海报卡片：任务完成并隐藏',
    description: `getPosterShareTask answers taskStatus ${HOME_LIMITS.POSTER_HIDDEN_TASK_STATUS} while the invite config (getConfig typeCode inviteConfig) has indexHide 0: the share-poster card is hidden (doc 2 §4).`,
    group: 'home',
    overrides: [
      override(H.getPosterShareTask, {
        data: async ({ base }) => ({
          ...(await base()),
          taskStatus: HOME_LIMITS.POSTER_HIDDEN_TASK_STATUS,
          remark: '任务已完成，奖励已发放',
        }),
      }),
    ],
  },
  {
    id: 'home-list-empty',
    title: 'Home list empty',
    titleZh: '首页列表为空',
    description: 'homePageShowConfig answers an empty list on every page: no content modules, no next page.',
    group: 'home',
    overrides: [override(H.homePageShowConfig, { data: [] })],
  },
  {
    id: 'home-list-fails',
    title: 'Home list fails',
    titleZh: '首页列表加载失败',
    description: `homePageShowConfig answers code ${APP_FAILURE_CODE} '首页内容加载失败' on every page: a toast on page 1 only, and no next page.`,
    group: 'home',
    overrides: [{ endpoint: H.homePageShowConfig.id, code: APP_FAILURE_CODE, message: '首页内容加载失败' }],
  },
  {
    id: 'home-list-mini-program',
    title: 'Home list: limited activities open a mini-program',
    titleZh: '首页列表：限时活动打开小程序',
    description: `homePageShowConfig answers every limited-activity card as a mini-program card (redirectType 2, xcxId '${MINI_PROGRAM_CARD.xcxId}', xcxUrl of its course, release version) that keeps its courseLink as the fallback external link (doc 2 §2: the link opens when the mini-program launch fails). The other modules are unchanged.`,
    group: 'home',
    overrides: [
      override(H.homePageShowConfig, {
        data: async ({ base }) =>
          (await base()).map((m) =>
            m.buttonTypeId === CONTENT_TYPE.LIMITED_ACTIVITY
              ? { ...m, showConfigContentList: m.showConfigContentList.map(miniProgramCard) }
              : m,
          ),
      }),
    ],
  },
  {
    id: 'navbar-text',
    title: 'Navbar text configured',
    titleZh: '首页导航栏文案',
    description: `getSourceConfig answers the navbar textContent '${NAVBAR_TEXT}': the home navbar shows it instead of the default greeting (doc 2 §2).`,
    group: 'home',
    overrides: [
      override(H.sourceConfig, {
        // The source-config popup stays away, as in 'default' (popup-source-config turns it on).
        data: async ({ base }) => ({ ...(await base()), popups: [], navbar: { textContent: NAVBAR_TEXT } }),
      }),
    ],
  },
  {
    id: 'unread-120',
    title: 'Unread messages: 120',
    titleZh: '未读消息 120',
    description: `getUnReadMsgNum answers num ${UNREAD_COUNT}: the top-bar badge reads 99+.`,
    group: 'home',
    overrides: [override(endpoints.shell.getUnReadMsgNum, { data: { num: UNREAD_COUNT } })],
  },
];
