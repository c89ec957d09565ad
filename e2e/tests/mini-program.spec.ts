import { expectLoggedIn, loginWithPassword, T, tabNames } from '../support/app';
import { expect, test } from '../support/fixtures';
import { visit } from '../support/routes';

test('inside the mini-program web-view only the courses and me tabs show', async ({ page, shot }) => {
  // What WeChat's web-view sets before any page script runs (platform/env.ts detects it).
  await page.addInitScript(() => {
    (window as Window & { __wxjs_environment?: string }).__wxjs_environment = 'miniprogram';
  });
  // The courses tab needs a token (doc 3 §1, §6: without one, /login): a parent logs in first.
  await loginWithPassword(page, 'official');
  await expectLoggedIn(page);
  await visit(page, '/myTabClass');
  await expect(await tabNames(page)).toEqual([T.tabs.courses, T.tabs.me]);
  // No app download bar inside the mini-program.
  await expect(page.getByText(T.downloadOfficial)).toBeHidden();
  await shot('mini-program-tabs');
});
