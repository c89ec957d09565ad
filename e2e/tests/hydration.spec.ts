/**
 * Every prerendered page (the build's `<path>/index.html` with a frame, web/scripts/prerender.mjs), with the
 * query variants its screen draws differently, hydrates without an error for a tourist, an official and a
 * trial parent, in a phone browser and in WeChat: the shared fixture fails the test on any uncaught error or
 * hydration error (support/fixtures.ts `watchPageErrors`); the test also counts them itself, so its failure
 * names each page. One page per test, reused for every address; no screenshots.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectLoggedIn, persona, T, USER_AGENTS } from '../support/app';
import { asAppLoggedIn } from '../support/classes-growth';
import { expect, test } from '../support/fixtures';
import { type Href, visit, whenListening } from '../support/routes';
import { startAs, storeLogin } from '../support/step-up';

/**
 * The pages the build prerendered (each `<path>/index.html` whose root carries `data-prerendered`) for this
 * audience (`data-audience`): a page drawn for the other one swaps its frame for the loading screen (the home:
 * for the frame drawn for that audience) before the first paint and is rendered, not hydrated (web/README.md,
 * "Hydration without a flash").
 */
function prerenderedPaths(audience: 'tourist' | 'login'): string[] {
  const dir = process.env.E2E_WEB_DIR;
  if (!dir) throw new Error('E2E_WEB_DIR is not set: the global setup starts the simulator');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html') && file !== 'index.html')
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .filter((html) => html.includes(`data-audience="${audience}"`))
    .map((html) => /data-prerendered="([^"]+)"/.exec(html)?.[1])
    .filter((path): path is string => path !== undefined)
    .sort();
}

/**
 * Addresses whose screen draws something else than the bare path's frame: the download variants the issue
 * found mismatching (a shop share with its own art, a student variant). The frame is the bare path's and
 * every variant hydrates through the same query read (web/src/lib/first-load/as-in-frame.ts), so two stand for seven.
 */
const VARIANTS: Record<string, readonly Href[]> = {
  '/downloadApp': ['/downloadApp?type=2&enter=61', '/downloadApp?type=5&enter=321'],
};

// Nothing here is looked at: the config's end-of-test screenshot would only cost time.
test.use({ screenshot: 'off' });

const ROLES = {
  tourist: { scenario: 'tourist', studentStatus: null, audience: 'tourist' },
  official: { scenario: 'default', studentStatus: 'OFFICIAL_STUDENT', audience: 'login' },
  trial: { scenario: 'trial-y', studentStatus: 'UNOFFICIAL_STUDENT', audience: 'login' },
  'a login whose status lookup fails': {
    scenario: 'default',
    studentStatus: 'OFFICIAL_STUDENT',
    audience: 'login',
    lookupFails: true,
  },
} as const satisfies Record<
  string,
  { scenario: string; studentStatus: string | null; audience: 'tourist' | 'login'; lookupFails?: boolean }
>;

for (const [browser, userAgent] of [
  ['a phone browser', USER_AGENTS.android],
  ['WeChat', USER_AGENTS.wechat],
] as const) {
  test.describe(`in ${browser}`, () => {
    test.use({ userAgent });
    for (const [name, role] of Object.entries(ROLES)) {
      test(`${name}: every prerendered page hydrates without an error`, async ({
        page,
        session,
        pageErrors,
      }) => {
        const paths = prerenderedPaths(role.audience);
        expect(paths.length).toBeGreaterThan(0);
        await session.setScenarios([role.scenario]);
        if (role.studentStatus) await storeLogin(page, await session.login(), role.studentStatus);
        // The startup's status lookup fails (a 502): the startup logs the parent out before the frame
        // hydrates, and the screen must still hydrate as drawn (the failure sweep found /furtherEducation's
        // page rendering nothing in its place, error #418).
        if ('lookupFails' in role && role.lookupFails)
          await session.admin.setFaults({
            faults: [{ endpoint: 'app.getAuthTokenExt', fault: 'gateway-502' }],
          });
        const failed: string[] = [];
        for (const href of paths.flatMap((p) => [p as Href, ...(VARIANTS[p] ?? [])])) {
          const before = pageErrors.length;
          await page.goto(href);
          // Hydrated: the screen's boundary committed (an error would have been reported by then).
          await whenListening(page);
          if (pageErrors.length > before) failed.push(`${href}: ${pageErrors.slice(before).join(' / ')}`);
        }
        expect(failed).toEqual([]);
      });
    }
  });
}

