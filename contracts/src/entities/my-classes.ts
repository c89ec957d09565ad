/**
 * My-classes entities (doc 1 §7, doc 3 §3): course categories, lessons of a class, the current course group,
 * the user's subjects and the little-teacher group.
 */
import * as z from 'zod/mini';
import { CourseTypeSchema, SubjectIdSchema } from '../enums';
import { StepUpDateTimeSchema } from './shared';

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

/** The course group the parent is in now (undone-homework count and my classes use its groupId). */
export const CurrentGroupSchema = z.object({
  groupId: z.number().check(z.int()),
  groupName: z.string(),
  subject: SubjectIdSchema,
});
export type CurrentGroup = z.infer<typeof CurrentGroupSchema>;

/** A subject the user studies (answer of getUserSubject; shape not shown, chosen). */
export const UserSubjectSchema = z.object({
  subjectId: SubjectIdSchema,
  subjectName: z.string().check(z.minLength(1)),
  /** VIP_ product code of the subject. */
  productCode: z.nullish(z.string().check(z.regex(/^VIP_[A-Z]+$/, 'product code must be VIP_…'))),
});
export type UserSubject = z.infer<typeof UserSubjectSchema>;

export const LittleTeacherGroupSchema = z.object({ groupId: z.nullable(z.number().check(z.int())) });
