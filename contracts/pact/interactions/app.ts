/**
 * app-api (host 'app'), beyond each endpoint's success: the visitor's tab shell, the fields the app branches
 * on pinned, the global expiry codes, and the failures the screens show.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import {
  CONTENT_TYPE,
  endpoints as E,
  GLOBAL_EXPIRY_CODES,
  GROWTH_SHARE_INVALID_CODE,
  REDIRECT_TYPE,
} from '@wonder/contracts';
import { PERSONAS } from '@wonder/fixtures';
import { exampleOf } from '../matchers';
import { STATE } from '../states';
import { expiry, failure, type InteractionSpec, itemOf, type Json, requestOf, success } from './builders';

/** The mini-program a limited-activity card opens in the 'home-list-mini-program' state. */
const MINI_PROGRAM_ID = 'gh_3a5f9c2e7b1d';
const NAVBAR_TEXT = '今天也要和孩子一起进步哦';
/** A string with at least one visible character: a configured navbar text (empty shows the default). */
const NOT_BLANK = '^\\s*\\S[\\s\\S]*$';

/** A visitor loads the tab shell without any token. */
function visitorInteractions(): InteractionSpec[] {
  return [
    success(E.shell.tabConfig, {
      state: STATE.tourist,
      description: 'app.getTabConfig succeeds for a tourist',
    }),
  ];
}

/**
 * Dedicated interactions pinning fields the app relies on and the generated success examples leave to
 * chance (a field null in one fixture item is left out of the expected answer, a boolean is only
 * type-matched): each with its own state, description and matchers.
 */
function pinnedInteractions(): InteractionSpec[] {
  const firstModule = (fixture: unknown) => (fixture as Json[]).slice(0, 1);
  return [
    // Home's trial-claim login: isFirstLogin decides age selection (true) or home (false) (doc 2 §9).
    success(E.home.trialClaimLogin, {
      description: 'app.trialClaimLogin answers isFirstLogin true for a phone new to the service',
      data: (f) => ({ ...(f as Json), isFirstLogin: true }),
      pin: (t) => ({ ...(t as Json), isFirstLogin: MatchersV3.equal(true) }),
    }),
    success(E.home.trialClaimLogin, {
      description: "app.trialClaimLogin answers isFirstLogin false for a known parent's phone",
      request: {
        body: {
          ...((requestOf(E.home.trialClaimLogin).body ?? {}) as Json),
          phone: PERSONAS.official.phone,
        },
      },
      data: (f) => ({ ...(f as Json), isFirstLogin: false }),
      pin: (t) => ({ ...(t as Json), isFirstLogin: MatchersV3.equal(false) }),
    }),
    // Limited-activity cards (doc 2 §2): a mini-program card (redirectType 2, xcxId, xcxUrl) whose
    // courseLink opens when the launch fails. One module asked for (limit 1): the limited activity.
    success(E.home.homePageShowConfig, {
      state: STATE.homeListMiniProgram,
      description:
        'app.homePageShowConfig answers limited-activity cards with courseLink, redirectType 2, xcxId and xcxUrl',
      request: {
        body: { ...((requestOf(E.home.homePageShowConfig).body ?? {}) as Json), limit: 1, page: 1 },
      },
      data: (f) =>
        firstModule(f).map((m) => ({
          ...m,
          showConfigContentList: (m.showConfigContentList as Json[]).map((c) => ({
            ...c,
            courseLink: `https://act.wonder.example/course/${c.courseId}`,
            redirectType: REDIRECT_TYPE.MINI_APP,
            xcxId: MINI_PROGRAM_ID,
            xcxUrl: `pages/course/detail?id=${c.courseId}`,
            miniprogramType: 0,
          })),
        })),
      pin: (t) => {
        const module = itemOf(t);
        const card = itemOf(module.showConfigContentList);
        module.buttonTypeId = MatchersV3.equal(CONTENT_TYPE.LIMITED_ACTIVITY);
        card.redirectType = MatchersV3.equal(REDIRECT_TYPE.MINI_APP);
        card.courseLink = MatchersV3.regex('^https?://\\S+$', String(exampleOf(card.courseLink)));
        card.xcxId = MatchersV3.like(MINI_PROGRAM_ID);
        card.xcxUrl = MatchersV3.like(String(exampleOf(card.xcxUrl)));
        return t;
      },
    }),
    // The navbar's configured text (doc 2 §2, §3 "Navbar data: textContent").
    success(E.home.sourceConfig, {
      state: STATE.navbarText,
      description: 'app.getSourceConfig answers a configured navbar textContent',
      data: (f) => ({ ...(f as Json), navbar: { textContent: NAVBAR_TEXT } }),
      pin: (t) => ({ ...(t as Json), navbar: { textContent: MatchersV3.regex(NOT_BLANK, NAVBAR_TEXT) } }),
    }),
    // The check-in popup (doc 2 §3, §4): not checked in today, with the day count it shows.
    success(E.parentCentre.isSignIn, {
      state: STATE.popupCheckIn,
      description: 'app.isSignIn answers not checked in today with the day count (dayNum)',
      data: (f) => ({ ...(f as Json), signIn: false }),
      pin: (t) => ({
        signIn: MatchersV3.equal(false),
        dayNum: MatchersV3.integer(Number(exampleOf((t as Json).dayNum))),
      }),
    }),
  ];
}

