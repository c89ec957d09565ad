/**
 * Build time: the inline script of a prerendered page that starts its first calls from the HTML, in
 * parallel with the JavaScript download (issue #22): the status lookup of a stored login and, on the tab
 * shell's routes, the tab configuration and the parent's info. On the home (issue #40) also the banner list
 * — for a stored login once the status lookup has said who the parent is (the list's audience), for a
 * visitor without one at once — and, the moment it answers, the first banner's picture, asked for with high
 * priority: it is the home's largest paint, and the app would only ask for it once React had drawn the
 * carousel. A returning parent's page asks at once for the picture of the banners kept from the last visit.
 * A visitor's home starts the rest of its first view too, and asks for the list's first big picture, its
 * largest paint, as the list answers (VisitorHome).
 * On the tab shell's routes the tab bar's pictures are asked for the moment the tab configuration answers.
 * The requests are made by the app's own client and queries with marked credentials and recorded, so
 * method, URL, headers and body are exactly the app's; the page fills in the stored login's values. Nothing
 * of a login is in the HTML. Inside the app (issue #40: its startup must not cost more than a browser's) the
 * login comes from the shell, after the scripts: the calls start with the one stored by the last visit, and
 * the app takes none of them if the shell hands over another (lib/first-load/early-requests.ts). Not with a WeChat code
 * or a mini-program token (the login comes from them); no visitor's banner list in WeChat, where a visitor
 * without a login is sent to sign in first, nor in the app, whose shell may have a login the page has not.
 * The parent centre, my classes and the step-up education page (issue 40: their largest paint is text drawn from
 * their first view's answers) also start their own first-view calls (SCREEN_CALLS), my classes' banners once the
 * status lookup has answered.
 */

import type { QueryClient } from '@tanstack/react-query';
import {
  type AnyEndpoint,
  type Banner,
  homeEndpoints,
  STUDENT_STATUS,
  type StudentStatus,
  sessionEndpoints,
  shellEndpoints,
} from '@wonder/contracts';
import { simulatorBaseUrls } from '@wonder/contracts/client';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bannerUserType, homeListUserType, platformType } from '../domain/audience';
import {
  BANNER_SLOT_CLASS,
  BannerCarousel,
  bannersQuery,
  enrollmentOpenQuery,
  FIRST_CARD_BIG_STYLES,
  firstBigPicture,
  homeListQuery,
  sourceConfigQuery,
} from '../features/home';
import { myClassesFirstViewOptions } from '../features/my-classes';
import { centreLoginOptions } from '../features/parent-centre';
import { educationLoginOptions, studentIdOf, teacherInfoQuery } from '../features/step-up';
import { createAppClient } from '../lib/client';
import {
  APP_STARTED_ATTRIBUTE,
  EARLY_BANNER_PAINTED,
  EARLY_BANNER_STYLE_ID,
  EARLY_GLOBAL,
} from '../lib/first-load/early-requests';
import { createQueryClient } from '../lib/query-client';
import type { RoutePath } from '../lib/routes';
import { createUserStore } from '../lib/user-store';
import { type AppPlatform, INLINE_APP_PLATFORM } from '../platform/env';
import { LOCAL_KEYS } from '../platform/storage';
import { tabConfigQuery } from './shell/api';
import { activeTabUrl, GROWTH_ROOT, TAB_BAR_MAX, tabPicture } from './shell/tab-rules';

const ORIGIN = 'http://early.invalid';
/**
 * The stored login's values in a recorded request. The step-up student id is the parent's user id as a number
 * (features/step-up `studentIdOf`, which the script runs too): a number of its own, filled where there is one.
 */
const MARK = {
  token: '@@wonder-token@@',
  userId: '@@wonder-user@@',
  time: 987_654_321_012,
  studentId: 876_543_210_987,
  /** A field of an earlier answer (a chained call, `ScreenCalls.chained`). */
  answered: 765_432_109_876,
};

