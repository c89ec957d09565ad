/**
 * `pnpm dev`: Vite's dev server, with web's own config, proxies every host prefix and /__mock to the
 * simulator, so the app calls its own origin as in the production serve. The simulator is built in-process
 * (port 0) and Vite started programmatically with web/vite.config.ts and SIMULATOR_URL, as scripts/dev.mjs
 * starts it; calls go through Vite's port with the real contracts client.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BANNER_PLATFORM_TYPE, endpoints, HOME_LIST_USER_TYPE, HOST_IDS } from '@wonder/contracts';
import { createClient, simulatorBaseUrls, simulatorPrefix } from '@wonder/contracts/client';
import { buildApp } from '@wonder/mock-server';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const WEB = fileURLToPath(new URL('../../web/', import.meta.url));
const SESSION = `dev-proxy-${process.pid}`;
let simulator: Awaited<ReturnType<typeof buildApp>>;
let vite: ViteDevServer;
let origin = '';
let cookie = '';
const cacheDir = mkdtempSync(join(tmpdir(), 'vite-dev-proxy-'));

beforeAll(async () => {
  simulator = await buildApp();
  const simulatorUrl = await simulator.listen({ port: 0, host: '127.0.0.1' });
  const saved = process.env.SIMULATOR_URL;
  process.env.SIMULATOR_URL = simulatorUrl; // read by web/vite.config.ts, as scripts/dev.mjs sets it
  try {
    vite = await createServer({
      configFile: join(WEB, 'vite.config.ts'),
      root: WEB,
      logLevel: 'silent',
      // No file watching, no HMR socket, no dependency pre-bundling, own cache: only the server and its proxy.
      cacheDir,
      optimizeDeps: { noDiscovery: true, include: [] },
      server: { port: 0, strictPort: true, hmr: false, ws: false, watch: null },
    });
  } finally {
    if (saved === undefined) delete process.env.SIMULATOR_URL;
    else process.env.SIMULATOR_URL = saved;
  }
  await vite.listen();
  origin = (vite.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(origin).not.toBe(simulatorUrl);
});

afterAll(async () => {
  await vite?.close();
  await simulator?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

const journal = async (): Promise<
  { host: string; endpoint: string | null; status: number; path: string }[]
> => (await (await fetch(`${origin}/__mock/sessions/${SESSION}/journal?limit=200`)).json()).entries;

describe('the dev server proxies the simulator (same origin)', () => {
  it('serves the control page API under /__mock and sets the session cookie for its own origin', async () => {
    // The header the admin client sends on a call that changes state (a bare POST is refused as cross-site).
    const selected = await fetch(`${origin}/__mock/sessions/${SESSION}/select`, {
      method: 'POST',
      headers: { 'x-mock-admin': '1' },
    });
    expect(selected.status).toBe(200);
    const setCookie = selected.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^mock-session=${SESSION};`));
    expect(setCookie).not.toMatch(/domain=/i);
    cookie = setCookie.split(';')[0] ?? '';
    // The host list names the origin the browser called: Vite's, not the simulator's.
    const hosts = await (await fetch(`${origin}/__mock/hosts`)).json();
    expect(JSON.stringify(hosts)).toContain(`${origin}/member`);
  });

  it('sends a GET and a POST of the app through Vite to the simulator, in the cookie’s session', async () => {
    const login = await (
      await fetch(`${origin}/__mock/sessions/${SESSION}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ persona: 'official' }),
      })
    ).json();
    expect(login.token).toEqual(expect.any(String));
    const api = createClient({
      baseUrls: simulatorBaseUrls(origin),
      credentials: () => ({ token: login.token, userId: login.userId, time: login.time }),
      // Only the cookie, as a browser on this origin sends it: no x-mock-session header.
      extraHeaders: () => ({ cookie }),
    });

    const person = await api.request(endpoints.session.getPersonInfo, { query: { token: login.token } });
    expect(person.status).toBe(200);
    expect(person.envelope).toMatchObject({ code: '00000000' });
    const list = await api.request(endpoints.home.homePageShowConfig, {
      body: {
        limit: 2,
        page: 1,
        showDeviceType: BANNER_PLATFORM_TYPE.WEB,
        showUserType: HOME_LIST_USER_TYPE.OFFICIAL_STUDENT,
      },
    });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.data)).toBe(true);

    const entries = await journal();
    expect(entries.find((e) => e.endpoint === 'app.getPersonInfo')).toMatchObject({
      status: 200,
      host: 'app',
    });
    expect(entries.find((e) => e.endpoint === 'app.homePageShowConfig')).toMatchObject({ status: 200 });
  });

  it('proxies every host prefix of the contracts, and nothing that only starts like one', async () => {
    for (const host of HOST_IDS) {
      const res = await fetch(`${origin}${simulatorPrefix(host)}/dev-proxy-probe?x=1`, {
        headers: { cookie },
      });
      expect(res.status, host).toBe(404);
      expect(res.headers.get('content-type'), host).toContain('application/json');
    }
    // Path and query arrive unchanged, each under its own host.
    const probes = (await journal()).filter((e) => e.path.includes('/dev-proxy-probe'));
    expect(probes.map((e) => [e.host, e.path]).sort()).toEqual(
      HOST_IDS.map((h) => [h, `${simulatorPrefix(h)}/dev-proxy-probe?x=1`]).sort(),
    );

    // Pages (and look-alikes such as /appointment) stay with Vite: its index.html.
    for (const page of ['/login', '/appointment', '/index?x=1']) {
      const res = await fetch(`${origin}${page}`, { headers: { accept: 'text/html' } });
      expect(res.status, page).toBe(200);
      expect(await res.text(), page).toContain('<div id="root">');
    }
  });

  it('opens the control page and the API docs at <vite>/__mock/ in a browser (issue 39), not the app', async () => {
    // What a browser's navigation sends: Vite keeps every text/html request unless told otherwise.
    const accept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    const page = await fetch(`${origin}/__mock/`, { headers: { accept } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain('<div id="root">');
    expect(html).toContain('control-page.js');
    const docs = await fetch(`${origin}/__mock/docs`, { headers: { accept } });
    expect(await docs.text()).toContain('swagger-ui');
  });

  it('drops the connection on a reset fault, as the production serve does (no 502 from Vite)', async () => {
    const faults = await fetch(`${origin}/__mock/sessions/${SESSION}/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ faults: [{ host: 'app', fault: 'reset', times: 1 }] }),
    });
    expect(faults.status).toBe(200);
    const url = `${origin}/app${endpoints.login.getCountryMobilePrefixs.path}`;
    await expect(fetch(url, { headers: { cookie } })).rejects.toThrow(/fetch failed/);
    expect((await fetch(url, { headers: { cookie } })).status).toBe(200);
  });
});
