import { ALL_TABS, T, tabNames, USER_AGENTS } from '../support/app';
import { expect, test } from '../support/fixtures';
import { at, visit } from '../support/routes';
import { startAs } from '../support/step-up';

test.describe('tab bar: tourist vs official', () => {
  test('a tourist gets the four tabs, the generic greeting and the tourist download bar', async ({
    page,
    shot,
  }) => {
    await visit(page, '/index');
    await expect(await tabNames(page)).toEqual(ALL_TABS);
    await expect(page.locator('.wp-shell-navbar__greeting')).toContainText(T.touristGreeting);
    await expect(page.getByText(T.downloadTourist)).toBeVisible();
    // At the bottom of home, right above the tab bar (doc 2 §2).
    const bar = await page.getByRole('complementary', { name: T.downloadTourist }).boundingBox();
    const tabs = await page.locator('nav.wp-shell-tabbar').boundingBox();
    expect(Math.round((bar?.y ?? 0) + (bar?.height ?? 0))).toBe(Math.round(tabs?.y ?? -1));
    await shot('tab-bar-tourist');
  });

  // An official student's four tabs, greeting by name and student download bar: password-login.spec.ts, where
  // the parent arrives on them.

  test("a configured navbar text replaces the official's greeting (doc 2 §2)", async ({ page, session }) => {
    await startAs(page, session, ['navbar-text']);
    await visit(page, '/index');
    await expect(page.locator('.wp-shell-navbar__greeting')).toHaveText('今天也要和孩子一起进步哦');
  });

  test('a trial student gets the trial download bar (its text differs per role, doc 2 §2)', async ({
    page,
    session,
    shot,
  }) => {
    await startAs(page, session, [], 'trial-y');
    await visit(page, '/index');
    await expect(page.getByRole('complementary', { name: T.downloadTrial })).toBeVisible();
    await expect(page.getByText(T.downloadOfficial)).toHaveCount(0);
    await shot('tab-bar-trial');
  });

  test('when the tab config fails, a tourist is sent to /login, with a word of why', async ({
    page,
    session,
  }) => {
    await session.setScenarios(['tab-config-fails']);
    await visit(page, '/index');
    await expect(page).toHaveURL(at('/login'));
    await expect(page.getByText(T.tabsFailedLogin)).toBeVisible();
  });

  test('when the tab config fails, an official student keeps the four default tabs', async ({
    page,
    session,
    shot,
  }) => {
    await startAs(page, session, ['tab-config-fails']);
    await visit(page, '/index');
    await expect(await tabNames(page)).toEqual(ALL_TABS);
    await expect(page).not.toHaveURL(at('/login'));
    // These four are the app's defaults: the config call did fail.
    const [latest] = (await session.journal()).filter((e) => e.endpoint === 'app.getTabConfig');
    expect(latest?.scenario).toBe('tab-config-fails');
    expect(String(latest?.code)).not.toBe('00000000');
    await shot('tab-bar-official-config-failed');
  });
});

test.describe('tab bar in WeChat', () => {
  test.use({ userAgent: USER_AGENTS.wechat });

  test('the growth tab opens: only a plain browser is refused (doc 1 §8, doc 3 §2)', async ({
    page,
    session,
  }) => {
    await startAs(page, session, []);
    await visit(page, '/index');
    await page.getByRole('button', { name: T.tabs.growth }).click();
    await expect(page).toHaveURL(at('/growUp/studyPlan'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
