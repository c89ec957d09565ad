/**
 * The class choice (doc 3 §2, §4, §8): joining a class (200 → the education page, 201 → toast, stay),
 * cancel, the all tab's pages, a teacher's intro video, and the lock keep-alive, whose pings are counted
 * from the simulator's journal while Playwright's clock drives the page's 10 s timer.
 */

import type { Page } from '@playwright/test';
import type { ScenarioId } from '@wonder/contracts';
import { expect, type SimulatorSession, settled, test } from '../support/fixtures';
import { at, visit } from '../support/routes';
import { callsTo, educationReady, SU, startAs } from '../support/step-up';

test.describe.configure({ mode: 'parallel' });

const KEEP = 'ems.stepUpResourcesKeep';
const pings = async (session: SimulatorSession) => (await callsTo(session, KEEP)).length;

/**
 * Moves the page's clock 10 s per poll until the journal holds `n` pings. The app schedules the next ping
 * once the previous one has answered, so a poll that lands while a ping is in flight simply moves time on.
 */
async function runUntilPings(page: Page, session: SimulatorSession, n: number) {
  // Ten virtual seconds at a time; after each step, wait (real time) for the ping that step fired to reach
  // the simulator before moving the clock again, so the count never overshoots.
  let seen = await pings(session);
  for (let step = 0; seen < n && step < 3 * n + 3; step++) {
    await page.clock.runFor(10_000);
    const before = seen;
    await expect
      .poll(() => pings(session), { intervals: [50], timeout: 1_500 })
      .toBeGreaterThan(before)
      .catch(() => undefined); // this step fired no ping (the first one may need two steps)
    seen = await pings(session);
  }
  expect(seen).toBe(n);
}

async function openClassChoice(page: Page, session: SimulatorSession, scenarios: ScenarioId[]) {
  await startAs(page, session, scenarios);
  await visit(page, SU.shiftClass);
  await expect(page.getByRole('button', { name: SU.choose }).first()).toBeVisible();
}

test('joining a class: confirm → changeClass 200 → the education page', async ({
  page,
  session,
  toasts,
  shot,
}) => {
  await openClassChoice(page, session, ['step-up-t2-s1']);
  await page.getByRole('button', { name: SU.choose }).first().click();
  const dialog = page.getByRole('dialog', { name: SU.confirmJoin });
  await expect(dialog).toContainText(SU.confirmJoin);
  await settled(page);
  await shot('step-up-confirm-join');
  await dialog.getByRole('button', { name: SU.join }).click();
  await educationReady(page, SU.completedTitle);
  await expect.poll(toasts).toContain(SU.joined);
  expect((await callsTo(session, 'ems.stepUpChangeClass'))[0]?.code).toBe(200);
});

test('joining a full class: changeClass 201 → the msg as a toast, the parent stays, the failure reported', async ({
  page,
  session,
  toasts,
}) => {
  await openClassChoice(page, session, ['step-up-t2-s1', 'change-class-201']);
  await page.getByRole('button', { name: SU.choose }).first().click();
  await settled(page);
  await page.getByRole('dialog').getByRole('button', { name: SU.join }).click();
  // Doc 3 §8: "Code 201 on submit or class change: toast the server msg and record the failure."
  await expect.poll(toasts).toContain('该班级名额已满，请选择其他班级');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(at(SU.shiftClass));
  // The full class is no longer chosen: the parent picks another one.
  await expect(page.locator('.wp-su-class--selected')).toHaveCount(0);
  expect((await callsTo(session, 'ems.stepUpChangeClass'))[0]?.code).toBe(201);
  // "record the failure": it reaches the error-reporting service (doc 1 §7), as on submit.
  await expect
    .poll(
      async () =>
        (await session.journal()).find((e) => e.note?.includes('step-up changeClass failed: 201'))?.status,
    )
    .toBe(200);
});

