/**
 * The step-up journeys' words and steps. The strings are the app's (web/src/features/step-up/texts.ts and
 * web/src/texts); e2e asserts on what is on screen, so it repeats them rather than importing web.
 */
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { EndpointId, ScenarioId } from '@wonder/contracts';
import { PERSONAS, type PersonaId, studentInfoFor, userInfoFor } from '@wonder/fixtures';
import { type AdminLogin, type JournalEntry, type SimulatorSession, settled } from './fixtures';
import { at, type RoutePath } from './routes';

export const SU = {
  education: '/furtherEducation' satisfies RoutePath,
  centre: '/furtherShiftClassCenter' satisfies RoutePath,
  shiftClass: '/furtherShiftClassCenter/furtherShiftClass' satisfies RoutePath,
  choiceTime: '/furtherShiftClassCenter/furtherChoiceTime' satisfies RoutePath,
  // Education page
  logout: '退出登录',
  loggedOut: '已退出登录',
  pageyTitle: '新学年班级安排',
  pagenTitle: '推荐升阶方案',
  upgrade: '确认升阶',
  notUpgrade: '暂不升阶，自选班级',
  confirmClass: '确认新学年班级',
  changeClass: '调整班级',
  groupingTitle: '分班中',
  countdownLabel: '距原班级座位释放还剩',
  completedTitle: '新学年班级已确认',
  confirmSuccess: '您已成功确认新学年班级安排，Wonder精灵在新学年等你哦！',
  gotIt: '我知道了',
  checkFailed: '暂时无法调整班级，请联系班主任',
  tips: '升阶说明',
  teacherCard: '授课老师',
  ineligibleTitle: '暂不符合升阶条件',
  /** The simulator's msg of scenario step-up-info-201, and the app's error page. */
  infoFailed: '学员升阶信息查询失败，请稍后再试',
  errorTitle: '暂时无法查看升阶信息',
  ineligible10003: '宝贝当前没有在读课程',
  errorDialog: (id: string, msg: string) => `用户ID：${id}，${msg}`,
  // Class choice
  recommendTab: '推荐班级',
  allTab: '全部班级',
  choose: '选择该班级',
  confirmJoin: '请确认是否加入该班级',
  join: '确认加入',
  joined: '选班成功',
  viewMore: '查看更多班级',
  noMore: '没有更多班级了',
  submitTimesInstead: '没有合适的班级？提交意向上课时间',
  contactHeadTeacher: '联系班主任',
  // Intended times
  rowEmpty: '请选择意向上课时间',
  add: '添加意向时间',
  submit: '提交意向时间',
  sameWeekday: (day: string) => `不能选择相同的${day}时间`,
  emptyList: '请选择意向时间',
  rowMissing: (n: number) => `第${n}行未选择意向时间`,
  confirmSubmit: '请确认是否提交以下意向时间',
  submitted: '意向时间提交成功',
  confirm: '确定',
  // Head teacher
  copyMobile: '复制班主任电话',
  copied: '已复制联系方式到剪贴板',
  notify: '通知班主任',
  notified: '班主任将在24小时内与您联系',
  hotline: '客服热线：4000888366',
  // 2021 entrance
  closedTitle: '升阶活动未在进行中',
  welcomeTitle: '2021升阶季',
  introStart: '立即进入',
} as const;

/** A phone browser that is not iOS: the 2021 entrance routes send iOS outside the app to /downloadApp. */
export const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/**
 * The session on `scenarios`, and the browser logged in as `persona` (default: the scenarios' persona) before
 * the app loads (the stored login the app reads at startup, through the admin API's login), so a journey
 * starts on the screen it tests. Login itself has journeys of its own (password-login, sms-captcha-login,
 * device-limit); every other journey starts here rather than through the form.
 */
export async function startAs(
  page: Page,
  session: SimulatorSession,
  scenarios: readonly ScenarioId[],
  persona?: PersonaId,
) {
  await session.setScenarios(scenarios);
  const login = await session.admin.login(persona ? { persona } : {});
  // What the form's login stores (the user record with its name and unificationId, the student as the status
  // lookup answers it), with the token the simulator issued.
  const who = PERSONAS[login.persona as PersonaId];
  const stored = {
    user: { ...userInfoFor(who), appToken: null, token: login.token, time: login.time, openId: login.openId },
    student: studentInfoFor(who),
    openId: login.openId,
  };
  await storeRecord(page, stored);
  return login;
}

/**
 * A login stored before the app loads, as the app stores it after a login (the stored login the app reads at
 * startup), with the student's status.
 */
export async function storeLogin(page: Page, login: AdminLogin, studentStatus: string): Promise<void> {
  await storeRecord(page, {
    user: { token: login.token, userId: login.userId, time: login.time, openId: login.openId },
    student: {
      studentStatus,
      studentAuditionStatusEnums: null,
      step: null,
      payedStudentStatusText: null,
    },
    openId: login.openId,
  });
}

/** Puts the app's stored-login record in place before the app loads (web/src/lib/user-store.ts reads it). */
async function storeRecord(page: Page, record: object): Promise<void> {
  await page.addInitScript((value) => {
    // The app's own window only: init scripts run in every frame, and a sandboxed one (the embedded course
    // page) may not touch storage.
    if (window !== window.top) return;
    // Only once: a logout the journey does must stick across its later navigations.
    if (localStorage.getItem('wonder.user') !== null) return;
    localStorage.setItem('wonder.user', value);
  }, JSON.stringify(record));
}

/** The journal's calls to one endpoint, oldest first. */
export async function callsTo(
  session: SimulatorSession,
  endpoint: EndpointId,
  limit = 200,
): Promise<JournalEntry[]> {
  return (await session.journal(limit)).filter((e) => e.endpoint === endpoint).reverse();
}

/** The education page has loaded its status card. */
export async function educationReady(page: Page, heading: string): Promise<void> {
  await expect(page).toHaveURL(at(SU.education));
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

/**
 * Turn the intended-time picker's four wheels to these labels (start day, start time, end day, end time).
 * A wheel item is tapped like a finger would (the wheel scrolls it into the middle): a mouse click does not
 * select (the wheel listens to touch). Only items near the current one are on screen, so journeys pick
 * labels close to the top of each list.
 */
export async function pickRange(page: Page, labels: readonly [string, string, string, string]) {
  const columns = page.locator('.wp-su-picker .adm-picker-view-column');
  await expect(columns).toHaveCount(4);
  // Like antd-mobile's dialogs, the sheet ignores taps while it slides in.
  await settled(page, '.wp-su-picker .adm-popup-body');
  for (const [i, label] of labels.entries()) {
    const item = columns.nth(i).locator('.adm-picker-view-column-item', { hasText: label });
    await item.tap();
    await expect(item).toHaveAttribute('data-selected', 'true');
  }
}

/** The student's step-up info as the host answers it now (to check what a journey saved). */
export async function stepUpInfo(
  request: APIRequestContext,
  session: SimulatorSession,
  login: AdminLogin,
): Promise<Record<string, unknown>> {
  const response = await request.post('/ems/user/step_up/getStudentInfo', {
    headers: {
      'x-mock-session': session.id,
      token: login.token,
      uid: login.userId,
      time: String(login.time),
    },
    data: { student_id: Number(login.userId) },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}
