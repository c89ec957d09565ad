/**
 * Parent-centre, my-classes and growth entities of doc 3 §3: class hours, hour tiles, leave summary,
 * course categories, logistics mark, learning-partner replies, medals and the 'parent' config group.
 */
import * as z from 'zod/mini';
import {
  CLASSROOM_MEDALS,
  COURSE_TYPE,
  CourseTypeSchema,
  HOUR_TYPE,
  LEARNING_REPORT_SECTION,
  PushStatusSchema,
  REPORT_MESSAGE_TYPES,
  REPORT_TYPE,
  SubjectBrandSchema,
  SubjectIdSchema,
  UpdateSwitchSchema,
} from '../enums';
import { StepUpDateTimeSchema } from './step-up';

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

/** A category card of the my-classes tab. courseType decides where it opens (doc 3 §2). */
export const CourseCategorySchema = z.object({
  groupId: z.number().check(z.int()),
  groupName: z.string(),
  courseType: CourseTypeSchema,
  subject: SubjectIdSchema,
  courseNum: z.number().check(z.int(), z.gte(0)),
  imgUrl: z.string(),
  /** babyStudy detail/play target. */
  courseId: z.nullish(z.number().check(z.int())),
  /** Link-type categories open /iframePage?url={courseLink}. */
  courseLink: z.nullish(z.string()),
  demoType: z.nullish(z.number().check(z.int())),
});
export type CourseCategory = z.infer<typeof CourseCategorySchema>;

/**
 * Banner-gateway display positions of the my-classes tab (doc 3 §2 "banners and resource slots"; ids not
 * shown: chosen beside the home page's position 1).
 */
export const MY_CLASSES_POSITION = { BANNER: 2, SLOTS: 3 } as const;

/** Where a lesson stands (chosen: the spec shows no lesson list). */
export const LESSON_STATUS = { UPCOMING: 0, LIVE: 1, FINISHED: 2 } as const;
export const LessonStatusSchema = z.union([
  z.literal(LESSON_STATUS.UPCOMING),
  z.literal(LESSON_STATUS.LIVE),
  z.literal(LESSON_STATUS.FINISHED),
]);

/** A lesson of a category on /myClassList and /courseList, or one of the parent's study tasks. */
export const ClassLessonSchema = z.object({
  lessonId: z.number().check(z.int()),
  title: z.string(),
  /** Position in the course, from 1. */
  serialNumber: z.number().check(z.int(), z.gte(1)),
  subject: SubjectIdSchema,
  teacherName: z.nullish(z.string()),
  /** Live and trial lessons only. */
  startTime: z.nullish(StepUpDateTimeSchema),
  /** Minutes. */
  duration: z.number().check(z.int(), z.gte(0)),
  lessonStatus: LessonStatusSchema,
  /** Watched (recorded), attended (live) or done (a study task). */
  studied: z.boolean(),
});
export type ClassLesson = z.infer<typeof ClassLessonSchema>;

/** The course types a lesson list is asked for (a category's courseType). */
export const LESSON_LIST_COURSE_TYPES = [
  COURSE_TYPE.LIVE,
  COURSE_TYPE.RECORDED,
  COURSE_TYPE.TRIAL,
  COURSE_TYPE.OTHER,
] as const;

/** New-marker of the logistics entry. */
export const LogisticsMarkSchema = z.object({ isMark: z.boolean() });
export type LogisticsMark = z.infer<typeof LogisticsMarkSchema>;

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

// ---------------------------------------------------------------------------------------------------------
// Medals.

export const ClassroomMedalSchema = z.enum(CLASSROOM_MEDALS);
export type ClassroomMedal = z.infer<typeof ClassroomMedalSchema>;

export const MedalSchema = z.object({
  nickname: z.string(),
  avatar: z.string(),
  step: z.string(),
  fontTitle: z.string(),
  description: z.string(),
  /** The part of the description to emphasise. */
  highLightDescription: z.nullish(z.string()),
  attachList: z.array(z.object({ attachTitle: z.string(), attachDescription: z.string() })),
  type: ClassroomMedalSchema,
});
export type Medal = z.infer<typeof MedalSchema>;

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

/** The course group the parent is in now (undone-homework count and my classes use its groupId). */
export const CurrentGroupSchema = z.object({
  groupId: z.number().check(z.int()),
  groupName: z.string(),
  subject: SubjectIdSchema,
});
export type CurrentGroup = z.infer<typeof CurrentGroupSchema>;

// ---------------------------------------------------------------------------------------------------------
// Growth tab. The growth report calls are "not shown" (doc 3 §7): these shapes are the minimum the three
// tabs need, built from the sections, medals and report types the spec names.

/** Task state on the learning plan (chosen). */
export const STUDY_TASK_STATUS = { TODO: 0, DONE: 1, MISSED: 2 } as const;
export const StudyTaskStatusSchema = z.union([
  z.literal(STUDY_TASK_STATUS.TODO),
  z.literal(STUDY_TASK_STATUS.DONE),
  z.literal(STUDY_TASK_STATUS.MISSED),
]);

