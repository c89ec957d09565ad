/**
 * WeChat share entities (doc 1 §3, §7): the share info of a page and the JS-SDK sign package, both
 * answered by the www share configuration beside code/msg (share family, no data field).
 */
import * as z from 'zod/mini';

/** Share info of a page. */
export const ShareInfoSchema = z.object({
  key: z.string().check(z.minLength(1)),
  title: z.string(),
  desc: z.string(),
  toURL: z.url(),
  iconURL: z.url(),
  page_name: z.nullish(z.string()),
  subject_type: z.nullish(z.union([z.string(), z.number().check(z.int())])),
  sentry: z.nullish(z.string()),
  /** Present on the share config; '0' when the presentId lookup failed (doc 1 §8). */
  presentID: z.nullish(z.string()),
});
export type ShareInfo = z.infer<typeof ShareInfoSchema>;

/** WeChat JS-SDK signature package. */
export const SignPackageSchema = z.object({
  appId: z.string().check(z.minLength(1)),
  timestamp: z.number().check(z.int(), z.positive()),
  nonceStr: z.string().check(z.minLength(1)),
  signature: z.string().check(z.regex(/^[0-9a-f]{40}$/, 'signature must be a sha1 hex digest')),
});
export type SignPackage = z.infer<typeof SignPackageSchema>;

/** Share config request: the page url with '&' replaced (doc 1 §7). */
export const ShareConfBodySchema = z.object({ sUrl: z.string().check(z.minLength(1)) });
export type ShareConfBody = z.infer<typeof ShareConfBodySchema>;

/** Share config answer fields beside code/msg. Missing shareInfo is a flow error handled by the app. */
export const ShareConfDataSchema = z.object({
  shareInfo: z.nullish(ShareInfoSchema),
  signPackage: SignPackageSchema,
});
export type ShareConfData = z.infer<typeof ShareConfDataSchema>;

/** Pea-coin reward after sharing a learning PK task (POST /v1/study/getBeacoinByShareWechat). */
export const BeacoinByShareBodySchema = z.object({
  token: z.string().check(z.minLength(1)),
  /** Id of the shared learning PK task (key study). */
  id: z.union([z.string().check(z.minLength(1)), z.number().check(z.int())]),
});
/** Answer data not shown: modelled as the coins granted and the new balance. */
export const BeacoinByShareDataSchema = z.object({
  beacoinNum: z.number().check(z.int(), z.gte(0)),
  peaCoinNum: z.nullish(z.number().check(z.int(), z.gte(0))),
});
export type BeacoinByShareData = z.infer<typeof BeacoinByShareDataSchema>;
