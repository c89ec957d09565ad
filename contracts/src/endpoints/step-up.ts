/**
 * Step-up (further education, doc 3 §7): the ems host's calls, the learning partner (the head-teacher
 * contact of the flow), the option switches and the higher-level activity period. Every ems call carries the
 * step-up header triple (time, token, uid); ems answers are {code, msg, data, time}: 200 is success, 201 a
 * business failure (on the info call it carries studentCode, see the ems family). Learning-partner answers
 * are {code:0, msg, data}, on a host that differs in the grey environment (getIsGray picks it).
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  ClassResourceResponseSchema,
  HEAD_MASTER_FIELDS,
  HeadMasterInfoSchema,
  HigherLevelActivityConfigSchema,
  OptionSwitchListSchema,
  PlanTimeJsonSchema,
  PushStatusReplySchema,
  STEP_UP_LIMITS,
  STEP_UP_OPERATOR,
  StepUpClassItemSchema,
  StepUpStudentInfoSchema,
  TeacherInfoSchema,
  TeacherUrlSchema,
  TeacherVideoResponseSchema,
  TimeColumnResponseSchema,
  UpdateStatusReplySchema,
} from '../entities/step-up';
import { WeekdaySchema } from '../enums';
import { SHORT_TIMEOUT_MS } from '../hosts';

const studentId = z.number().check(z.int(), z.positive());
const operatorId = z.string().check(z.minLength(1));

/** Writes name who did them: the user id and the operator (the parent). */
const operatorFields = {
  student_id: studentId,
  operator_id: operatorId,
  operator: z.literal(STEP_UP_OPERATOR),
};

const StudentBodySchema = z.object({ student_id: studentId });
const OperatorBodySchema = z.object(operatorFields);

/** Non-empty planTime JSON: submitting nothing is refused in the app ('Please choose intended time'). */
const SubmitPlanTimeJsonSchema = PlanTimeJsonSchema.check(
  z.refine((s) => s.trim() !== '' && s.trim() !== '[]', {
    message: 'plan_time must hold at least one range',
  }),
);

const ClassResourceQueryFields = {
  catePid: z.number().check(z.int()),
  cateSid: z.number().check(z.int()),
  oldCycle: z.string(),
};

const userId = z.string().check(z.minLength(1));
const UserBodySchema = z.object({ user_id: userId });

const serviceTokenNote =
  'Headers are not shown: the token header carries the learning-partner service token (getServiceToken ' +
  "with serviceName 'learning-partner').";

const token = z.string().check(z.minLength(1));

