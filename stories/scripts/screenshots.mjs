#!/usr/bin/env node
/**
 * `pnpm --filter @wonder/stories screenshots [story-id …]`: phone-size screenshots (390 × 844, 2×) of
 * stories from the static build, in Debian's chromium, to test-results/screens/<story-id>.png. Without
 * arguments: the design-review set (password form, slider, tab bar, upgrade dialog). Each story's play
 * function runs first, as in Storybook.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './browser.mjs';
import { assertBuilt, packageDir, serveStatic } from './static-server.mjs';

const REVIEW_SET = [
  'login-passwordform--filled',
  'login-passwordform--invalid-phone',
  'login-slidercaptcha--idle',
  'login-slidercaptcha--success',
  'shell-tabbar--official',
  'shell-upgradedialog--ios',
];
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 3000);

assertBuilt();
const ids = process.argv.length > 2 ? process.argv.slice(2) : REVIEW_SET;
const outDir = join(packageDir, 'test-results', 'screens');
mkdirSync(outDir, { recursive: true });
const { url, close } = await serveStatic();
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  for (const id of ids) {
    await page.goto(`${url}/iframe.html?id=${id}&viewMode=story`, { timeout: 180_000 });
    // Fixture data, popups' open animation and the play function settle.
    await page.waitForTimeout(SETTLE_MS);
    const file = join(outDir, `${id}.png`);
    await page.screenshot({ path: file });
    console.log(file);
  }
} finally {
  await browser.close();
  close();
}
