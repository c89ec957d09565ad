/**
 * The login screen's entities (doc 1 §3, §4, §5, §7): password and SMS-code login payloads and answer, the
 * WeChat rebind, the area-code list, SMS sends and supplier codes, the slider captcha (challenge, check, point;
 * the gateway answers {repCode, repMsg, repData}, '0000' passes, '6201' on loading clears the images) and the
 * upgrade-config list (typeValue is a JSON string) with the app info the native shell hands over. Phone and
 * password travel as RSA ciphers (doc 1 §5), tagged with the cipher version.
 */
import * as z from 'zod/mini';
import { ChannelSchema } from '../enums';
import { AppTypeCodeSchema } from './session';

/** The cipher version sent with encrypted phone/password (doc 1 §3: 'v1'). */
export const CIPHER_VERSION = 'v1' as const;
export const CipherVersionSchema = z.literal(CIPHER_VERSION);

/** Default area code (doc 1 §5, §9). */
export const DEFAULT_AREA_CODE = '86';
/** Area codes are digits only, '86', '852', '1'… */
export const AreaCodeSchema = z.string().check(z.regex(/^\d{1,4}$/, 'area code must be 1 to 4 digits'));
/** Base64 RSA cipher text (jsencrypt output). */
export const CipherTextSchema = z.string().check(z.minLength(1));

/** Password login (POST /member/aggregation/v2/pwdLogin). */
export const PwdLoginBodySchema = z.object({
  appTypeCode: AppTypeCodeSchema,
  phoneCipher: CipherTextSchema,
  passwordCipher: CipherTextSchema,
  areaCode: AreaCodeSchema,
  /** Login source; trial-claim uses 10001 (doc 1 §9), so numbers and strings both occur. */
  source: z.union([z.string(), z.number().check(z.int())]),
  cipherVersion: CipherVersionSchema,
});
export type PwdLoginBody = z.infer<typeof PwdLoginBodySchema>;

/** ext of the code login: who invited the visitor. */
export const LoginExtSchema = z.object({
  presentId: z.nullish(z.string()),
  inviteUid: z.nullish(z.string()),
});
export type LoginExt = z.infer<typeof LoginExtSchema>;

/**
 * SMS-code login (POST /member/aggregation/v2/verificationLogin): the password fields plus the code.
 * The password cipher is absent in code login. "Other shapes carry mobile, loginType, openId, sourceId".
 */
export const CodeLoginBodySchema = z.extend(z.omit(PwdLoginBodySchema, { passwordCipher: true }), {
  passwordCipher: z.nullish(CipherTextSchema),
  /**
   * Digits, as typed: doc 1 §5 checks only that the code is filled ('请输入验证码！'); the server judges it
   * (a wrong one is its message as a toast, doc 1 §8), so no length is enforced before it.
   */
  verificationCode: z.string().check(z.regex(/^\d+$/, 'verification code must be digits')),
  verificationCodeToken: z.string().check(z.minLength(1)),
  ext: LoginExtSchema,
  channel: ChannelSchema,
  registered: z.boolean(),
  autoRegisterType: z.nullish(z.union([z.string(), z.number().check(z.int())])),
  /** Shown instead of the server message on code 1000012 (doc 1 §8). */
  messageText: z.nullish(z.string()),
  mobile: z.nullish(z.string()),
  loginType: z.nullish(z.union([z.string(), z.number().check(z.int())])),
  openId: z.nullish(z.string()),
  sourceId: z.nullish(z.string()),
});
export type CodeLoginBody = z.infer<typeof CodeLoginBodySchema>;

/** One account behind a login. */
export const LoginUserinfoSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  openid: z.nullish(z.string()),
});
export type LoginUserinfo = z.infer<typeof LoginUserinfoSchema>;

/** Login answer data: token, accounts, and (doc 1 §3) isFirstLogin, kept inside data. */
export const LoginDataSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userinfos: z.array(LoginUserinfoSchema).check(z.minLength(1)),
  isFirstLogin: z.nullish(z.boolean()),
});
export type LoginData = z.infer<typeof LoginDataSchema>;

/** Phone ↔ WeChat rebind (POST /member/v1/front/phoneChangeWechat). */
export const PhoneChangeWechatBodySchema = z.object({
  appTypeCode: AppTypeCodeSchema,
  openid: z.string().check(z.minLength(1)),
  /** Chosen: sent true after the parent pressed 绑定 on the conflict confirm. */
  confirm: z.nullish(z.boolean()),
});
/**
 * Rebind answer: rebound true when done; rebound false with boundPhone is the conflict that triggers the
 * confirm 发现已有社交帐号已绑定{phone}手机号 (doc 1 §8). Shape chosen (the spec says only "rebind").
 */
