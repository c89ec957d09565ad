import { ALL_TABS, expectLoggedIn, loginWithPassword, persona, T, tabNames } from '../support/app';
import { expect, test } from '../support/fixtures';

test('an official student logs in with phone and password', async ({ page, session, shot, toasts }) => {
  await loginWithPassword(page, 'official');
  await expect.poll(toasts).toContain(T.loginSuccess);
  await expectLoggedIn(page);
  await expect(await tabNames(page)).toEqual(ALL_TABS);
  // The navbar greets the parent by name (getPersonInfo with the new token).
  await expect(page.locator('.wp-shell-navbar__greeting')).toContainText(persona('official').parentName);
  await shot('password-login-home');

  const journal = await session.journal();
  const login = journal.find((e) => e.endpoint === 'member.pwdLogin');
  expect(login?.status, 'the password login reached the simulator in this session').toBe(200);
});
