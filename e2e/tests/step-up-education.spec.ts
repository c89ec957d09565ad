/**
 * The education page (doc 3 §2, §4, §8): PAGEN → upgrade → PAGEY → confirm → the success dialog, the
 * grouping countdown under both clocks, ineligibility, the head-teacher contact with and without a head
 * master, and logout.
 */
import { PERSONAS } from '@wonder/fixtures';
import { expect, settled, test } from '../support/fixtures';
import { at, visit } from '../support/routes';
import { callsTo, educationReady, SU, startAs } from '../support/step-up';

test.describe.configure({ mode: 'parallel' });

test('PAGEN: upgrade turns the parent PAGEY, confirm shows the success dialog and completes', async ({
  page,
  session,
  shot,
}) => {
  await startAs(page, session, ['step-up-t3-s1']);
  await visit(page, SU.education);
  await educationReady(page, SU.pagenTitle);
  await page.getByRole('button', { name: SU.upgrade }).click();
  await educationReady(page, SU.pageyTitle);
  expect((await callsTo(session, 'ems.stepUpUpdateType'))[0]?.code).toBe(200);
  // Info, teacher info and teacher url are read again after the update.
  expect((await callsTo(session, 'ems.stepUpInfo')).length).toBeGreaterThanOrEqual(2);
  await expect.poll(async () => (await callsTo(session, 'ems.getTeacherUrl')).length).toBeGreaterThan(0);

  await page.getByRole('button', { name: SU.confirmClass }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(SU.confirmSuccess);
  await settled(page);
  await shot('step-up-confirm-success-dialog');
  await dialog.getByRole('button', { name: SU.gotIt }).click();
  await educationReady(page, SU.completedTitle);
  expect((await callsTo(session, 'ems.stepUpConfirm'))[0]?.code).toBe(200);
});

test('grouping: the countdown runs every second and follows the simulator clock', async ({
  page,
  session,
  shot,
}) => {
  await startAs(page, session, ['step-up-grouping']);
  await page.clock.install();
  await visit(page, SU.education);
  await educationReady(page, SU.groupingTitle);
  const timer = page.getByRole('timer');
  const first = (await timer.textContent()) ?? '';
  expect(first).toMatch(/^\d+天\d{2}时\d{2}分\d{2}秒$/);
  await page.clock.runFor(3_000);
  await expect(timer).not.toHaveText(first);
  await shot('step-up-grouping-countdown');
  const days = (text: string) => Number(/^(\d+)天/.exec(text)?.[1]);

  // A day later on the server: the info's time moves on, the release date stays, one day less is left.
  await session.advanceClock(24 * 3_600_000);
  await page.reload();
  await educationReady(page, SU.groupingTitle);
  await expect.poll(async () => days((await timer.textContent()) ?? '')).toBe(days(first) - 1);
});

test('ineligible (201 with studentCode 10003): the explanation, no toast', async ({
  page,
  session,
  toasts,
}) => {
  await startAs(page, session, ['step-up-ineligible-10003']);
  await visit(page, SU.education);
  await expect(page.getByText(SU.ineligibleTitle)).toBeVisible();
  await expect(page.getByText(SU.ineligible10003, { exact: false })).toBeVisible();
  expect((await callsTo(session, 'ems.stepUpInfo'))[0]?.code).toBe(201);
  expect(await toasts()).toBe('');
});

test('another 201 on the info (no ineligibility code): the msg toasts, the error page', async ({
  page,
  session,
  toasts,
  shot,
}) => {
  await startAs(page, session, ['step-up-t2-s1', 'step-up-info-201']);
  await visit(page, SU.education);
  await expect.poll(toasts).toContain(SU.infoFailed);
  await expect(page.getByRole('alert').getByRole('heading', { name: SU.errorTitle })).toBeVisible();
  await shot('step-up-info-201-error-page');
  expect((await callsTo(session, 'ems.stepUpInfo'))[0]?.code).toBe(201);
});

test('head teacher present: copy the mobile, notify the head teacher', async ({
  page,
  session,
  toasts,
  shot,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await startAs(page, session, ['head-teacher-present']);
  await visit(page, SU.education);
  await educationReady(page, SU.pageyTitle);
  await page.getByRole('button', { name: SU.tips }).click();
  await settled(page);
  await page.getByRole('button', { name: SU.contactHeadTeacher }).click();
  const dialog = page.getByRole('dialog', { name: SU.contactHeadTeacher });
  await expect(dialog).toContainText(/班主任电话：1\d{10}/);
  await settled(page);
  await shot('step-up-head-teacher-present');
  await dialog.getByRole('button', { name: SU.copyMobile }).click();
  await expect.poll(toasts).toContain(SU.copied);
  await dialog.getByRole('button', { name: SU.notify }).click();
  await expect.poll(toasts).toContain(SU.notified);
  const notified = (await callsTo(session, 'partner.sendUserCrNotice'))[0];
  expect(notified?.code).toBe(0);
  // Not grey: the learning partner's usual host.
  expect(notified?.path).toMatch(/^\/partner\/core\//);
});

test('head teacher absent, grey environment: the grey partner host; customer service on 4000888366', async ({
  page,
  session,
  shot,
}) => {
  await startAs(page, session, ['head-teacher-absent', 'partner-grey']);
  await visit(page, SU.education);
  await educationReady(page, SU.pageyTitle);
  await page.getByRole('button', { name: SU.tips }).click();
  await settled(page);
  await page.getByRole('button', { name: SU.contactHeadTeacher }).click();
  const dialog = page.getByRole('dialog', { name: SU.contactHeadTeacher });
  await expect(dialog).toContainText(SU.hotline);
  await expect(dialog.getByRole('button', { name: SU.notify })).toHaveCount(0);
  await settled(page);
  await shot('step-up-head-teacher-absent');
  const admin = (await callsTo(session, 'partner.admin'))[0];
  expect(admin?.code).toBe(0);
  // doc 3 §6, §7: getIsGray answered true, so the call went to the grey host with the service token.
  expect(admin?.path).toMatch(/^\/partner-gray\/core\//);
  expect((await callsTo(session, 'app.getServiceToken'))[0]?.path).toContain('serviceName=learning-partner');
});

test('the new teacher card opens the teacher page (its address asked ahead, read on the tap)', async ({
  page,
  session,
}) => {
  await page.route('https://static.wonder.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>teacher</title>' }),
  );
  await startAs(page, session, ['step-up-t2-s1']);
  await visit(page, SU.education);
  await educationReady(page, SU.pageyTitle);
  await expect.poll(async () => (await callsTo(session, 'ems.getTeacherUrl')).length).toBeGreaterThan(0);
  await page.getByRole('button', { name: new RegExp(`^${SU.teacherCard}`) }).click();
  await expect(page).toHaveURL(/^https:\/\/static\.wonder\.example\/teacher\/intro\/[a-z0-9]+\.html\?token=/);
});

test('logout: toast, user cleared, /login', async ({ page, session, toasts }) => {
  const login = await startAs(page, session, ['step-up-t2-s1']);
  await visit(page, SU.education);
  await educationReady(page, SU.pageyTitle);
  await expect(page.getByText(`用户ID：${login.userId}`)).toBeVisible();
  // The parent's phone, masked.
  const phone = PERSONAS['step-up-t2-s1'].phone;
  await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
  await page.getByRole('button', { name: SU.logout }).click();
  await expect(page).toHaveURL(at('/login'));
  await expect.poll(toasts).toContain(SU.loggedOut);
  expect((await callsTo(session, 'member.logout'))[0]?.code).toBe(0);
  expect((await callsTo(session, 'app.visitorLogout'))[0]?.code).toBe('00000000');
});
