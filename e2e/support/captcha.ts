/**
 * Solving the simulator's slider captcha like a parent: find the hole in the puzzle, drag the handle
 * there. The simulator offers no admin hook that reveals a challenge's answer (mock-server
 * src/captcha/puzzle.ts, src/handlers/captcha-sms), so the hole is found in the image: its rim is drawn in
 * (235, 235, 235), a colour the painted scene never uses (its blue and green channels stay below 232),
 * and the rim's leftmost column is the hole's x on the 700-wide reference.
 */
import { expect, type Page } from '@playwright/test';
import { settled } from './fixtures';

const REFERENCE_WIDTH = 700;

/** The hole's left edge on the reference image, read from the puzzle shown in the page. */
export async function holeX(page: Page): Promise<number> {
  const x = await page.locator('.wp-login-captcha-bg').evaluate(async (node) => {
    const img = node as HTMLImageElement;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d');
    if (!ctx) return -1;
    ctx.drawImage(img, 0, 0);
    const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    for (let col = 0; col < width; col++) {
      let rim = 0;
      for (let row = 0; row < height; row++) {
        const i = (row * width + col) * 4;
        if ((data[i] ?? 0) >= 232 && (data[i + 1] ?? 0) >= 232 && (data[i + 2] ?? 0) >= 232) rim++;
      }
      // The left edge of the piece is 84 rows high: a handful of stray pixels is not it.
      if (rim >= 20) return col;
    }
    return -1;
  });
  expect(x, 'the puzzle has a visible hole').toBeGreaterThan(0);
  return x;
}

/** Drag the handle so the piece lands on the hole (pointer events, as a finger or mouse would). */
export async function solveSliderCaptcha(page: Page): Promise<void> {
  // Measured mid-way through the popup's open animation (scaled), the handle and image would be off.
  await settled(page);
  const x = await holeX(page);
  const image = await page.locator('.wp-login-captcha-bg').boundingBox();
  const handle = await page.locator('.wp-login-captcha-handle').boundingBox();
  if (!image || !handle) throw new Error('slider captcha is not on screen');
  const offset = (x * image.width) / REFERENCE_WIDTH;
  const startX = handle.x + handle.width / 2;
  const y = handle.y + handle.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(startX + (offset * step) / 10, y);
  await page.mouse.up();
}
