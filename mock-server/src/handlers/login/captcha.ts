/**
 * The slider captcha gateway (doc 1 §4, §5, §7): real puzzles, real AES-decrypted points.
 *  - get: a background with a hole, the piece, a token and a 16-char AES key; the hole's x is kept in
 *    the session world for CHALLENGE_TTL_MS.
 *  - check: the point is AES-128-ECB/PKCS7-decrypted with that key (plain JSON when the challenge had
 *    no key), x must be within CAPTCHA_TOLERANCE_PX of the truth and y must be 5. A challenge is
 *    single use. Success records the verification string the SMS send accepts.
 */
import { randomBytes } from 'node:crypto';
import { CAPTCHA_POINT_Y, endpoints } from '@wonder/contracts';
import { z } from 'zod';
import { CAPTCHA_TOLERANCE_PX, makePuzzle } from '../../captcha/puzzle';
import { aesEcbDecrypt, aesEcbEncrypt } from '../../crypto/aes';
import { defineHandler } from '../define';
import { fail, ok } from '../result';

const L = endpoints.login;

const PointSchema = z.object({ x: z.number().finite(), y: z.number().finite() });

export const CHALLENGE_TTL_MS = 2 * 60_000;

export const CAPTCHA_FAILURE = {
  /** Unknown, used or expired challenge token. */
  expired: { code: '6110', message: '验证码已失效，请重新获取' },
  /** Wrong position (or undecryptable point). */
  wrong: { code: '6111', message: '验证失败' },
} as const;

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function secretKey(): string {
  const bytes = randomBytes(16);
  let s = '';
  for (const b of bytes) s += ALNUM[b % ALNUM.length];
  return s;
}

/** Every form of the verification string an app may send back (see README, "captcha"). */
export function verificationVariants(
  token: string,
  pointJsonSent: string,
  pointPlain: string,
  key: string | null,
) {
  const variants = [`${token}---${pointJsonSent}`, `${token}---${pointPlain}`];
  if (key) variants.push(aesEcbEncrypt(`${token}---${pointPlain}`, key));
  return variants;
}

export const captchaGet = defineHandler(L.captchaGet, (ctx) => {
  const puzzle = makePuzzle(ctx.rng);
  const token = randomBytes(16).toString('hex');
  // Scenario param captchaPlain=1 issues challenges without AES (the component then sends plain JSON).
  const key = ctx.params.captchaPlain ? null : secretKey();
  ctx.world.addCaptcha({
    token,
    x: puzzle.x,
    y: puzzle.y,
    secretKey: key,
    expiresAt: ctx.now + CHALLENGE_TTL_MS,
  });
  return ok({
    originalImageBase64: puzzle.background.toString('base64'),
    jigsawImageBase64: puzzle.jigsaw.toString('base64'),
    token,
    secretKey: key,
  });
});

export const captchaCheck = defineHandler(L.captchaCheck, (ctx) => {
  const { body } = ctx;
  const challenge = ctx.world.captchas.get(body.token);
  if (!challenge || ctx.now > challenge.expiresAt) {
    ctx.world.captchas.delete(body.token);
    return fail(CAPTCHA_FAILURE.expired.code, CAPTCHA_FAILURE.expired.message);
  }
  ctx.world.captchas.delete(body.token);
  const plain = challenge.secretKey ? aesEcbDecrypt(body.pointJson, challenge.secretKey) : body.pointJson;
  let point: { x: number; y: number } | null = null;
  if (plain) {
    try {
      const parsed = PointSchema.safeParse(JSON.parse(plain));
      if (parsed.success) point = parsed.data;
    } catch {
      point = null;
    }
  }
  if (
    !plain ||
    !point ||
    Math.abs(point.x - challenge.x) > CAPTCHA_TOLERANCE_PX ||
    point.y !== CAPTCHA_POINT_Y
  ) {
    return fail(CAPTCHA_FAILURE.wrong.code, CAPTCHA_FAILURE.wrong.message);
  }
  ctx.world.recordSolved(
    verificationVariants(body.token, body.pointJson, plain, challenge.secretKey),
    body.token,
  );
  return ok({ captchaType: body.captchaType, token: body.token, result: true });
});
