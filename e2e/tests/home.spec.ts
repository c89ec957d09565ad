/**
 * Home (doc 2 §2–§4, §6) against the simulator: the tourist's home and the calls it must not make
 * (asserted from the session journal), the official home with today's classes and the report card, the
 * unread badge at 99+, the list paging and failing, listening in outside the app; the popup chain in the
 * spec's order, the interest tags at their maximum, the notification popup's follow stage. Strings are
 * repeated here, as support/app.ts does.
 */
import { expect, type Page } from '@playwright/test';
import { DEFAULT_TIMEOUT_MS } from '@wonder/contracts';
import { CHECK_IN_DAY_NUM, PERSONAS } from '@wonder/fixtures';
import { asAppLoggedIn } from '../support/classes-growth';
import { test } from '../support/fixtures';
import { at, atExactly, visit, whenListening } from '../support/routes';
import { callsTo, startAs } from '../support/step-up';
import { trackedRecords } from '../support/tracking';

const H = {
  banners: '首页推荐',
  today: '今日课程',
  listen: '在线旁听',
  needsApp: '在线旁听需要下载家长端APP',
  newReport: '你有一份新报告',
  reportTitle: '学情动态',
  listFailed: '内容加载失败',
  more: '加载更多',
  end: '没有更多了',
  close: '关闭',
  stepUp: '升阶活动进行中',
  checkIn: '今日还未打卡',
  checkInDays: (n: number) => `已坚持打卡${n}天，今天也要继续哦`,
  checkInFirst: '坚持每日打卡，和孩子一起养成学习好习惯',
  checkInGo: '去打卡',
  newcomer: '新生入学',
  wonderful: '精彩活动',
  tags: '选择孩子的兴趣',
  giftTip: /你有\d+课时待领取/,
  gift: '课时礼包',
  giftAccept: '立即领取',
  giftReward: '领取成功',
  giftViewHours: '查看课时',
  follow: '关注公众号',
  notNow: '暂不',
  sourcePopup: '开学季礼包',
  firstLesson: '首课指引',
  entrance: '新生入学入口',
  limited: '限时活动',
} as const;

const LIST = 'app.homePageShowConfig';
/** A picture the page can load (chapters, participants' faces). */
const PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#64b5f6"/></svg>';

async function homeReady(page: Page): Promise<void> {
  await expect(page).toHaveURL(atExactly('/index'));
  await expect(page.getByRole('region', { name: H.banners })).toBeVisible();
}

/** The page's console errors from now on (a list that fills as they come). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/** Home opened as a tourist, its list's first page shown. */
async function openHomeList(page: Page): Promise<void> {
  await visit(page, '/index');
  await homeReady(page);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
}

test('a tourist: banners and the list, none of the calls the spec excludes for tourists', async ({
  page,
  session,
  shot,
}) => {
  await openHomeList(page);
  await shot('home-tourist');
  const asked = new Set((await session.journal(200)).map((e) => e.endpoint));
  expect(asked.has(LIST)).toBe(true);
  for (const excluded of [
    'app.todayClasss',
    'gateway.getUnReadMsgNum',
    'app.listUnclaimedAward',
    'app.getEntranceDetail',
    'app.checkWonderfulMoment',
    'gateway.interestTagPopList',
    'evaluation.getReportRecord',
    'app.isSignIn',
    'app.isSubscribe',
  ])
    expect(asked.has(excluded), excluded).toBe(false);
  await expect(page.getByRole('heading', { name: H.today })).toHaveCount(0);

  // The three banners loop (doc 2 §9): from the third, autoplay goes on to the first; only the slide in view
  // is reachable.
  const slides = page.getByRole('region', { name: H.banners }).locator('li:not([aria-hidden])');
  const inView = () => slides.evaluateAll((els) => els.findIndex((el) => !el.hasAttribute('inert')));
  await expect.poll(inView, { timeout: 7000 }).toBe(2);
  await expect.poll(inView, { timeout: 7000 }).toBe(0);
});