/** The failures the app branches on. */
function failures(): InteractionSpec[] {
  return [
    // Global expiry: every code on the main API.
    ...GLOBAL_EXPIRY_CODES.map((code) => expiry(E.session.getPersonInfo, code)),
    // Session start (doc 1 §1, doc 2 §2): a failed status lookup clears the user; a failed tab config too.
    failure(E.session.getAuthTokenExt, {
      state: STATE.statusLookupFails,
      code: '50000000',
      message: '用户状态查询失败',
      description: 'app.getAuthTokenExt answers a business failure',
    }),
    failure(E.shell.tabConfig, {
      state: STATE.tabConfigFails,
      code: '50000000',
      message: '底部导航配置加载失败',
      description: 'app.getTabConfig answers a business failure',
    }),
    // Login (doc 1 §8).
    failure(E.login.getCountryMobilePrefixs, {
      state: STATE.areaCodesFail,
      code: '50000000',
      message: '区号列表加载失败',
      description: 'app.getCountryMobilePrefixs answers a business failure',
    }),
    // Home (doc 2 §7): the module list fails on page 1 (toast).
    failure(E.home.homePageShowConfig, {
      state: STATE.homeListFails,
      code: '50000000',
      message: '首页内容加载失败',
      description: 'app.homePageShowConfig answers a business failure',
    }),
    // The grey flag selects the learning partner's host (doc 3 §6).
    success(E.session.getIsGray, {
      state: STATE.partnerGrey,
      description: 'app.getIsGray answers true (grey environment)',
      data: () => true,
    }),
    // My classes and growth (doc 3 §2, §8): any failure of the categories shows 'Failed to get course
    // category'; a share page whose key is unknown or withdrawn shows the expired-share state.
    failure(E.myClasses.getCourseStudyList, {
      state: STATE.courseCategoriesFail,
      code: '50000000',
      message: '课程服务繁忙',
      description: 'app.getCourseStudyList answers a business failure',
    }),
    failure(E.growth.sharedLearningReport, {
      state: STATE.default,
      code: GROWTH_SHARE_INVALID_CODE,
      message: '分享链接已失效',
      description: 'app.growSharedLearningReport answers the invalid-share code for an unknown key',
      request: { query: { shareKey: 'gsr-withdrawn' } },
    }),
    failure(E.growth.sharedStudyPlan, {
      state: STATE.default,
      code: GROWTH_SHARE_INVALID_CODE,
      message: '分享链接已失效',
      description: 'app.growSharedStudyPlan answers the invalid-share code for an unknown key',
      request: { query: { shareKey: 'gsp-withdrawn' } },
    }),
  ];
}

export function appInteractions(): InteractionSpec[] {
  return [...visitorInteractions(), ...pinnedInteractions(), ...failures()];
}
