/**
 * The QA control page in a real headless Chromium (Debian's, driven by playwright-core): it loads,
 * creates a session (cookie), switches scenarios, and shows the app's requests in the live journal.
 * Screenshots go to test-results/control-page/ (git-ignored) to be looked at; the committed pictures in
 * test/__screenshots__/ (the README shows them) change only when asked: UPDATE_SCREENSHOTS=1.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM } from '@wonder/chromium';
import { MOCK_PERSONA_CHANNEL } from '@wonder/contracts/admin/client';
import type { FastifyInstance } from 'fastify';
import { type Browser, chromium, devices } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './support/app';

const SHOTS = fileURLToPath(
  new URL(
    process.env.UPDATE_SCREENSHOTS ? './__screenshots__/' : '../test-results/control-page/',
    import.meta.url,
  ),
);
mkdirSync(SHOTS, { recursive: true });

let app: FastifyInstance;
let origin: string;
let browser: Browser;
const scenariosDir = mkdtempSync(join(tmpdir(), 'wonder-control-page-'));
writeFileSync(
  join(scenariosDir, 'typo.yaml'),
  'id: typo\ntitle: Typo\noverrides:\n  - endpoint: app.getTabConfig\n    code: "E42"\n',
);

beforeAll(async () => {
  if (!existsSync(CHROMIUM.executablePath))
    throw new Error(`Chromium not found at ${CHROMIUM.executablePath} (set CHROMIUM_PATH)`);
  app = await testApp({ scenariosDir });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await chromium.launch(CHROMIUM);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
  rmSync(scenariosDir, { recursive: true, force: true });
});

// Generous timeouts: Chromium on a shared 2-core machine can be slow to start pages.
describe('control page', { timeout: 180_000 }, () => {
  it('creates a session, switches scenario and shows the journal (desktop)', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${origin}/__mock/`);
    await expect
      .poll(() => page.getByTestId('scenario').count())
      .toBeGreaterThanOrEqual(app.mock.engine.scenarios.length);
    expect(await page.getByTestId('session-current').textContent()).toBe('default');

    // Create a session: it becomes the cookie the app in this browser sends.
    await page.getByTestId('session-new').fill('pw-qa');
    await page.getByTestId('session-use').click();
    await expect.poll(() => page.getByTestId('session-current').textContent()).toBe('pw-qa');
    expect((await context.cookies()).find((c) => c.name === 'mock-session')?.value).toBe('pw-qa');

    // Search and switch scenario.
    await page.getByTestId('scenario-search').fill('504');
    await expect.poll(() => page.getByTestId('scenario').count()).toBe(1);
    await page
      .locator('[data-testid=scenario][data-id="status-504-once"] [data-testid=use-scenario]')
      .click();
    await expect
      .poll(() =>
        page.getByTestId('active-scenario').evaluateAll((els) => els.map((e) => e.getAttribute('data-id'))),
      )
      .toEqual(['status-504-once']);
    expect(app.mock.sessions.get('pw-qa').scenarioIds).toEqual(['status-504-once']);
    await page.getByTestId('scenario-search').fill('');
    // A tab of the app on this origin hears of the persona switch (issue 39: web/src/app/DebugHost starts over).
    await page.evaluate((name) => {
      const heard: unknown[] = [];
      (window as unknown as { heard: unknown[] }).heard = heard;
      new BroadcastChannel(name).onmessage = (e) => heard.push(e.data);
    }, MOCK_PERSONA_CHANNEL);
    await page.locator('[data-testid=scenario][data-id="trial-y"] [data-testid=add-scenario]').click();
    await expect
      .poll(() =>
        page.getByTestId('active-scenario').evaluateAll((els) => els.map((e) => e.getAttribute('data-id'))),
      )
      .toEqual(['status-504-once', 'trial-y']);
    await expect.poll(() => page.getByTestId('persona-current').textContent()).toBe('trial-y');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard))
      .toEqual([{ type: 'persona-switched', session: 'pw-qa', persona: 'trial-y' }]);

    // The app in the same browser calls the simulator: the cookie selects the session.
    const statuses = await page.evaluate(async () => {
      const out: number[] = [];
      for (let i = 0; i < 2; i++) out.push((await fetch('/app/v1/visitor/getCountryMobilePrefixs')).status);
      return out;
    });
    expect(statuses).toEqual([504, 200]);
    await expect
      .poll(() => page.getByTestId('journal-row').count(), { timeout: 6000 })
      .toBeGreaterThanOrEqual(2);
    const rows = await page.getByTestId('journal-row').allTextContents();
    expect(rows[0]).toContain('app.getCountryMobilePrefixs');
    expect(rows[0]).toContain('200');
    expect(rows[1]).toContain('504');

    // A journal entry's detail: its request and answer, credentials as ***.
    await page.getByTestId('journal-row').first().click();
    await expect.poll(() => page.getByTestId('journal-detail').textContent()).toContain('"code": "00000000"');
    // The HAR button gives its owner (this machine) the copy that replays: the credentials as sent (issue 39).
    expect(await page.getByTestId('journal-har').getAttribute('href')).toBe(
      '/__mock/sessions/pw-qa/journal.har?redact=false',
    );
    expect(await page.getByTestId('journal-har-masked').getAttribute('href')).toBe(
      '/__mock/sessions/pw-qa/journal.har',
    );
    const login = await (
      await page.request.post(`${origin}/__mock/sessions/pw-qa/login`, { data: { persona: 'official' } })
    ).json();
    await page.evaluate(
      (token) => fetch('/app/v1/personalCenter/getPersonInfo', { headers: { token } }),
      login.token as string,
    );
    const replayable = await page.evaluate(
      (href) => fetch(href as string).then((r) => r.text()),
      await page.getByTestId('journal-har').getAttribute('href'),
    );
    expect(replayable).toContain(login.token);

    // The fault editor offers only the codes of the chosen endpoint's host.
    await page.getByTestId('fault-endpoint').selectOption('app.getCountryMobilePrefixs');
    await page
      .getByTestId('fault-code')
      .selectOption({ label: '50000000 — business failure: the app shows the message' });
    await page.getByTestId('fault-times').fill('1');
    await page.getByTestId('fault-add').click();
    await expect
      .poll(() => page.getByTestId('fault-list').textContent())
      .toContain('app.getCountryMobilePrefixs');
    expect(app.mock.sessions.get('pw-qa').adHocFaults).toEqual([
      { endpoint: 'app.getCountryMobilePrefixs', code: '50000000', times: 1 },
    ]);
    // One that matches on the request (a header) and answers in turn: a failure, then its own answer.
    await page.getByTestId('fault-code').selectOption('');
    await page.getByTestId('fault-times').fill('');
    await page.getByTestId('fault-when-where').selectOption('headers');
    await page.getByTestId('fault-when-field').fill('x-test-case');
    await page.getByTestId('fault-when-value').fill('a');
    await page.getByTestId('fault-sequence').fill('50000000, ok');
    await page.getByTestId('fault-add').click();
    await expect
      .poll(() => page.getByTestId('fault-list').textContent())
      .toContain('when headers.x-test-case="a": in turn code "50000000" → its own answer (the last repeats)');
    expect(app.mock.sessions.get('pw-qa').adHocFaults[1]).toEqual({
      endpoint: 'app.getCountryMobilePrefixs',
      when: { headers: { 'x-test-case': 'a' } },
      sequence: [{ code: '50000000' }, {}],
    });

    // A refused scenario file shows why; the session saves as a new file, listed at once.
    expect(await page.locator('[data-testid=scenario-file][data-file="typo.yaml"]').textContent()).toMatch(
      /line 5 overrides\.0\.code: "E42" is not a code host 'app' answers/,
    );
    await page.getByTestId('save-id').fill('pw-saved');
    await page.getByTestId('save-file').click();
    await expect
      .poll(() => page.locator('[data-testid=scenario-file][data-file="pw-saved.yaml"]').count())
      .toBe(1);
    await expect.poll(() => page.locator('[data-testid=scenario][data-id="pw-saved"]').count()).toBe(1);

    // Move the clock a day.
    const before = await page.getByTestId('clock-now').textContent();
    await page.getByTestId('clock-plus-day').click();
    await expect.poll(() => page.getByTestId('clock-now').textContent()).not.toBe(before);
    expect(app.mock.sessions.get('pw-qa').clock.snapshot().offsetMs).toBeGreaterThanOrEqual(
      86_400_000 - 1000,
    );

    await page.screenshot({ path: `${SHOTS}control-page.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is usable on a phone', async () => {
    const context = await browser.newContext({ ...devices['iPhone 13'], locale: 'zh-CN' });
    await context.addCookies([{ name: 'mock-session', value: 'pw-qa', url: origin }]);
    const page = await context.newPage();
    await page.goto(`${origin}/__mock/`);
    await expect.poll(() => page.getByTestId('session-current').textContent()).toBe('pw-qa');
    await expect
      .poll(() => page.getByTestId('journal-row').count(), { timeout: 6000 })
      .toBeGreaterThanOrEqual(2);
    // Nothing sticks out of a 390 px wide screen.
    const overflow = await page.evaluate(() => {
      const widest = Math.max(
        ...[...document.querySelectorAll('main *')].map((e) => e.getBoundingClientRect().right),
      );
      return Math.max(document.documentElement.scrollWidth, widest) - window.innerWidth;
    });
    expect(overflow).toBeLessThanOrEqual(1);
    // Reset from the phone.
    page.once('dialog', (d) => void d.accept());
    await page.getByTestId('session-reset').click();
    await expect
      .poll(() =>
        page.getByTestId('active-scenario').evaluateAll((els) => els.map((e) => e.getAttribute('data-id'))),
      )
      .toEqual(['default']);
    await page.screenshot({ path: `${SHOTS}control-page-phone.png`, fullPage: false });
    await context.close();
  });

  it('offers the replayable HAR only to the owner: this machine, or whoever holds the admin token', async () => {
    const page = (remoteAddress: string) => app.inject({ url: '/__mock/', remoteAddress });
    expect((await page('127.0.0.1')).body).toContain('<main data-owner="true"');
    expect((await page('192.168.1.9')).body).not.toContain('data-owner');
    // And the simulator refuses the unmasked HAR to a caller that is not the owner, whatever the page says.
    const har = await app.inject({
      url: '/__mock/sessions/pw-qa/journal.har?redact=false',
      remoteAddress: '192.168.1.9',
    });
    expect(har.statusCode).toBe(403);
  });

  it('the API docs render with and without their trailing slash (issue 39: the banner prints /__mock/docs)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    for (const path of ['/__mock/docs', '/__mock/docs/']) {
      const page = await context.newPage();
      const failed: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
      });
      await page.goto(`${origin}${path}`, { waitUntil: 'load' });
      // The operations render from the document once its scripts and styles loaded (rendering all of them takes
      // a while on a shared machine: once is enough to see it works).
      if (path === '/__mock/docs') {
        await expect.poll(() => page.locator('.opblock').count(), { timeout: 60_000 }).toBeGreaterThan(0);
        await page.screenshot({ path: `${SHOTS}api-docs.png` });
      }
      expect(failed, path).toEqual([]);
      await page.close();
    }
    await context.close();
  });
});
