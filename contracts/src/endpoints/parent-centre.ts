/**
 * Parent-centre and my-classes calls (doc 3 §7): course categories, the logistics marker, task init,
 * sign-in state, the 'parent' config group and the current course group.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  ClassLessonSchema,
  CourseCategorySchema,
  CurrentGroupSchema,
  LogisticsMarkSchema,
  PARENT_CONFIG_GROUP,
  ParentConfigNameSchema,
  ParentConfigSchema,
} from '../entities/parent-centre';
import { CourseTypeSchema } from '../enums';

const token = z.string().check(z.minLength(1));

export const parentCentreEndpoints = {
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
  isLogisticsMark: defineEndpoint({
    id: 'app.isLogisticsMark',
    host: 'app',
    method: 'GET',
    path: '/v1/personalCenter/isLogisticsMark',
    summary: 'New-marker of the logistics entry in "my account" (doc3 §2)',
    headers: ['session'],
    data: LogisticsMarkSchema,
  }),
  initTask: defineEndpoint({
    id: 'app.initTask',
    host: 'app',
    method: 'GET',
    path: '/v1/index/initTask',
    summary: "Initialise the parent's task list on entering the parent centre (doc3 §7)",
    note: 'Answer not shown: the app ignores it, so data is modelled as null.',
    headers: ['session'],
    data: z.null(),
  }),
  isSignIn: defineEndpoint({
    id: 'app.isSignIn',
    host: 'app',
    method: 'POST',
    path: '/v1/ol-parent-sign-in-detail/isSignIn',
    summary: 'Whether the parent has checked in today, for the /dailyCheckIn entry (doc3 §2, §7)',
    note: 'Payload and answer not shown: no body (the session identifies the parent); data true when signed in today.',
    headers: ['session'],
    data: z.boolean(),
  }),
  parentConfigByGroup: defineEndpoint({
    id: 'config.parentConfigByGroup',
    host: 'config',
    method: 'POST',
    path: '/api/aic-config/open-api/v2/configurations/group',
    pathSource: 'chosen',
    summary:
      "Config group 'parent': subject tabs and the wrong-answer set switch with its white list (doc3 §5, §7)",
    note:
      'Path not shown; chosen on the configuration gateway beside /api/aic-config/open-api/v2/configurations ' +
      '(bearer). The answer has one key per requested name.',
    headers: ['bearer'],
    body: z.object({
      group: z.literal(PARENT_CONFIG_GROUP),
      nameList: z.array(ParentConfigNameSchema).check(z.minLength(1)),
    }),
    data: ParentConfigSchema,
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
} as const;
