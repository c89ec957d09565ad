/**
 * A session's journal replays (issue 32): the official parent's home, exported by its owner as HAR without
 * masking, serves the same home again through Playwright's routeFromHAR with every simulated host's call
 * answered from the file (one it does not hold is aborted: none reaches the simulator) and home is drawn, not
 * 内容加载失败. The masked export would not match: token=*** in URLs and bodies, those calls aborted.
 */
import { writeFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { simulatorBaseUrls } from '@wonder/contracts/client';
import { asAppLoggedIn } from '../support/classes-growth';
import { test } from '../support/fixtures';
import { atExactly, visit, whenListening } from '../support/routes';

const H = { banners: '首页推荐', listFailed: '内容加载失败' } as const;

/** Home with its banners and its list's first page. */
async function homeDrawn(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: H.banners })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('home replays from its exported HAR with routeFromHAR, without the simulator', async ({
  page,
  session,
  baseURL,
}, testInfo) => {
  await asAppLoggedIn(page, session, 'official');
  await visit(page, '/index');
  await expect(page).toHaveURL(atExactly('/index'));
  await homeDrawn(page);
  // A returning parent's load (the app checks its kept token first): the one the replay repeats.
  await page.reload();
  await whenListening(page);
  await homeDrawn(page);

  const har = await session.admin.journalHar({ redact: false });
  expect(har.log.pages.length).toBeGreaterThan(0);
  const answered = har.log.entries.filter((e) => e.response.content.size > 0);
  expect(answered.length).toBeGreaterThan(5);
  expect(answered.filter((e) => e.response.content.text === undefined)).toEqual([]);
  const file = testInfo.outputPath('home.har');
  writeFileSync(file, JSON.stringify(har));

  // Every simulated host's prefix: a call the file does not hold is aborted, so none reaches the simulator.
  // The web build's own files are under /assets/ too (the `assets` host shares the name): left to the server.
  const hosts = Object.values(simulatorBaseUrls(baseURL as string)).map(escaped);
  const api = new RegExp(`^(${hosts.join('|')})(?![^?]*\\.(?:js|css)$)([/?]|$)`);
  await page.routeFromHAR(file, { url: api, notFound: 'abort' });
  const aborted: string[] = [];
  page.on('requestfailed', (r) => {
    if (api.test(r.url()) && r.failure()?.errorText === 'net::ERR_FAILED') aborted.push(r.url());
  });
  await page.reload();
  await whenListening(page);
  await homeDrawn(page);
  await expect(page.getByRole('alert').filter({ hasText: H.listFailed })).toHaveCount(0);
  // Every call was in the file, but the tracking events (each carries its own time and id: new every load).
  expect(aborted.filter((url) => !url.startsWith(`${baseURL}/tracking/`))).toEqual([]);
});
