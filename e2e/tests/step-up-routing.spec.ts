/**
 * The shift centre's entry routing (doc 3 §2), one test per row of the table, each driven by the simulator
 * scenario that puts the student in that row. Every test asserts where the parent ends up and the calls
 * the routing read from the journal.
 */
import { expect, test } from '../support/fixtures';
import { atExactly, visit } from '../support/routes';
import { callsTo, educationReady, SU, startAs } from '../support/step-up';

test.describe.configure({ mode: 'parallel' });

test('type 2 / status 1, check passes, switch on, recommended classes → class choice', async ({
  page,
  session,
  shot,
}) => {
  await startAs(page, session, ['step-up-t2-s1']);
  await visit(page, SU.education);
  await educationReady(page, SU.pageyTitle);
  await page.getByRole('button', { name: SU.changeClass }).click();
  await expect(page).toHaveURL(atExactly(SU.shiftClass));
  await expect(page.getByRole('button', { name: SU.choose }).first()).toBeVisible();
  await shot('step-up-routing-t2-s1-shift-class');
  expect(await callsTo(session, 'ems.stepUpResourcesCheck')).toHaveLength(1);
  expect((await callsTo(session, 'partner.getUpdateStatus'))[0]?.code).toBe(0);
  expect(await callsTo(session, 'ems.stepUpResourcesList')).toHaveLength(1);
});

test('type 2 / status 1 without recommended classes → intended times', async ({ page, session, shot }) => {
  await startAs(page, session, ['step-up-t2-s1-no-recommend']);
  // /furtherShiftClassCenter itself routes by the table (it used to fall through to /index).
  await visit(page, SU.centre);
  await expect(page).toHaveURL(atExactly(SU.choiceTime));
  await expect(page.getByText(SU.rowEmpty)).toBeVisible();
  await visit(page, SU.education);
  await educationReady(page, SU.pageyTitle);
  await page.getByRole('button', { name: SU.changeClass }).click();
  await expect(page).toHaveURL(atExactly(SU.choiceTime));
  await expect(page.getByText(SU.rowEmpty)).toBeVisible();
  await shot('step-up-routing-t2-s1-no-recommend');
});

test('type 2 / status 1 with the update switch off → back to the education page', async ({
  page,
  session,
  toasts,
}) => {
  await startAs(page, session, ['step-up-t2-s1-switch-off']);
  await visit(page, SU.education);
  await educationReady(page, SU.pageyTitle);
  await page.getByRole('button', { name: SU.changeClass }).click();
  await expect.poll(toasts).toContain(SU.checkFailed);
  await educationReady(page, SU.pageyTitle);
  expect((await callsTo(session, 'partner.getUpdateStatus'))[0]?.code).toBe(0);
  expect(await callsTo(session, 'ems.stepUpResourcesKeep')).toHaveLength(0);
});

test('type 2 / status 1 whose identity check fails → back to the education page', async ({
  page,
  session,
  toasts,
}) => {
  await startAs(page, session, ['step-up-t2-s1', 'step-up-check-fails']);
  await visit(page, SU.shiftClass);
  await educationReady(page, SU.pageyTitle);
  await expect.poll(toasts).toContain('当前账号正在其他设备上选班，请稍后再试');
  expect((await callsTo(session, 'ems.stepUpResourcesCheck'))[0]?.code).toBe(201);
});

test('type 2 / status 2 with planTime → the education page (grouping)', async ({ page, session, shot }) => {
  await startAs(page, session, ['step-up-t2-s2-plan']);
  await visit(page, SU.shiftClass);
  await educationReady(page, SU.groupingTitle);
  await expect(page.getByText(SU.countdownLabel)).toBeVisible();
  await shot('step-up-routing-t2-s2-plan-grouping');
  expect(await callsTo(session, 'ems.stepUpResourcesCheck')).toHaveLength(1);
});

test('type 2 / status 2 without planTime: the education page sends the parent to choose', async ({
  page,
  session,
}) => {
  await startAs(page, session, ['step-up-t2-s2-no-plan']);
  await visit(page, SU.education);
  await expect(page).toHaveURL(atExactly(SU.shiftClass));
  await expect(page.getByRole('button', { name: SU.choose }).first()).toBeVisible();
});

test('type 3 / status 2 with planTime → the education page', async ({ page, session }) => {
  await startAs(page, session, ['step-up-t3-s2-plan']);
  await visit(page, SU.choiceTime);
  await educationReady(page, SU.groupingTitle);
});

test('type 3 / status 2 without planTime → choose', async ({ page, session }) => {
  await startAs(page, session, ['step-up-t3-s2-no-plan']);
  await visit(page, SU.education);
  await expect(page).toHaveURL(atExactly(SU.shiftClass));
  await expect(page.getByRole('tab', { name: SU.recommendTab })).toHaveAttribute('aria-selected', 'true');
});

test('type 3 / status 1: "do not upgrade" runs the identity check → choose', async ({
  page,
  session,
  shot,
}) => {
  await startAs(page, session, ['step-up-t3-s1']);
  await visit(page, SU.education);
  await educationReady(page, SU.pagenTitle);
  await shot('step-up-routing-t3-s1-pagen');
  await page.getByRole('button', { name: SU.notUpgrade }).click();
  await expect(page).toHaveURL(atExactly(SU.shiftClass));
  await expect(page.getByRole('button', { name: SU.choose }).first()).toBeVisible();
  // The education page checks before leaving for /furtherShiftClassCenter, whose table checks again (doc 3
  // §4, §2); the class choice it sends the parent to runs the same gate before its keep-alive starts. That
  // gate finds the centre's answer still cached and draws the choice while it checks again in the
  // background, so the third check can reach the simulator after the buttons show (it had not, once, in a
  // run of this journey alone on a loaded machine): polled.
  await expect.poll(async () => (await callsTo(session, 'ems.stepUpResourcesCheck')).length).toBe(3);
  // Type 3 never reads the update switch.
  expect(await callsTo(session, 'partner.getUpdateStatus')).toHaveLength(0);
});

test('type 3 / status 1 whose identity check fails: the parent stays on the education page', async ({
  page,
  session,
  toasts,
}) => {
  await startAs(page, session, ['step-up-t3-s1', 'step-up-check-fails']);
  await visit(page, SU.education);
  await educationReady(page, SU.pagenTitle);
  await page.getByRole('button', { name: SU.notUpgrade }).click();
  await expect.poll(toasts).toContain('当前账号正在其他设备上选班，请稍后再试');
  await educationReady(page, SU.pagenTitle);
});

test('status 3 → always the education page', async ({ page, session }) => {
  await startAs(page, session, ['step-up-s3']);
  await visit(page, SU.shiftClass);
  await educationReady(page, SU.completedTitle);
  // Status 3 reads nothing but the info.
  expect(await callsTo(session, 'ems.stepUpResourcesCheck')).toHaveLength(0);
  expect(await callsTo(session, 'ems.stepUpResourcesList')).toHaveLength(0);
});
