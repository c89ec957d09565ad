/**
 * Who the visitor is (doc 1 §3, §7, doc 3 §3): the user, the student status, the private (child/parent) and
 * present info, and the payloads of the session calls: WeChat backup and authorization, tokens (check,
 * exchange, real, one-time link code), the platform biz token and source ids. Fields the spec lists are all
 * present; which are optional follows what real replies omit (the spec says "in parts" for
 * userName/unificationId).
 */
import * as z from 'zod/mini';
import { AuditionStatusSchema, ParentStatusSchema, StudentStatusSchema } from '../enums';

export const UserInfoSchema = z.object({
  token: z.string(),
  userId: z.string(),
  appToken: z.nullish(z.string()),
  openId: z.nullish(z.string()),
  /** Login time, epoch ms; sent back as klzz_ol_home_time. */
  time: z.number().check(z.int()),
  userName: z.nullish(z.string()),
  unificationId: z.nullish(z.string()),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const StudentInfoSchema = z.object({
  studentStatus: StudentStatusSchema,
  studentAuditionStatusEnums: z.nullish(AuditionStatusSchema),
  /** Dash-separated; the first part is the student level, e.g. 'L3-2-1'. */
  step: z.nullish(z.string()),
  payedStudentStatusText: z.nullish(z.string()),
});
export type StudentInfo = z.infer<typeof StudentInfoSchema>;

export const AttendClassSchema = z.object({
  attendClass: z.number().check(z.int()),
  catePid: z.number().check(z.int()),
});

export const PrivateInfoSchema = z.object({
  headImg: z.string(),
  headImgId: z.nullish(z.number().check(z.int())),
  kidName: z.string(),
  parentName: z.string(),
  parentStatus: ParentStatusSchema,
  parentPhone: z.string(),
  starNum: z.number().check(z.int(), z.gte(0)),
  /** Current class id. */
  attendClass: z.nullish(z.number().check(z.int())),
  /** The last entry's attendClass wins. */
  attendClassVoList: z.array(AttendClassSchema),
  kidSex: z.nullish(z.number().check(z.int(), z.gte(0), z.lte(2))),
  /** Tutor id; 0 means no tutor (the tutor entry is hidden). */
  crUid: z.number().check(z.int()),
  peaCoinNum: z.number().check(z.int(), z.gte(0)),
  kidBornTime: z.nullish(z.string()),
  city: z.nullish(z.string()),
  cityId: z.nullish(z.number().check(z.int())),
  provinceId: z.nullish(z.number().check(z.int())),
  addr: z.nullish(z.string()),
  area: z.nullish(z.string()),
});
export type PrivateInfo = z.infer<typeof PrivateInfoSchema>;

export const PresentInfoSchema = z.object({
  presentId: z.string(),
  invitedUserId: z.nullish(z.string()),
  userSubjects: z.nullish(z.array(z.number().check(z.int()))),
  channelId: z.nullish(z.string()),
});
export type PresentInfo = z.infer<typeof PresentInfoSchema>;

/** App type codes of the member centre; MASTER_WECHAT is the only one the spec names. */
export const APP_TYPE_CODE = { MASTER_WECHAT: 'MASTER_WECHAT' } as const;
export const AppTypeCodeSchema = z.string().check(z.minLength(1));

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
