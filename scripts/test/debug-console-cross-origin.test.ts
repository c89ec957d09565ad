/**
 * The app's debug console switches the simulator's scenario when the app and the simulator are on two
 * origins: Vite's dev server serves the app (web/vite.config.ts, mode development, so the console is in the
 * bundle) with VITE_API_ORIGIN pointing at a simulator on another port, and Debian's chromium opens it with
 * `?debug`. The console lists the scenarios (a cross-origin GET), and a tap switches them: a cross-origin PUT
 * with the admin header, which needs the preflight to allow PUT for the app's origin.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM } from '@wonder/chromium';
import { createAdminClient, MOCK_SESSION_COOKIE } from '@wonder/contracts/admin/client';
import { buildApp } from '@wonder/mock-server';
import { type Browser, chromium } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const WEB = fileURLToPath(new URL('../../web/', import.meta.url));
let simulator: Awaited<ReturnType<typeof buildApp>>;
let simulatorOrigin = '';
let vite: ViteDevServer;
let appOrigin = '';
let browser: Browser;
const cacheDir = mkdtempSync(join(tmpdir(), 'vite-cross-origin-'));

beforeAll(async () => {
  simulator = await buildApp();
  simulatorOrigin = await simulator.listen({ port: 0, host: '127.0.0.1' });
  const saved = process.env.VITE_API_ORIGIN;
  process.env.VITE_API_ORIGIN = simulatorOrigin; // read by web/src/lib/client.ts through Vite's env
  try {
    vite = await createServer({
      configFile: join(WEB, 'vite.config.ts'),
      root: WEB,
      mode: 'development',
      logLevel: 'silent',
      cacheDir,
      server: { port: 0, strictPort: true, hmr: false, ws: false, watch: null },
    });
  } finally {
    if (saved === undefined) delete process.env.VITE_API_ORIGIN;
    else process.env.VITE_API_ORIGIN = saved;
  }
  await vite.listen();
  appOrigin = (vite.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  browser = await chromium.launch(CHROMIUM);
});

afterAll(async () => {
  await browser?.close();
  await vite?.close();
  await simulator?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('the debug console across two origins', () => {
  it('lists the scenarios and switches them on the simulator', { timeout: 240_000 }, async () => {
    expect(new URL(appOrigin).origin).not.toBe(new URL(simulatorOrigin).origin);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const preflights: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(simulatorOrigin) && r.method() === 'PUT')
        preflights.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await page.goto(`${appOrigin}/login?debug`, { timeout: 180_000 });
    const row = page.locator('.wp-debug__scenario-id', { hasText: /^trial-y$/ });
    await row.waitFor({ timeout: 180_000 });
    const session = (await page.context().cookies()).find((c) => c.name === MOCK_SESSION_COOKIE)?.value;
    expect(session).toMatch(/^qa-/);

    // The console reloads the app after a switch; a refused PUT (CORS) toasts instead and never reloads.
    await Promise.all([page.waitForEvent('load', { timeout: 45_000 }), row.click()]);
    const admin = createAdminClient({ baseUrl: simulatorOrigin, session: decodeURIComponent(session ?? '') });
    expect((await admin.sessionScenarios()).scenarios).toEqual(['trial-y']);
    expect(preflights).toEqual([`PUT /__mock/sessions/${session}/scenarios`]);
    await page.close();
  });
});
