/**
 * The download landing page (doc 2 §2, §4) and the pages around it, in the production build: the seven
 * variants with their title and tracking entry, the open-then-store fallback on a phone (under page.clock),
 * the WeChat overlay, the PC redirect to the QR page, the mini-program teacher redirect, the app-only page
 * of an undescribed route and the newcomer page. User agents per test; each test in its own session.
 */

import { loginWithPassword, T, USER_AGENTS } from '../support/app';
import { expect, type SimulatorSession, test } from '../support/fixtures';
import { atExactly, visit } from '../support/routes';
import { trackedRecords } from '../support/tracking';

const D = T.download;

/** The download page's visits that reached the tracking host (support/tracking.ts). */
async function trackedVisits(session: SimulatorSession) {
  return (await trackedRecords(session)).filter((r) => r.event_name === 'download_app_view');
}

test.describe('in a phone browser', () => {
  test.use({ userAgent: USER_AGENTS.android });

  test('each variant has its own page and title, and the visit is tracked with its enter', async ({
    page,
    session,
    shot,
  }) => {
    for (const type of [1, 2, 3, 4, 5, 6, 7] as const) {
      const enter = type === 2 ? 61 : 19;
      await visit(page, `/downloadApp?type=${type}&enter=${enter}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(D.headlines[type]);
      await expect(page).toHaveTitle(type === 2 ? D.shopTitle : D.parentTitle);
      await expect
        .poll(() => trackedVisits(session))
        .toContainEqual(
          expect.objectContaining({
            entrance: enter,
            paras: expect.objectContaining({ download_type: type }),
          }),
        );
      if (type === 2) await shot('download-shop');
    }
  });

  test('the button tries the app, and after 3000 ms with the page still visible opens the market of the channel', async ({
    page,
  }) => {
    await page.clock.install();
    // The market is outside the simulator: answer it here, so the journey sees where the page went.
    await page.route('https://app.mi.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>market</title>' }),
    );
    await visit(page, '/downloadApp?enter=19&channel=8');
    await page.getByRole('button', { name: D.open }).click();
    // No screenshot here: under the fake clock it can wait forever for a frame (the story Opening shows it).
    await expect(page.getByRole('button', { name: D.opening })).toBeVisible();
    const market = page.waitForRequest('https://app.mi.com/**');
    await page.clock.runFor(3000);
    expect((await market).url()).toBe('https://app.mi.com/details?id=com.wonder.parent');
  });

  test('an undescribed route is the app-only page, whose download button leads here', async ({
    page,
    shot,
  }) => {
    await visit(page, '/myOrder');
    await expect(page.getByText(D.appOnly)).toBeVisible();
    await shot('app-only-my-order');
    await page.getByRole('button', { name: D.pcButton }).click();
    await expect(page).toHaveURL(atExactly('/downloadApp?enter=0'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(D.headlines[1]);
  });
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: USER_AGENTS.iphoneSafari });

  test('the store is the App Store', async ({ page }) => {
    await page.clock.install();
    await page.route('https://apps.apple.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>App Store</title>' }),
    );
    await visit(page, '/downloadApp?type=5&enter=321&channel=8');
    await page.getByRole('button', { name: D.open }).click();
    const store = page.waitForRequest('https://apps.apple.com/**');
    await page.clock.runFor(3000);
    expect((await store).url()).toContain('https://apps.apple.com/');
  });
});

test.describe('in the WeChat browser', () => {
  test.use({ userAgent: USER_AGENTS.wechat });

  test('the "open in browser" overlay shows first, and again on the button', async ({ page, shot }) => {
    await visit(page, '/downloadApp?type=1&enter=19');
    const overlay = page.getByRole('dialog', { name: D.wechatGuide });
    await expect(overlay).toBeVisible();
    await shot('download-wechat-overlay');
    await overlay.getByRole('button', { name: D.wechatClose }).click();
    await expect(overlay).toBeHidden();
    await page.getByRole('button', { name: D.open }).click();
    await expect(overlay).toBeVisible();
  });

  test("the teacher-card guide: its code is the guide's, not WeChat's sign-in code", async ({
    page,
    session,
    shot,
  }) => {
    await visit(page, '/commonGuide?code=little_teacher_card_mini');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(D.teacherGuide);
    await expect(page).toHaveURL(atExactly('/commonGuide?code=little_teacher_card_mini'));
    await shot('common-guide-teacher-card-wechat');
    // The code was not sent to the WeChat sign-in, and no sign-in round trip started from the guide.
    const asked = (await session.journal(50)).map((e) => e.endpoint);
    expect(asked).not.toContain('member.wechatBackup');
    expect(asked).not.toContain('member.weChatAuthorization');
  });
});

test.describe('on a PC', () => {
  test.use({
    userAgent: USER_AGENTS.pc,
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });

  test('the install button pushes /downloadAppPc with the QR code of the landing page', async ({
    page,
    shot,
  }) => {
    await visit(page, '/downloadApp?type=1&enter=19');
    await page.getByRole('button', { name: D.pcButton }).click();
    await expect(page).toHaveURL(atExactly('/downloadAppPc?type=1&enter=19'));
    await expect(page.getByRole('img', { name: D.qrLabel })).toBeVisible();
    await expect(page.getByText(/\/downloadApp\?type=1&enter=19$/)).toBeVisible();
    await shot('download-pc');
  });
});

test.describe('in the mini-program', () => {
  test('a teacher visit is replaced by the teacher-card guide', async ({ page, shot }) => {
    await page.addInitScript(() => {
      (window as Window & { __wxjs_environment?: string }).__wxjs_environment = 'miniprogram';
    });
    await visit(page, '/downloadApp?type=4&enter=0');
    await expect(page).toHaveURL(atExactly('/commonGuide?code=little_teacher_card_mini'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(D.teacherGuide);
    await shot('common-guide-teacher-card');
  });
});

test('the newcomer page: a tourist signs in first and comes back to it', async ({ page, shot }) => {
  await visit(page, '/freshmentEnrollment');
  await expect(page).toHaveURL(atExactly('/login'));
  await loginWithPassword(page, 'official');
  await expect(page).toHaveURL(atExactly('/freshmentEnrollment'));
  await expect(page.getByText(D.freshmentAllDone)).toBeVisible();
  await shot('freshment-enrollment');
});
