/**
 * The journeys' test object: every test gets its own simulator session (a random id in the `mock-session`
 * cookie of its browser context, so all the app's calls land in it) and helpers to steer it through the
 * admin API, plus `shot()` for the screenshots we look at (test-results/screens/).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';

export const SESSION_COOKIE = 'mock-session';
const SCREENS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-results', 'screens');

export interface JournalEntry {
  seq: number;
  endpoint: string | null;
  method: string;
  path: string;
  status: number | null;
  code: string | number | null;
  scenario: string;
}

export interface SimulatorSession {
  id: string;
  /** PUT /__mock/sessions/:id/scenarios: the scenarios of this session, combined in order. */
  setScenarios(ids: readonly string[]): Promise<void>;
  /** Newest first. */
  journal(limit?: number): Promise<JournalEntry[]>;
}

interface Fixtures {
  session: SimulatorSession;
  shot: (name: string) => Promise<void>;
}

function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the global setup starts the simulator');
  return url;
}

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },
  session: async ({ context, request }, use) => {
    const id = `e2e-${randomUUID().slice(0, 12)}`;
    const admin = `${baseUrl()}/__mock/sessions/${id}`;
    await context.addCookies([{ name: SESSION_COOKIE, value: id, url: baseUrl() }]);
    const session: SimulatorSession = {
      id,
      async setScenarios(ids) {
        const response = await request.put(`${admin}/scenarios`, { data: { scenarios: ids } });
        expect(response.ok(), `PUT scenarios ${ids.join(',')}: ${await response.text()}`).toBe(true);
      },
      async journal(limit = 50) {
        const response = await request.get(`${admin}/journal?limit=${limit}`);
        expect(response.ok()).toBe(true);
        return ((await response.json()) as { entries: JournalEntry[] }).entries;
      },
    };
    await use(session);
    // Free the simulator's memory; a failure here must not hide the test's own result.
    await request.delete(admin).catch(() => undefined);
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
 * document.getAnimations), so wait until the popup body is fully opaque and unscaled.
 */
export async function settled(page: Page, selector = '.adm-center-popup-body'): Promise<void> {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const style = getComputedStyle(el);
    return (
      style.opacity === '1' && (style.transform === 'none' || style.transform === 'matrix(1, 0, 0, 1, 0, 0)')
    );
  }, selector);
}
