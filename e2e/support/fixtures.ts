/**
 * The journeys' test object: every test gets its own simulator session (a random id in the `mock-session`
 * cookie of its browser context, so all the app's calls land in it) and helpers to steer it through the
 * typed admin client, plus `shot()` for the screenshots we look at (test-results/screens/).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import type { ScenarioId } from '@wonder/contracts';
import {
  type AdminClient,
  type AdminReply,
  createAdminClient,
  type JournalEntry,
  MOCK_SESSION_COOKIE,
  type SessionRouteId,
} from '@wonder/contracts/admin/client';
import { HYDRATION_ERROR_RE } from '@wonder/web/src/lib/first-load/hydration-errors.ts';

export type { JournalEntry };

const SCREENS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'screens');

/** What the admin login answers: the token and headers of a session's persona. */
export type AdminLogin = AdminReply<'login'>;

/**
 * The admin calls a journey may make: its own session's routes, but for saving a scenario file (it lands in
 * the simulator's scenarios folder, where every later journey and run would find it). No `forSession` and
 * no simulator-wide route: nothing a journey changes through the admin API can reach another journey.
 */
export type SessionAdmin = Omit<Pick<AdminClient, SessionRouteId>, 'saveScenarioFile'>;

export interface SimulatorSession {
  id: string;
  /** The admin API of this session (see SessionAdmin). */
  admin: SessionAdmin;
  /** The scenarios of this session, combined in order (typed: the map joins journeys and scenarios by them). */
  setScenarios(ids: readonly ScenarioId[]): Promise<void>;
  /** Newest first. */
  journal(limit?: number): Promise<JournalEntry[]>;
  /**
   * POST /__mock/sessions/:id/login: a token for the session's persona without the login screen, for
   * journeys that start past it (the login itself has journeys of its own).
   */
  login(): Promise<AdminLogin>;
  /** POST /__mock/sessions/:id/clock {advanceMs}: moves the simulator's virtual clock. */
  advanceClock(ms: number): Promise<void>;
}

interface Options {
  /**
   * Uncaught page errors a journey causes on purpose (matched against the message); any other one fails it.
   * `test.use({ allowedPageErrors: [/…/] })`.
   */
  allowedPageErrors: readonly RegExp[];
}

interface Fixtures {
  session: SimulatorSession;
  /** Automatic: fails the test on an uncaught page error or a hydration error (see `watchPageErrors`). */
  pageErrors: readonly string[];
  /**
   * Every toast text the page has shown so far, in order. Toasts last 2 s, which a loaded CI machine can
   * spend between two polls of an assertion, so a MutationObserver records them as they appear.
   * Joined with ' | ': `await expect.poll(toasts).toContain('登录成功')`.
   */
  toasts: () => Promise<string>;
  shot: (name: string) => Promise<void>;
}

function origin(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the global setup starts the simulator');
  return url;
}

/**
 * Records, in every page of the context, each uncaught error (`weberror`) and each console error that is one
 * of React's hydration errors or the app's report of a recoverable one (`HYDRATION_ERROR_RE`, logged by the
 * roots' onRecoverableError). A mismatching prerendered frame is thrown away and drawn again without any
 * other sign a journey would see.
 */
export function watchPageErrors(context: BrowserContext, allowed: readonly RegExp[] = []): string[] {
  const seen: string[] = [];
  context.on('weberror', (webError) => {
    const error = webError.error();
    const text = `uncaught ${error.stack ?? error.message}`;
    if (!allowed.some((re) => re.test(error.message))) seen.push(text);
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR_RE.test(message.text())) {
      seen.push(`${message.text()} (at ${message.page()?.url() ?? 'a worker'})`);
    }
  });
  return seen;
}

export const test = base.extend<Fixtures & Options>({
  allowedPageErrors: [[], { option: true }],
  pageErrors: [
    async ({ context, allowedPageErrors }, use) => {
      const seen = watchPageErrors(context, allowedPageErrors);
      await use(seen);
      if (seen.length > 0) {
        throw new Error(`${seen.length} page or hydration error(s):\n${seen.join('\n')}`);
      }
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern (none).
  baseURL: async ({}, use) => {
    await use(origin());
  },
  // Automatic: every test runs in a session of its own, also those that never change its scenarios.
  session: [
    async ({ context }, use, testInfo) => {
      const id = `e2e-${randomUUID().slice(0, 12)}`;
      const admin = createAdminClient({ baseUrl: origin(), session: id });
      await context.addCookies([{ name: MOCK_SESSION_COOKIE, value: id, url: origin() }]);
      const session: SimulatorSession = {
        id,
        admin,
        async setScenarios(ids) {
          await admin.setScenarios({ scenarios: [...ids] });
        },
        async journal(limit = 50) {
          return (await admin.journal({ limit })).entries;
        },
        login: () => admin.login({}),
        async advanceClock(ms) {
          await admin.setClock({ advanceMs: ms });
        },
      };
      await use(session);
      // A failed journey's requests, as the simulator answered them: open it in a browser's network panel.
      if (testInfo.status !== testInfo.expectedStatus) {
        const har = await admin.journalHar().catch(() => null);
        if (har)
          await testInfo.attach(`journal-${id}.har`, {
            body: JSON.stringify(har, null, 2),
            contentType: 'application/json',
          });
      }
      // Free the simulator's memory; a failure here must not hide the test's own result.
      await admin.deleteSession().catch(() => undefined);
    },
    { auto: true },
  ],
  toasts: async ({ page }, use) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as Window & { __e2eToasts?: string[] }).__e2eToasts = seen;
      // A toast's element can be in the DOM before React fills in its text: record each element's text
      // once it is non-empty (and again if it changes).
      const last = new WeakMap<Element, string>();
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('.adm-toast-main')) {
          const text = (el.textContent ?? '').trim();
          if (text && last.get(el) !== text) {
            last.set(el, text);
            seen.push(text);
          }
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await use(async () => {
      const seen = await page.evaluate(() => (window as Window & { __e2eToasts?: string[] }).__e2eToasts);
      return (seen ?? []).join(' | ');
    });
  },
  shot: async ({ page }, use) => {
    mkdirSync(SCREENS_DIR, { recursive: true });
    await use(async (name) => {
      await page.screenshot({ path: join(SCREENS_DIR, `${name}.png`) });
    });
  },
});

export { expect };

/**
 * antd-mobile dialogs ignore clicks during their open animation (react-spring, not CSS: invisible to
 * document.getAnimations), so wait until every shown popup is fully opaque and unscaled. A centre popup
 * animates the element between its wrap and its body (the body itself stays at opacity 1); a sheet
 * animates its body.
 */
export async function settled(page: Page, selector = '.adm-center-popup-wrap > div'): Promise<void> {
  await page.waitForFunction((sel) => {
    const shown = [...document.querySelectorAll(sel)].filter((el) => el.getClientRects().length > 0);
    return (
      shown.length > 0 &&
      shown.every((el) => {
        const style = getComputedStyle(el);
        return (
          style.opacity === '1' &&
          (style.transform === 'none' || style.transform === 'matrix(1, 0, 0, 1, 0, 0)')
        );
      })
    );
  }, selector);
}
