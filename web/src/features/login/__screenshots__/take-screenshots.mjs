// Looks at the login screens in headless Chromium against the simulator serving a production build, and
// logs in for real by password and by SMS through the 4011 slider captcha. Not a test suite (e2e/ is):
// a way to regenerate the PNGs of this folder.
//   cd web && vite build --outDir /tmp/login-dist
//   node mock-server/bin/mock-server.mjs --port 4391 --web /tmp/login-dist
//   cd mock-server && node ../web/src/features/login/__screenshots__/take-screenshots.mjs
import { createRequire } from 'node:module';

import { CHROMIUM } from '@wonder/chromium';

const require = createRequire(new URL('../../../../../mock-server/package.json', import.meta.url));
const { chromium, devices } = require('playwright-core');

const BASE = process.env.BASE ?? 'http://127.0.0.1:4391';
const OUT = process.env.OUT ?? new URL('.', import.meta.url).pathname;
const RUN = Date.now().toString(36);

async function admin(method, path, body) {
  const res = await fetch(`${BASE}/__mock${path}`, {
    method,
    // x-mock-admin: what the admin client sends, so a body-less POST is not refused as a cross-site form.
    headers: body ? { 'content-type': 'application/json' } : { 'x-mock-admin': '1' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json;
}

const personas = (await admin('GET', '/personas')).personas;
const official = personas.find((p) => p.id === 'official');

const browser = await chromium.launch(CHROMIUM);

async function newPage(session, scenarios = [], faults = []) {
  const id = `login-${RUN}-${session}`;
  await admin('PUT', `/sessions/${id}/scenarios`, { scenarios });
  if (faults.length) await admin('POST', `/sessions/${id}/faults`, { faults });
  const context = await browser.newContext({
    ...devices['iPhone 13'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
  });
  await context.addCookies([{ name: 'mock-session', value: id, url: BASE }]);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`[${session}] pageerror`, e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning')
      console.log(`[${session}] console.${m.type()}`, m.text());
  });
  return { page, context, id };
}

const shot = (page, name) => page.screenshot({ path: `${OUT}/${name}.png` });
const stored = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('wonder.user') ?? 'null'));

/** Find the hole: the background under the piece is the piece darkened to 45 % (mock-server puzzle). */
async function solvePuzzle(page) {
  return page.evaluate(async () => {
    const load = (img) =>
      new Promise((resolve) => {
        const i = new Image();
        i.onload = () => resolve(i);
        i.src = img.src;
      });
    const bgEl = document.querySelector('.wp-captcha-bg');
    const pieceEl = document.querySelector('.wp-captcha-piece');
    const [bg, piece] = await Promise.all([load(bgEl), load(pieceEl)]);
    const pixels = (img) => {
      const c = document.createElement('canvas');
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      const ctx = c.getContext('2d');
      ctx.drawImage(img, 0, 0);
      return ctx.getImageData(0, 0, c.width, c.height);
    };
    const B = pixels(bg);
    const P = pixels(piece);
    const samples = [];
    for (let y = 0; y < P.height; y++)
      for (let x = 0; x < P.width; x++) {
        const i = (y * P.width + x) * 4;
        if (P.data[i + 3] === 255 && !(P.data[i] === 255 && P.data[i + 1] === 255 && P.data[i + 2] === 255))
          samples.push([x, y, P.data[i], P.data[i + 1], P.data[i + 2]]);
      }
    let best = { x: -1, err: Number.POSITIVE_INFINITY };
    for (let cx = 0; cx <= B.width - P.width; cx++) {
      let err = 0;
      for (let s = 0; s < samples.length; s += 3) {
        const [x, y, r, g, b] = samples[s];
        const i = (y * B.width + cx + x) * 4;
        err +=
          Math.abs(B.data[i] - Math.round(r * 0.45)) +
          Math.abs(B.data[i + 1] - Math.round(g * 0.45)) +
          Math.abs(B.data[i + 2] - Math.round(b * 0.45));
      }
      if (err < best.err) best = { x: cx, err };
    }
    return { x: best.x, refWidth: B.width, displayWidth: bgEl.getBoundingClientRect().width };
  });
}

async function dragHandle(page, distance) {
  const handle = page.locator('.wp-captcha-handle');
  const box = await handle.boundingBox();
  const sx = box.x + box.width / 2;
  const sy = box.y + box.height / 2;
  await page.mouse.move(sx, sy);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(sx + (distance * i) / 12, sy + (i % 2));
  return { sx, sy };
}

const results = [];

// 1 ── password mode, then a real password login
{
  const { page, context } = await newPage('pwd');
  await page.goto(`${BASE}/login`);
  await page.getByText('欢迎来到Wonder家长').waitFor();
  await shot(page, '00-sms-mode-empty');
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByRole('alert').filter({ hasText: '手机号码不能为空！' }).waitFor();
  await shot(page, '01-password-mode-empty-phone');
  await page.getByRole('textbox', { name: '请输入手机号' }).fill(official.phone);
  await page.getByLabel('请输入密码').fill(official.password);
  await page.getByRole('button', { name: /\+86/ }).waitFor();
  await shot(page, '02-password-mode-filled');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15000 });
  const user = await stored(page);
  results.push(
    `password login → ${new URL(page.url()).pathname}, token ${user?.user?.token ? 'stored' : 'MISSING'}, status ${user?.student?.studentStatus}`,
  );
  await context.close();
}

