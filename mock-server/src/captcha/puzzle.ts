/**
 * The slider puzzle: a background with a piece-shaped hole and the matching piece, drawn in pure JS.
 * The background is CAPTCHA_REFERENCE_WIDTH (700, doc 1 §5/§9) wide and half as high, so the x the app
 * sends (scaled to the reference width) is directly the piece's left edge on this image.
 */
import { CAPTCHA_REFERENCE_WIDTH } from '@wonder/contracts';
import type { Rng } from '../util/rng';
import { createImage, encodePng, type RgbaImage } from './png';

export const CAPTCHA_WIDTH = CAPTCHA_REFERENCE_WIDTH;
export const CAPTCHA_HEIGHT = CAPTCHA_REFERENCE_WIDTH / 2;
/** Side of the piece's square body. */
export const PIECE_SIZE = 84;
const KNOB_R = 13;
/** Width of the jigsaw image (the piece plus its right knob); its height is the background's. */
export const JIGSAW_WIDTH = PIECE_SIZE + KNOB_R + 3;
/** Accepted distance between the dropped x and the true x, in reference pixels. */
export const CAPTCHA_TOLERANCE_PX = 5;

export interface Puzzle {
  /** Left edge of the hole (and of the piece inside the jigsaw image) on the background. */
  x: number;
  /** Top of the piece's square body. */
  y: number;
  background: Buffer;
  jigsaw: Buffer;
}

/** Is (px, py), relative to the piece's top-left, inside the piece: a square with a knob right and top. */
function inPiece(px: number, py: number): boolean {
  const half = PIECE_SIZE / 2;
  if (px >= 0 && px < PIECE_SIZE && py >= 0 && py < PIECE_SIZE) {
    // The top knob is a notch cut in (a hole in the piece), the right knob sticks out.
    const dxTop = px - half;
    const dyTop = py;
    return dxTop * dxTop + dyTop * dyTop > KNOB_R * KNOB_R;
  }
  const dx = px - PIECE_SIZE;
  const dy = py - half;
  return px >= PIECE_SIZE && dx * dx + dy * dy <= KNOB_R * KNOB_R;
}

function isEdge(px: number, py: number): boolean {
  if (!inPiece(px, py)) return false;
  return !inPiece(px - 2, py) || !inPiece(px + 2, py) || !inPiece(px, py - 2) || !inPiece(px, py + 2);
}

function paintBackground(img: RgbaImage, rng: Rng): void {
  const { width, height, pixels } = img;
  const hue = rng.int(0, 2);
  const phase = rng.int(0, 628) / 100;
  const circles = Array.from({ length: 6 }, () => ({
    cx: rng.int(0, width),
    cy: rng.int(0, Math.floor(height * 0.6)),
    r: rng.int(18, 46),
    c: [rng.int(150, 255), rng.int(120, 230), rng.int(90, 200)] as const,
  }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const t = y / height;
      // Sky gradient, rolling hills below: smooth areas keep the PNG small.
      let r = 120 + 100 * t;
      let g = 170 + 60 * t;
      let b = 235 - 60 * t;
      const hill = height * (0.62 + 0.1 * Math.sin(x / 70 + phase) + 0.05 * Math.sin(x / 23));
      if (y > hill) {
        r = 70 + 30 * t;
        g = 140 + 50 * Math.sin(x / 90 + phase) * 0.3;
        b = 70;
      }
      for (const c of circles) {
        const dx = x - c.cx;
        const dy = y - c.cy;
        if (dx * dx + dy * dy <= c.r * c.r) {
          r = c.c[0];
          g = c.c[1];
          b = c.c[2];
        }
      }
      if (hue === 1) [r, g, b] = [g, b, r];
      if (hue === 2) [r, g, b] = [b, r, g];
      pixels[i] = r;
      pixels[i + 1] = g;
      pixels[i + 2] = b;
      pixels[i + 3] = 255;
    }
  }
}

export function makePuzzle(rng: Rng): Puzzle {
  const bg = createImage(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  paintBackground(bg, rng);
  const x = rng.int(JIGSAW_WIDTH + 20, CAPTCHA_WIDTH - JIGSAW_WIDTH - 10);
  const y = rng.int(KNOB_R + 10, CAPTCHA_HEIGHT - PIECE_SIZE - 10);
  const jig = createImage(JIGSAW_WIDTH, CAPTCHA_HEIGHT);
  for (let py = 0; py < PIECE_SIZE; py++) {
    for (let px = 0; px < JIGSAW_WIDTH; px++) {
      if (!inPiece(px, py)) continue;
      const src = ((y + py) * CAPTCHA_WIDTH + (x + px)) * 4;
      const dst = ((y + py) * JIGSAW_WIDTH + px) * 4;
      const edge = isEdge(px, py);
      for (let k = 0; k < 3; k++) {
        const v = bg.pixels[src + k] as number;
        jig.pixels[dst + k] = edge ? 255 : v;
        // The hole: darkened, with a light rim so it is visible on any colour.
        bg.pixels[src + k] = edge ? 235 : Math.round(v * 0.45);
      }
      jig.pixels[dst + 3] = 255;
    }
  }
  return { x, y, background: encodePng(bg), jigsaw: encodePng(jig) };
}
