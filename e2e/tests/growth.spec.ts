import { expect } from '@playwright/test';
import { growthShareKey, PERSONAS } from '@wonder/fixtures';
import { persona, T } from '../support/app';
import { asAppLoggedIn, C, WECHAT_UA } from '../support/classes-growth';
import { test } from '../support/fixtures';
import { at, atExactly, visit } from '../support/routes';
import { startAs } from '../support/step-up';

test.describe('growth in a browser', () => {
  test('tapped or linked, the tab is one page: not supported, 去下载 → the download page (enter 4)', async ({
    page,
    session,
    shot,
  }) => {
    await startAs(page, session, []);
    await visit(page, '/index');
    // The tab opens as any tab, and its page reads that the browser does not support it (doc 3 §2) …
    await page.getByRole('button', { name: T.tabs.growth }).click();
    await expect(page).toHaveURL(atExactly('/growUp/studyPlan'));
    await expect(page.getByRole('heading', { name: C.notSupported })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await shot('growth-browser-tab-tapped');
    await page.getByRole('button', { name: C.download }).click();
    await expect(page).toHaveURL(atExactly('/downloadApp?enter=4'));
    // … as a link straight into the tab does.
    await visit(page, '/growUp/studyPlan');
    await expect(page.getByRole('heading', { name: C.notSupported })).toBeVisible();
    await shot('growth-browser-not-supported');
    await page.getByRole('button', { name: C.download }).click();
    await expect(page).toHaveURL(atExactly('/downloadApp?enter=4'));
  });

  test('a share page opens without any login, read-only', async ({ page, shot }) => {
    const official = PERSONAS.official;
    await visit(page, `/growUp/situation/share?shareKey=${growthShareKey(official, 'report')}`);
    await expect(page.getByRole('heading', { name: `${official.kidName}的${C.reportTitle}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(7);
    await shot('growth-share-situation');
    await visit(page, '/growUp/studyPlan/share?shareKey=gsp-withdrawn');
    await expect(page.getByRole('heading', { name: '分享链接已失效' })).toBeVisible();
  });
});

test.describe('growth in WeChat', () => {
  test.use({ userAgent: WECHAT_UA });

  test('tabs, tracked clicks, and a new token resetting to tab 1', async ({ page, session, shot }) => {
    await startAs(page, session, []);
    await visit(page, '/growUp/studyPlan');
    await expect(page.getByText(persona('official').kidName, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /^第\d周$/ })).toHaveCount(4);
    await shot('growth-wechat-plan');
    // Doc 3 §9 "Growth tab main height ratio 0.85": of the main area between the shell's bars, not the window.
    const heights = await page.evaluate(() => {
      const main = document.querySelector('.wp-shell__main') as HTMLElement;
      const style = getComputedStyle(main);
      const area =
        window.innerHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
      const growth = document.querySelector('.wp-gr') as HTMLElement;
      return { area, min: Number.parseFloat(getComputedStyle(growth).minHeight), window: window.innerHeight };
    });
    expect(heights.min).toBeCloseTo(0.85 * heights.area, 0);
    expect(heights.min).toBeLessThan(0.85 * heights.window - 10);

    await page.getByRole('tab', { name: C.tabs.situation }).click();
    await expect(page).toHaveURL(atExactly('/growUp/situation?key=2'));
    await expect(page.getByRole('heading', { name: C.reportTitle })).toBeVisible();
    await shot('growth-wechat-situation');
    // The click was tracked; outside the app the report asks for the current class's step.
    await expect
      .poll(async () => (await session.journal()).some((e) => e.endpoint === 'tracking.writeKafka'))
      .toBe(true);
    const report = (await session.journal()).find((e) => e.endpoint === 'app.growLearningReport');
    expect(report?.path).toMatch(/catePid=\d+/);

    // The login expires; another parent logs in on the same page and comes back to the growth tab:
    // a token it has not seen resets the tab to the learning plan.
    await session.setScenarios(['token-expired-1000014']);
    await page.getByRole('tab', { name: C.tabs.situation }).click();
    await expect(page).toHaveURL(at('/login'));
    await session.setScenarios(['default']);
    const trial = persona('trial-y');
    await page.getByRole('tab', { name: T.modePassword }).click();
    await page.getByLabel(T.phone).fill(trial.phone);
    await page.getByLabel(T.password).fill(trial.password);
    await page.getByRole('button', { name: T.submit, exact: true }).click();
    await expect(page).toHaveURL(atExactly('/growUp/studyPlan'));
    await expect(page.getByText(trial.kidName, { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: C.tabs.plan })).toHaveAttribute('aria-selected', 'true');
    await shot('growth-wechat-token-changed');
  });
});

test.describe('growth in the app', () => {
  test('the three tabs from the shell’s login, and sharing the report through the app', async ({
    page,
    session,
    shot,
  }) => {
    await asAppLoggedIn(page, session, 'official');
    await visit(page, '/growUp/situation?key=2');
    await expect(page.getByRole('heading', { name: C.reportTitle })).toBeVisible();
    // In the app the step is the app session's: no catePid.
    const report = (await session.journal()).find((e) => e.endpoint === 'app.growLearningReport');
    expect(report?.path).not.toMatch(/catePid=/);
    await page.getByRole('button', { name: C.share }).click();
    await expect
      .poll(() => page.evaluate(() => (window as Window & { __e2eShares?: { url?: string }[] }).__e2eShares))
      .toEqual([
        expect.objectContaining({ url: expect.stringMatching(/\/growUp\/situation\/share\?shareKey=/) }),
      ]);
    await shot('growth-app-situation');
    await page.getByRole('tab', { name: C.tabs.reports }).click();
    await expect(page).toHaveURL(atExactly('/growUp/growReportList?key=1&entry=growUp'));
    await expect(page.getByRole('button', { name: /测评报告/ }).first()).toBeVisible();
    await shot('growth-app-reports');
  });
});
