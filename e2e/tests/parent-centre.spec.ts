/**
 * The parent centre (doc 3 §2, §4, §6) and /myClassHour against the simulator, as each role and
 * environment sees them: official and trial parents, no tutor, the hour calls failing, the mini-program,
 * a visitor without a token. Strings are repeated here, as support/app.ts does.
 */
import { expect, type Page } from '@playwright/test';
import { asMiniProgram } from '../support/classes-growth';
import { test } from '../support/fixtures';
import { atExactly, visit } from '../support/routes';
import { callsTo, startAs } from '../support/step-up';

const P = {
  tiles: '课时与请假',
  live: '直播课时',
  leaveTab: '请假次数',
  account: '我的账户',
  learning: '我的学习',
  tutor: '专属辅导老师',
  materials: '学习资料',
  studyTasks: '学习任务单',
  myExchange: '我的兑换',
  beanShop: '豌豆商城',
  goDownload: '去下载',
  service: '服务中心',
  settings: '设置',
  logout: '退出登录',
  loggedOut: '已退出登录',
} as const;

/** The service centre's settings entry → /option, the settings screen (doc 3 §2). */
async function openSettings(page: Page): Promise<void> {
  await page.getByRole('region', { name: P.service }).getByRole('button', { name: P.settings }).click();
  await expect(page).toHaveURL(atExactly('/option'));
  await expect(page.getByRole('button', { name: P.logout })).toBeVisible();
}

async function openCentre(page: Page): Promise<void> {
  await visit(page, '/parentsCenter');
  await expect(page.getByRole('region', { name: P.account })).toBeVisible();
}

const tiles = (page: Page) => page.getByRole('list', { name: P.tiles }).getByRole('button');
const learning = (page: Page) => page.getByRole('region', { name: P.learning }).getByRole('button');

test('official in a browser: header, tiles, every entry; a tile opens its hours; the shop asks for the app', async ({
  page,
  session,
  shot,
}) => {
  await startAs(page, session, []);
  await openCentre(page);
  await expect(tiles(page).first()).toHaveAttribute('aria-busy', 'false');
  await expect(tiles(page).first()).toContainText(/^\d+(\.\d)?课时/);
  await expect(learning(page).filter({ hasText: P.tutor })).toBeVisible();
  await expect(learning(page).filter({ hasText: P.materials })).toBeVisible();
  await expect(learning(page).filter({ hasText: P.studyTasks })).toBeVisible();
  await shot('parent-centre-official');
  expect((await callsTo(session, 'gateway.multiBrandHourSummaryList'))[0]?.code).toBe(0);

  await tiles(page).first().click();
  await expect(page).toHaveURL(atExactly('/myClassHour?hourType=0'));
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await shot('my-class-hour-live');
  await page.getByRole('tab', { name: P.leaveTab }).click();
  await expect(page).toHaveURL(atExactly('/myClassHour?hourType=2'));
  await expect(page.getByText(/剩余请假\d+次/)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(atExactly('/parentsCenter'));

  await page.getByRole('button', { name: P.beanShop }).click();
  await page.getByRole('dialog').getByRole('button', { name: P.goDownload }).click();
  await expect(page).toHaveURL(atExactly('/downloadApp?type=2&enter=61'));
});

test('trial parent: study tasks without their count; no learning materials or tutor', async ({
  page,
  session,
  shot,
}) => {
  await startAs(page, session, [], 'trial-y');
  await openCentre(page);
  await expect(learning(page).first()).toBeVisible();
  await expect(learning(page).filter({ hasText: P.materials })).toHaveCount(0);
  await expect(learning(page).filter({ hasText: P.studyTasks })).toBeVisible();
  await expect(learning(page).filter({ hasText: P.studyTasks })).not.toContainText('未完成');
  await shot('parent-centre-trial');
});

test('no tutor (crUid 0): the tutor entry is hidden', async ({ page, session }) => {
  await startAs(page, session, ['no-tutor']);
  await openCentre(page);
  await expect(learning(page).filter({ hasText: P.materials })).toBeVisible();
  await expect(learning(page).filter({ hasText: P.tutor })).toHaveCount(0);
});

test('the hour calls failing: the three tiles show dashes', async ({ page, session, shot }) => {
  await startAs(page, session, ['hours-fail']);
  await openCentre(page);
  for (const tile of await tiles(page).all()) await expect(tile).toContainText('--');
  await shot('parent-centre-hours-failed');
});

test('in the mini-program: no "my exchanges" or learning materials; the hours still load', async ({
  page,
  session,
}) => {
  await asMiniProgram(page);
  await startAs(page, session, []);
  await openCentre(page);
  await expect(tiles(page).first()).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('button', { name: P.myExchange })).toHaveCount(0);
  await expect(learning(page).filter({ hasText: P.materials })).toHaveCount(0);
  const asked = await callsTo(session, 'gateway.multiBrandHourSummaryList');
  expect(asked.length).toBeGreaterThan(0);
  // Settings is a real screen in every environment, the mini-program included.
  await openSettings(page);
});

test("settings: logout with the spec's calls, only the openId kept, 已退出登录, then /login", async ({
  page,
  session,
  toasts,
  shot,
}) => {
  const login = await startAs(page, session, ['default']);
  await openCentre(page);
  await openSettings(page);
  await shot('settings-official');
  await page.getByRole('button', { name: P.logout }).click();
  await expect.poll(toasts).toContain(P.loggedOut);
  await expect(page).toHaveURL(atExactly('/login'));
  expect((await callsTo(session, 'member.logout'))[0]?.code).toBe(0);
  expect((await callsTo(session, 'app.visitorLogout'))[0]?.code).toBe('00000000');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wonder.user') ?? 'null'));
  expect(stored).toMatchObject({ user: null, openId: login.openId });
  await visit(page, '/option');
  await expect(page).toHaveURL(atExactly('/login'));
});

test('a visitor without a token is sent to /login', async ({ page }) => {
  await visit(page, '/parentsCenter');
  await expect(page).toHaveURL(atExactly('/login'));
});
