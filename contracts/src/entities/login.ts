/**
 * Login entities (doc 1 §3, §7): password and SMS-code login payloads, the login answer, WeChat backup,
 * the platform biz token, the area-code list and the send-SMS payload. Phone and password travel as
 * RSA ciphers (doc 1 §5), tagged with the cipher version.
 */
import * as z from 'zod/mini';
import { ChannelSchema } from '../enums';
import { StudentInfoSchema, UserInfoSchema } from './user';

/** The cipher version sent with encrypted phone/password (doc 1 §3: 'v1'). */
export const CIPHER_VERSION = 'v1' as const;
export const CipherVersionSchema = z.literal(CIPHER_VERSION);

/** App type codes of the member centre; MASTER_WECHAT is the only one the spec names. */
export const APP_TYPE_CODE = { MASTER_WECHAT: 'MASTER_WECHAT' } as const;
export const AppTypeCodeSchema = z.string().check(z.minLength(1));

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
  verificationCode: z.string().check(z.regex(/^\d{4,6}$/, 'verification code must be 4 to 6 digits')),
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

/** WeChat backup (POST /member/v2/wechat/backup): exchange a WeChat code. */
export const WechatBackupBodySchema = z.object({
  code: z.string().check(z.minLength(1)),
  appTypeCode: z.literal(APP_TYPE_CODE.MASTER_WECHAT),
});
export type WechatBackupBody = z.infer<typeof WechatBackupBodySchema>;

/**
 * WeChat backup answer: a temporary token and the accounts. An unbound WeChat user gets an empty
 * token and one entry with only the openid (doc 1 §4: TOURIST with only the openId).
 */
export const WechatBackupDataSchema = z.object({
  token: z.string(),
  userinfos: z.array(
    z.object({
      userId: z.nullish(z.string()),
      openid: z.string().check(z.minLength(1)),
    }),
  ),
});
export type WechatBackupData = z.infer<typeof WechatBackupDataSchema>;

/** WeChat authorization (POST /member/v1/weChatAuthorization): where to come back after authorizing. */
export const WechatAuthorizationBodySchema = z.object({ backupUrl: z.url() });

/** Platform biz token (POST /bizcenter-usercenter/o/login/bizToken). */
export const BizTokenBodySchema = z.object({
  channel: z.union([z.string(), z.number().check(z.int())]),
  terminal: z.union([z.string(), z.number().check(z.int())]),
  token: z.string().check(z.minLength(1)),
});
export const BizTokenDataSchema = z.object({ accessToken: z.string().check(z.minLength(1)) });
export type BizTokenData = z.infer<typeof BizTokenDataSchema>;

/** A body or query that is just the logged-in token. */
export const TokenOnlySchema = z.object({ token: z.string().check(z.minLength(1)) });
/** An answer that is just a token. */
export const TokenDataSchema = z.object({ token: z.string().check(z.minLength(1)) });
export type TokenData = z.infer<typeof TokenDataSchema>;

/** Real token → user info: the user and the student status the app stores after WeChat sign-in. */
export const UserWithStatusSchema = z.object({ ...UserInfoSchema.shape, ...StudentInfoSchema.shape });
export type UserWithStatus = z.infer<typeof UserWithStatusSchema>;

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

/** Check token (POST /member/v2/checkToken): payload and answer chosen. */
export const CheckTokenDataSchema = z.object({
  valid: z.boolean(),
  userId: z.nullish(z.string()),
});

/** One-time link code (token → short-lived token for an external link). */
export const LinkCodeBodySchema = z.object({
  token: z.string().check(z.minLength(1)),
  appTypeCode: z.literal(APP_TYPE_CODE.MASTER_WECHAT),
});
/** Code 0 gives a token; 1000014 gives an empty token (doc 1 §8), hence no min length. */
export const LinkCodeDataSchema = z.object({ token: z.string() });

/** Source/channel by source key. */
export const SourceKeyQuerySchema = z.object({ sourceKey: z.string().check(z.minLength(1)) });
export const SourceIdDataSchema = z.object({
  sourceId: z.string().check(z.minLength(1)),
  channelId: z.nullish(z.string()),
});
export type SourceIdData = z.infer<typeof SourceIdDataSchema>;

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