/** Holds every script of the app back until the returned function is called: the frame alone, as painted. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a tap and typing on /login before its scripts have run are replayed once it has hydrated', async ({
  page,
}) => {
  // Every script of the app held back until the parent has typed and tapped on the painted frame.
  const release = await holdScripts(page);
  const official = persona('official');
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel(T.phone).fill(official.phone);
  const passwordTab = page.getByRole('tab', { name: T.modePassword });
  await passwordTab.click();
  await expect(passwordTab, 'nothing listens yet').toHaveAttribute('aria-selected', 'false');

  release();
  await whenListening(page);
  await expect(passwordTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel(T.phone)).toHaveValue(official.phone);
  // The app has the typed phone, not only the field: the login goes through with it.
  await page.getByLabel(T.password).fill(official.password);
  await page.getByRole('button', { name: T.submit, exact: true }).click();
  await expectLoggedIn(page);
});

test('inside the app, a step-up frame paints without the browser navbar, and nothing moves when the app renders', async ({
  page,
  session,
}) => {
  await session.setScenarios(['step-up-t2-s1']);
  // The last visit stored the login (the frame drawn for a login is kept); the shell hands it over again.
  await storeLogin(page, await session.login(), 'OFFICIAL_STUDENT');
  await asAppLoggedIn(page, session);
  const release = await holdScripts(page);
  await page.goto('/furtherEducation', { waitUntil: 'domcontentloaded' });
  // The frame, before any script of the app: drawn for a browser, its navbar hidden inside the app.
  await expect(page.locator('html')).toHaveAttribute('data-in-app', '');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  await expect(page.locator('.wp-su-navbar')).toHaveCount(1);
  await expect(page.locator('.wp-su-navbar')).toBeHidden();
  const top = async () => (await page.locator('.wp-su__main').first().boundingBox())?.y;
  const framed = await top();
  expect(framed).toBeDefined();
  release();
  await whenListening(page);
  // The app's page has no navbar, and its content starts where the frame's did (before: 48 px lower).
  await expect(page.locator('.wp-su-navbar')).toHaveCount(0);
  await expect.poll(top).toBe(framed);
});

test("a logged-in parent's home paints its own frame and the first banner's picture from the HTML, before any script", async ({
  page,
  session,
}) => {
  await storeLogin(page, await session.login(), 'OFFICIAL_STUDENT');
  const release = await holdScripts(page);
  // In the order the page asks: its scripts once the first banner's picture has been painted.
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/') || path.startsWith('/__mock/img/banner')) asked.push(path);
  });
  await page.goto('/index', { waitUntil: 'domcontentloaded' });
  // The page is drawn for a tourist: a login gets the frame drawn for a login, not hydrated, not the loading screen.
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('.wp-shell-loading')).toHaveCount(0);
  // The banner list's early answer paints the carousel (its own markup) in the placeholder's place.
  await expect(page.locator('.wp-home-banners--pending')).toHaveCount(0);
  await expect(page.locator('.wp-home-banners img[fetchpriority="high"]')).toHaveAttribute(
    'src',
    /^\/__mock\/img\/[\w.-]+$/,
  );
  await expect
    .poll(() =>
      page
        .locator('.wp-home-banners img[fetchpriority="high"]')
        .evaluate((i: HTMLImageElement) => i.complete),
    )
    .toBe(true);
  await expect.poll(() => asked.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(asked[0]).toMatch(/^\/__mock\/img\/banner/);
  await expect(page.locator('html')).toHaveAttribute('data-wp-early-banner-painted', '');
  release();
  await whenListening(page);
  // The app's carousel takes its place, and the page's stylesheet for its placeholder goes.
  await expect(page.getByRole('region', { name: '首页推荐' })).toBeVisible();
  await expect(page.locator('#wp-early-banner')).toHaveCount(0);
  await expectLoggedIn(page);
});

test('a prerendered page asks for none of the stylesheets it carries inline, on its load nor on the next tabs', async ({
  page,
  session,
}) => {
  await startAs(page, session, ['default']);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.css')) asked.push(pathname);
  });
  await visit(page, '/index');
  await whenListening(page);
  const inline = await page
    .locator('style[data-href]')
    .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href') ?? ''));
  expect(inline.length).toBeGreaterThan(0);
  // Each tab's chunk finds the inlined sheets marked (a disabled link of the same address) and loads only its own.
  for (const tab of [T.tabs.me, T.tabs.courses, T.tabs.home]) {
    await page.getByRole('button', { name: tab }).click();
    await expect(page.locator('nav.wp-shell-tabbar')).toBeVisible();
  }
  await expect(page.locator('.wp-pc, .wp-mc').first()).toBeAttached();
  expect(asked.filter((path) => inline.includes(path))).toEqual([]);
});
