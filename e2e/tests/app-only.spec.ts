/**
 * The app-only page tells the truth where the parent is (web/src/domain/app-only.ts `appOnlyNotice`, issue 34):
 * inside a current app a page this H5 does not draw opens from the app's own entry (never "update"); an app
 * older than the page's native feature is asked to update; in a browser /findPassword leads to the code login.
 */
import { expect } from '@playwright/test';
import { asAppLoggedIn } from '../support/classes-growth';
import { test } from '../support/fixtures';
import { at, visit } from '../support/routes';
import { trackedPageNames } from '../support/tracking';

const A = {
  fromApp: '该页面由家长端APP提供，请从APP内的对应入口打开',
  update: '请将家长端APP更新至最新版本后使用该功能',
  codeLogin: '忘记密码也能登录：使用手机验证码登录，无需输入密码',
  codeLoginButton: '去验证码登录',
  forgotPassword: '忘记密码',
  download: '立即下载',
  back: '返回',
  home: '回到首页',
  account: '我的账户',
  orders: '我的订单',
  me: '我的',
} as const;

test('in the newest app, a parent-centre entry without a page here: open it from the app, 返回 goes back', async ({
  page,
  session,
  shot,
}) => {
  await asAppLoggedIn(page, session, 'official', '2.6.0');
  await visit(page, '/parentsCenter');
  await page.getByRole('region', { name: A.account }).getByRole('button', { name: A.orders }).click();
  await expect(page).toHaveURL(at('/myOrder'));
  const card = page.getByRole('region', { name: A.orders });
  await expect(card.getByText(A.fromApp)).toBeVisible();
  await expect(page.getByText(A.update)).toHaveCount(0);
  await expect(page.getByRole('button', { name: A.download })).toHaveCount(0);
  await expect(card.getByRole('button', { name: A.home })).toBeVisible();
  await shot('app-only-from-app');
  await card.getByRole('button', { name: A.back }).click();
  await expect(page).toHaveURL(at('/parentsCenter'));
});

test('in an app older than the page needs (homework submit, 1.9.0): update', async ({ page, session }) => {
  await asAppLoggedIn(page, session, 'official', '1.8.0');
  await visit(page, '/homework/submit');
  await expect(page.getByText(A.update)).toBeVisible();
  await expect(page.getByText(A.fromApp)).toHaveCount(0);
});

test('in a browser, 忘记密码 leads to the code login instead of a download', async ({
  page,
  session,
  shot,
}) => {
  await visit(page, '/login');
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('button', { name: A.forgotPassword }).click();
  await expect(page).toHaveURL(at('/findPassword'));
  await expect(page.getByText(A.codeLogin)).toBeVisible();
  await expect(page.getByRole('button', { name: A.download })).toHaveCount(0);
  await shot('app-only-find-password');
  // "forgot password" is a tracked page name (doc 1 §2): its page view reaches the tracking host.
  await expect
    .poll(async () => (await trackedPageNames(session)).map((r) => r.join(' ')), { timeout: 15_000 })
    .toContain('page_view 忘记密码');
  await page.getByRole('button', { name: A.codeLoginButton }).click();
  await expect(page).toHaveURL(at('/login'));
  await expect(page.getByRole('tab', { name: '验证码登录', selected: true })).toBeVisible();
});
