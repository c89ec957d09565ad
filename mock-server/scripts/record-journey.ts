/**
 * Records the example journey committed under e2e/tests (issue 42): a simulator serving the production build
 * (web/dist, `pnpm --filter @wonder/web build` first), a phone browser opened through a state link as the
 * official parent on the home, then the parent centre, as a QA would tap through; the session's "Save as
 * journey" written to e2e/tests/<name>.spec.ts and its bundle to e2e/tests/recorded/<name>.bundle.json.
 * mock-server/test/journey.test.ts regenerates the spec from the committed bundle and compares.
 *
 *   node --import tsx mock-server/scripts/record-journey.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM } from '@wonder/chromium';
import { createAdminClient } from '@wonder/contracts/admin/client';
import { chromium, devices } from 'playwright-core';
import { launchSimulator } from '../bin/launch.mjs';
import { writeJourney } from '../src/recording/journey';

const EXAMPLE = {
  name: 'recorded-home-parent-centre',
  title: 'replays a recorded visit: home, then the parent centre',
};

const e2eTests = fileURLToPath(new URL('../../e2e/tests/', import.meta.url));
const web = fileURLToPath(new URL('../../web/dist', import.meta.url));

const sim = await launchSimulator(['--port', '0', '--web', web]);
const browser = await chromium.launch(CHROMIUM);
try {
  const session = `rec-${Date.now().toString(36)}`;
  const context = await browser.newContext({
    ...devices['iPhone 13'],
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const page = await context.newPage();
  await page.goto(`${sim.origin}/__mock/open?session=${session}&persona=official&to=/index`);
  await page.waitForURL((u) => u.pathname === '/index');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.goto(`${sim.origin}/parentsCenter`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const admin = createAdminClient({ baseUrl: sim.origin, session });
  const bundle = await admin.exportBundle();
  mkdirSync(`${e2eTests}recorded`, { recursive: true });
  writeFileSync(`${e2eTests}recorded/${EXAMPLE.name}.bundle.json`, `${JSON.stringify(bundle, null, 2)}\n`);
  writeFileSync(`${e2eTests}${EXAMPLE.name}.spec.ts`, writeJourney(bundle, EXAMPLE));
  console.log(
    `wrote e2e/tests/${EXAMPLE.name}.spec.ts and recorded/${EXAMPLE.name}.bundle.json (${bundle.journal.length} calls)`,
  );
  await context.close();
} finally {
  await browser.close();
  await sim.stop();
}