// 2 ── area picker
{
  const { page, context } = await newPage('area');
  await page.goto(`${BASE}/login`);
  await page.getByRole('button', { name: /\+86/ }).click();
  await page.getByRole('dialog', { name: '选择国家和地区' }).waitFor();
  await page.waitForTimeout(600);
  await shot(page, '03-area-picker-open');
  await page
    .getByRole('button', { name: /中国香港/ })
    .first()
    .click();
  await page.getByRole('button', { name: '选择国家和地区 +852' }).waitFor();
  results.push('area picker: chose +852');
  await context.close();
}

// 3 ── SMS through the 4011 slider (scenario sms-captcha-required), then a real SMS login
{
  const { page, context } = await newPage('sms', ['sms-captcha-required']);
  // A controllable clock: the success state lasts 1 s, too short to photograph on a loaded machine.
  await page.clock.install();
  await page.goto(`${BASE}/login`);
  await page.getByRole('textbox', { name: '请输入手机号' }).fill(official.phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const slider = page.getByRole('dialog', { name: '安全验证' });
  await slider.waitFor();
  await page.locator('.wp-captcha[data-state="idle"] .wp-captcha-bg').waitFor();
  await page.waitForTimeout(500);
  await shot(page, '04-slider-open');
  const solved = await solvePuzzle(page);
  const distance = (solved.x * solved.displayWidth) / solved.refWidth;
  // A wrong drop first, to look at the failure state.
  await dragHandle(page, Math.max(10, distance > 120 ? distance - 80 : distance + 80));
  await shot(page, '05-slider-dragging');
  await page.mouse.up();
  await page.locator('.wp-captcha[data-state="failure"]').waitFor();
  await shot(page, '06-slider-failure');
  await page.locator('.wp-captcha[data-state="idle"] .wp-captcha-bg').waitFor({ timeout: 5000 });
  await page.waitForTimeout(800);
  const solved2 = await solvePuzzle(page);
  const d2 = (solved2.x * solved2.displayWidth) / solved2.refWidth;
  await dragHandle(page, d2);
  // Freeze the page's timers before the drop so the 1 s success state can be photographed.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await page.mouse.up();
  await page.locator('.wp-captcha[data-state="success"]').waitFor();
  await shot(page, '07-slider-success');
  const toastSeen = page
    .locator('.adm-toast-main', { hasText: '发送成功' })
    .waitFor({ timeout: 10000 })
    .then(
      () => '发送成功',
      () => 'not seen',
    );
  await page.clock.resume();
  const sent = await toastSeen;
  await page.getByRole('button', { name: /s后重新获取/ }).waitFor();
  await page.waitForTimeout(1200);
  await shot(page, '08-sms-mode-counting-down');
  results.push(`SMS send through the slider: hole x ${solved2.x}/700 → toast '${sent}'`);
  const journal = await admin('GET', `/sessions/${encodeURIComponent(`login-${RUN}-sms`)}/journal?limit=50`);
  const sends = journal.entries.filter((e) => JSON.stringify(e).includes('verificationCode/login/send'));
  results.push(`journal: ${sends.length} SMS sends (${sends.map((e) => e.code).join(', ')})`);
  await page.getByRole('textbox', { name: '请输入验证码' }).fill('123456');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15000 });
  const user = await stored(page);
  results.push(
    `SMS login → ${new URL(page.url()).pathname}, token ${user?.user?.token ? 'stored' : 'MISSING'}, status ${user?.student?.studentStatus}`,
  );
  await context.close();
}

// 4 ── 100088 device-limit dialog (fault on the password login)
{
  const { page, context } = await newPage(
    'device',
    [],
    [{ endpoint: 'member.pwdLogin', code: 100088, message: '登录设备数超限' }],
  );
  await page.goto(`${BASE}/login`);
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: '请输入手机号' }).fill(official.phone);
  await page.getByLabel('请输入密码').fill(official.password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByText('登录提醒').waitFor();
  await page.waitForTimeout(600);
  await shot(page, '09-device-limit-dialog');
  await page.getByRole('button', { name: '我知道了' }).click();
  results.push('100088 → 登录提醒 dialog shown and closed');
  await context.close();
}

// 5 ── first login (unknown phone registers) → age selection → class-hour dialog → parent centre
{
  const { page, context } = await newPage('age');
  await page.goto(`${BASE}/login`);
  await page.getByRole('textbox', { name: '请输入手机号' }).fill('13700009999');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('button', { name: /s后重新获取/ }).waitFor();
  await page.getByRole('textbox', { name: '请输入验证码' }).fill('123456');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL('**/selectAgePage', { timeout: 15000 });
  await page.getByRole('radio', { name: '3岁', exact: true }).waitFor();
  await page.waitForTimeout(600);
  await shot(page, '10-age-selection');
  await page.getByRole('radio', { name: '6岁', exact: true }).click();
  await page.getByRole('button', { name: '确定' }).click();
  const dialogOrToast = await Promise.race([
    page
      .locator('.adm-dialog-title')
      .first()
      .waitFor({ timeout: 10000 })
      .then(() => 'dialog'),
    page.waitForURL('**/parentsCenter', { timeout: 10000 }).then(() => 'toast'),
  ]);
  if (dialogOrToast === 'dialog') {
    await page.waitForTimeout(600);
    await shot(page, '11-class-hour-dialog');
    await page.locator('.adm-dialog-button').last().click();
  }
  await page.waitForURL('**/parentsCenter**', { timeout: 10000 });
  results.push(
    `first login → /selectAgePage → age 6 saved → ${dialogOrToast} → ${new URL(page.url()).pathname}${new URL(page.url()).search}`,
  );
  await context.close();
}

await browser.close();
console.log(results.join('\n'));
