import { expectLoggedIn, loginWithPassword, T } from '../support/app';
import { expect, test } from '../support/fixtures';
import { at } from '../support/routes';

test('a token that expires mid-session sends the parent back to /login', async ({
  page,
  session,
  shot,
  toasts,
}) => {
  await loginWithPassword(page, 'official');
  await expectLoggedIn(page);
  // Let home's own calls finish first: one still in flight when the scenario switches would expire the
  // session before the reload, which then rightly shows the tourist home instead of this journey's path.
  await page.waitForLoadState('networkidle');

  // From now on every call that checks a token answers 401 with code 1000010.
  await session.setScenarios(['token-expired-1000010']);
  await page.reload();

  await expect(page).toHaveURL(at('/login'));
  await expect.poll(toasts).toContain(T.expired);
  await shot('token-expired-login');
  const expired = (await session.journal()).filter((e) => String(e.code) === '1000010');
  expect(expired.length, 'the app met the expiry code').toBeGreaterThan(0);
});
