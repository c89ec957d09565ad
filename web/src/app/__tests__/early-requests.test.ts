/**
 * The inline script of a prerendered page (app/early-requests.ts) starts exactly the requests the app's
 * client would make for the stored login (on the home also the banner list, and the first banner's picture
 * as soon as the list answers), and the client (lib/client.ts) takes those answers instead of asking again.
 */
import { QueryClient } from '@tanstack/react-query';
import {
  BANNER_PLATFORM_TYPE,
  BANNER_USER_TYPE,
  STUDENT_STATUS,
  STYLE_TYPE,
  sessionEndpoints,
} from '@wonder/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerUserType, homeListUserType, platformType } from '../../domain/audience';
import {
  BANNER_SLOT_CLASS,
  bannersQuery,
  enrollmentOpenQuery,
  homeListQuery,
  sourceConfigQuery,
} from '../../features/home';
import { myClassesFirstViewOptions } from '../../features/my-classes';
import { centreLoginOptions } from '../../features/parent-centre';
import { educationLoginOptions, studentIdOf, teacherInfoQuery } from '../../features/step-up';
import { createAppClient } from '../../lib/client';
import {
  APP_STARTED_ATTRIBUTE,
  EARLY_BANNER_PAINTED,
  EARLY_BANNER_STYLE_ID,
  EARLY_GLOBAL,
  markAppStarted,
  withEarlyAnswers,
} from '../../lib/first-load/early-requests';
import type { RoutePath } from '../../lib/routes';
import { LOCAL_KEYS } from '../../platform/storage';
import { earlyRequestsScript, type Fetchable, fetchOnce } from '../early-requests';
import { tabConfigQuery } from '../shell/api';

const USER = { token: 'tok+/=1', userId: 'u-42', time: 1_700_000_000_000 };
const BANNER = {
  id: 1,
  title: 't',
  displayPositionId: 1,
  imgPath: '/__mock/img/banner-1.svg',
  redirectType: 3,
  url: '/index',
  xcxId: null,
  xcxUrl: null,
  miniprogramType: null,
};

function envelope(data: unknown) {
  return new Response(JSON.stringify({ code: '00000000', count: null, message: 'ok', data }), {
    headers: { 'content-type': 'application/json' },
  });
}

/** The tab configuration's answer in the test that reads it (the others answer it as the status). */
let tabsAnswer: unknown[] | null = null;
/** The first banner's picture in the banner list's answer. */
let firstBannerPicture = BANNER.imgPath;
/** The module list's answer in the test that reads it. */
let listAnswer: unknown[] | null = null;

/** Answers every call as the simulator would, enough for the script: the status, the banner list. */
async function answer(request: Request): Promise<Response> {
  if (request.url.includes('/v1/index/banner'))
    return envelope([
      { ...BANNER, imgPath: firstBannerPicture },
      { ...BANNER, id: 2 },
    ]);
  if (tabsAnswer && request.url.endsWith('/v1/index/getTabConfig')) return envelope(tabsAnswer);
  if (listAnswer && request.url.endsWith('/homePageShowConfig')) return envelope(listAnswer);
  if (request.url.endsWith('/getStudentInfo')) return envelope({ newTeacherId: 7 });
  return envelope({ ...USER, studentStatus: 'OFFICIAL_STUDENT' });
}

/** A tab-shell route whose screen starts no calls of its own from the HTML. */
const SHELL_PATH = '/growUp/studyPlan';

async function runScript(
  shell: boolean,
  path: RoutePath = SHELL_PATH,
  userAgent?: string,
): Promise<Request[]> {
  const home = path === '/index';
  const started: Request[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    const request = new Request(input, init);
    // The script asks with an address; the app's clients (ky) with a Request: a call of another file's client
    // (its tracking batch, sent on a timer: test files share a worker's modules) is not the script's.
    if (typeof input !== 'string') return envelope(null);
    started.push(request.clone());
    return answer(request);
  });
  if (userAgent) vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  new Function(await earlyRequestsScript(shell, path))();
  // The banner list leaves once the status lookup has answered, its picture once the list has.
  await vi.waitFor(() => {
    if (home && !document.head.querySelector('link[rel="preload"]')) throw new Error('no picture yet');
  });
  return started;
}

