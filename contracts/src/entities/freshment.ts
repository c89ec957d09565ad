/**
 * The newcomer (freshment) entities (doc 2 §3, §7, doc 3 §7): the entrance detail behind the newcomer page
 * and popup, and the static fresh-enrolment config.
 */
import * as z from 'zod/mini';
import { HomeDateTimeSchema } from './shared';

export const FreshmentHomePageConfigSchema = z.object({
  firstLessonIconUrl: z.nullish(z.string()),
  newbornEntranceIconUrl: z.nullish(z.string()),
  activityImgUrl: z.nullish(z.string()),
  /** Default 新生入学. */
  title: z.nullish(z.string()),
  popImgUrl: z.nullish(z.string()),
});
export type FreshmentHomePageConfig = z.infer<typeof FreshmentHomePageConfigSchema>;

/** Newcomer (fresh enrollment) entrance config. */
export const FreshmentConfigSchema = z.object({
  finishTaskCount: z.number().check(z.int(), z.gte(0)),
  totalTask: z.number().check(z.int(), z.gte(0)),
  isShowPop: z.boolean(),
  homePageConfig: z.nullish(FreshmentHomePageConfigSchema),
  firstScene: z.boolean(),
  secondScene: z.boolean(),
  thirdScene: z.boolean(),
  fourthScene: z.boolean(),
});
export type FreshmentConfig = z.infer<typeof FreshmentConfigSchema>;

/** Static fresh-enrollment config: whether enrollment is open (default open). Shape not shown. */
export const FreshEnrollmentStaticConfigSchema = z.object({
  open: z.boolean(),
  startTime: z.nullish(HomeDateTimeSchema),
  endTime: z.nullish(HomeDateTimeSchema),
});
export type FreshEnrollmentStaticConfig = z.infer<typeof FreshEnrollmentStaticConfigSchema>;