test("official: today's classes, 99+ unread, the report card marked read on tap, listening in asks for the app", async ({
  page,
  session,
  shot,
}) => {
  await startAs(page, session, ['report-new-record', 'unread-120']);
  // The fixtures' pictures live on a host that does not exist here: answer chapters and faces with a picture.
  await page.route(/\/home\/(chapter|avatar)\/\w+\.jpg$/, (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: PICTURE }),
  );
  await visit(page, '/index');
  await homeReady(page);
  await expect(page.getByRole('heading', { name: H.today })).toBeVisible();
  // 120 unread messages: the badge reads 99+.
  await expect(page.getByText('99+')).toBeVisible();
  await expect(page.getByText(H.newReport)).toBeVisible();
  // Each lesson carries its subject's icon (doc 2 §9) on its chapter's picture (doc 2 §3 chapterImgUrl); the
  // wonderful activity's icon flag its floating icon.
  const lessons = page.locator('.wp-home-today__item');
  await expect(lessons.getByRole('img')).toHaveCount(await lessons.count());
  await expect(lessons.locator('.wp-home-today__image img.wp-block-image__img--loaded')).toHaveCount(
    await lessons.count(),
  );
  // A card's participants show their first pictures (doc 2 §3 participantPictureUrls); a running countdown
  // reads in the app's one format (days, hours, minutes, seconds in Chinese).
  await expect(
    page.locator('.wp-home-list__participants').first().locator('img.wp-block-image__img--loaded'),
  ).toHaveCount(3);
  await expect(page.getByRole('timer').first()).toHaveText(/^距结束 \d+天\d{2}时\d{2}分\d{2}秒$/);
  await expect(page.getByRole('button', { name: H.wonderful })).toBeVisible();
  await shot('home-official');

  await page.getByRole('button', { name: H.listen }).first().click();
  await expect(page.getByRole('dialog')).toContainText(H.needsApp);
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const report = page.getByRole('region', { name: H.reportTitle });
  await report.getByRole('button').click();
  await expect(page).not.toHaveURL(atExactly('/index'));
  await expect.poll(async () => (await callsTo(session, 'evaluation.updateReportReadStatus')).length).toBe(1);
});

test('the official home loads without a layout shift: the sections below the banners appear together', async ({
  page,
  session,
}) => {
  await startAs(page, session, []);
  // Sum the layout shifts of a fresh load of home (the Layout Instability API, as Lighthouse's CLS).
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await visit(page, '/index');
  await homeReady(page);
  await expect(page.getByRole('heading', { name: H.today })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).last()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThan(0.02);
});

