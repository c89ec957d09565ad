/**
 * The app's debug console switches the simulator's scenario when the app and the simulator are on two
 * origins: Vite's dev server serves the app (web/vite.config.ts, mode development, so the console is in the
 * bundle) with VITE_API_ORIGIN pointing at a simulator on another port, and Debian's chromium opens it with
 * `?debug`. The console lists the scenarios (a cross-origin GET), and a tap switches them: a cross-origin PUT
 * with the admin header, which needs the preflight to allow PUT for the app's origin. The simulator answers
 * its admin API to listed origins only (`corsOrigins`, the CLI's --cors-origin): the app's origin is listed,
 * and the same page under another origin (localhost instead of 127.0.0.1) cannot read it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
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

/** A port free now, for Vite (the simulator must know the app's origin before Vite starts). */
async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let webPort = 0;
beforeAll(async () => {
  webPort = await freePort();
  simulator = await buildApp({ corsOrigins: [`http://127.0.0.1:${webPort}`] });
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
      server: { port: webPort, strictPort: true, hmr: false, ws: false, watch: null },
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

    // The same server under an origin nobody listed: the browser gets no CORS answer from the admin API.
    const stray = await browser.newPage();
    await stray.goto(`http://localhost:${webPort}/favicon.ico`, { waitUntil: 'commit', timeout: 60_000 });
    const read = (url: string) =>
      stray.evaluate(
        (u) =>
          fetch(u, { credentials: 'include' }).then(
            (r) => `status ${r.status}`,
            (e: Error) => `refused: ${e.name}`,
          ),
        url,
      );
    expect(await read(`${simulatorOrigin}/__mock/scenarios`)).toBe('refused: TypeError');
    // The simulated hosts still answer a localhost origin (the app on another port).
    expect(await read(`${simulatorOrigin}/app/nothing`)).toBe('status 404');
    await stray.close();
  });
});
