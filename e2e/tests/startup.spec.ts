/**
 * Startup and platform (doc 1 §1, §7): the WeChat sign-in round trip through the simulator, and the error
 * reports reaching the simulated error-reporting service.
 */
import { T, USER_AGENTS } from '../support/app';
import { expect, test } from '../support/fixtures';
import { atExactly, visit } from '../support/routes';

test.describe('in the WeChat browser', () => {
  test.use({ userAgent: USER_AGENTS.wechat });

  test('an unbound WeChat visitor goes to authorization, comes back with a code and stays a TOURIST known by openId', async ({
    page,
    session,
    shot,
  }) => {
    await session.setScenarios(['wechat-unbound']);
    await visit(page, '/index?channel=1');
    await expect(page.getByText(T.touristGreeting)).toBeVisible();
    // The code was used once and left the address bar; the page's own query came back.
    await expect(page).toHaveURL(atExactly('/index?channel=1'));
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wonder.user') ?? 'null'));
    expect(stored).toMatchObject({ user: null, student: { studentStatus: 'TOURIST' } });
    expect(stored.openId).toMatch(/\S/);
    const calls = (await session.journal()).map((e) => e.endpoint).reverse();
    expect(calls.indexOf('member.weChatAuthorization')).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('member.wechatBackup')).toBeGreaterThan(calls.indexOf('member.weChatAuthorization'));
    expect(calls.filter((c) => c === 'member.weChatAuthorization')).toHaveLength(1);
    await shot('startup-wechat-unbound');
  });

  test('a bound parent signs in through WeChat and stays signed in: the real token passes every later call', async ({
    page,
    session,
    shot,
  }) => {
    await session.setScenarios(['official']);
    await visit(page, '/index?channel=1');
    await expect(page).toHaveURL(atExactly('/index?channel=1'));
    // The tab shell of a signed-in parent: today's classes are a student's.
    await expect(page.getByRole('heading', { name: '今日课程' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wonder.user') ?? 'null'));
    expect(stored).toMatchObject({ student: { studentStatus: 'OFFICIAL_STUDENT' } });
    const calls = (await session.journal()).reverse();
    const order = calls.map((e) => e.endpoint);
    const backup = order.indexOf('member.wechatBackup');
    expect(order.indexOf('member.realToken')).toBeGreaterThan(backup);
    expect(order.indexOf('app.userInfoByToken')).toBeGreaterThan(order.indexOf('member.realToken'));
    // Before issue 38 the real token was a fixture the token check refused: 1000014 and /login.
    expect(calls.filter((e) => e.status === 401)).toEqual([]);
    await expect
      .poll(async () => (await session.journal()).find((e) => e.endpoint === 'app.getPersonInfo')?.code)
      .toBe('00000000');
    await shot('startup-wechat-bound');
  });
});

test.describe('an error thrown on purpose', () => {
  // The one uncaught error a journey may cause (support/fixtures.ts fails any other).
  test.use({ allowedPageErrors: [/e2e：页面出错了/] });

  test('an uncaught error reaches the error-reporting service, whose SDK loaded after the first load', async ({
    page,
    session,
  }) => {
    await visit(page, '/login');
    // The SDK's chunk is fetched after the page's load event, never as part of it.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const sdk = performance
            .getEntriesByType('resource')
            .find((r) => r.name.includes('error-reports-sentry'));
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          return sdk ? sdk.startTime >= nav.loadEventStart : null;
        }),
      )
      .toBe(true);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e：页面出错了');
      }, 0);
    });
    await expect
      .poll(async () => (await session.journal()).find((e) => e.note?.includes('e2e：页面出错了'))?.status)
      .toBe(200);
  });
});
