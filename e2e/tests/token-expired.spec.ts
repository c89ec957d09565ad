import { expectLoggedIn, loginWithPassword, T } from '../support/app';
import { expect, test } from '../support/fixtures';
import { at, visit } from '../support/routes';

test('a token that expires mid-session sends the parent back to /login', async ({
  page,
  session,
  shot,
  toasts,
}) => {
  await loginWithPassword(page, 'official');
  await expectLoggedIn(page);
  // Leave the app before switching: home keeps calling after the network first goes idle (its lazy sections and
  // popups), and a call answered 1000010 before the reload would send the parent to /login too early. The
  // token stays in storage, so coming back is the same parent's next visit.
  await page.goto('about:blank');

  // From now on every call that checks a token answers 401 with code 1000010.
  await session.setScenarios(['token-expired-1000010']);
  await visit(page, '/index');

  await expect(page).toHaveURL(at('/login'));
  await expect.poll(toasts).toContain(T.expired);
  await shot('token-expired-login');
  const expired = (await session.journal()).filter((e) => String(e.code) === '1000010');
  expect(expired.length, 'the app met the expiry code').toBeGreaterThan(0);
});