test('cancel clears the selection', async ({ page, session }) => {
  await openClassChoice(page, session, ['step-up-t2-s1']);
  await page.getByRole('button', { name: SU.choose }).first().click();
  await expect(page.locator('.wp-su-class--selected')).toHaveCount(1);
  await settled(page);
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.wp-su-class--selected')).toHaveCount(0);
  expect(await callsTo(session, 'ems.stepUpChangeClass')).toHaveLength(0);
});

test('the all tab: 5 classes per page, "view more" appends, a teacher plays the intro', async ({
  page,
  session,
  shot,
}) => {
  await openClassChoice(page, session, ['step-up-t2-s1']);
  await page.getByRole('tab', { name: SU.allTab }).click();
  const cards = page.locator('.wp-su-class');
  await expect(cards).toHaveCount(5);
  await page.getByRole('button', { name: SU.viewMore }).click();
  await expect(cards).toHaveCount(10);
  await page.getByRole('button', { name: SU.viewMore }).click();
  await expect(cards).toHaveCount(12);
  await expect(page.getByText(SU.noMore)).toBeVisible();
  const pages = (await callsTo(session, 'ems.stepUpClassResourceList')).map((e) => e.code);
  expect(pages).toEqual([200, 200, 200]);
  await shot('step-up-all-classes');

  // Switching back reloads the recommended list.
  await page.getByRole('tab', { name: SU.recommendTab }).click();
  await expect.poll(async () => (await callsTo(session, 'ems.stepUpResourcesList')).length).toBe(2);

  await page.locator('.wp-su-teacher').first().click();
  await expect(page.locator('video.wp-su-video__player')).toHaveAttribute('src', /\.mp4$/);
  expect((await callsTo(session, 'ems.teacherVideo'))[0]?.code).toBe(200);
});

test('keep-alive: a ping every 10 s, stopping at the 201 (scenario keep-alive-201-after-n)', async ({
  page,
  session,
  toasts,
}) => {
  await page.clock.install();
  await openClassChoice(page, session, ['step-up-t2-s1', 'keep-alive-201-after-n']);
  expect(await pings(session)).toBe(0);
  // Three pings keep the lock, the fourth answers 201.
  await runUntilPings(page, session, 4);
  expect((await callsTo(session, KEEP)).map((e) => e.code)).toEqual([200, 200, 200, 201]);
  await expect.poll(toasts).toContain('班级锁定已失效，请重新选择班级');
  // A minute later: no ping after the 201.
  for (let i = 0; i < 6; i++) await page.clock.runFor(10_000);
  expect(await pings(session)).toBe(4);
  // The lost lock is a step-up failure too: it reaches the error-reporting service (doc 1 §7).
  await expect
    .poll(async () => {
      await page.clock.runFor(1_000); // the reporter's own timers run on the page's (installed) clock
      return (await session.journal()).find((e) => e.note?.includes('step-up keepAlive failed: 201'))?.status;
    })
    .toBe(200);
});

test('keep-alive: at most 30 pings', async ({ page, session }) => {
  test.slow();
  await page.clock.install();
  await openClassChoice(page, session, ['step-up-t2-s1']);
  await runUntilPings(page, session, 30);
  for (let i = 0; i < 6; i++) await page.clock.runFor(10_000);
  const all = await callsTo(session, KEEP);
  expect(all).toHaveLength(30);
  expect(all.every((e) => e.code === 200)).toBe(true);
});

test('keep-alive stops when the parent leaves the class choice', async ({ page, session }) => {
  await page.clock.install();
  await openClassChoice(page, session, ['step-up-t2-s1']);
  await runUntilPings(page, session, 1);
  await page.getByRole('button', { name: SU.submitTimesInstead }).click();
  await expect(page).toHaveURL(at(SU.choiceTime));
  for (let i = 0; i < 6; i++) await page.clock.runFor(10_000);
  expect(await pings(session)).toBe(1);
});