interface Recorded {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** Runs `calls` with the app's client for the marked login (or none) and records the requests they send. */
async function record(
  loggedIn: boolean,
  calls: (client: ReturnType<typeof createAppClient>) => Promise<unknown>[],
) {
  // By request: the client asks once more when a request fails, as each recorded one does.
  const recorded = new Map<string, Recorded>();
  const store = createUserStore(false);
  if (loggedIn) store.setUser({ token: MARK.token, userId: MARK.userId, time: MARK.time });
  const client = createAppClient({
    baseUrls: simulatorBaseUrls(ORIGIN),
    store,
    fetch: async (input, init) => {
      // What fetch would send: the client's body comes in `init` (contracts/src/client/client.ts).
      const request = new Request(input, init);
      const body = await request.text();
      recorded.set(`${request.method} ${request.url} ${body}`, {
        method: request.method,
        path: request.url.slice(ORIGIN.length),
        headers: Object.fromEntries(request.headers),
        body,
      });
      throw new Error('recorded');
    },
  });
  await Promise.all(calls(client).map((call) => call.catch(() => {})));
  return [...recorded.values()];
}

const recordCalls = (calls: readonly [AnyEndpoint, object][]) =>
  record(true, (client) => calls.map(([endpoint, input]) => client.call(endpoint, input)));

/**
 * A query's key and function: what the recording runs (a screen's queries also carry `select`, `enabled`…); a
 * paged query's first page with its first page number.
 */
export interface Fetchable {
  queryKey: readonly unknown[];
  queryFn?: unknown;
  initialPageParam?: unknown;
}

type Client = ReturnType<typeof createAppClient>;

/** The app's platform, or none in a browser. */
type Platform = AppPlatform | 'web';
const PLATFORMS: readonly Platform[] = ['web', 'android', 'ios'];

/**
 * A screen's first-view calls, started by its HTML too (issue 40: a page whose largest paint is drawn from
 * their answers waited a round trip after the scripts for them): those that need only the stored login, at once;
 * those that need the status lookup's answer as well (an audience), once it has answered, recorded for each
 * platform and status. Built by the screen's own query factories, so the requests are the ones its gate sends.
 */
interface ScreenCalls {
  login(client: Client): Fetchable[];
  byStatus?(client: Client, status: StudentStatus, platform: Platform): Fetchable[];
  /**
   * A call that needs a field of one of the login calls' answers (the step-up info names the new teacher): started
   * once that answer is in, for the field's value, when it has one. `after` builds the call it waits for, `field`
   * names the field of that answer's data, `call` builds the chained call for a value.
   */
  chained?: {
    after(client: Client): Fetchable;
    field: string;
    call(client: Client, value: number): Fetchable;
  };
}

const environmentOf = (platform: Platform) =>
  platform === 'web'
    ? { isApp: false, isMiniProgram: false, platform: null }
    : { isApp: true, isMiniProgram: false, platform };

const myClassesFor = (client: Client, status: StudentStatus, platform: Platform) =>
  myClassesFirstViewOptions(client, {
    token: MARK.token,
    status,
    env: environmentOf(platform),
    userId: MARK.userId,
  });

const educationFor = (client: Client) =>
  educationLoginOptions(client, { token: MARK.token, userId: MARK.userId, studentId: MARK.studentId });

const SCREEN_CALLS: Partial<Record<RoutePath, ScreenCalls>> = {
  '/parentsCenter': { login: (client) => Object.values(centreLoginOptions(client, true)) },
  '/furtherEducation': {
    login: (client) => Object.values(educationFor(client)),
    // The new teacher's card, which the page's first view waits for, once the info has named the teacher.
    chained: {
      after: (client) => educationFor(client).info,
      field: 'newTeacherId',
      call: (client, teacherId) => teacherInfoQuery(client, teacherId),
    },
  },
  '/myTabClass': {
    // The login's calls do not depend on the status: any status builds them.
    login: (client) => Object.values(myClassesFor(client, STUDENT_STATUS.OFFICIAL_STUDENT, 'web').login),
    byStatus: (client, status, platform) => Object.values(myClassesFor(client, status, platform).byStatus),
  },
};

/** Runs a query once in `queryClient` as a screen would: a paged one from its first page. */
export function fetchOnce(
  queryClient: QueryClient,
  { queryKey, queryFn, initialPageParam }: Fetchable,
): Promise<unknown> {
  const run = queryFn as (context: unknown) => Promise<unknown>;
  return initialPageParam !== undefined
    ? queryClient.fetchInfiniteQuery({ queryKey, queryFn: run, initialPageParam })
    : queryClient.fetchQuery({ queryKey, queryFn: run });
}

const recordQueries = (queries: (client: Client) => Fetchable[], loggedIn = true) =>
  record(loggedIn, (client) => queries(client).map((query) => fetchOnce(createQueryClient(), query)));

/** A chained call: the index of the request it waits for, the field of that answer, the call with the mark in its body. */
interface Chained {
  after: number;
  field: string;
  request: Recorded;
}

async function recordChained(
  chained: NonNullable<ScreenCalls['chained']>,
  requests: Recorded[],
): Promise<Chained> {
  const [waitedFor] = await recordQueries((client) => [chained.after(client)]);
  const after = requests.findIndex((r) => r.path === waitedFor?.path && r.body === waitedFor?.body);
  const [request] = await recordQueries((client) => [chained.call(client, MARK.answered)]);
  if (after < 0 || !request?.body.includes(String(MARK.answered)))
    throw new Error(
      "a chained call must wait for one of the login calls and carry the answer's value in its body",
    );
  return { after, field: chained.field, request };
}

/** A screen's calls after the status lookup, by platform, then by its answer. */
type ByStatus = Record<Platform, Record<string, Recorded[]>>;

async function recordByStatus(calls: NonNullable<ScreenCalls['byStatus']>): Promise<ByStatus> {
  const byStatus = {} as ByStatus;
  for (const platform of PLATFORMS) {
    byStatus[platform] = {};
    for (const status of Object.values(STUDENT_STATUS))
      byStatus[platform][status] = await recordQueries((client) => calls(client, status, platform));
  }
  return byStatus;
}

/** The home's own banner query for an audience (null: a visitor without a login), on a platform. */
const homeBanners = (client: Client, status: StudentStatus | null, platform: Platform) =>
  bannersQuery(client, {
    userType: bannerUserType({ token: status && MARK.token, status: status ?? STUDENT_STATUS.TOURIST }),
    platformType: platformType(environmentOf(platform)),
    ...(status ? { userId: MARK.userId } : {}),
  });

/** A visitor's first-view calls but the banners, as the home (features/home home-calls.ts) and the shell make them. */
async function recordVisitorHome(): Promise<VisitorHome> {
  const visitor = { token: null, status: STUDENT_STATUS.TOURIST };
  const queries: ((client: Client) => Fetchable)[] = [
    tabConfigQuery,
    (client) =>
      homeListQuery(client, {
        userType: homeListUserType(visitor),
        deviceType: platformType(environmentOf('web')),
      }),
    (client) => sourceConfigQuery(client, bannerUserType(visitor)),
    enrollmentOpenQuery,
  ];
  // One at a time: each request keeps its query's place (the script reads the tabs' and the list's answers).
  const requests: Recorded[] = [];
  for (const query of queries) {
    const [request] = await recordQueries((client) => [query(client)], false);
    if (!request) throw new Error("a visitor's first-view call sent nothing");
    requests.push(request);
  }
  return { requests, tabsAt: 0, listAt: 1, bigStyles: FIRST_CARD_BIG_STYLES };
}

/** The address the carousel's markup is drawn with, replaced in the page by the first banner's picture. */
const PICTURE_MARK = '/__wp-first-banner__';

/**
 * The home carousel as it first shows a list (BannerCarousel itself, drawn here: one source for its markup),
 * every picture the mark. Two banners: it loops, as the lists parents get do, so its first slide sits where
 * theirs will. The page paints it in place of the placeholder of a frame React does not hydrate.
 */
function carouselMarkup(): string {
  const banner = (id: number): Banner => ({
    id,
    title: '',
    displayPositionId: 1,
    imgPath: PICTURE_MARK,
    redirectType: 0,
    url: null,
    xcxId: null,
    xcxUrl: null,
    miniprogramType: null,
  });
  return renderToStaticMarkup(
    createElement(BannerCarousel, { banners: [banner(1), banner(2)], autoplay: false, onOpen: () => {} }),
  );
}

/**
 * The rest of a visitor's first view (without a login, in a browser), started from the HTML with the banners
 * (issue 40): a visitor's largest paint is the module list's first big card, its banner being smaller, and the
 * list was asked for once the scripts had run and the banner's picture was decoded, then its picture once the
 * list had answered. The tab configuration (then its pictures), the list's first page (then its first big
 * picture, with high priority), the source config and the enrollment switch: every call the visitor's first
 * view waits for.
 */
interface VisitorHome {
  requests: Recorded[];
  /** The tab configuration's and the list's indexes in `requests`. */
  tabsAt: number;
  listAt: number;
  /** The list styles whose first card is big (firstBigPicture, run by the script). */
  bigStyles: readonly number[];
}

interface HomeBanners {
  /** The list for a stored login, by platform, then by the status lookup's answer (one request each). */
  byStatus: ByStatus;
  /** The list for a visitor without a login, in a browser. */
  tourist: Recorded;
  visitor: VisitorHome;
  /** The banner endpoint's id: its kept answer (lib/first-load/query-persist.ts) names the last visit's picture. */
  keptId: string;
  /** The carousel placeholder's class, where the first picture is painted once the list answers. */
  slot: string;
  /** The carousel's markup drawn for a list whose pictures are all `mark` (a frame the app does not hydrate). */
  carousel: string;
  mark: string;
  /** The id of the stylesheet that paints it, which the home removes once its carousel shows. */
  styleId: string;
  /** Said once the carousel's picture has been painted in a frame React does not hydrate, or will not be. */
  painted: string;
  /** Set on <html> once the app takes the page: its markup is React's from then on. */
  appStarted: string;
}

/**
 * The tab bar's pictures (issue 40): asked for from the tab configuration's early answer, where the app asks
 * for them only once React has drawn the bar. The bar's largest part on the tab pages whose largest paint is
 * text, they were the last requests before it. Low priority ('auto'): they must not take the line from the
 * scripts. Asked for on every platform: an app below 1.5.8 hides the bar, and asks for four small pictures
 * it does not draw.
 */
interface TabPictures {
  /** The tab configuration's index in the script's requests. */
  at: number;
  max: number;
  growthRoot: string;
}

/** The script's source (runs in the phone's browser: plain ES2020, no imports). */
function script(
  requests: Recorded[],
  banners: HomeBanners | null,
  afterStatus: ByStatus | null,
  chained: Chained | null,
  tabs: TabPictures | null,
): string {
  const enc = (s: string) => new URLSearchParams({ v: s }).toString().slice(2);
  const constants = {
    requests,
    banners,
    afterStatus,
    chained,
    tabs,
    answeredMark: String(MARK.answered),
    userKey: LOCAL_KEYS.user,
    keptKey: LOCAL_KEYS.queryCache,
    global: EARLY_GLOBAL,
    marks: [
      [MARK.token, 'token'],
      [MARK.userId, 'userId'],
      [String(MARK.time), 'time'],
      [String(MARK.studentId), 'studentId'],
    ],
    studentMark: String(MARK.studentId),
    encodedMarks: [
      [enc(MARK.token), 'token'],
      [enc(MARK.userId), 'userId'],
    ],
  };
  return `(() => {
  try {
    const c = ${JSON.stringify(constants)};
    const ua = navigator.userAgent;
    if (/miniProgram/i.test(ua) || /[?&](code|token)=/.test(location.search)) return;
    // The app's platform as platform/env.ts reads it: its mark in the user agent, else the injected bridge's.
    const platform = ${INLINE_APP_PLATFORM} || 'web';
    const user = JSON.parse(localStorage.getItem(c.userKey) || 'null')?.user;
    if (!user?.token && (!c.banners || platform !== 'web' || /MicroMessenger/i.test(ua))) return;
    // A call naming the student id is made only for a user id the app reads as one (its own rule, inlined).
    if (user) user.studentId = (${String(studentIdOf)})(user.userId);
    const enc = (s) => new URLSearchParams({ v: s }).toString().slice(2);
    const json = (s) => JSON.stringify(s).slice(1, -1);
    const fill = (s, marks, f) =>
      marks.reduce((out, [mark, field]) => (out.includes(mark) ? out.split(mark).join(f(String(user[field]))) : out), s);
    const early = (window[c.global] = { token: user?.token || null, answers: {} }).answers;
    const start = (r) => {
      if (!user?.studentId && r.body.includes(c.studentMark)) return null;
      const url = location.origin + fill(r.path, c.encodedMarks, enc);
      const headers = Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, fill(v, c.marks, (x) => x)]));
      const body = r.body ? fill(r.body, c.marks, json) : undefined;
      const answer = fetch(url, { method: r.method, headers, body });
      answer.catch(() => {});
      early[r.method + ' ' + url + (body ? ' ' + body : '')] = answer;
      return answer;
    };
    const read = (answer) => answer.then((r) => (r.ok ? r.clone().json() : null)).catch(() => null);
    const asked = new Set();
    const picture = (src, priority = 'high') => {
      if (typeof src !== 'string' || !src || asked.has(src)) return;
      asked.add(src);
      const link = document.createElement('link');
      for (const [k, v] of [['rel', 'preload'], ['as', 'image'], ['href', src], ['fetchpriority', priority]]) link.setAttribute(k, v);
      document.head.append(link);
    };
    // The first banner's picture, painted the moment the list answers (issue 40: the home's largest paint,
    // which otherwise waited for the scripts and React's first view); only an address that cannot leave a CSS
    // string or an attribute. A frame React hydrates keeps its markup: a stylesheet paints the picture in the
    // carousel's placeholder, which React's own placeholder has too until the carousel shows. A frame it does
    // not hydrate (the logged-in frame of a tourist's page) gets the carousel itself in the placeholder's
    // place, the markup BannerCarousel draws: the carousel React draws later is then the same paint, where the
    // placeholder's background was measured smaller (to whole pixels) and the carousel counted as a new one.
    const painted = () => {
      document.documentElement.setAttribute('data-' + c.banners.painted, '');
      document.dispatchEvent(new Event(c.banners.painted));
    };
    const paintBanner = (src) => {
      const plain = typeof src === 'string' && /^(https?:|)[/][/]?[^/]/.test(src) && !/["'\\\\\\s()<>]/.test(src);
      if (!plain || document.getElementById(c.banners.styleId)) return painted();
      const style = document.createElement('style');
      style.id = c.banners.styleId;
      style.textContent = '.' + c.banners.slot + '{background:url("' + src + '") center/cover no-repeat}.' + c.banners.slot + '::after{display:none}';
      document.head.append(style);
      // A frame React hydrates keeps its markup, and once the app has taken the page the markup is React's.
      if (document.getElementById('root')?.hasAttribute('data-prerendered')) return painted();
      if (document.documentElement.hasAttribute(c.banners.appStarted)) return painted();
      const slots = document.querySelectorAll('.' + c.banners.slot);
      if (!slots.length) return painted();
      for (const slot of slots) {
        const carousel = document.createElement('template');
        carousel.innerHTML = c.banners.carousel.split(c.banners.mark).join(src.split('&').join('&amp;'));
        slot.replaceWith(carousel.content);
      }
      // Painted: loaded, decoded and a frame later (a failed picture says so too: nothing waits for it).
      const picture = document.querySelector('#root img[fetchpriority="high"]');
      const later = () => requestAnimationFrame(() => setTimeout(painted, 0));
      if (picture?.decode) picture.decode().then(later, later);
      else later();
    };
    const firstPicture = (answer) => {
      if (!answer) return painted();
      read(answer).then((b) => {
        picture(b?.data?.[0]?.imgPath);
        paintBanner(b?.data?.[0]?.imgPath);
      });
    };
    // The tab bar's pictures, as the bar will draw them (tab-rules.ts, inlined), once its configuration answers.
    const tabPictures = (answer, tabs) =>
      answer &&
      read(answer).then((b) => {
        const list = Array.isArray(b?.data) ? b.data.slice(0, tabs.max) : [];
        const active = (${String(activeTabUrl)})(location.pathname, list, tabs.growthRoot);
        for (const tab of list) picture((${String(tabPicture)})(tab, active), 'auto');
      });
    if (!user?.token) {
      firstPicture(start(c.banners.tourist));
      // The rest one per task, after the page's parsing: a request started from a script costs the main thread a
      // few ms (more under a profiler), and this one runs while the HTML is parsed, before the first paint.
      const v = c.banners.visitor;
      v.requests.forEach((r, i) =>
        setTimeout(() => {
          const answer = start(r);
          if (i === v.tabsAt && c.tabs) tabPictures(answer, c.tabs);
          // The list's first big card (features/home firstBigPicture, inlined): the visitor's largest paint.
          if (i === v.listAt)
            read(answer).then((b) =>
              picture((${String(firstBigPicture)})(Array.isArray(b?.data) ? b.data : [], v.bigStyles)),
            );
        }, 0),
      );
      return;
    }
    if (c.banners) {
      try {
        const kept = JSON.parse(localStorage.getItem(c.keptKey) || 'null');
        if (kept?.buster?.endsWith(':' + user.userId) && Date.now() - kept.timestamp < 864e5) {
          const q = kept.clientState?.queries?.find((q) => q.queryKey?.[0] === c.banners.keptId);
          picture(q?.state?.data?.[0]?.imgPath);
        }
      } catch {}
    }
    const answers = c.requests.map(start);
    const [status] = answers;
    if (c.tabs) tabPictures(answers[c.tabs.at], c.tabs);
    if (c.chained && answers[c.chained.after]) {
      read(answers[c.chained.after]).then((b) => {
        const value = b?.data?.[c.chained.field];
        if (value === undefined || value === null) return;
        const body = c.chained.request.body.split(c.answeredMark).join(JSON.stringify(value));
        start({ ...c.chained.request, body });
      });
    }
    if (c.afterStatus) {
      read(status).then((b) => {
        for (const r of c.afterStatus[platform]?.[b?.data?.studentStatus] || []) start(r);
      });
    }
    if (c.banners) {
      // A picture is on its way (the frame's scripts wait for it, scripts/prerender.mjs): said at once.
      document.documentElement.setAttribute('data-' + c.banners.painted + '-pending', '');
      read(status).then((b) => {
        const r = c.banners.byStatus[platform]?.[b?.data?.studentStatus]?.[0];
        firstPicture(r && start(r));
      });
    }
  } catch {}
})();`;
}

/**
 * The inline script for a page: with the shell's calls on its routes, the banners' on the home, and a screen's
 * own (SCREEN_CALLS).
 */
export async function earlyRequestsScript(shell: boolean, path: RoutePath): Promise<string> {
  const home = path === '/index';
  const calls: [AnyEndpoint, object][] = [
    [sessionEndpoints.getAuthTokenExt, { query: { token: MARK.token } }],
  ];
  if (shell) {
    calls.push(
      [shellEndpoints.tabConfig, {}],
      [sessionEndpoints.getPersonInfo, { query: { token: MARK.token } }],
    );
  }
  const requests = [];
  let tabs: TabPictures | null = null;
  for (const [endpoint, input] of calls) {
    if (endpoint === shellEndpoints.tabConfig)
      tabs = { at: requests.length, max: TAB_BAR_MAX, growthRoot: GROWTH_ROOT };
    requests.push(...(await recordCalls([[endpoint, input]])));
  }
  const screen = SCREEN_CALLS[path];
  if (screen) requests.push(...(await recordQueries(screen.login)));
  const chained = screen?.chained ? await recordChained(screen.chained, requests) : null;
  const afterStatus = screen?.byStatus ? await recordByStatus(screen.byStatus) : null;
  let banners: HomeBanners | null = null;
  if (home) {
    const byStatus = await recordByStatus((client, status, platform) => [
      homeBanners(client, status, platform),
    ]);
    const [tourist] = await recordQueries((client) => [homeBanners(client, null, 'web')], false);
    if (!tourist) throw new Error('the banner query sent nothing');
    banners = {
      byStatus,
      tourist,
      visitor: await recordVisitorHome(),
      keptId: homeEndpoints.indexBanner.id,
      slot: BANNER_SLOT_CLASS,
      carousel: carouselMarkup(),
      mark: PICTURE_MARK,
      styleId: EARLY_BANNER_STYLE_ID,
      painted: EARLY_BANNER_PAINTED,
      appStarted: APP_STARTED_ATTRIBUTE,
    };
  }
  return script(requests, banners, afterStatus, chained, tabs);
}