export const PhoneChangeWechatDataSchema = z.object({
  rebound: z.boolean(),
  boundPhone: z.nullish(z.string()),
});
export type PhoneChangeWechatData = z.infer<typeof PhoneChangeWechatDataSchema>;

/** Area code item (GET /v1/visitor/getCountryMobilePrefixs). top 1 = hot country, listed under '#'. */
export const AreaCodeItemSchema = z.object({
  country: z.string().check(z.minLength(1)),
  areaCode: AreaCodeSchema,
  firstLetter: z.string().check(z.regex(/^[A-Z#]$/, 'firstLetter must be one capital letter')),
  top: z.number().check(z.int(), z.gte(0), z.lte(1)),
});
export type AreaCodeItem = z.infer<typeof AreaCodeItemSchema>;

/** Send-SMS payload (login code, account-deletion verification). */
export const SendSmsBodySchema = z.object({
  areaCode: AreaCodeSchema,
  phoneCipher: CipherTextSchema,
  cipherVersion: CipherVersionSchema,
});
export type SendSmsBody = z.infer<typeof SendSmsBodySchema>;

/** Send-SMS answer: the token the code login sends back as verificationCodeToken (shape chosen). */
export const SendSmsDataSchema = z.object({ verificationCodeToken: z.string().check(z.minLength(1)) });
export type SendSmsData = z.infer<typeof SendSmsDataSchema>;

/** CRM SMS send (POST /index/sms/sends): payload not shown, chosen. */
export const CrmSmsSendBodySchema = z.object({
  mobile: z.string().check(z.regex(/^\d{1,14}$/, 'phone must be 1 to 14 digits')),
  areaCode: z.nullish(AreaCodeSchema),
  templateCode: z.nullish(z.string()),
});

/** Supplier code list (GET /member/v2/getSupplierCodeList?appid): answer chosen. */
export const SupplierCodeSchema = z.object({
  supplierCode: z.string().check(z.minLength(1)),
  supplierName: z.string(),
});
export type SupplierCode = z.infer<typeof SupplierCodeSchema>;

/** The slider puzzle captcha type (value of the captcha gateway). */
export const CAPTCHA_TYPE = { BLOCK_PUZZLE: 'blockPuzzle' } as const;
export const CaptchaTypeSchema = z.enum(CAPTCHA_TYPE);

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

/** App info from the native shell (GetSystemEnvInfo → SystemEnvInfo). */
export const AppInfoSchema = z.object({
  /** Dot-separated numeric, e.g. '2.5.0'; compared numerically for feature gates. */
  appVersion: z.string().check(z.regex(/^\d+(\.\d+)*$/, 'app version must be dot-separated numbers')),
  system: z.string().check(z.minLength(1)),
  systemVersion: z.string(),
  phoneModel: z.string(),
  /** Install channel code (0 other, 1 app shop, 2 huawei, … 101 ios) as the shell sends it. */
  channel: z.union([z.string(), z.number().check(z.int())]),
  appDeviceId: z.string().check(z.minLength(1)),
  appName: z.string().check(z.minLength(1)),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;

/**
 * The documents the login form asks a parent to accept (doc 1 §2 routes /protocol, /userAgreement,
 * /userPrivacy, /userChildrenPrivacy). The spec gives no text and no call: the app renders what the backend
 * serves (contracts' `app.getProtocol`, chosen), as HTML the app sanitises before showing.
 */
export const PROTOCOL_TYPE = {
  USER_AGREEMENT: 'userAgreement',
  USER_PRIVACY: 'userPrivacy',
  USER_CHILDREN_PRIVACY: 'userChildrenPrivacy',
} as const;
export const ProtocolTypeSchema = z.enum(PROTOCOL_TYPE);
export type ProtocolType = z.infer<typeof ProtocolTypeSchema>;

export const ProtocolQuerySchema = z.object({ type: ProtocolTypeSchema });

export const ProtocolDocumentSchema = z.object({
  type: ProtocolTypeSchema,
  title: z.string().check(z.minLength(1)),
  /** HTML as the backend's editors write it; untrusted: the app sanitises it. */
  content: z.string(),
  /** When this version took effect, YYYY-MM-DD. */
  effectiveDate: z.nullish(z.string()),
});
export type ProtocolDocument = z.infer<typeof ProtocolDocumentSchema>;
