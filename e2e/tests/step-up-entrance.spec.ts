/**
 * The entrances (doc 1 §2, doc 2 §9, doc 3 §2, §4): the intro of /furtherEducationEnter, and the 2021 routes
 * — shown only inside the activity period (the static JSON; the scenario popup-step-up opens a period around
 * the session's time, 'default' keeps the spec's 2021 one), the first-visit modal once, the closed state
 * outside it, and iOS outside the app sent to /downloadApp.
 */
import { expect, settled, test } from '../support/fixtures';
import { at, visit } from '../support/routes';
import { ANDROID_CHROME, educationReady, SU, startAs } from '../support/step-up';

test.describe.configure({ mode: 'parallel' });

test('the intro leads to the education page', async ({ page, session }) => {
  await startAs(page, session, ['step-up-t2-s1']);
  await visit(page, '/furtherEducationEnter');
  await page.getByRole('button', { name: SU.introStart }).click();
  await educationReady(page, SU.pageyTitle);
});

test.describe('outside iOS', () => {
  test.use({ userAgent: ANDROID_CHROME });

  test('inside the period: the first-visit modal once, then the step-up screens', async ({
    page,
    session,
    shot,
  }) => {
    await startAs(page, session, ['step-up-t2-s1', 'popup-step-up']);
    await visit(page, '/higherLevel');
    const modal = page.getByRole('dialog', { name: SU.welcomeTitle });
    await expect(modal).toBeVisible();
    await settled(page);
    await shot('step-up-higher-level-first-visit');
    await modal.getByRole('button', { name: SU.gotIt }).click();
    await expect(page.getByRole('heading', { name: SU.pageyTitle })).toBeVisible();

    // The flag is kept: no modal on the next visit; the 2021 flow moves inside its own routes.
    await page.reload();
    await expect(page.getByRole('heading', { name: SU.pageyTitle })).toBeVisible();
    await expect(page.getByRole('dialog', { name: SU.welcomeTitle })).toHaveCount(0);
    await page.getByRole('button', { name: SU.changeClass }).click();
    await expect(page).toHaveURL(at('/higherLevelSelectClass'));
    await expect(page.getByRole('button', { name: SU.choose }).first()).toBeVisible();
  });

  test('outside the period: the closed state, no step-up call', async ({ page, session, shot }) => {
    await startAs(page, session, ['step-up-t2-s1']);
    await visit(page, '/higherLevelSelectTime');
    await expect(page.getByRole('heading', { name: SU.closedTitle })).toBeVisible();
    await expect(page.getByText('2021/05/31 00:00:00', { exact: false })).toBeVisible();
    await shot('step-up-higher-level-closed');
    const ems = (await session.journal()).filter((e) => e.endpoint?.startsWith('ems.'));
    expect(ems).toHaveLength(0);
  });
});

test('iOS outside the app and the container: the 2021 routes go to /downloadApp', async ({
  page,
  session,
}) => {
  await startAs(page, session, ['step-up-t2-s1', 'popup-step-up']);
  await visit(page, '/higherLevelGrouping');
  await expect(page).toHaveURL(at('/downloadApp'));
});
