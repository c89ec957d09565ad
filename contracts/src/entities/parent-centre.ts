/**
 * Parent-centre entities of doc 3 §3: class hours, hour tiles, leave summary, logistics mark, the 'parent'
 * config group and the configuration gateway, the undone-homework payload.
 */
import * as z from 'zod/mini';
import { HOUR_TYPE, SubjectBrandSchema, SubjectIdSchema } from '../enums';

/** Hours of one kind: bought plus gifted. */
export const HourPairSchema = z.object({
  baseHours: z.number().check(z.gte(0)),
  giveHours: z.number().check(z.gte(0)),
});
export type HourPair = z.infer<typeof HourPairSchema>;

/** Class hours of the step-up panel; remaining hours are the sum of all four numbers. */
export const ClassHoursSchema = z.object({
  largeLive: HourPairSchema,
  smallLive: HourPairSchema,
});
export type ClassHours = z.infer<typeof ClassHoursSchema>;

export function remainingClassHours(h: ClassHours): number {
  return h.largeLive.baseHours + h.largeLive.giveHours + h.smallLive.baseHours + h.smallLive.giveHours;
}

/** The hour tiles of the parent centre: remaining live/recorded hours, each with its gifted part. */
export const ParentCentreHourDataSchema = z.object({
  liveNum: z.number().check(z.gte(0)),
  liveFreeNum: z.number().check(z.gte(0)),
  recordNum: z.number().check(z.gte(0)),
  recordFreeNum: z.number().check(z.gte(0)),
});
export type ParentCentreHourData = z.infer<typeof ParentCentreHourDataSchema>;

/** One brand of the multi-brand summary. */
export const BrandHourSummarySchema = z.object({
  brandCode: SubjectBrandSchema,
  smallLive: HourPairSchema,
  record: HourPairSchema,
});
export type BrandHourSummary = z.infer<typeof BrandHourSummarySchema>;

/** Leave tile: remaining leave count. */
export const LeaveSummarySchema = z.object({ usableNum: z.number().check(z.int(), z.gte(0)) });
export type LeaveSummary = z.infer<typeof LeaveSummarySchema>;

/** New-marker of the logistics entry. */
export const LogisticsMarkSchema = z.object({ isMark: z.boolean() });
export type LogisticsMark = z.infer<typeof LogisticsMarkSchema>;

// ---------------------------------------------------------------------------------------------------------
// Config group 'parent'.

export const PARENT_CONFIG_GROUP = 'parent';
/** Config names of the 'parent' group (chosen: the spec names the contents, not the keys). */
export const PARENT_CONFIG_NAMES = {
  SUBJECT_LIST: 'subjectList',
  WRONG_SET_SWITCH: 'wrongSetSwitch',
} as const;
export const ParentConfigNameSchema = z.enum(PARENT_CONFIG_NAMES);

/** Wrong-answer set switch: 'all' opens it to everybody, otherwise only to the white list. */
export const WRONG_SET_MAIN_SWITCH = { ALL: 'all', WHITE_LIST: 'whiteList', OFF: 'off' } as const;
export const WrongSetSwitchSchema = z.object({
  mainSwitch: z.enum(WRONG_SET_MAIN_SWITCH),
  /** User ids that see the entry when the main switch is not 'all'. */
  whiteList: z.array(z.string()),
});
export type WrongSetSwitch = z.infer<typeof WrongSetSwitchSchema>;

export function canSeeWrongSet(sw: WrongSetSwitch | null | undefined, userId: string): boolean {
  if (!sw) return false;
  return sw.mainSwitch === WRONG_SET_MAIN_SWITCH.ALL || sw.whiteList.includes(userId);
}

/** A configured subject tab of my classes (after the leading "all" tab). */
export const ConfigSubjectSchema = z.object({ subject: SubjectIdSchema, subjectName: z.string() });
export type ConfigSubject = z.infer<typeof ConfigSubjectSchema>;

/** Reply of config-by-group 'parent': one key per requested name; names not requested are absent. */
export const ParentConfigSchema = z.object({
  [PARENT_CONFIG_NAMES.SUBJECT_LIST]: z.nullish(z.array(ConfigSubjectSchema)),
  [PARENT_CONFIG_NAMES.WRONG_SET_SWITCH]: z.nullish(WrongSetSwitchSchema),
});
export type ParentConfig = z.infer<typeof ParentConfigSchema>;

/** An hour category of a brand (getHourCateByBrandCode; answer not shown, modelled for /myClassHour). */
export const HourCateSchema = z.object({
  hourCateId: z.number().check(z.int()),
  hourCateName: z.string(),
  hourType: z.union([z.literal(HOUR_TYPE.LIVE), z.literal(HOUR_TYPE.RECORDED)]),
});
export type HourCate = z.infer<typeof HourCateSchema>;

export const WorkUndoneNumBodySchema = z.object({
  token: z.string().check(z.minLength(1)),
  groupId: z.number().check(z.int()),
});

/** Configuration gateway request: a group (e.g. 'parent') and the names wanted. */
export const ConfigurationsBodySchema = z.object({
  group: z.string().check(z.minLength(1)),
  nameList: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});
/** One configuration entry; value is text (JSON or a switch such as '1'). */
export const ConfigurationSchema = z.object({
  group: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  value: z.string(),
});
export type Configuration = z.infer<typeof ConfigurationSchema>;
