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
