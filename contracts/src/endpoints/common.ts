/**
 * "Other calls seen at this level" (doc 1 §7): subject list, live listening, little-teacher group,
 * questionnaire check, person info, undone homework count and the configuration gateway. Several are
 * shared with document 3 (getPersonInfo, getUserSubject = "subject list", workUndoneNum = "undone
 * homework count") and defined once. getPersonInfo, behind the shell's greeting, is written in
 * ./shell and keeps its place here.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { TokenOnlySchema } from '../entities/login';
import { SubjectIdSchema } from '../enums';
import { SHORT_TIMEOUT_MS } from '../hosts';
import { shellEndpoints } from './shell';

/** A subject the user studies (answer of getUserSubject; shape not shown, chosen). */
export const UserSubjectSchema = z.object({
  subjectId: SubjectIdSchema,
  subjectName: z.string().check(z.minLength(1)),
  /** VIP_ product code of the subject. */
  productCode: z.nullish(z.string().check(z.regex(/^VIP_[A-Z]+$/, 'product code must be VIP_…'))),
});
export type UserSubject = z.infer<typeof UserSubjectSchema>;

export const ListenOnlineCourseBodySchema = z.object({
  token: z.string().check(z.minLength(1)),
  taskId: z.union([z.string().check(z.minLength(1)), z.number().check(z.int())]),
  liveId: z.union([z.string().check(z.minLength(1)), z.number().check(z.int())]),
});

export const LittleTeacherGroupSchema = z.object({ groupId: z.nullable(z.number().check(z.int())) });

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

export const commonEndpoints = {
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
  listenOnlineCourse: defineEndpoint({
    id: 'app.listenOnlineCourse',
    host: 'app',
    method: 'POST',
    path: '/v1/ol-parent-task-detail/listenOnlineCourse',
    summary: 'Live-listening check of a task (doc1 §7; doc2 "live-listening check")',
    note:
      'Payload taken from doc2 §7 (taskId, token, liveId; success 00000000, failure toasts the message); ' +
      'answer data null.',
    headers: ['session'],
    body: ListenOnlineCourseBodySchema,
    data: z.null(),
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
  getPersonInfo: shellEndpoints.getPersonInfo,
  workUndoneNum: defineEndpoint({
    id: 'app.workUndoneNum',
    host: 'app',
    method: 'POST',
    path: '/v1/work/WorkUndoneNum',
    summary: 'Undone homework count of a class group (doc1 §7; doc3 "undone homework count")',
    note: 'Payload not shown in doc1; doc3 gives token and groupId. Answer modelled as the count (data number).',
    headers: ['session'],
    body: WorkUndoneNumBodySchema,
    data: z.number().check(z.int(), z.gte(0)),
  }),
  configurations: defineEndpoint({
    id: 'config.configurations',
    host: 'config',
    method: 'POST',
    path: '/api/aic-config/open-api/v2/configurations',
    summary: "Configuration by group and names, e.g. group 'parent' (doc1 §7, doc3 §7)",
    note: 'Payload and answer not shown: modelled from doc3 ("config by group \'parent\' with nameList") as list of {group, name, value}.',
    headers: ['bearer'],
    body: ConfigurationsBodySchema,
    data: z.array(ConfigurationSchema),
  }),
} as const;
