/**
 * Growth-tab entities of doc 3 §3: the learning plan, the dynamic study situation (learning report, medals),
 * evaluation reports and the shared plan and report pages.
 */
import * as z from 'zod/mini';
import {
  CLASSROOM_MEDALS,
  CourseTypeSchema,
  LEARNING_REPORT_SECTION,
  REPORT_MESSAGE_TYPES,
  REPORT_TYPE,
  SubjectIdSchema,
} from '../enums';
import { StepUpDateTimeSchema } from './shared';

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
