import { DEV_SMS_CODE, expectLoggedIn, openLogin, persona, T } from '../support/app';
import { solveSliderCaptcha } from '../support/captcha';
import { expect, test } from '../support/fixtures';

test('SMS login goes through the 4011 slider captcha', async ({ page, session, shot, toasts }) => {
  await session.setScenarios(['sms-captcha-required']);
  await openLogin(page, 'sms');
  await page.getByLabel(T.phone).fill(persona('official').phone);
  await page.getByRole('button', { name: T.sendCode }).click();

  // The send answered 4011: the slider opens with a real puzzle from the simulator.
  const box = page.getByRole('dialog', { name: T.captchaTitle });
  await expect(box).toHaveAttribute('data-state', 'idle');
  await shot('sms-captcha-open');
  await solveSliderCaptcha(page);
  await expect(box).toHaveAttribute('data-state', 'success');
  await shot('sms-captcha-solved');

  // 1 s later the box closes and the send is retried with the verification string; the countdown runs.
  await expect(box).toBeHidden();
  await expect.poll(toasts).toContain(T.sendSuccess);
  await expect(page.getByRole('button', { name: /s后重新获取/ })).toBeVisible();
  const sends = (await session.journal()).filter((e) => e.endpoint === 'member.sendLoginCode');
  expect(sends.map((e) => String(e.code))).toEqual(['0', '4011']);

  await page.getByLabel(T.code).fill(DEV_SMS_CODE);
  await page.getByRole('button', { name: T.submit, exact: true }).click();
  await expectLoggedIn(page);
  await shot('sms-login-home');
});
