/**
 * Intended times (doc 3 §2, §5, §7): the validation toasts, the four-column picker refusing the same
 * weekday, at most 5 rows, a window wrapping into the next week, the confirm dialog, the submitted plan_time,
 * and a 201 on submit (toasted and reported).
 */

import type { Page } from '@playwright/test';
import type { ScenarioId } from '@wonder/contracts';
import { expect, type SimulatorSession, settled, test } from '../support/fixtures';
import { visit } from '../support/routes';
import { callsTo, educationReady, pickRange, SU, startAs, stepUpInfo } from '../support/step-up';

test.describe.configure({ mode: 'parallel' });

async function openChoiceTime(page: Page, session: SimulatorSession, scenarios: ScenarioId[]) {
  const login = await startAs(page, session, scenarios);
  await visit(page, SU.choiceTime);
  await expect(page.getByText(SU.rowEmpty)).toBeVisible();
  return login;
}

const submit = (page: Page) => page.getByRole('button', { name: SU.submit }).click();
const rows = (page: Page) => page.locator('.wp-su-row');

test('validation, the picker and the submit with plan_time as w/h/m pairs', async ({
  page,
  request,
  session,
  toasts,
  shot,
}) => {
  const login = await openChoiceTime(page, session, ['step-up-t2-s1-no-recommend']);

  // One empty row: 'Row 1 has no intended time chosen'; no rows at all: 'Please choose intended time'.
  await submit(page);
  await expect.poll(toasts).toContain(SU.rowMissing(1));
  await page.getByRole('button', { name: '删除意向时间1' }).click();
  await expect(rows(page)).toHaveCount(0);
  await submit(page);
  await expect.poll(toasts).toContain(SU.emptyList);

  // Up to 5 rows: the add button goes at 5.
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: SU.add }).click();
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByRole('button', { name: SU.add })).toHaveCount(0);
  await shot('step-up-intended-five-rows');
  for (let n = 5; n > 2; n--) await page.getByRole('button', { name: `删除意向时间${n}` }).click();
  await expect(rows(page)).toHaveCount(2);

  // The same weekday on both ends is refused and the picker stays open.
  await page.getByRole('button', { name: /^意向时间1：/ }).click();
  await pickRange(page, ['周二', '08:30', '周二', '09:00']);
  await shot('step-up-intended-picker');
  await page.locator('.wp-su-picker').getByText(SU.confirm, { exact: true }).click();
  await expect.poll(toasts).toContain(SU.sameWeekday('周二'));
  await expect(page.locator('.wp-su-picker .adm-picker-view-column')).toHaveCount(4);

  await pickRange(page, ['周二', '08:30', '周三', '09:00']);
  await page.locator('.wp-su-picker').getByText(SU.confirm, { exact: true }).click();
  await expect(page.getByRole('button', { name: '意向时间1：周二 08:30 至 周三 09:00' })).toBeVisible();

  // Row 2 is still empty.
  await submit(page);
  await expect.poll(toasts).toContain(SU.rowMissing(2));
  await page.getByRole('button', { name: /^意向时间2：/ }).click();
  await pickRange(page, ['周一', '08:00', '周四', '08:30']);
  await page.locator('.wp-su-picker').getByText(SU.confirm, { exact: true }).click();
  await expect(page.getByRole('button', { name: '意向时间2：周一 08:00 至 周四 08:30' })).toBeVisible();

  await submit(page);
  const dialog = page.getByRole('dialog', { name: SU.confirmSubmit });
  await expect(dialog).toContainText('1. 周二 08:30 至 周三 09:00');
  await expect(dialog).toContainText('2. 周一 08:00 至 周四 08:30');
  await expect(dialog).toContainText('课程：');
  await settled(page);
  await shot('step-up-intended-confirm');
  await dialog.getByRole('button', { name: SU.confirm }).click();
  await expect.poll(toasts).toContain(SU.submitted);
  // The simulator checks operator '家长' against the contract (a wrong one answers 400), and what it saved
  // is what was sent: the plan_time JSON of w/h/m pairs, which the info echoes.
  const info = await stepUpInfo(request, session, login);
  expect(JSON.parse(info.planTime as string)).toEqual([
    [
      { w: 2, h: 8, m: 30 },
      { w: 3, h: 9, m: 0 },
    ],
    [
      { w: 1, h: 8, m: 0 },
      { w: 4, h: 8, m: 30 },
    ],
  ]);
  // A waiting student who submitted is grouping now.
  await educationReady(page, SU.groupingTitle);
  expect((await callsTo(session, 'ems.stepUpSubmitPlanTime'))[0]?.code).toBe(200);
});

test('a Sunday → Monday window: the end day before the start is the next week, submitted as is', async ({
  page,
  request,
  session,
  toasts,
  shot,
}) => {
  const login = await openChoiceTime(page, session, ['step-up-t2-s1-no-recommend']);
  await page.getByRole('button', { name: /^意向时间1：/ }).click();
  await pickRange(page, ['周日', '19:00', '下周一', '09:00']);
  await shot('step-up-intended-picker-next-week');
  await page.locator('.wp-su-picker').getByText(SU.confirm, { exact: true }).click();
  await expect(page.getByRole('button', { name: '意向时间1：周日 19:00 至 下周一 09:00' })).toBeVisible();
  await submit(page);
  const dialog = page.getByRole('dialog', { name: SU.confirmSubmit });
  await expect(dialog).toContainText('1. 周日 19:00 至 下周一 09:00');
  await settled(page);
  await dialog.getByRole('button', { name: SU.confirm }).click();
  await expect.poll(toasts).toContain(SU.submitted);
  const info = await stepUpInfo(request, session, login);
  expect(JSON.parse(info.planTime as string)).toEqual([
    [
      { w: 7, h: 19, m: 0 },
      { w: 1, h: 9, m: 0 },
    ],
  ]);
});

test('submitPlanTime answers 201: the msg as a toast, nothing saved', async ({ page, session, toasts }) => {
  await openChoiceTime(page, session, ['step-up-t2-s1-no-recommend', 'submit-plan-time-201']);
  await page.getByRole('button', { name: /^意向时间1：/ }).click();
  await pickRange(page, ['周一', '08:00', '周三', '08:00']);
  await page.locator('.wp-su-picker').getByText(SU.confirm, { exact: true }).click();
  await submit(page);
  await settled(page);
  await page.getByRole('dialog').getByRole('button', { name: SU.confirm }).click();
  await expect.poll(toasts).toContain('意向时间提交失败，请稍后重试');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await callsTo(session, 'ems.stepUpSubmitPlanTime'))[0]?.code).toBe(201);
  // "record the failure" (doc 3 §8): it reaches the error-reporting service (doc 1 §7).
  await expect
    .poll(
      async () =>
        (await session.journal()).find((e) => e.note?.includes('step-up submitPlanTime failed'))?.status,
    )
    .toBe(200);
});
