/**
 * Issue 42: a QA's state on a phone. The control page's "Open on a phone" draws the link of the QA's session as
 * a QR code; the test reads the code's image as a phone camera would (PNG → jsQR), opens the decoded link in a
 * fresh phone browser and lands on the route logged in as the session's persona, its calls in the QA's session.
 * A state link with parameters puts a phone into "token expired" in one step.
 */
import { devices } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { T } from '../support/app';
import { expect, test } from '../support/fixtures';
import { at, whenListening } from '../support/routes';

const phone = { ...devices['iPhone 13'], locale: 'zh-CN', timezoneId: 'Asia/Shanghai' };

test("the control page's QR code opens the QA's session on a phone, logged in, on the route", async ({
  page,
  session,
  browser,
  shot,
}) => {
  await session.setScenarios(['trial-y']);
  await page.goto('/__mock/');
  await page.getByTestId('phone-to').fill('/index');
  await page.getByTestId('phone-go').click();
  const qr = page.getByTestId('phone-qr');
  await expect(qr).toBeVisible();
  await shot('phone-link-control-page');

  // The camera's view: the code's pixels, decoded. Polled: the element can show before its picture is drawn (a
  // clean-clone run read nothing from it once, and passed on its retry).
  let link = '';
  const decoded = async () => {
    const png = PNG.sync.read(await qr.screenshot());
    link = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
    return link;
  };
  await expect.poll(decoded, { message: 'the QR code decodes' }).toMatch(/\/__mock\/open\?id=l-[a-z0-9]+$/);
  await expect(page.getByTestId('phone-url')).toHaveText(link);

  const context = await browser.newContext(phone);
  try {
    const onPhone = await context.newPage();
    await onPhone.goto(link);
    await onPhone.waitForURL((u) => u.pathname === '/index');
    await whenListening(onPhone);
    await expect(onPhone).toHaveURL(at('/index'));
    await expect(onPhone.getByText(T.downloadTrial)).toBeVisible();
    await onPhone.screenshot({ path: 'test-results/screens/phone-link-landing.png' });
    // The phone's calls are in the QA's session, made with the token the link's login issued.
    const personInfo = (await session.journal(200)).filter((e) => e.endpoint === 'app.getPersonInfo');
    expect(personInfo.length).toBeGreaterThan(0);
    expect(personInfo.every((e) => e.status === 200)).toBe(true);
  } finally {
    await context.close();
  }
});

test('a state link puts a phone into "token expired" on the home in one step', async ({
  browser,
  session,
}) => {
  const context = await browser.newContext(phone);
  try {
    const onPhone = await context.newPage();
    const link = `/__mock/open?${new URLSearchParams({
      session: session.id,
      persona: 'official',
      scenarios: 'token-expired-1000010',
      clock: '2026-12-31T23:59:00',
      to: '/index',
    })}`;
    await onPhone.goto(new URL(link, process.env.E2E_BASE_URL).href);
    await expect(onPhone).toHaveURL(at('/login'));
    expect((await session.admin.clock()).iso).toMatch(/^2026-12-31T15:5/);
    const expired = (await session.journal()).filter((e) => String(e.code) === '1000010');
    expect(expired.length, 'the app met the expiry code').toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});
