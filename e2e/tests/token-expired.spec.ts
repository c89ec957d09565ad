import { T } from '../support/app';
import { expect, test } from '../support/fixtures';
import { at, visit } from '../support/routes';
import { startAs } from '../support/step-up';

test('a token that expires mid-session sends the parent back to /login', async ({
  page,
  session,
  shot,
  toasts,
}) => {
  // A parent logged in earlier (the stored login) comes back; from now on every call that checks a token
  // answers 401 with code 1000010.
  await startAs(page, session, []);
  await session.setScenarios(['token-expired-1000010']);
  await visit(page, '/index');

  await expect(page).toHaveURL(at('/login'));
  await expect.poll(toasts).toContain(T.expired);
  await shot('token-expired-login');
  const expired = (await session.journal()).filter((e) => String(e.code) === '1000010');
  expect(expired.length, 'the app met the expiry code').toBeGreaterThan(0);
});
