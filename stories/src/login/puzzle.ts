/**
 * A slider-captcha challenge drawn in the browser for the stories: the fixtures carry 1-pixel images (they
 * only have to satisfy the contract), which would leave the design review with an empty box. Same geometry
 * as the simulator's puzzle: a 700 × 350 background with a piece-shaped hole, and a piece image as high
 * as the background with the piece at the hole's height.
 */
import type { CaptchaChallenge } from '@wonder/contracts';

const WIDTH = 700;
const HEIGHT = 350;
const PIECE = 84;
const KNOB = 13;
const JIGSAW_WIDTH = PIECE + KNOB + 3;
/** Where the hole is, on the 700-wide reference. */
export const PUZZLE_HOLE = { x: 430, y: 140 } as const;

function piecePath(ctx: CanvasRenderingContext2D, x: number, y: number): void {
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x + PIECE / 2 - KNOB, y);
  // The top knob is a notch cut in, the right knob sticks out (as on the simulator's puzzle).
  ctx.arc(x + PIECE / 2, y, KNOB, Math.PI, 0, true);
  ctx.lineTo(x + PIECE, y);
  ctx.lineTo(x + PIECE, y + PIECE / 2 - KNOB);
  ctx.arc(x + PIECE, y + PIECE / 2, KNOB, -Math.PI / 2, Math.PI / 2, false);
  ctx.lineTo(x + PIECE, y + PIECE);
  ctx.lineTo(x, y + PIECE);
  ctx.closePath();
}

function paintScene(ctx: CanvasRenderingContext2D): void {
  const sky = ctx.createLinearGradient(0, 0, 0, HEIGHT);
  sky.addColorStop(0, '#7fb6f0');
  sky.addColorStop(1, '#d6ecff');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.fillStyle = '#ffd166';
  ctx.beginPath();
  ctx.arc(110, 80, 42, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#5aa469';
  ctx.beginPath();
  ctx.moveTo(0, HEIGHT);
  for (let x = 0; x <= WIDTH; x += 10) ctx.lineTo(x, 235 + 28 * Math.sin(x / 70) + 12 * Math.sin(x / 23));
  ctx.lineTo(WIDTH, HEIGHT);
  ctx.fill();
  ctx.fillStyle = '#ef8354';
  for (const [cx, cy, r] of [
    [260, 120, 30],
    [560, 90, 36],
    [620, 260, 24],
  ] as const) {
    ctx.beginPath();
    ctx.arc(cx, cy, r, 0, Math.PI * 2);
    ctx.fill();
  }
}

function base64Of(canvas: HTMLCanvasElement): string {
  return canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
}

function canvasOf(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  return [canvas, ctx];
}

let cached: CaptchaChallenge | null = null;

/** The story challenge (drawn once per page). */
export function storyChallenge(): CaptchaChallenge {
  if (cached) return cached;
  const { x, y } = PUZZLE_HOLE;
  const [scene, sceneCtx] = canvasOf(WIDTH, HEIGHT);
  paintScene(sceneCtx);

  const [piece, pieceCtx] = canvasOf(JIGSAW_WIDTH, HEIGHT);
  pieceCtx.save();
  piecePath(pieceCtx, 0, y);
  pieceCtx.clip();
  pieceCtx.drawImage(scene, x, 0, JIGSAW_WIDTH, HEIGHT, 0, 0, JIGSAW_WIDTH, HEIGHT);
  pieceCtx.restore();
  piecePath(pieceCtx, 0, y);
  pieceCtx.strokeStyle = '#ffffff';
  pieceCtx.lineWidth = 3;
  pieceCtx.stroke();

  const [background, bgCtx] = canvasOf(WIDTH, HEIGHT);
  bgCtx.drawImage(scene, 0, 0);
  piecePath(bgCtx, x, y);
  bgCtx.fillStyle = 'rgba(0, 0, 0, 0.55)';
  bgCtx.fill();
  bgCtx.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  bgCtx.lineWidth = 2;
  bgCtx.stroke();

  cached = {
    originalImageBase64: base64Of(background),
    jigsawImageBase64: base64Of(piece),
    token: 'story-captcha-token',
    secretKey: 'StoryKey12345678',
  };
  return cached;
}
