import { ALL_TABS, expectLoggedIn, loginWithPassword, persona, T, tabNames } from '../support/app';
import { expect, test } from '../support/fixtures';
import { atExactly, visit } from '../support/routes';

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