for (const who of ['tourist', 'official'] as const) {
  test(`a home visit logs no console error and loses no request (${who}): every picture and the card video load`, async ({
    page,
    session,
  }) => {
    // A picture or a video on a host nobody serves logs "Failed to load resource" (issue 40).
    const errors = consoleErrors(page);
    const failed: string[] = [];
    // (A media request the browser cancels itself once it has enough is not lost.)
    page.on('requestfailed', (r) => {
      if (r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${r.url()} ${r.failure()?.errorText}`);
    });
    if (who === 'official') await startAs(page, session, []);
    await visit(page, '/index');
    await homeReady(page);
    await expect(page.getByRole('heading', { level: 2 }).last()).toBeVisible();
    // The big card's video plays once it has been in view (its data loads then); then down to the end of
    // the list, so every lazy picture loads too.
    const video = page.locator('video').first();
    // Wholly in view (the watcher's rule; it starts after the first view, and the list may still move).
    await expect
      .poll(
        () =>
          video.evaluate((v: HTMLVideoElement) => {
            v.scrollIntoView({ block: 'center' });
            return v.readyState;
          }),
        { timeout: 30_000 },
      )
      .toBeGreaterThanOrEqual(2);
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
  });
}

test("a trial parent's home: no today's classes; the greeting reads the phone's clock", async ({
  page,
  session,
  shot,
}) => {
  const name = PERSONAS['trial-y'].parentName;
  // The greeting reads the device's clock, not the simulator's: the browser's is set (Asia/Shanghai). The
  // hours where it turns are web's unit test's (app/__tests__/shell-rules.test.tsx).
  await page.clock.setFixedTime(new Date('2026-11-24T08:30:00+08:00'));
  await startAs(page, session, [], 'trial-y');
  await visit(page, '/index');
  await homeReady(page);
  await expect(page.getByText(`${name}，早上好`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: H.today })).toHaveCount(0);
  await shot('home-trial');
  const asked = async () => new Set((await session.journal(200)).map((e) => e.endpoint));
  // A trial parent is a student: the student calls are made (the popups' once the first view is drawn).
  for (const made of ['gateway.getUnReadMsgNum', 'app.listUnclaimedAward', 'app.isSignIn'])
    await expect.poll(async () => (await asked()).has(made), { message: made }).toBe(true);
  expect((await asked()).has('app.todayClasss')).toBe(false);

  // A limited-activity card opens its courseLink in a browser, a mini-program card too (its fallback: no
  // mini-program outside the app). The activity site is answered here, so the journey stays on the machine.
  await page.route(/^https:\/\/act\.wonder\.example\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>activity</title>' }),
  );
  await page.getByRole('region', { name: H.limited }).locator('.wp-home-list__open').first().click();
  // doc 1 §8: an external link carries the one-time link code as `token`.
  await expect(page).toHaveURL(/^https:\/\/act\.wonder\.example\/course\/\d+\?token=/);
});

/** A finger pulling down from the top of the page, as real touch input (the Chrome DevTools protocol). */
async function pullDown(page: Page, distance: number): Promise<{ release(): Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  const x = 180;
  const y = 260;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let d = 10; d <= distance; d += 10)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + d }] });
  return {
    release: () =>
      cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }).then(() => undefined),
  };
}

test('the list pages by scrolling (page 2 asked and appended); pull to refresh asks every section again, the list back to page 1', async ({
  page,
  session,
  shot,
}) => {
  await openHomeList(page);
  const firstPage = page.getByRole('heading', { level: 2 });
  const pageOne = await firstPage.count();
  await page.locator('.wp-home-list__end').scrollIntoViewIfNeeded();
  await expect.poll(async () => (await callsTo(session, LIST)).length).toBe(2);
  await expect.poll(() => firstPage.count()).toBeGreaterThan(pageOne);
  const banners = (await callsTo(session, 'app.indexBanner')).length;

  await page.evaluate(() => window.scrollTo(0, 0));
  const finger = await pullDown(page, 260);
  await expect(page.getByText('释放立即刷新')).toBeVisible();
  await shot('home-pull-release');
  await finger.release();
  await expect.poll(async () => (await callsTo(session, 'app.indexBanner')).length).toBe(banners + 1);
  await expect.poll(async () => (await callsTo(session, LIST)).length).toBe(3);
  await expect.poll(() => firstPage.count()).toBe(pageOne);
});

test('visibility tracking: what is wholly in view is tracked once, the rest when scrolled to', async ({
  page,
  session,
}) => {
  // What reached the tracking host (support/tracking.ts): the exposures, as section:id.
  const seen = async () =>
    (await trackedRecords(session))
      .filter((r) => r.event_name === 'home_exposure')
      .map((r) => `${r.paras.section}:${r.paras.id}`);
  await visit(page, '/index');
  await homeReady(page);
  const cards = page.locator('.wp-home-list__card');
  await expect(cards.first()).toBeVisible();
  await expect.poll(async () => (await seen()).some((s) => s.startsWith('banner:'))).toBe(true);
  const lastCard = await cards.last().getAttribute('data-exposure');
  expect(await seen()).not.toContain(lastCard);

  await cards.last().scrollIntoViewIfNeeded();
  await expect.poll(() => seen()).toContain(lastCard);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(1200);
  const all = await seen();
  expect(new Set(all).size).toBe(all.length);
});

test('the list failing: the failed state on page 1 and its toast', async ({
  page,
  session,
  toasts,
  shot,
}) => {
  await session.setScenarios(['home-list-fails']);
  await visit(page, '/index');
  await expect(page.getByRole('alert')).toContainText(H.listFailed);
  await expect.poll(toasts).toContain('首页内容加载失败');
  await shot('home-list-failed');
  expect(await callsTo(session, LIST)).toHaveLength(1);
});

test("a banner list answering after the page's scripts (a slow network): the home draws its carousel, never the route error", async ({
  page,
  session,
}) => {
  // The page's early script paints the first picture when the list answers; once the app has taken the page
  // its markup is React's (a late list had put the carousel in React's placeholder: removeChild, route error).
  const errors = consoleErrors(page);
  await session.admin.setFaults({ faults: [{ endpoint: 'app.indexBanner', delayMs: 2500 }] });
  for (const who of ['tourist', 'official'] as const) {
    if (who === 'official') await startAs(page, session, []);
    await visit(page, '/index');
    await homeReady(page);
    await expect(page.getByRole('heading', { name: '请求失败' }), who).toHaveCount(0);
  }
  expect(errors.filter((e) => /removeChild|\[route\]/.test(e))).toEqual([]);
});

test('a broken answer (nginx 502 page, body cut short, connection closed mid-body, body trickling) fails the list, never a blank page', async ({
  page,
  session,
}) => {
  for (const fault of ['gateway-502', 'truncated-body', 'close-mid-body', 'slow-body'] as const) {
    await session.admin.setFaults({ faults: [{ endpoint: LIST, fault }] });
    // The trickle outlasts the call's timeout: the page's clock runs it out instead of the test waiting.
    if (fault === 'slow-body') await page.clock.install();
    // The journal keeps the earlier faults' list calls: wait for this visit's own.
    const before = (await callsTo(session, LIST)).length;
    await visit(page, '/index');
    if (fault === 'slow-body') {
      await expect.poll(async () => (await callsTo(session, LIST)).length).toBeGreaterThan(before);
      // The body's timer starts when the headers arrive, and the client retries a timeout once: run the clock
      // out again until the list has failed, rather than guessing when each timer exists.
      await expect
        .poll(async () => {
          await page.clock.runFor(DEFAULT_TIMEOUT_MS + 1000);
          return page.getByRole('alert').filter({ hasText: H.listFailed }).count();
        }, fault)
        .toBeGreaterThan(0);
    }
    await expect(page.getByRole('alert'), fault).toContainText(H.listFailed);
  }
});

test("popups-all: the chain shows one popup at a time in the spec's order and ends with nothing", async ({
  page,
  session,
  shot,
}) => {
  await startAs(page, session, ['popups-all']);
  await visit(page, '/index');
  await homeReady(page);
  // Outside the app the class-hour gift is the tip flag, not a popup (doc 2 §4); the source-config popup
  // does not follow, because the chain had popups to show.
  for (const name of [H.stepUp, H.checkIn, H.newcomer, H.wonderful, H.tags]) {
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    if (name === H.stepUp) await shot('home-popup-step-up');
    await dialog.getByRole('button', { name: H.close }).click();
    await expect(dialog).toHaveCount(0);
  }
  await expect(page.getByRole('complementary', { name: H.giftTip })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await callsTo(session, 'gateway.interestTagPopListSave')).toHaveLength(0);
});

test('the source-config popup: shown when the chain has nothing; after another popup, nothing follows', async ({
  page,
  session,
}) => {
  const source = page.getByRole('dialog', { name: H.sourcePopup });
  await startAs(page, session, ['popup-source-config']);
  await visit(page, '/index');
  await homeReady(page);
  await expect(source).toBeVisible();
  await source.getByRole('button', { name: H.close }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await session.setScenarios(['popup-source-config', 'popup-check-in']);
  await visit(page, '/index?again=1');
  const checkIn = page.getByRole('dialog', { name: H.checkIn });
  await expect(checkIn).toBeVisible();
  await checkIn.getByRole('button', { name: H.close }).click();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("the check-in popup: the simulator's day count, its action opens /dailyCheckIn; 0 days: no count", async ({
  page,
  session,
}) => {
  await startAs(page, session, ['popup-check-in']);
  await visit(page, '/index');
  await homeReady(page);
  const checkIn = page.getByRole('dialog', { name: H.checkIn });
  await expect(checkIn).toContainText(H.checkInDays(CHECK_IN_DAY_NUM));
  await checkIn.getByRole('button', { name: H.checkInGo }).click();
  await expect(page).toHaveURL(at('/dailyCheckIn'));

  await session.setScenarios(['popup-check-in-first-day']);
  await visit(page, '/index?again=1');
  await expect(checkIn).toContainText(H.checkInFirst);
  await expect(checkIn).not.toContainText('已坚持打卡');
});

test("a popup's call that fails does not hold the chain: no check-in answer, the wonderful-activities popup shows", async ({
  page,
  session,
  shot,
}) => {
  // doc 2 §4: "Network failures set the loading flags to done so that popups are not blocked".
  await startAs(page, session, ['popup-check-in', 'popup-wonderful-activities']);
  await session.admin.setFaults({ faults: [{ endpoint: 'app.isSignIn', fault: 'reset' }] });
  await visit(page, '/index');
  await homeReady(page);
  await expect(page.getByRole('dialog', { name: H.wonderful })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await shot('home-popup-check-in-failed');
  // The call was made and got no answer each time: the client's one retry and the browser's own re-send of a
  // request whose connection was reset reach the simulator as further attempts of the same call.
  const checkIns = await callsTo(session, 'app.isSignIn');
  expect(checkIns.length).toBeGreaterThan(0);
  expect(checkIns.filter((c) => c.fault !== 'reset')).toEqual([]);
});

test('the newcomer section against the simulator: scene 1 nothing, 2 the first-lesson icon, 3 the banner, 4 the entrance icon', async ({
  page,
  session,
}) => {
  const banner = page.getByRole('region', { name: H.newcomer });
  const firstLesson = page.getByRole('button', { name: H.firstLesson });
  const entrance = page.getByRole('button', { name: H.entrance });
  await startAs(page, session, ['newcomer-scene-1']);
  for (const [scene, shown] of [
    [1, null],
    [2, firstLesson],
    [3, banner],
    [4, entrance],
  ] as const) {
    await session.setScenarios([`newcomer-scene-${scene}`]);
    await visit(page, `/index?scene=${scene}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    for (const el of [banner, firstLesson, entrance])
      await expect(el, `scene ${scene}`).toHaveCount(el === shown ? 1 : 0);
    if (shown === banner) await expect(banner.getByText(/已完成\d+\/\d+项入学任务/)).toBeVisible();
  }
});

test('interest tags at the maximum: the rest are disabled; a changed choice is saved and closes', async ({
  page,
  session,
  shot,
}) => {
  await startAs(page, session, ['popup-interest-tags']);
  await visit(page, '/index');
  await homeReady(page);
  const dialog = page.getByRole('dialog', { name: H.tags });
  await expect(dialog.getByText('最多可选3个')).toBeVisible();
  const group = dialog.getByRole('group').first();
  const off = group.getByRole('button', { pressed: false });
  await expect(off.first()).toBeDisabled();
  await shot('home-popup-tags-at-max');
  await group.getByRole('button', { pressed: true }).first().click();
  await expect(dialog.getByText('最多可选3个')).toHaveCount(0);
  await off.first().click();
  await dialog.getByRole('button', { name: '我选好了(已选3个)' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await callsTo(session, 'gateway.interestTagPopListSave')).length).toBe(1);
});

test('the notification popup follows a calm chain; a cancel keeps it away for the session', async ({
  page,
  session,
}) => {
  await startAs(page, session, ['notify-follow']);
  await visit(page, '/index');
  await homeReady(page);
  const dialog = page.getByRole('dialog', { name: H.follow });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: H.notNow }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await whenListening(page);
  // A reload carries the refresh timestamp (?_t=…, doc 1 §4).
  await expect(page.getByRole('region', { name: H.banners })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a back-press closes the notification popup and goes back one page; one back onto home runs it again', async ({
  page,
  session,
}) => {
  await startAs(page, session, ['notify-follow']);
  await visit(page, '/parentsCenter');
  await expect(page.locator('nav.wp-shell-tabbar')).toBeVisible();
  await page.locator('nav.wp-shell-tabbar').getByText('首页').click();
  await homeReady(page);
  const dialog = page.getByRole('dialog', { name: H.follow });
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(at('/parentsCenter'));
  await expect(dialog).toHaveCount(0);
  // Back on home by a tap: the popup stays closed.
  await page.locator('nav.wp-shell-tabbar').getByText('首页').click();
  await homeReady(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Back on home by a back-press: it runs again (doc 2 §4 "The popup runs on load or on back-press").
  await page.getByRole('button', { name: /^消息/ }).click();
  await expect(page).toHaveURL(at('/informationCenter'));
  // The back-press on the page the parent sees: the router draws a navigation as a transition, and a press
  // before the next page has replaced home (its screen still loading) never left home for React.
  await expect(page.getByRole('region', { name: H.banners })).toBeHidden();
  await page.goBack();
  await homeReady(page);
  await expect(dialog).toBeVisible();
});

test('the share-poster card: shown to a logged-in parent, hidden once the task is done (status 5, indexHide 0)', async ({
  page,
  session,
}) => {
  await startAs(page, session, []);
  await visit(page, '/index');
  await homeReady(page);
  await expect(page.getByRole('region', { name: /邀请好友得\d+课时/ })).toBeVisible();
  await session.setScenarios(['poster-task-done-hidden']);
  await page.reload();
  await whenListening(page);
  await expect(page.getByRole('region', { name: H.banners })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: /邀请好友得\d+课时/ })).toHaveCount(0);
});

test.describe('home in the app', () => {
  test('the class-hour gift opens as a popup the first time: accept claims every award, the reward follows, then nothing', async ({
    page,
    session,
    shot,
  }) => {
    await session.setScenarios(['popup-class-hour-gift']);
    await asAppLoggedIn(page, session, 'official');
    await visit(page, '/index');
    await homeReady(page);
    const gift = page.getByRole('dialog', { name: H.gift });
    await expect(gift).toBeVisible();
    await expect(gift).toContainText(/送你\d+课时/);
    await shot('home-app-gift');
    await gift.getByRole('button', { name: H.giftAccept }).click();
    const reward = page.getByRole('dialog', { name: H.giftReward });
    await expect(reward).toBeVisible();
    expect(await callsTo(session, 'app.receivePackageAward')).toHaveLength(1);
    await shot('home-app-gift-reward');
    // The reward's button: the parent centre at the class hours (doc 2 §2).
    await reward.getByRole('button', { name: H.giftViewHours }).click();
    await expect(page).toHaveURL(atExactly('/parentsCenter?classHourType=1'));
    // Claimed for the session: the list comes back empty, so neither the popup nor the tip shows again.
    await visit(page, '/index');
    await homeReady(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog', { name: H.gift })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: H.giftTip })).toHaveCount(0);
  });
});

test("a tourist's avatar opens the trial-claim login: sent, then a first login opens age selection", async ({
  page,
  session,
  shot,
}) => {
  await visit(page, '/index');
  await homeReady(page);
  await page.getByRole('button', { name: '头像' }).click();
  await expect(page).toHaveURL(atExactly('/index?trialClaim=1'));
  const claim = page.getByRole('dialog', { name: '登录领取免费体验课' });
  await claim.getByRole('button', { name: '立即领取' }).click();
  await expect(page.getByText('手机号码不能为空！')).toBeVisible();
  await claim.getByRole('textbox', { name: '手机号' }).fill('13900002222');
  await claim.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('发送成功')).toBeVisible();
  await expect(claim.getByRole('button', { name: /^\d+s后重新获取$/ })).toBeDisabled();
  await claim.getByRole('textbox', { name: '验证码' }).fill('123456');
  // The claim button takes one tap per second (doc 2 §9 throttle): the countdown's first tick (59 s → 58 s)
  // says a second has passed since the empty-phone tap, so the next tap counts.
  await expect(claim.getByRole('button', { name: /^5[0-8]s后重新获取$/ })).toBeVisible();
  await shot('home-trial-claim');
  await claim.getByRole('button', { name: '立即领取' }).click();
  await expect(page).toHaveURL(at('/selectAgePage'));
  // The simulator checks the body against the contract (source 10001, area code): the send was accepted.
  const [sent] = await callsTo(session, 'app.trialClaimSendCode');
  expect(String(sent?.code)).toBe('00000000');
});

test('a tourist who opens the age selection goes to /login: it follows a login (doc 1 §6)', async ({
  page,
  session,
  shot,
}) => {
  await visit(page, '/selectAgePage');
  await expect(page).toHaveURL(atExactly('/login'));
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await shot('select-age-tourist');
  // Nothing was saved: the age call needs the token the tourist does not have.
  expect(await callsTo(session, 'member.updateOlUser')).toHaveLength(0);
});