/**
 * Runs a screen's own queries, built for `user` by `queriesOf` with a client that takes the early answers; resolves
 * with the stand-in for the network, which a query the script did not start reaches.
 */
async function networkAfterScreenQueries(
  user: typeof USER | null,
  queriesOf: (client: ReturnType<typeof createAppClient>) => Fetchable[],
) {
  const sent = vi.fn(async () => envelope({}));
  const client = createAppClient({
    store: { credentials: () => user } as never,
    fetch: withEarlyAnswers(sent, () => user?.token ?? null),
  });
  const queries = new QueryClient();
  await Promise.all(queriesOf(client).map((query) => fetchOnce(queries, query).catch(() => null)));
  return sent;
}

/** The home's frame with its banner placeholder, as the page's #root (the caller removes it). */
function homeFrame(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<main class="wp-home"><span class="wp-block-skeleton ${BANNER_SLOT_CLASS}"></span></main>`;
  document.body.append(root);
  return root;
}

const storeLogin = () =>
  localStorage.setItem(LOCAL_KEYS.user, JSON.stringify({ user: USER, student: {}, openId: null }));
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => ({
    href: l.getAttribute('href'),
    as: l.getAttribute('as'),
    priority: l.getAttribute('fetchpriority'),
  }));

afterEach(() => {
  tabsAnswer = null;
  listAnswer = null;
  firstBannerPicture = BANNER.imgPath;
  document.getElementById(EARLY_BANNER_STYLE_ID)?.remove();
  document.documentElement.removeAttribute(`data-${EARLY_BANNER_PAINTED}`);
  document.documentElement.removeAttribute(`data-${EARLY_BANNER_PAINTED}-pending`);
  document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  for (const link of document.head.querySelectorAll('link')) link.remove();
  delete (globalThis as Record<string, unknown>)[EARLY_GLOBAL];
});

describe('the early requests of a prerendered page', () => {
  it('start nothing without a stored login, but on the home', async () => {
    expect(await runScript(true)).toEqual([]);
  });

  it("start the status lookup, and on the shell's routes its two calls, as the app's client sends them", async () => {
    storeLogin();
    const started = await runScript(true);
    expect(started.map((r) => new URL(r.url).pathname)).toEqual([
      '/app/v1/visitor/getAuthTokenExt',
      '/app/v1/index/getTabConfig',
      '/app/v1/personalCenter/getPersonInfo',
    ]);
    expect(await runScript(false)).toHaveLength(1);

    // The app's client, for the same login, asks for exactly the first one: it takes the early answer.
    const sent = vi.fn(async () => envelope({}));
    const client = createAppClient({
      store: { credentials: () => USER } as never,
      fetch: withEarlyAnswers(sent, () => USER.token),
    });
    const status = await client.call(sessionEndpoints.getAuthTokenExt, { query: { token: USER.token } });
    expect(status.studentStatus).toBe('OFFICIAL_STUDENT');
    expect(sent).not.toHaveBeenCalled();
    const person = started[2];
    expect(new URL(person?.url ?? '').searchParams.get('token')).toBe(USER.token);
    expect(person?.headers.get('klzz_ol_home_uid')).toBe(USER.userId);
    expect(person?.headers.get('klzz_ol_home_time')).toBe(String(USER.time));
  });

  it("on the parent centre, start its first view's calls too, which the page's own queries take", async () => {
    storeLogin();
    const started = await runScript(true, '/parentsCenter');
    expect(
      started
        .map((r) => new URL(r.url).pathname)
        .slice(3)
        .sort(),
    ).toEqual([
      '/app/v1/ol-parent-sign-in-detail/isSignIn',
      '/app/v1/personalCenter/isLogisticsMark',
      '/app/v1/upgrade-config/getConfig',
      '/config/api/aic-config/open-api/v2/configurations/group',
    ]);
    const sent = await networkAfterScreenQueries(USER, (client) =>
      Object.values(centreLoginOptions(client, true)),
    );
    expect(sent).not.toHaveBeenCalled();
  });

  it("on my classes, start its login's calls at once and its banners for the status the lookup answers", async () => {
    storeLogin();
    const started = await runScript(true, '/myTabClass');
    const paths = () => started.map((r) => new URL(r.url).pathname);
    // The banners leave once the status lookup has answered.
    await vi.waitFor(() => expect(paths().filter((p) => p.endsWith('/getPositionBanner'))).toHaveLength(2));
    expect(paths()).toEqual([
      '/app/v1/visitor/getAuthTokenExt',
      '/app/v1/index/getTabConfig',
      '/app/v1/personalCenter/getPersonInfo',
      '/app/v1/course/getCourseStudyList',
      '/config/api/aic-config/open-api/v2/configurations/group',
      '/gateway/api/aic-ug/v1/banner/getPositionBanner',
      '/gateway/api/aic-ug/v1/banner/getPositionBanner',
    ]);
    const sent = await networkAfterScreenQueries(USER, (client) => {
      const calls = myClassesFirstViewOptions(client, {
        token: USER.token,
        status: 'OFFICIAL_STUDENT',
        env: { isApp: false, isMiniProgram: false, platform: null },
        userId: USER.userId,
      });
      return [...Object.values(calls.login), ...Object.values(calls.byStatus)];
    });
    expect(sent).not.toHaveBeenCalled();
  });

  it("on the education page, start its login's calls, the info for the user id read as the student id", async () => {
    const numeric = { ...USER, userId: '91089911' };
    localStorage.setItem(LOCAL_KEYS.user, JSON.stringify({ user: numeric, student: {}, openId: null }));
    const started = await runScript(false, '/furtherEducation');
    const info = started.find((r) => r.url.endsWith('/getStudentInfo'));
    expect(await info?.clone().json()).toEqual({ student_id: 91089911 });
    // The new teacher's card leaves once the info has named the teacher.
    await vi.waitFor(() =>
      expect(started.map((r) => r.url)).toContainEqual(expect.stringMatching(/\/getTeacherBaseInfo$/)),
    );
    const teacher = started.find((r) => r.url.endsWith('/getTeacherBaseInfo'));
    expect(await teacher?.clone().json()).toEqual({ teacherId: 7 });
    const sent = await networkAfterScreenQueries(numeric, (client) => [
      ...Object.values(
        educationLoginOptions(client, {
          token: numeric.token,
          userId: numeric.userId,
          studentId: studentIdOf(numeric.userId),
        }),
      ),
      teacherInfoQuery(client, 7),
    ]);
    expect(sent).not.toHaveBeenCalled();
    expect(started).toHaveLength(6);

    // A user id that is no number names no student: the app does not ask for the info, nor does the page.
    localStorage.clear();
    storeLogin();
    const without = await runScript(false, '/furtherEducation');
    expect(without.map((r) => new URL(r.url).pathname)).not.toContain(new URL(info?.url ?? '').pathname);
    expect(without).toHaveLength(4);
  });

  it("on a tab page, ask for the tab bar's pictures as it draws them once the tab configuration answers", async () => {
    storeLogin();
    const tab = (id: number, url: string) => ({
      id,
      tabName: `tab ${id}`,
      tabImgPath: `/img/tab-${id}.svg`,
      tabImgLightPath: `/img/tab-${id}-on.svg`,
      sizes: null,
      redirectType: 1,
      url,
    });
    // Six tabs: the bar draws five. A growth page below the growth tab's own makes that tab the active one.
    tabsAnswer = [
      tab(1, '/index'),
      tab(2, '/growUp/studyPlan'),
      tab(3, '/myTabClass'),
      tab(4, '/parentsCenter'),
      tab(5, 'https://example.com/x'),
      tab(6, '/sixth'),
    ];
    const before = location.pathname;
    window.history.replaceState(null, '', '/growUp/situation');
    try {
      await runScript(true, '/growUp/situation');
      await vi.waitFor(() => expect(preloads()).toHaveLength(5));
    } finally {
      window.history.replaceState(null, '', before);
    }
    expect(preloads()).toEqual(
      ['/img/tab-1.svg', '/img/tab-2-on.svg', '/img/tab-3.svg', '/img/tab-4.svg', '/img/tab-5.svg'].map(
        (href) => ({ href, as: 'image', priority: 'auto' }),
      ),
    );
  });

  it('are taken once: a second ask goes to the network', async () => {
    storeLogin();
    const [first] = await runScript(false);
    const sent = vi.fn(async () => envelope({}));
    const fetchEarly = withEarlyAnswers(sent, () => USER.token);
    await fetchEarly(new Request(first?.url ?? ''));
    expect(sent).not.toHaveBeenCalled();
    await fetchEarly(new Request(first?.url ?? ''));
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("on the home, ask for the official student's banners after the status, then their first picture first", async () => {
    storeLogin();
    const started = await runScript(true, '/index');
    const banner = started.at(-1);
    expect(new URL(banner?.url ?? '').pathname).toBe('/app/v1/index/banner');
    expect(JSON.parse((await banner?.text()) ?? '')).toEqual({
      displayPosition: 1,
      userType: BANNER_USER_TYPE.OFFICIAL_STUDENT,
      platformType: BANNER_PLATFORM_TYPE.WEB,
      userId: USER.userId,
    });
    expect(preloads()).toEqual([{ href: BANNER.imgPath, as: 'image', priority: 'high' }]);
    // A picture was said to be coming (the logged-in frame's scripts wait for it)…
    expect(document.documentElement.hasAttribute(`data-${EARLY_BANNER_PAINTED}-pending`)).toBe(true);
    // …and painted in the carousel's placeholder, before any of the app's scripts.
    const slot = document.createElement('span');
    slot.className = `wp-block-skeleton ${BANNER_SLOT_CLASS}`;
    document.body.append(slot);
    expect(getComputedStyle(slot).backgroundImage).toBe(`url("${BANNER.imgPath}")`);
    slot.remove();

    // The home's own banner query, for that parent, takes the early answer: nothing more is sent.
    const sent = vi.fn(async () => envelope([]));
    const client = createAppClient({
      store: { credentials: () => USER } as never,
      fetch: withEarlyAnswers(sent, () => USER.token),
    });
    const query = bannersQuery(client, {
      userType: BANNER_USER_TYPE.OFFICIAL_STUDENT,
      platformType: BANNER_PLATFORM_TYPE.WEB,
      userId: USER.userId,
    });
    const banners = await new QueryClient().fetchQuery(query);
    expect(banners.map((b) => b.id)).toEqual([1, 2]);
    expect(sent).not.toHaveBeenCalled();
  });

  it("in a frame React does not hydrate, the carousel's own markup takes the placeholder's place; a hydrated one keeps it", async () => {
    storeLogin();
    const root = homeFrame();
    try {
      root.dataset.prerendered = '/index';
      await runScript(true, '/index');
      expect(root.querySelector(`.${BANNER_SLOT_CLASS}`)).not.toBeNull();
      expect(root.querySelector('img')).toBeNull();
      // Nothing to wait for: the page's scripts may start.
      expect(document.documentElement.hasAttribute(`data-${EARLY_BANNER_PAINTED}`)).toBe(true);
      document.documentElement.removeAttribute(`data-${EARLY_BANNER_PAINTED}`);

      document.getElementById(EARLY_BANNER_STYLE_ID)?.remove();
      for (const link of document.head.querySelectorAll('link')) link.remove();
      delete root.dataset.prerendered;
      await runScript(true, '/index');
      expect(root.querySelector(`.${BANNER_SLOT_CLASS}`)).toBeNull();
      // BannerCarousel's markup, its first slide's picture asked for first, every picture the first banner's.
      const first = root.querySelector<HTMLImageElement>(
        '.wp-home > .wp-home-banners img[fetchpriority="high"]',
      );
      expect(first?.getAttribute('src')).toBe(BANNER.imgPath);
      const pictures = [...root.querySelectorAll('img')].map((img) => img.getAttribute('src'));
      expect(new Set(pictures)).toEqual(new Set([BANNER.imgPath]));
      // Said once it has been painted (here: a frame after; the test's DOM decodes no picture).
      await vi.waitFor(() =>
        expect(document.documentElement.hasAttribute(`data-${EARLY_BANNER_PAINTED}`)).toBe(true),
      );
    } finally {
      root.remove();
    }
  });

  it("a list answering once the app has taken the page paints its stylesheet and leaves the markup, now React's, alone", async () => {
    storeLogin();
    const root = homeFrame();
    try {
      // The frame React rendered over (not hydrated), after main.tsx has taken the page.
      root.dataset.framed = '';
      markAppStarted();
      await runScript(true, '/index');
      const slot = root.querySelector(`.${BANNER_SLOT_CLASS}`);
      expect(slot).not.toBeNull();
      expect(root.querySelector('img')).toBeNull();
      expect(document.getElementById(EARLY_BANNER_STYLE_ID)?.textContent).toContain(BANNER.imgPath);
      expect(document.documentElement.hasAttribute(`data-${EARLY_BANNER_PAINTED}`)).toBe(true);
    } finally {
      root.remove();
    }
  });

  it("the first banner's picture is painted only from an address that cannot leave the stylesheet's string", async () => {
    storeLogin();
    for (const [src, painted] of [
      ['https://cdn.example.com/b.png?x=1', true],
      ['//cdn.example.com/b.png', true],
      ['/__mock/img/banner-1.svg', true],
      ['/b.png") ;} body{display:none', false],
      ["/b'.png", false],
      ['/b\\.png', false],
      ['/b .png', false],
      ['javascript:alert(1)', false],
      ['data:image/png;base64,AAAA', false],
    ] as const) {
      firstBannerPicture = src;
      await runScript(true, '/index');
      const style = document.getElementById(EARLY_BANNER_STYLE_ID);
      expect(style?.textContent ?? null, src).toBe(
        painted
          ? `.${BANNER_SLOT_CLASS}{background:url("${src}") center/cover no-repeat}.${BANNER_SLOT_CLASS}::after{display:none}`
          : null,
      );
      style?.remove();
      for (const link of document.head.querySelectorAll('link')) link.remove();
    }
  });

  it("another audience's banner list is not taken for this one: the body tells them apart", async () => {
    storeLogin();
    await runScript(true, '/index');
    const sent = vi.fn(async () => envelope([]));
    const client = createAppClient({
      store: { credentials: () => USER } as never,
      fetch: withEarlyAnswers(sent, () => USER.token),
    });
    const query = bannersQuery(client, {
      userType: BANNER_USER_TYPE.UNOFFICIAL_STUDENT,
      platformType: BANNER_PLATFORM_TYPE.WEB,
      userId: USER.userId,
    });
    expect(await new QueryClient().fetchQuery(query)).toEqual([]);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("inside the app: the stored login's calls, the banners of the app's platform; none taken for another login", async () => {
    storeLogin();
    const started = await runScript(
      true,
      '/index',
      `Mozilla/5.0 (Linux; Android 14) WonderParent/2.6.0 (Android)`,
    );
    const banner = started.at(-1);
    expect(JSON.parse((await banner?.text()) ?? '')).toMatchObject({
      userType: BANNER_USER_TYPE.OFFICIAL_STUDENT,
      platformType: BANNER_PLATFORM_TYPE.ANDROID,
    });
    // The shell handed over another parent: the app asks for its own answers.
    const sent = vi.fn(async () => envelope({ ...USER, studentStatus: 'TOURIST' }));
    const client = createAppClient({
      store: { credentials: () => ({ ...USER, token: 'another' }) } as never,
      fetch: withEarlyAnswers(sent, () => 'another'),
    });
    await client.call(sessionEndpoints.getAuthTokenExt, { query: { token: USER.token } });
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("a visitor's home asks for its first view at once, its banner's and first big card's pictures as they answer; not in WeChat (sent to sign in first)", async () => {
    listAnswer = [
      {
        childModuleName: 'm',
        styleTypeId: STYLE_TYPE.FIRST_BIG,
        buttonTypeId: 1,
        showConfigContentList: [{ id: 1, courseId: 1, courseTitle: 'c', homePageImageUrl: '/card.svg' }],
      },
    ];
    const started = await runScript(true, '/index');
    // The banners at once, the rest one per task after it.
    await vi.waitFor(() => expect(started).toHaveLength(5));
    expect(started.map((r) => new URL(r.url).pathname)).toEqual([
      '/app/v1/index/banner',
      '/app/v1/index/getTabConfig',
      '/app/v1/ol-parent-show-config/homePageShowConfig',
      '/app/v1/index/getSourceConfig',
      '/static/static/json/fresh-enrollment.json',
    ]);
    expect(JSON.parse((await started[0]?.text()) ?? '')).toEqual({
      displayPosition: 1,
      userType: BANNER_USER_TYPE.TOURIST,
      platformType: BANNER_PLATFORM_TYPE.WEB,
    });
    await vi.waitFor(() => expect(preloads()).toHaveLength(2));
    expect(preloads().map((p) => [p.href, p.priority])).toEqual([
      [BANNER.imgPath, 'high'],
      ['/card.svg', 'high'],
    ]);
    // The home's own calls for a visitor (home-calls.ts) take every answer: none reaches the network.
    const visitor = { token: null, status: STUDENT_STATUS.TOURIST };
    const sent = await networkAfterScreenQueries(null, (client) => [
      tabConfigQuery(client),
      homeListQuery(client, {
        userType: homeListUserType(visitor),
        deviceType: platformType({ isApp: false, platform: null }),
        userId: undefined,
      }),
      sourceConfigQuery(client, bannerUserType(visitor)),
      enrollmentOpenQuery(client),
      bannersQuery(client, {
        userType: bannerUserType(visitor),
        platformType: platformType({ isApp: false, platform: null }),
        userId: undefined,
      }),
    ]);
    expect(sent).not.toHaveBeenCalled();

    vi.stubGlobal('fetch', vi.fn());
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 MicroMessenger/8.0.49');
    new Function(await earlyRequestsScript(true, '/index'))();
    expect(fetch).not.toHaveBeenCalled();

    // In the mini-program, with a stored login: no call, so no picture is said to be coming.
    storeLogin();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 miniProgram');
    new Function(await earlyRequestsScript(true, '/index'))();
    expect(fetch).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute(`data-${EARLY_BANNER_PAINTED}-pending`)).toBe(false);
  });

  it("a returning parent's home asks for the kept banners' picture before any answer", async () => {
    storeLogin();
    const kept = {
      buster: `build-1:${USER.userId}`,
      timestamp: Date.now() - 60_000,
      clientState: {
        queries: [{ queryKey: ['app.indexBanner'], state: { data: [{ ...BANNER, imgPath: '/kept.svg' }] } }],
      },
    };
    localStorage.setItem(LOCAL_KEYS.queryCache, JSON.stringify(kept));
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    new Function(await earlyRequestsScript(true, '/index'))();
    expect(preloads().map((p) => p.href)).toEqual(['/kept.svg']);

    // Another parent's kept answers name no picture for this one.
    document.head.querySelector('link')?.remove();
    localStorage.setItem(LOCAL_KEYS.queryCache, JSON.stringify({ ...kept, buster: 'build-1:someone-else' }));
    new Function(await earlyRequestsScript(true, '/index'))();
    expect(preloads()).toEqual([]);
  });
});
