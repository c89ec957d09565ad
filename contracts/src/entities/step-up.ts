/**
 * Step-up (further education) entities of doc 3 §3: the student's step-up info, teachers, head master,
 * the intended-time picker and the class resources, the learning-partner replies, the option switches and
 * the higher-level activity period (doc 2 §7), plus the limits of doc 3 §4 and §9.
 *
 * Two fields of the step-up info are JSON inside a string (planTime, newCycle). The wire keeps them as
 * strings; the decoded schemas and the encode/decode helpers below are the only place they are parsed,
 * so the app and the simulator cannot disagree on the inner shape.
 */
import * as z from 'zod/mini';
import { PushStatusSchema, StepUpGroupStateSchema, UpdateSwitchSchema, WeekdaySchema } from '../enums';
import { PrivateInfoSchema } from './session';
import { HomeDateTimeSchema, OPTION_SWITCH_COUNT, StepUpDateTimeSchema } from './shared';

/** Higher-level (2021 step-up) activity: default period and fallback window (doc 2 §9, doc 3 §9). */
export const DEFAULT_HIGHER_LEVEL_ACTIVITY_PERIOD = {
  startTime: '2021/05/31 00:00:00',
  endTime: '2021/06/20 23:59:59',
} as const;
export const FALLBACK_HIGHER_LEVEL_ACTIVITY_WINDOW = {
  startTime: '2021/06/10 00:00:00',
  endTime: '2021/06/20 23:59:59',
} as const;

/**
 * Option switch indexes (doc 3 §3 optionControlList from "a switch list, indexes 0 to 6"). Which index is
 * which control is not shown: this order is chosen (the five controls in the spec's order, then the entry
 * whose time is the remaining-days date, then one reserved).
 */
export const OPTION_SWITCH_INDEX = {
  teacherControl: 0,
  classControl: 1,
  reportControl: 2,
  selectTimeControl: 3,
  giftControl: 4,
  remainingDays: 5,
  reserved: 6,
} as const;

export const HigherLevelActivityConfigSchema = z.object({
  startTime: HomeDateTimeSchema,
  endTime: HomeDateTimeSchema,
});
export type HigherLevelActivityConfig = z.infer<typeof HigherLevelActivityConfigSchema>;

// ---------------------------------------------------------------------------------------------------------
// Option switches (doc 3 step-up), trial claim

export const OptionSwitchSchema = z.object({
  turnOn: z.boolean(),
  /** A date; the remaining-days entry uses it as the date the old seat is released. */
  time: z.nullish(z.string()),
});
export type OptionSwitch = z.infer<typeof OptionSwitchSchema>;
/** The switch list: exactly indexes 0..6. */
export const OptionSwitchListSchema = z.array(OptionSwitchSchema).check(z.length(OPTION_SWITCH_COUNT));
export type OptionSwitchList = z.infer<typeof OptionSwitchListSchema>;

/** Limits and dates of the step-up flow (doc 3 §4, §9). Dates are Beijing time (UTC+8), as the spec writes them. */
export const STEP_UP_LIMITS = {
  /** Preferred-time rows: at most 5, the add button hides at 5. */
  MAX_PLAN_ROWS: 5,
  /** The all-classes list loads 5 per page; pages are appended. */
  ALL_CLASSES_PAGE_SIZE: 5,
  /** Lock keep-alive while on the class choice: every 10 s, at most 30 pings, stops on code 201. */
  KEEP_ALIVE_INTERVAL_MS: 10_000,
  KEEP_ALIVE_MAX: 30,
  /** Head-teacher contact promise, hours. */
  HEAD_TEACHER_CONTACT_HOURS: 24,
  /** Step-up deadline constant. */
  DEADLINE: '2021/06/20 23:59:59',
  DEADLINE_MS: Date.UTC(2021, 5, 20, 15, 59, 59),
  /** Higher-level (2021 step-up) default activity period. */
  ACTIVITY_PERIOD: { start: '2021/05/31 00:00:00', end: '2021/06/20 23:59:59' },
  ACTIVITY_PERIOD_MS: { start: Date.UTC(2021, 4, 30, 16, 0, 0), end: Date.UTC(2021, 5, 20, 15, 59, 59) },
  /** Fallback window when the activity-period JSON cannot be read. */
  FALLBACK_PERIOD: { start: '2021/06/10 00:00:00', end: '2021/06/20 23:59:59' },
  FALLBACK_PERIOD_MS: { start: Date.UTC(2021, 5, 9, 16, 0, 0), end: Date.UTC(2021, 5, 20, 15, 59, 59) },
} as const;

