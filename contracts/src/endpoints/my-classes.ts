/**
 * My classes (doc 1 §7, doc 3 §7): course categories, the lessons of a class, the current course group, the
 * user's subjects, the little-teacher group and the satisfaction questionnaire check.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  ClassLessonSchema,
  CourseCategorySchema,
  CurrentGroupSchema,
  LittleTeacherGroupSchema,
  UserSubjectSchema,
} from '../entities/my-classes';
import { TokenOnlySchema } from '../entities/session';
import { CourseTypeSchema } from '../enums';
import { SHORT_TIMEOUT_MS } from '../hosts';

const token = z.string().check(z.minLength(1));

export const myClassesEndpoints = {
  getCourseStudyList: defineEndpoint({
    id: 'app.getCourseStudyList',
    host: 'app',
    method: 'POST',
    path: '/v1/course/getCourseStudyList',
    summary:
      'Category cards of the my-classes tab (doc3 §2, §3); failure toasts "Failed to get course category"',
    note: 'Subject tabs filter the answer by category.subject on the client; the payload is the token only.',
    headers: ['session'],
    optionalHeaders: ['project'],
    body: z.object({ token }),
    data: z.array(CourseCategorySchema),
  }),
  classLessonList: defineEndpoint({
    id: 'app.getClassLessonList',
    host: 'app',
    method: 'POST',
    path: '/v1/course/getClassLessonList',
    pathSource: 'chosen',
    summary:
      'Lessons behind a category card: /myClassList (live, trial, study tasks) and /courseList (recorded) (doc3 §2)',
    note:
      'The spec routes the cards to these pages but shows no call for their content; chosen beside ' +
      "getCourseStudyList. groupId is the card's; without it, the parent's study tasks of that course type.",
    headers: ['session'],
    body: z.object({ token, courseType: CourseTypeSchema, groupId: z.optional(z.number().check(z.int())) }),
    data: z.array(ClassLessonSchema),
  }),
  currentGroup: defineEndpoint({
    id: 'app.currentGroup',
    host: 'app',
    method: 'POST',
    path: '/v1/course/getCurrentGroup',
    pathSource: 'chosen',
    summary: "The parent's current course group; its groupId goes to the undone-homework count (doc3 §7)",
    note: 'Path and shape not shown; chosen beside /v1/course/getCourseStudyList. null when the child has no group.',
    headers: ['session'],
    body: z.object({ token }),
    data: z.nullable(CurrentGroupSchema),
  }),
  getUserSubject: defineEndpoint({
    id: 'app.getUserSubject',
    host: 'app',
    method: 'POST',
    path: '/v1/course/getUserSubject',
    summary: 'The user\'s subjects; also doc3 "subject list" (doc1 §7)',
    note: 'Payload and answer not shown: modelled as {token} → list of {subjectId, subjectName, productCode}.',
    headers: ['session'],
    body: TokenOnlySchema,
    data: z.array(UserSubjectSchema),
  }),
  getGroupIdByLittleTeacher: defineEndpoint({
    id: 'app.getGroupIdByLittleTeacher',
    host: 'app',
    method: 'POST',
    path: '/v1/course/getGroupIdByLittleTeacher',
    summary: 'Class group id for the little-teacher pages (doc1 §7)',
    note: 'Payload and answer not shown: modelled as {token} → {groupId} (null when the child has no group).',
    headers: ['session'],
    body: TokenOnlySchema,
    data: LittleTeacherGroupSchema,
  }),
  isPushQuestionnaire: defineEndpoint({
    id: 'questionnaire.isPushQuestionnaire',
    host: 'questionnaire',
    method: 'GET',
    path: '/api/questionnaire/isPushQuestionnaire',
    summary: 'Whether to open the satisfaction popup on back-press from myClassList (doc1 §7)',
    note: 'data true opens the popup. Non-blocking check: 10 s timeout.',
    headers: ['token'],
    query: z.object({ userId: z.string().check(z.minLength(1)) }),
    data: z.boolean(),
    timeoutMs: SHORT_TIMEOUT_MS,
  }),
} as const;
