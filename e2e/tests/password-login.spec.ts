import { ALL_TABS, expectLoggedIn, loginWithPassword, openLogin, persona, T, tabNames } from '../support/app';
import { expect, test } from '../support/fixtures';
import { atExactly, visit } from '../support/routes';
import { trackedPageNames } from '../support/tracking';

test('an official student logs in with phone and password', async ({ page, session, shot, toasts }) => {
  await loginWithPassword(page, 'official');
  await expect.poll(toasts).toContain(T.loginSuccess);
  await expectLoggedIn(page);
  await expect(await tabNames(page)).toEqual(ALL_TABS);
  // The navbar greets the parent by name (getPersonInfo with the new token); the student download bar.
  await expect(page.locator('.wp-shell-navbar__greeting')).toContainText(persona('official').parentName);
  await expect(page.getByText(T.downloadOfficial)).toBeVisible();
  await shot('password-login-home');

  const journal = await session.journal();
  const login = journal.find((e) => e.endpoint === 'member.pwdLogin');
  expect(login?.status, 'the password login reached the simulator in this session').toBe(200);
});

test('the form’s documents: 《隐私政策》 shows the served text; served script never runs', async ({
  page,
  session,
  shot,
}) => {
  await visit(page, '/login');
  await page.getByRole('button', { name: '《隐私政策》' }).click();
  await expect(page).toHaveURL(atExactly('/userPrivacy'));
  await expect(page.getByRole('article', { name: '隐私政策' })).toContainText('示例文本');
  await shot('protocol-user-privacy');

  await session.setScenarios(['protocol-unsafe-markup']);
  await visit(page, '/protocol?type=userChildrenPrivacy');
  await expect(page.getByRole('article', { name: '儿童隐私保护政策' })).toContainText('协议正文');
  expect(
    await page.evaluate(() => (window as Window & { __protocolScript?: number }).__protocolScript),
  ).toBeUndefined();
  expect(await page.locator('article script, article [onerror], article [href^="javascript"]').count()).toBe(
    0,
  );
  const types = (await session.journal()).filter((e) => e.endpoint === 'app.getProtocol').map((e) => e.path);
  expect(types.some((p) => p.includes('type=userChildrenPrivacy'))).toBe(true);
  await shot('protocol-unsafe-markup');
});

test('the password mode is tracked under its own page name, a failure there too (never 短信登录)', async ({
  page,
  session,
}) => {
  await openLogin(page, 'password');
  // A wrong phone (none typed), then a wrong password: a tracked failure reason, then loginfail.
  await page.getByRole('button', { name: T.submit, exact: true }).click();
  await page.getByLabel(T.phone).fill(persona('official').phone);
  await page.getByLabel(T.password).fill(`${persona('official').password}-wrong`);
  await page.getByRole('button', { name: T.submit, exact: true }).click();
  await expect
    .poll(async () => (await session.journal()).find((e) => e.endpoint === 'member.pwdLogin')?.status)
    .toBe(200);
  // Records leave in batches, the page view once the first view is drawn and the browser idle, so the
  // batches' order varies: the records are compared by name. The screen opens in the SMS mode (the default),
  // whose page view is the one 短信登录 record; both failures name the password mode.
  const byName = (records: [string, unknown][]) => records.map((r) => r.join(' ')).sort();
  await expect
    .poll(async () => byName(await trackedPageNames(session)), { timeout: 15_000 })
    .toEqual(
      byName([
        ['page_view', '短信登录'],
        ['login_failure_reason', T.modePassword],
        ['loginfail', T.modePassword],
      ]),
    );
});