export const StudyPlanTaskSchema = z.object({
  taskId: z.number().check(z.int()),
  title: z.string(),
  courseType: CourseTypeSchema,
  taskStatus: StudyTaskStatusSchema,
  /** Live lessons only. */
  liveTime: z.nullish(StepUpDateTimeSchema),
});

/**
 * The key of a token-free share page (/growUp/studyPlan/share, /growUp/situation/share…): opaque, issued with
 * the plan or report it opens (chosen: the growth calls are not shown). Absent: nothing to share.
 */
const shareKey = z.nullish(z.string().check(z.minLength(1)));

/** Learning plan (tab 1): the current class's plan, week by week. */
export const StudyPlanSchema = z.object({
  step: z.string(),
  className: z.string(),
  shareKey,
  weeks: z.array(
    z.object({
      title: z.string(),
      startDate: StepUpDateTimeSchema,
      endDate: StepUpDateTimeSchema,
      tasks: z.array(StudyPlanTaskSchema),
    }),
  ),
});
export type StudyPlan = z.infer<typeof StudyPlanSchema>;

export const LearningReportSectionSchema = z.union(
  Object.values(LEARNING_REPORT_SECTION).map((v) => z.literal(v)) as unknown as [z.ZodMiniLiteral<number>],
);
export const ReportMessageTypeSchema = z.enum(REPORT_MESSAGE_TYPES);
const rate = z.number().check(z.gte(0), z.lte(100));
const count = z.number().check(z.int(), z.gte(0));

/** Dynamic study situation (tab 2): the 动态学情报告 with its seven sections; absent sections are not shown. */
export const LearningReportSchema = z.object({
  reportId: z.number().check(z.int()),
  title: z.string(),
  shareKey,
  step: z.string(),
  startDate: StepUpDateTimeSchema,
  endDate: StepUpDateTimeSchema,
  /** The sections to show, in order (LEARNING_REPORT_SECTION values). */
  sections: z.array(LearningReportSectionSchema),
  overview: z.nullish(z.object({ attendNum: count, totalNum: count, studyDays: count, homeworkNum: count })),
  learningSituation: z.nullish(z.object({ attendRate: rate, homeworkRate: rate, correctRate: rate })),
  classroom: z.nullish(
    z.object({
      /** Count per classroom medal (allCorrect … authNum). */
      counts: z.record(ClassroomMedalSchema, count),
      medals: z.array(MedalSchema),
    }),
  ),
  studyHabits: z.nullish(z.object({ previewRate: rate, reviewRate: rate, onTimeRate: rate })),
  courseMastery: z.nullish(
    z.object({
      items: z.array(
        z.object({ knowledge: z.string(), level: z.number().check(z.int(), z.gte(1), z.lte(5)) }),
      ),
    }),
  ),
  learningAchievement: z.nullish(z.object({ medals: z.array(MedalSchema) })),
  monthlyReportDelivery: z.nullish(
    z.object({
      messages: z.array(
        z.object({
          id: z.number().check(z.int()),
          type: ReportMessageTypeSchema,
          title: z.string(),
          time: StepUpDateTimeSchema,
          url: z.nullish(z.string()),
        }),
      ),
    }),
  ),
});
export type LearningReport = z.infer<typeof LearningReportSchema>;

export const ReportTypeSchema = z.union(
  Object.values(REPORT_TYPE).map((v) => z.literal(v)) as unknown as [z.ZodMiniLiteral<number>],
);

/** An evaluation report of tab 3 / /evaReportList. */
export const EvaReportItemSchema = z.object({
  id: z.number().check(z.int()),
  reportType: ReportTypeSchema,
  title: z.string(),
  subject: SubjectIdSchema,
  step: z.nullish(z.string()),
  createTime: StepUpDateTimeSchema,
  isRead: z.boolean(),
  /** Opens in /iframePage when present; otherwise /report with the type's route. */
  url: z.nullish(z.string()),
});
export type EvaReportItem = z.infer<typeof EvaReportItemSchema>;

/** The child a share page is about: name and avatar only, nothing that identifies the parent. */
const SharedChildSchema = z.object({ kidName: z.string(), headImg: z.nullish(z.string()) });

/** A shared learning report: read-only, opened without a token by its share key. */
export const SharedLearningReportSchema = z.extend(SharedChildSchema, { report: LearningReportSchema });
export type SharedLearningReport = z.infer<typeof SharedLearningReportSchema>;

/** A shared learning plan: read-only, opened without a token by its share key. */
export const SharedStudyPlanSchema = z.extend(SharedChildSchema, { plan: StudyPlanSchema });
export type SharedStudyPlan = z.infer<typeof SharedStudyPlanSchema>;

/** A share key that is unknown or withdrawn (chosen code on the main API's envelope). */
export const GROWTH_SHARE_INVALID_CODE = '40400001';
