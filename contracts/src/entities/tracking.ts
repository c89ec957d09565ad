/**
 * Event-tracking record (doc 1 §3), posted to the tracking collector (POST /buriedData/writeKafka),
 * and the sign-up link of the analytics id (GET /v1/common/sensorsAnalytics/trackSignUp).
 */
import * as z from 'zod/mini';
import { CARRIERS, TrackingPlatformSchema } from '../enums';

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Extra parameters of an event; android_channel is always named, the rest vary per event. */
export const TrackingParasSchema = z.catchall(z.object({ android_channel: z.nullish(z.string()) }), scalar);
export type TrackingParas = z.infer<typeof TrackingParasSchema>;

/** Mobile network carrier codes 1 to 4. */
export const CarrierSchema = z.union(
  CARRIERS.map((c) => z.literal(c)) as unknown as [z.ZodMiniLiteral<number>],
);

export const TrackingRecordSchema = z.object({
  /** Empty for tourists. */
  user_id: z.string(),
  device_id: z.string().check(z.minLength(1)),
  session_id: z.string().check(z.minLength(1)),
  /** 1 Android app, 2 iOS app, 3 WeChat or desktop web, 4 other. */
  platform: TrackingPlatformSchema,
  os: z.string(),
  network: z.string(),
  mnc: z.nullish(CarrierSchema),
  app_version: z.string(),
  app_name: z.string(),
  ipaddr: z.nullish(z.string()),
  /** Entry code, e.g. the /downloadApp enter values (home 19, open class detail 5…). */
  entrance: z.nullish(z.union([z.string(), z.number().check(z.int())])),
  /** Epoch ms. */
  timestamp: z.number().check(z.int(), z.positive()),
  status: z.nullish(z.number().check(z.int())),
  event_name: z.string().check(z.minLength(1)),
  event_id: z.string().check(z.minLength(1)),
  last_url: z.nullish(z.string()),
  paras: TrackingParasSchema,
});
export type TrackingRecord = z.infer<typeof TrackingRecordSchema>;

/** The most records one batch carries (chosen: a page's events between two sends stay well under it). */
export const TRACKING_BATCH_MAX = 50;

/**
 * What writeKafka takes: one record (doc 1 §7) or, chosen beyond the spec (issue #30), a batch of records, so a
 * page's events leave in one request after its first view instead of one request each while it draws. A
 * collector that takes only single records answers a batch with its validation error; the app then loses that
 * batch's events, never a screen (tracking failures are only logged).
 */
export const TrackingBodySchema = z.union([
  TrackingRecordSchema,
  z.array(TrackingRecordSchema).check(z.minLength(1), z.maxLength(TRACKING_BATCH_MAX)),
]);

/** Sign-up link of the anonymous analytics id to the registered user id. */
export const TrackSignUpQuerySchema = z.object({
  anonymousId: z.string().check(z.minLength(1)),
  registerId: z.string().check(z.minLength(1)),
});
export type TrackSignUpQuery = z.infer<typeof TrackSignUpQuerySchema>;
