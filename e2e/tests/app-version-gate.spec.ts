import { T } from '../support/app';
import { expect, settled, test } from '../support/fixtures';
import { visit } from '../support/routes';

/** Android app 1.5.0: below 1.5.8 (tab bar) and below 2.2.0 (SaveVideo). */
const APP_VERSION = '1.5.0';

// No screen of the production build makes a gated native call yet (download, step-up and growth come with
// later issues), so this journey runs on the pre-release build — the same optimised bundle plus the QA
// hook window.__wonder — served by its own simulator.
test.use({ build: 'pre' });

test('an app-only call below its minimum version opens the upgrade dialog', async ({ page, shot }) => {
  // The native interface as web/src/platform/README.md documents it for e2e.
  await page.addInitScript((version) => {
    const w = window as Window & {
      WonderNativeBridge?: unknown;
      __wonderBridge?: { dispatch(message: unknown): void };
    };
    w.WonderNativeBridge = {
      platform: 'android',
      appVersion: version,
      postMessage(json: string) {
        const m = JSON.parse(json) as { id?: string; method?: string };
        if (!m.method) return;
        const result =
          m.method === 'GetSystemEnvInfo'
            ? {
                appVersion: version,
                system: 'Android',
                systemVersion: '14',
                phoneModel: 'e2e',
                channel: '1',
                appDeviceId: 'e2e',
                appName: 'WonderParent',
              }
            : m.method === 'GetUserData'
              ? null
              : {};
        setTimeout(() => w.__wonderBridge?.dispatch({ id: m.id, result }), 0);
      },
    };
  }, APP_VERSION);
  // Home: a tab a tourist may stay on (my classes sends a tourist to /login, which raced this check).
  await visit(page, '/index');

  // Running as the app: below 1.5.8 the tab bar is hidden.
  await expect(page.locator('.wp-shell')).toBeVisible();
  await expect(page.locator('nav.wp-shell-tabbar')).toHaveCount(0);

  // Trigger a gated call through the QA hook, as QA would from the console.
  const outcome = await page.evaluate(async () => {
    const hook = (
      window as Window & { __wonder?: { native: { call(m: string, p: unknown): Promise<unknown> } } }
    ).__wonder;
    if (!hook) return 'no-trigger';
    return hook.native.call('SaveVideo', { url: 'https://example.invalid/v.mp4' }).then(
      () => 'resolved',
      (e: { reason?: string }) => e.reason ?? 'rejected',
    );
  });
  expect(outcome, 'window.__wonder is missing: is this the pre build?').toBe('version-not-support');

  const dialog = page.getByRole('dialog').filter({ hasText: T.upgradeTitle });
  await expect(dialog).toContainText(T.upgradeOther);
  await settled(page);
  await shot('app-version-upgrade-dialog');
});
