/**
 * The visual capture of one story, run by the test-runner after the story rendered, played and passed its
 * a11y check (postVisit): what the phone shows, settled, saved as `<id>.png` for
 * scripts/visual/compare.mjs, which compares it with the story's baseline once the runner is done.
 *
 * Stability check: the story is captured twice in a row (a capture takes 100–200 ms, so whatever still
 * moves, a spinner, a fade, a toast on its way out, shows another frame). When the two differ at all, the
 * second is kept as `<id>.again.png` and the comparison checks them against each other with the
 * baselines' tolerance: a story whose pixels move by themselves (a clock, a running animation, an image
 * still loading) fails as unstable, instead of failing the baseline comparison one run in N. A first capture
 * byte-for-byte equal to its baseline needs no second: whatever moves could not have landed on exactly the
 * approved frame (this skips about 200 of 218 second captures on a run with nothing changed).
 * A picture of the story that did not load fails it before any capture.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** How long a capture waits for the story's calls to be answered (they answer in milliseconds). */
const CALLS_SETTLE_MS = 5_000;

function capturesDir(): string {
  const dir = process.env.VISUAL_CAPTURES_DIR;
  if (!dir) throw new Error('VISUAL_CAPTURES_DIR is not set (run through scripts/test-static.mjs)');
  return dir;
}

/**
 * Waits for what settles by itself (videos show their posters), web fonts, images (lazy ones are loaded now), a
 * painted frame. SVG
 * animations (antd-mobile's DotLoading) are held at their first frame: neither reduced motion nor
 * Playwright's `animations: 'disabled'` reaches them.
 */
async function settle(page: Page): Promise<void> {
  // Every answer the story's stub is giving has reached the app (fixtures-client.tsx counts them): a capture
  // taken while one is on its way (an unread count, a popup's next call) differs from the next one. Bounded:
  // a story that keeps calling is then caught by the stability check below, not by a hang.
  await page
    .waitForFunction(() => (window.__storyCallsInFlight ?? 0) === 0, undefined, { timeout: CALLS_SETTLE_MS })
    .catch(() => undefined);
  await page.evaluate(async () => {
    for (const svg of document.querySelectorAll('svg')) {
      svg.pauseAnimations();
      svg.setCurrentTime(0);
    }
    for (const img of document.images) if (img.loading === 'lazy') img.loading = 'eager';
    // A video shows its poster in the capture, as a parent sees the card before it plays: which frame a
    // loaded video shows depended on how far it had loaded and been seeked (home-modulelist--loading-more
    // and the tourist home differed from run to run, seeks and byte ranges included). Without its source a
    // video element draws its poster; the app's "play once in view" cannot start it again until the
    // capture is over (captureStory gives play and the sources back).
    const held = window as unknown as { heldPlay?: typeof HTMLMediaElement.prototype.play };
    held.heldPlay ??= HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = () => Promise.resolve();
    for (const video of document.querySelectorAll('video')) {
      video.pause();
      const src = video.getAttribute('src');
      if (src === null) continue;
      video.dataset.capturedSrc = src;
      video.removeAttribute('src');
      video.load();
    }
    // The poster is drawn once it has loaded, like any picture.
    await Promise.all(
      [...document.querySelectorAll('video')]
        .filter((video) => video.poster)
        .map((video) => {
          const poster = new Image();
          poster.src = video.poster;
          return poster.decode().catch(() => undefined);
        }),
    );
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? img.decode().catch(() => undefined)
          : new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
      ),
    );
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
  });
}

/**
 * Fails the story when a picture it loads over the network did not load (a broken image is an empty box in the
 * review, and nothing a parent sees): every picture of the fixtures is served with the build (main.ts,
 * staticDirs). Inline data URLs are the story's own (a markup story's image that must not decode).
 */
async function assertImagesLoaded(page: Page): Promise<void> {
  const broken = await page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth === 0 && /^https?:/.test(img.currentSrc))
      .map((img) => img.currentSrc),
  );
  if (broken.length) throw new Error(`pictures that did not load: ${broken.join(', ')}`);
}

/**
 * The viewport as a phone shows it. CSS animations and transitions are finished (Playwright's
 * `animations: 'disabled'`), the text caret hidden; the springs of antd-mobile are stopped by the preview
 * under reduced motion, which the runner's browser context asks for.
 */
function shot(page: Page): Promise<Buffer> {
  return page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
}

const NO_BASELINE = Buffer.alloc(0);

function baselineOf(storyId: string): Buffer {
  const dir = process.env.VISUAL_BASELINES_DIR;
  const file = dir ? join(dir, `${storyId}.png`) : '';
  return file && existsSync(file) ? readFileSync(file) : NO_BASELINE;
}

export async function captureStory(page: Page, storyId: string): Promise<void> {
  const dir = capturesDir();
  mkdirSync(dir, { recursive: true });
  try {
    await settle(page);
    await assertImagesLoaded(page);
    const first = await shot(page);
    writeFileSync(join(dir, `${storyId}.png`), first);
    if (first.equals(baselineOf(storyId))) return;
    const second = await shot(page);
    if (!first.equals(second)) writeFileSync(join(dir, `${storyId}.again.png`), second);
  } finally {
    // The next story of the page plays its videos again.
    await page.evaluate(() => {
      const held = window as unknown as { heldPlay?: typeof HTMLMediaElement.prototype.play };
      if (held.heldPlay) HTMLMediaElement.prototype.play = held.heldPlay;
      for (const video of document.querySelectorAll<HTMLVideoElement>('video[data-captured-src]')) {
        video.setAttribute('src', video.dataset.capturedSrc ?? '');
        delete video.dataset.capturedSrc;
      }
    });
  }
}
