/**
 * What a parent sees and does in the app, written once for the journeys. The strings are the app's
 * (web/src/texts and the features' texts.ts); e2e asserts on what is on screen, so it repeats them rather than importing web.
 */

import { expect, type Page } from '@playwright/test';
import { PERSONAS, type PersonaId } from '@wonder/fixtures';

export const T = {
  modePassword: '密码登录',
  modeSms: '验证码登录',
  phone: '请输入手机号',
  password: '请输入密码',
  code: '请输入验证码',
  submit: '登录',
  sendCode: '获取验证码',
  loginSuccess: '登录成功',
  sendSuccess: '发送成功',
  captchaTitle: '安全验证',
  deviceLimitTitle: '登录提醒',
  deviceLimitConfirm: '我知道了',
  expired: '登录状态失效',
  tabs: { home: '首页', growth: '成长', courses: '课程', me: '我的' },
  downloadTourist: '下载APP，免费领取体验课',
  downloadStudent: '下载APP，随时查看学习情况',
  touristGreeting: '欢迎来到Wonder家长',
  upgradeTitle: '更新提醒',
  upgradeOther: '当前版本不支持该功能，请前往应用商店升级至最新版本',
} as const;

export const ALL_TABS = [T.tabs.home, T.tabs.growth, T.tabs.courses, T.tabs.me];

/** The simulator's accepted SMS code (mock-server README, "verification code"). */
export const DEV_SMS_CODE = '123456';

export function persona(id: PersonaId) {
  return PERSONAS[id];
}

/** The names on the bottom tab bar, in order (waits for the configured tabs, not the skeleton). */
export async function tabNames(page: Page): Promise<string[]> {
  const bar = page.locator('nav.wp-tabbar');
  await expect(bar).toBeVisible();
  await expect(bar).not.toHaveAttribute('aria-busy', 'true');
  return bar.getByRole('button').allInnerTexts();
}

export async function openLogin(page: Page, mode: 'password' | 'sms'): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: mode === 'password' ? T.modePassword : T.modeSms }).click();
}

/** Password login through the screen, as a parent does it (the simulator really decrypts both ciphers). */
export async function loginWithPassword(page: Page, id: PersonaId = 'official'): Promise<void> {
  const p = persona(id);
  await openLogin(page, 'password');
  await page.getByLabel(T.phone).fill(p.phone);
  await page.getByLabel(T.password).fill(p.password);
  await page.getByRole('button', { name: T.submit, exact: true }).click();
}

/** Logged in and back in the tab shell. */
export async function expectLoggedIn(page: Page): Promise<void> {
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.locator('nav.wp-tabbar')).toBeVisible();
}
