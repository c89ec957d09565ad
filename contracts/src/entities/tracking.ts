/**
 * Event-tracking record (doc 1 §3), posted to the tracking collector (POST /buriedData/writeKafka),
 * and the sign-up link of the analytics id (GET /v1/common/sensorsAnalytics/trackSignUp).
 */
import { z } from 'zod';
import { CARRIERS, TrackingPlatformSchema } from '../enums';

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** Extra parameters of an event; android_channel is always named, the rest vary per event. */
export const TrackingParasSchema = z.object({ android_channel: z.string().nullish() }).catchall(scalar);
export type TrackingParas = z.infer<typeof TrackingParasSchema>;

/** Mobile network carrier codes 1 to 4. */
export const CarrierSchema = z.union(CARRIERS.map((c) => z.literal(c)) as unknown as [z.ZodLiteral<number>]);

export const TrackingRecordSchema = z.object({
  /** Empty for tourists. */
  user_id: z.string(),
  device_id: z.string().min(1),
  session_id: z.string().min(1),
  /** 1 Android app, 2 iOS app, 3 WeChat or desktop web, 4 other. */
  platform: TrackingPlatformSchema,
  os: z.string(),
  network: z.string(),
  mnc: CarrierSchema.nullish(),
  app_version: z.string(),
  app_name: z.string(),
  ipaddr: z.string().nullish(),
  /** Entry code, e.g. the /downloadApp enter values (home 19, open class detail 5…). */
  entrance: z.union([z.string(), z.number().int()]).nullish(),
  /** Epoch ms. */
  timestamp: z.number().int().positive(),
  status: z.number().int().nullish(),
  event_name: z.string().min(1),
  event_id: z.string().min(1),
  last_url: z.string().nullish(),
  paras: TrackingParasSchema,
});
export type TrackingRecord = z.infer<typeof TrackingRecordSchema>;

/** Sign-up link of the anonymous analytics id to the registered user id. */
export const TrackSignUpQuerySchema = z.object({
  anonymousId: z.string().min(1),
  registerId: z.string().min(1),
});
export type TrackSignUpQuery = z.infer<typeof TrackSignUpQuerySchema>;