/** The operator name the app sends on submitPlanTime (doc 3 §7) and, by the same rule, on every step-up write. */
export const STEP_UP_OPERATOR = '家长';

/** A clock time 'HH:mm'. */
export const ClockTimeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be 'HH:mm'"));

const hour = z.number().check(z.int(), z.gte(0), z.lte(23));
const minute = z.number().check(z.int(), z.gte(0), z.lte(59));

// ---------------------------------------------------------------------------------------------------------
// planTime: JSON list of [start, end] slot pairs, each slot {w, h, m}.

export const PlanTimeSlotSchema = z.object({ w: WeekdaySchema, h: hour, m: minute });
export type PlanTimeSlot = z.infer<typeof PlanTimeSlotSchema>;

/** One intended range: start slot to end slot; the picker refuses the same weekday on both ends (doc 3 §5). */
export const PlanTimeRangeSchema = z
  .tuple([PlanTimeSlotSchema, PlanTimeSlotSchema])
  .check(z.refine(([start, end]) => start.w !== end.w, 'start and end weekday must differ'));
export type PlanTimeRange = z.infer<typeof PlanTimeRangeSchema>;

/** The decoded planTime: at most MAX_PLAN_ROWS ranges. */
export const PlanTimeSchema = z.array(PlanTimeRangeSchema).check(z.maxLength(STEP_UP_LIMITS.MAX_PLAN_ROWS));
export type PlanTime = z.infer<typeof PlanTimeSchema>;

/** JSON text → value, or undefined when it is not JSON (never throws). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Serialise intended ranges for submitPlanTime's plan_time; validates first so a bad row never leaves the app. */
export function encodePlanTime(ranges: PlanTime): string {
  return JSON.stringify(PlanTimeSchema.parse(ranges));
}

/**
 * Decode the info's planTime. null, undefined and '' mean "not submitted" and give []; text that is not a
 * valid planTime throws (a contract breach, not a user state).
 */
export function decodePlanTime(text: string | null | undefined): PlanTime {
  if (text == null || text.trim() === '') return [];
  return PlanTimeSchema.parse(parseJson(text));
}

/** "planTime is present" in the entry routing of doc 3 §2: at least one submitted range. */
export function hasPlanTime(text: string | null | undefined): boolean {
  return decodePlanTime(text).length > 0;
}

/** The wire field: empty, or JSON that decodes to a PlanTime. */
export const PlanTimeJsonSchema = z
  .string()
  .check(
    z.refine(
      (s) => s.trim() === '' || PlanTimeSchema.safeParse(parseJson(s)).success,
      'planTime must be JSON of ranges',
    ),
  );

// ---------------------------------------------------------------------------------------------------------
// newCycle: JSON list of {week, time}.

export const CycleItemSchema = z.object({ week: WeekdaySchema, time: ClockTimeSchema });
export type CycleItem = z.infer<typeof CycleItemSchema>;
export const CycleSchema = z.array(CycleItemSchema);
export type Cycle = z.infer<typeof CycleSchema>;

export function encodeCycle(items: Cycle): string {
  return JSON.stringify(CycleSchema.parse(items));
}

