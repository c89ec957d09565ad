/**
 * Slider captcha entities (doc 1 §3, §4, §5, §7): the challenge, the check payload and the point.
 * The gateway answers {repCode, repMsg, repData}; repCode '0000' passes, '6201' on loading clears the images.
 */
import * as z from 'zod/mini';

/** The slider puzzle captcha type (value of the captcha gateway). */
export const CAPTCHA_TYPE = { BLOCK_PUZZLE: 'blockPuzzle' } as const;
export const CaptchaTypeSchema = z.enum(CAPTCHA_TYPE);

/** Captcha rep codes the app reacts to. */
export const CAPTCHA_REP_CODE = { OK: '0000', IMAGES_EXPIRED: '6201' } as const;

/** Reference width the slider position is scaled to; y is always 5 (doc 1 §5, §9). */
export const CAPTCHA_REFERENCE_WIDTH = 700;
export const CAPTCHA_POINT_Y = 5;

/** Challenge request (POST /auth/o/v1/captcha/get). */
export const CaptchaGetBodySchema = z.object({
  captchaType: CaptchaTypeSchema,
  clientUid: z.string().check(z.minLength(1)),
  /** Client time, epoch ms. */
  ts: z.number().check(z.int(), z.positive()),
});
export type CaptchaGetBody = z.infer<typeof CaptchaGetBodySchema>;

const base64Image = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64 image data'));

/** Challenge repData: background, puzzle piece, the challenge token and the optional AES key. */
export const CaptchaChallengeSchema = z.object({
  originalImageBase64: base64Image,
  jigsawImageBase64: base64Image,
  token: z.string().check(z.minLength(1)),
  /** 16-character AES key; when given, pointJson and the verification string are encrypted with it. */
  secretKey: z.nullish(z.string().check(z.length(16))),
});
export type CaptchaChallenge = z.infer<typeof CaptchaChallengeSchema>;

/** The point the handle was dropped at, scaled to the 700-wide reference. */
export const CaptchaPointSchema = z.object({
  x: z.number().check(z.gte(0), z.lte(CAPTCHA_REFERENCE_WIDTH)),
  y: z.number(),
});
export type CaptchaPoint = z.infer<typeof CaptchaPointSchema>;

/** Check request (POST /auth/o/v1/captcha/check). pointJson is the JSON point, AES-encrypted if a key came. */
export const CaptchaCheckBodySchema = z.object({
  captchaType: CaptchaTypeSchema,
  pointJson: z.string().check(z.minLength(1)),
  token: z.string().check(z.minLength(1)),
});
export type CaptchaCheckBody = z.infer<typeof CaptchaCheckBodySchema>;

/**
 * Check answer repData: the app reads only repCode (doc 1 §7); the echo of type, token and result is
 * modelled so the simulator answers something realistic, all optional.
 */
export const CaptchaCheckDataSchema = z.nullable(
  z.object({
    captchaType: z.nullish(CaptchaTypeSchema),
    token: z.nullish(z.string()),
    result: z.nullish(z.boolean()),
  }),
);
export type CaptchaCheckData = z.infer<typeof CaptchaCheckDataSchema>;
