/**
 * A returning parent sees the last home at once (issue #22, web/src/lib/first-load/screen-snapshot.ts): leaving a drawn
 * home keeps its picture; the next visit's HTML paints it before any script has run, inert and hidden from
 * assistive technology, and the app takes it away once the fresh home is drawn.
 */
import { expect } from '@playwright/test';
import { PERSONAS } from '@wonder/fixtures';
import { test } from '../support/fixtures';
import { atExactly, LAST_HOME_PICTURE, visit } from '../support/routes';
import { startAs } from '../support/step-up';

const BANNERS = '首页推荐';
const TODAY = '今日课程';

interface Painted {
  text: string;
  inert: boolean;
  hidden: string | null;
  /** Module scripts in the page when the picture was painted: none may have been asked for yet. */
  modules: number;
}

test('the last home is painted from the HTML on the next visit, then replaced by the fresh one', async ({
  page,
  session,
}) => {
  const name = PERSONAS.official.parentName;
  const login = await startAs(page, session, []);
  // Records the picture as the HTML paints it (an init script runs before the page's own).
  await page.addInitScript((selector) => {
    const w = window as Window & { __painted?: unknown };
    new MutationObserver((_, observer) => {
      const picture = document.querySelector(selector);
      if (!picture || w.__painted) return;
      w.__painted = {
        text: picture.textContent ?? '',
        inert: picture.hasAttribute('inert'),
        hidden: picture.getAttribute('aria-hidden'),
        modules: document.querySelectorAll('script[type="module"]').length,
      };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, LAST_HOME_PICTURE);

  // First visit: no picture yet; the home draws, and leaving keeps it.
  await visit(page, '/index');
  await expect(page.getByRole('region', { name: BANNERS })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  // Drawn: the sections below the banners (today's classes) and the list's first page are in.
  await expect(page.getByRole('heading', { name: TODAY })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { __painted?: unknown }).__painted)).toBeUndefined();
  await page.goto('/favicon.ico');
  const kept = await page.evaluate(() => localStorage.getItem('wonder.screenSnapshot'));
  expect(kept, 'the drawn home was kept when the page went').toContain(name);
  expect(kept, 'no token in the picture').not.toContain(login.token);

  // Second visit: the picture first, from the HTML alone; then the fresh home, and the picture gone.
  await page.goto('/index');
  const painted = (await page.evaluate(() => (window as Window & { __painted?: unknown }).__painted)) as
    | Painted
    | undefined;
  expect(painted?.text).toContain(name);
  expect(painted).toMatchObject({ inert: true, hidden: 'true', modules: 0 });
  await expect(page).toHaveURL(atExactly('/index'));
  await expect(page.getByRole('region', { name: BANNERS })).toBeVisible();
  await expect(page.locator(LAST_HOME_PICTURE)).toHaveCount(0);
});
