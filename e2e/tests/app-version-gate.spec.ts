import { T } from '../support/app';
import { asAppLoggedIn } from '../support/classes-growth';
import { expect, settled, test } from '../support/fixtures';
import { visit } from '../support/routes';

/** Android app 1.4.0: below 1.5.8 (tab bar) and below 1.5.0 (StartMiniProgram on Android). */
const APP_VERSION = '1.4.0';
const LIMITED = '限时活动';

test('an app-only call below its minimum version opens the upgrade dialog', async ({
  page,
  session,
  shot,
}) => {
  // Every limited-activity card opens a mini-program: in the app that is the gated StartMiniProgram.
  await session.setScenarios(['home-list-mini-program']);
  await asAppLoggedIn(page, session, 'official', APP_VERSION);
  await visit(page, '/index');

  // Running as the app: below 1.5.8 the tab bar is hidden.
  await expect(page.locator('.wp-shell')).toBeVisible();
  await expect(page.locator('nav.wp-shell-tabbar')).toHaveCount(0);

  // A parent taps a mini-program card: the call is refused before it reaches the shell, with the dialog.
  await page.getByRole('region', { name: LIMITED }).locator('.wp-home-list__open').first().click();
  const dialog = page.getByRole('dialog').filter({ hasText: T.upgradeTitle });
  await expect(dialog).toContainText(T.upgradeOther);
  await settled(page);
  await shot('app-version-upgrade-dialog');
});
