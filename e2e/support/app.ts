/**
 * What a parent sees and does in the app, written once for the journeys. The strings are the app's
 * (web/src/texts and the features' texts.ts); e2e asserts on what is on screen, so it repeats them rather than importing web.
 */

import { expect, type Page } from '@playwright/test';
import { PERSONAS, type PersonaId } from '@wonder/fixtures';
import { at, visit } from './routes';

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
  downloadOfficial: '下载APP，随时查看学习情况',
  downloadTrial: '下载APP，体验课上课提醒不错过',
  tabsFailedLogin: '页面加载失败，请登录后继续使用',
  touristGreeting: '欢迎来到Wonder家长',
  metaDescription: 'Wonder家长：查看孩子的学习计划、直播与录播课程、课时和成长报告，陪伴3-8岁孩子快乐学习',
  upgradeTitle: '更新提醒',
  upgradeOther: '当前版本不支持该功能，请前往应用商店升级至最新版本',
  download: {
    parentTitle: '下载Wonder家长APP',
    shopTitle: 'Wonder商城',
    headlines: {
      1: '孩子的成长，随时看得见',
      2: '豌豆币好礼，等你来兑换',
      3: '课时余额，一目了然',
      4: '让孩子当一回小老师',
      5: '新学年，继续一起成长',
      6: '开启快乐学习之旅',
      7: '您的意见，让课堂更好',
    },
    open: '打开Wonder家长APP',
    opening: '正在打开APP…',
    pcButton: '立即下载',
    wechatGuide: '在浏览器中打开',
    wechatClose: '我知道了',
    qrLabel: '下载页二维码',
    teacherGuide: '制作小老师卡片',
    appOnly: '该功能需要在家长端APP中使用',
    freshmentAllDone: '恭喜，入学任务已全部完成！',
  },
} as const;

/** User agents of the environments the download page tells apart (web/src/platform/env.ts). */
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
export const USER_AGENTS = {
  android: ANDROID_CHROME,
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  wechat: `${ANDROID_CHROME} MicroMessenger/8.0.49.2600 NetType/WIFI Language/zh_CN`,
  pc: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
} as const;

export const ALL_TABS = [T.tabs.home, T.tabs.growth, T.tabs.courses, T.tabs.me];

/** The simulator's accepted SMS code (mock-server README, "verification code"). */
export const DEV_SMS_CODE = '123456';

export function persona(id: PersonaId) {
  return PERSONAS[id];
}

/** The names on the bottom tab bar, in order (waits for the configured tabs, not the skeleton). */
export async function tabNames(page: Page): Promise<string[]> {
  const bar = page.locator('nav.wp-shell-tabbar');
  await expect(bar).toBeVisible();
  await expect(bar).not.toHaveAttribute('aria-busy', 'true');
  return bar.getByRole('button').allInnerTexts();
}

export async function openLogin(page: Page, mode: 'password' | 'sms'): Promise<void> {
  await visit(page, '/login');
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
  await expect(page).not.toHaveURL(at('/login'));
  await expect(page.locator('nav.wp-shell-tabbar')).toBeVisible();
}