/** null, undefined and '' give []; anything else must decode to a Cycle. */
export function decodeCycle(text: string | null | undefined): Cycle {
  if (text == null || text.trim() === '') return [];
  return CycleSchema.parse(parseJson(text));
}

export const CycleJsonSchema = z
  .string()
  .check(
    z.refine(
      (s) => s.trim() === '' || CycleSchema.safeParse(parseJson(s)).success,
      'cycle must be JSON of {week,time}',
    ),
  );

// ---------------------------------------------------------------------------------------------------------
// Student info (step-up).

/** Step-up type: 2 means the new step is used, 3 keeps the step (page PAGEN). */
export const StepUpTypeSchema = z.union([z.literal(2), z.literal(3)]);

export const StepUpStudentInfoSchema = z.object({
  studentId: z.number().check(z.int()),
  stepId: z.number().check(z.int()),
  /** Current step name, e.g. 'L3'. */
  step: z.string(),
  /** Course name shown in the class-choice title and the intended-time confirm. */
  course: z.string(),
  newStepId: z.nullish(z.number().check(z.int())),
  /** Next step name; /syllabus?step={newStep}. */
  newStep: z.nullish(z.string()),
  newTeacherId: z.nullish(z.number().check(z.int())),
  newTeacherName: z.nullish(z.string()),
  newClassId: z.nullish(z.number().check(z.int())),
  newFirstTime: z.nullish(StepUpDateTimeSchema),
  status: StepUpGroupStateSchema,
  type: StepUpTypeSchema,
  /** JSON of PlanTime; empty or absent until intended times are submitted. */
  planTime: z.nullish(PlanTimeJsonSchema),
  /** Release of the old seat; the grouping countdown ends at this date plus 23:59:59. */
  releaseTime: z.nullish(StepUpDateTimeSchema),
  planStepId: z.nullish(z.number().check(z.int())),
  planStep: z.nullish(z.string()),
  planCateId: z.nullish(z.number().check(z.int())),
  /** The current class cycle; opaque to the app, echoed to the class resource calls. */
  oldCycle: z.nullish(z.string()),
  /** JSON of Cycle: the new class's weekly lessons. */
  newCycle: z.nullish(CycleJsonSchema),
});
export type StepUpStudentInfo = z.infer<typeof StepUpStudentInfoSchema>;

// ---------------------------------------------------------------------------------------------------------
// Teachers, parent, head master.

export const TeacherInfoSchema = z.object({
  nickname: z.string(),
  avatar: z.string(),
  /** Key for getTeacherUrl. */
  teacherCode: z.string(),
});
export type TeacherInfo = z.infer<typeof TeacherInfoSchema>;

export const TeacherUrlSchema = z.object({ url: z.string() });
export type TeacherUrl = z.infer<typeof TeacherUrlSchema>;

/** Header of the education page: read from the private info (getPersonInfo). */
export const StepUpPersonInfoSchema = z.pick(PrivateInfoSchema, {
  headImg: true,
  parentPhone: true,
  kidName: true,
});
export type StepUpPersonInfo = z.infer<typeof StepUpPersonInfoSchema>;

/** Head teacher of the contact dialog; absent means the dialog offers customer service. */
export const HeadMasterInfoSchema = z.object({ id: z.number().check(z.int()), mobile: z.string() });
export type HeadMasterInfo = z.infer<typeof HeadMasterInfoSchema>;

// ---------------------------------------------------------------------------------------------------------
// Intended-time picker.

/** Time-column response of getSelectTime: the picker's day and time columns (labels are shown as sent). */
export const TimeColumnResponseSchema = z.object({
  week: z.array(z.object({ label: z.string(), value: WeekdaySchema })).check(z.minLength(1)),
  time: z.array(z.object({ label: z.string(), value: ClockTimeSchema })).check(z.minLength(1)),
});
export type TimeColumnResponse = z.infer<typeof TimeColumnResponseSchema>;