export const stepUpEndpoints = {
  info: defineEndpoint({
    id: 'ems.stepUpInfo',
    host: 'ems',
    method: 'POST',
    path: '/user/step_up/getStudentInfo',
    pathSource: 'chosen',
    summary: "The student's step-up info: type, status, planTime, new class (doc3 §3, §7)",
    note:
      'The spec writes the path as the placeholder {ems}{token}; chosen in the style of the host ' +
      '(/user/step_up/<verb>). Code 201 with a studentCode of STEP_UP_INELIGIBLE means "not eligible": ' +
      'the info is empty and the code is kept.',
    headers: ['stepUp'],
    body: StudentBodySchema,
    data: StepUpStudentInfoSchema,
  }),
  confirm: defineEndpoint({
    id: 'ems.stepUpConfirm',
    host: 'ems',
    method: 'POST',
    path: '/user/step_up/confirm',
    summary: 'PAGEY waiting: confirm the new-year class; success turns the status to complete (doc3 §4)',
    note: 'The app reads code and msg only; data is modelled as null.',
    headers: ['stepUp'],
    body: OperatorBodySchema,
    data: z.null(),
  }),
  updateType: defineEndpoint({
    id: 'ems.stepUpUpdateType',
    host: 'ems',
    method: 'POST',
    path: '/user/step_up/updateType',
    summary: 'PAGEN waiting: choose "upgrade", the user becomes PAGEY (doc3 §4)',
    note: 'The app reads code and msg only; data is modelled as null.',
    headers: ['stepUp'],
    body: OperatorBodySchema,
    data: z.null(),
  }),
  submitPlanTime: defineEndpoint({
    id: 'ems.stepUpSubmitPlanTime',
    host: 'ems',
    method: 'POST',
    path: '/user/step_up/submitPlanTime',
    summary: 'Submit intended lesson times (at most 5 ranges) for the planned step (doc3 §2, §7)',
    note: "plan_time is the JSON of PlanTime (encodePlanTime); operator is always '家长'. 201 toasts the msg.",
    headers: ['stepUp'],
    body: z.object({
      ...operatorFields,
      plan_time: SubmitPlanTimeJsonSchema,
      plan_step_id: z.number().check(z.int()),
    }),
    data: z.null(),
  }),
  getSelectTime: defineEndpoint({
    id: 'ems.stepUpGetSelectTime',
    host: 'ems',
    method: 'POST',
    path: '/user/step_up/getSelectTime',
    summary: 'Columns of the intended-time picker: week list and time list (doc3 §3)',
    note:
      'Payload not shown: the columns do not depend on the student, so no body is sent (the uid header ' +
      'identifies the caller). Items are {label, value}: weekday 1–7 and HH:mm.',
    headers: ['stepUp'],
    data: TimeColumnResponseSchema,
  }),
  changeClass: defineEndpoint({
    id: 'ems.stepUpChangeClass',
    host: 'ems',
    method: 'POST',
    path: '/user/step_up/changeClass',
    summary: 'Join the chosen class; on 200 the app goes to /furtherEducation (doc3 §4)',
    note: 'The app reads code and msg only; data is modelled as null. 201 toasts the msg.',
    headers: ['stepUp'],
    body: z.object({
      ...operatorFields,
      class_id: z.number().check(z.int()),
      plan_step_id: z.number().check(z.int()),
    }),
    data: z.null(),
  }),
  resourcesKeep: defineEndpoint({
    id: 'ems.stepUpResourcesKeep',
    host: 'ems',
    method: 'POST',
    path: '/user/step_up_resources/keep',
    summary: `Lock keep-alive on the class choice: every ${STEP_UP_LIMITS.KEEP_ALIVE_INTERVAL_MS} ms, at most ${STEP_UP_LIMITS.KEEP_ALIVE_MAX} times (doc3 §4)`,
    note: 'No payload. Code 201 means the lock is lost and pinging stops; data is modelled as null.',
    headers: ['stepUp'],
    data: z.null(),
  }),
  resourcesCheck: defineEndpoint({
    id: 'ems.stepUpResourcesCheck',
    host: 'ems',
    method: 'POST',
    path: '/user/step_up_resources/check',
    summary: 'Identity check before entering the shift centre (doc3 §2 entry routing)',
    note: 'No payload. The result shape is not shown: modelled as data true when the check passes; 201 = fails.',
    headers: ['stepUp'],
    data: z.boolean(),
  }),
  resourcesList: defineEndpoint({
    id: 'ems.stepUpResourcesList',
    host: 'ems',
    method: 'POST',
    path: '/user/step_up_resources/list',
    summary: 'Recommended and all classes of the class-choice tabs (doc3 §2, §7)',
    note: 'An empty recommend list sends the shift centre to the intended-time screen.',
    headers: ['stepUp'],
    body: z.object(ClassResourceQueryFields),
    data: z.object({ all: z.array(StepUpClassItemSchema), recommend: z.array(StepUpClassItemSchema) }),
  }),
  recommendClassDetail: defineEndpoint({
    id: 'ems.stepUpRecommendClassDetail',
    host: 'ems',
    method: 'GET',
    path: '/user/step_up/getRecommendClassDetail',
    pathSource: 'chosen',
    summary:
      'The recommended class detail and the recommended class list (doc3 §3 recommendClassDetail and list)',
    note:
      'The spec writes the path as the placeholder {ems}{token} and reads "detail, list"; chosen in the host ' +
      'style. detail is null when nothing is recommended.',
    headers: ['stepUp'],
    query: z.object({ student_id: z.coerce.number().check(z.int(), z.positive()) }),
    data: z.object({ detail: z.nullable(StepUpClassItemSchema), list: z.array(StepUpClassItemSchema) }),
  }),
  getTeacherBaseInfo: defineEndpoint({
    id: 'ems.getTeacherBaseInfo',
    host: 'ems',
    method: 'POST',
    path: '/user/teacher_info/getTeacherBaseInfo',
    summary: 'New teacher card: nickname, avatar, teacherCode (doc3 §3)',
    headers: ['stepUp'],
    body: z.object({ teacherId: z.number().check(z.int()) }),
    data: TeacherInfoSchema,
  }),
  getTeacherUrl: defineEndpoint({
    id: 'ems.getTeacherUrl',
    host: 'ems',
    method: 'POST',
    path: '/user/teacher/getTeacherUrl',
    summary: "The new teacher's intro page url (doc3 §3)",
    headers: ['stepUp'],
    body: z.object({ teacherCode: z.string().check(z.minLength(1)) }),
    data: TeacherUrlSchema,
  }),
  checkTag: defineEndpoint({
    id: 'ems.checkTag',
    host: 'ems',
    method: 'GET',
    path: '/user/student/checkTag',
    summary: 'Student tag check read as tagCheck (doc3 §7)',
    note: 'Payload not shown: no query, the uid header identifies the student. tagCheck modelled as a boolean.',
    headers: ['stepUp'],
    data: z.object({ tagCheck: z.boolean() }),
  }),
  classResourceList: defineEndpoint({
    id: 'ems.stepUpClassResourceList',
    host: 'ems',
    method: 'POST',
    path: '/user/step_up_resources/classList',
    pathSource: 'chosen',
    summary:
      'All-classes chooser: classes filtered by an optional start/end time, with chooser data (doc3 §3, §7)',
    note:
      'Path not shown; chosen beside step_up_resources/list. The select fields are all-or-nothing. ' +
      `page/pageSize are added (chosen) because the all list loads ${STEP_UP_LIMITS.ALL_CLASSES_PAGE_SIZE} ` +
      'per page and appends; without them the whole list is answered.',
    headers: ['stepUp'],
    body: z
      .object({
        ...ClassResourceQueryFields,
        week1: z.optional(WeekdaySchema),
        hour1: z.optional(z.number().check(z.int(), z.gte(0), z.lte(23))),
        minute1: z.optional(z.number().check(z.int(), z.gte(0), z.lte(59))),
        week2: z.optional(WeekdaySchema),
        hour2: z.optional(z.number().check(z.int(), z.gte(0), z.lte(23))),
        minute2: z.optional(z.number().check(z.int(), z.gte(0), z.lte(59))),
        page: z.optional(z.number().check(z.int(), z.gte(1))),
        pageSize: z.optional(z.number().check(z.int(), z.gte(1), z.lte(50))),
      })
      .check(
        z.refine(
          (b) => {
            const select = [b.week1, b.hour1, b.minute1, b.week2, b.hour2, b.minute2];
            return select.every((v) => v === undefined) || select.every((v) => v !== undefined);
          },
          { message: 'select fields week1..minute2 go together' },
        ),
      ),
    data: ClassResourceResponseSchema,
  }),
  teacherVideo: defineEndpoint({
    id: 'ems.teacherVideo',
    host: 'ems',
    method: 'POST',
    path: '/user/teacher/getTeacherVideo',
    pathSource: 'chosen',
    summary: 'Intro video of a teacher tapped on a class card (doc3 §2, §3)',
    note: 'Path not shown; chosen beside /user/teacher/getTeacherUrl, which also takes one teacher.',
    headers: ['stepUp'],
    body: z.object({ teacherId: z.number().check(z.int()) }),
    data: TeacherVideoResponseSchema,
  }),
  sendUserCrNotice: defineEndpoint({
    id: 'partner.sendUserCrNotice',
    host: 'partner',
    method: 'POST',
    path: '/core/callback/send_user_cr_notice',
    summary: 'Notify the head teacher to contact the parent within 24 hours (doc3 §4)',
    note: `${serviceTokenNote} The app reads the code only; data is modelled as null.`,
    headers: ['token'],
    body: UserBodySchema,
    data: z.null(),
  }),
  getUserPushStatus: defineEndpoint({
    id: 'partner.getUserPushStatus',
    host: 'partner',
    method: 'POST',
    path: '/core/callback/get_user_push_status',
    summary: "Push status of the head-teacher notice: '1' off, '2' on (doc3 §3)",
    note: serviceTokenNote,
    headers: ['token'],
    body: UserBodySchema,
    data: PushStatusReplySchema,
  }),
  admin: defineEndpoint({
    id: 'partner.admin',
    host: 'partner',
    method: 'POST',
    path: '/core/callback/admin',
    summary: 'The head master (id, mobile) of the contact dialog; null when the student has none (doc3 §4)',
    note: `${serviceTokenNote} id is the user id; fields is always '${HEAD_MASTER_FIELDS}'.`,
    headers: ['token'],
    body: z.object({ id: userId, fields: z.literal(HEAD_MASTER_FIELDS) }),
    data: z.nullable(HeadMasterInfoSchema),
  }),
  getUpdateStatus: defineEndpoint({
    id: 'partner.getUpdateStatus',
    host: 'partner',
    method: 'POST',
    path: '/core/callback/get_update_status',
    summary: "The step-up update switch: '0' off, '1' on (doc3 §2 entry routing, §3)",
    note: `${serviceTokenNote} Read as data.status; some screens read data.list.status, modelled as optional.`,
    headers: ['token'],
    body: UserBodySchema,
    data: UpdateStatusReplySchema,
  }),
  optionSwitch: defineEndpoint({
    id: 'app.getOptionSwitch',
    host: 'app',
    method: 'POST',
    path: '/v1/step-up/getOptionSwitch',
    pathSource: 'chosen',
    summary: 'Option switch list, indexes 0..6 with turnOn and time (doc2 §7, doc3 §3 optionControlList)',
    note:
      'Path not shown: a POST on the main API taking {token}. Index roles are chosen (OPTION_SWITCH_INDEX): ' +
      'teacher, class, report, select-time and gift controls, then the remaining-days date, then reserved.',
    body: z.object({ token }),
    headers: ['session'],
    data: OptionSwitchListSchema,
  }),
  higherLevelActivity: defineEndpoint({
    id: 'static.higherLevelActivity',
    host: 'static',
    method: 'GET',
    path: '/static/json/higher-level-activity.json',
    pathSource: 'chosen',
    summary: 'Static JSON: the higher-level (step-up) activity period (doc2 §7, doc3 §7)',
    note:
      'File name not shown. On failure the app uses the default period 2021/05/31 00:00:00 – 2021/06/20 ' +
      '23:59:59. Short timeout: the popup loading flag must not hang.',
    data: HigherLevelActivityConfigSchema,
    timeoutMs: SHORT_TIMEOUT_MS,
  }),
} as const;
