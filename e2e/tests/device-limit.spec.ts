import { loginWithPassword, T } from '../support/app';
import { expect, settled, test } from '../support/fixtures';
import { at } from '../support/routes';

test('a login refused with 100088 shows the device-limit dialog', async ({ page, session, shot }) => {
  await session.setScenarios(['device-limit-100088']);
  await loginWithPassword(page, 'official');

  const dialog = page.getByRole('dialog').filter({ hasText: T.deviceLimitTitle });
  await expect(dialog).toBeVisible();
  await settled(page);
  await shot('device-limit-dialog');
  await dialog.getByRole('button', { name: T.deviceLimitConfirm }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(at('/login'));
});