/** A server applyCycle entry: an intended range as weekdays and 'HH:mm' times. */
export const ApplyCycleSchema = z.object({
  week1: WeekdaySchema,
  week2: WeekdaySchema,
  time1: ClockTimeSchema,
  time2: ClockTimeSchema,
});
export type ApplyCycle = z.infer<typeof ApplyCycleSchema>;

/** One row of the intended-time screen: the labels shown and the numbers submitted. */
export const PlanTimeItemSchema = z.object({
  weekStart: z.string(),
  timeStart: z.string(),
  weekEnd: z.string(),
  timeEnd: z.string(),
  w1: WeekdaySchema,
  h1: hour,
  m1: minute,
  w2: WeekdaySchema,
  h2: hour,
  m2: minute,
});
export type PlanTimeItem = z.infer<typeof PlanTimeItemSchema>;

/** Rows → the planTime value sent on submit. */
export function planTimeFromItems(items: readonly PlanTimeItem[]): PlanTime {
  return items.map((i) => [
    { w: i.w1, h: i.h1, m: i.m1 },
    { w: i.w2, h: i.h2, m: i.m2 },
  ]);
}

/** An applyCycle entry → the numbers of a row (labels are the app's to fill). */
export function slotsFromApplyCycle(c: ApplyCycle): PlanTimeRange {
  const [h1, m1] = c.time1.split(':').map(Number) as [number, number];
  const [h2, m2] = c.time2.split(':').map(Number) as [number, number];
  return [
    { w: c.week1, h: h1, m: m1 },
    { w: c.week2, h: h2, m: m2 },
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Class resources.

export const ClassTeacherSchema = z.object({ id: z.number().check(z.int()), nickname: z.string() });

/** A class card: cycle is two parts shown joined by '+'. */
export const StepUpClassItemSchema = z.object({
  classId: z.number().check(z.int()),
  cycle: z.tuple([z.string(), z.string()]),
  firstLiveTime: StepUpDateTimeSchema,
  teacher: z.array(ClassTeacherSchema),
});
export type StepUpClassItem = z.infer<typeof StepUpClassItemSchema>;

/** One end option of the all-classes chooser. */
export const CycleEndOptionSchema = z.object({
  label: z.string(),
  week: WeekdaySchema,
  hour,
  minute,
});
/** One start option with the end options it allows ("the end options depend on the chosen start"). */
export const CycleStartOptionSchema = z.extend(CycleEndOptionSchema, { ends: z.array(CycleEndOptionSchema) });
export type CycleStartOption = z.infer<typeof CycleStartOptionSchema>;

/** Class resource response: the all and recommended lists, the chooser data and the applied ranges. */
export const ClassResourceResponseSchema = z.object({
  all: z.array(StepUpClassItemSchema),
  recommend: z.array(StepUpClassItemSchema),
  cycle: z.array(CycleStartOptionSchema),
  applyCycle: z.array(ApplyCycleSchema),
});
export type ClassResourceResponse = z.infer<typeof ClassResourceResponseSchema>;

/** Teacher intro video (tapping a teacher on a class card). */
export const TeacherVideoResponseSchema = z.object({
  resourcesFile: z.object({ videoInfoUrl: z.string() }),
});
export type TeacherVideoResponse = z.infer<typeof TeacherVideoResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Learning partner (head teacher).

export const PushStatusReplySchema = z.object({ status: PushStatusSchema });
export type PushStatusReply = z.infer<typeof PushStatusReplySchema>;

/** The fields the admin call is asked for ('id,mobile'). */
export const HEAD_MASTER_FIELDS = 'id,mobile';

/** Update status: data.status, and in other contexts data.list.status (doc 3 §7); both carry the update switch. */
export const UpdateStatusReplySchema = z.object({
  status: UpdateSwitchSchema,
  list: z.nullish(z.object({ status: UpdateSwitchSchema })),
});
export type UpdateStatusReply = z.infer<typeof UpdateStatusReplySchema>;
