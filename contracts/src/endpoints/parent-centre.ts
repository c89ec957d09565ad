/**
 * The parent centre (doc 1 §7, doc 3 §7): the logistics marker, task init, sign-in state, the 'parent'
 * config group and the configuration gateway, the undone homework count, and the class-hour and leave
 * calls (the step-up panel's remaining hours too). Hour answers use the code-0 envelope whatever the host.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  BrandHourSummarySchema,
  ClassHoursSchema,
  ConfigurationSchema,
  ConfigurationsBodySchema,
  HourCateSchema,
  LeaveSummarySchema,
  LogisticsMarkSchema,
  PARENT_CONFIG_GROUP,
  ParentCentreHourDataSchema,
  ParentConfigNameSchema,
  ParentConfigSchema,
  WorkUndoneNumBodySchema,
} from '../entities/parent-centre';
import { SignInStatusSchema } from '../entities/shared';
import { SubjectBrandSchema } from '../enums';

/** hourUserStatus of the ug hour query: the spec sends [0, 1]. */
const HourUserStatusSchema = z.array(z.union([z.literal(0), z.literal(1)])).check(z.minLength(1));

export const parentCentreEndpoints = {
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
    note:
      'Payload and answer not shown: no body (the session identifies the parent). The spec gives the call and ' +
      '"Check-in popup data: dayNum" (doc2 §3); the answer carrying both is chosen: { signIn, dayNum }, signIn ' +
      'true when checked in today, dayNum the days checked in (an int ≥ 0, shown by the check-in popup).',
    headers: ['session'],
    data: SignInStatusSchema,
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
  assetsQueryUserHourGroup: defineEndpoint({
    id: 'assets.queryUserHourGroup',
    host: 'assets',
    method: 'POST',
    path: '/assets/v2/userHour/general/queryUserHourGroup',
    summary: 'Remaining class hours by group (large/small live, base + gift) for the step-up panel (doc3 §3)',
    note: 'The fixed hour app id goes in the appid header (value not shown).',
    headers: ['bearer', 'appid'],
    body: z.object({ userId: z.string().check(z.minLength(1)), status: z.literal(1) }),
    data: ClassHoursSchema,
  }),
  multiBrandSummaryList: defineEndpoint({
    id: 'gateway.multiBrandHourSummaryList',
    host: 'gateway',
    method: 'POST',
    path: '/api/unification-assets/special/multiBrand/summary/list',
    summary: 'Hours per brand (small live and recorded, base + gift) for the parent-centre tiles (doc3 §3)',
    note: 'All brands are queried, only math in the mini-program.',
    headers: ['bearer', 'staff'],
    family: 'zero',
    body: z.object({
      brandCodeList: z.array(SubjectBrandSchema).check(z.minLength(1)),
      unificationId: z.string().check(z.minLength(1)),
    }),
    data: z.array(BrandHourSummarySchema),
  }),
  ugQueryUserHourGroup: defineEndpoint({
    id: 'app.ugQueryUserHourGroup',
    host: 'app',
    method: 'POST',
    path: '/v1/personalCenter/queryUserHourGroup',
    summary: 'Parent-centre hour tiles: live/recorded remaining and gifted (doc3 §3)',
    note: 'Served under the ug base of the main API; answers with the code-0 envelope.',
    headers: ['session'],
    family: 'zero',
    body: z.object({
      unificationId: z.string().check(z.minLength(1)),
      hourUserStatus: HourUserStatusSchema,
      brandCode: SubjectBrandSchema,
    }),
    data: ParentCentreHourDataSchema,
  }),
  getHourCateByBrandCode: defineEndpoint({
    id: 'app.getHourCateByBrandCode',
    host: 'app',
    method: 'POST',
    path: '/v1/personalCenter/getHourCateByBrandCode',
    summary: 'Hour categories of a brand for /myClassHour (doc3 §7)',
    note: 'Answer not shown: modelled as the list of hour categories (id, name, live/recorded) of the brand.',
    headers: ['session'],
    body: z.object({ brandCode: SubjectBrandSchema }),
    data: z.array(HourCateSchema),
  }),
  leaveSummary: defineEndpoint({
    id: 'gateway.leaveSummary',
    host: 'gateway',
    method: 'POST',
    path: '/api/unification-assets/special/leave/summary',
    pathSource: 'chosen',
    summary: 'Remaining leave count (usableNum) of the leave tile (doc3 §3, §6)',
    note:
      'Path not shown; chosen beside the multi-brand summary, which uses the same staff-type auth ' +
      '(doc3 §6) and the code-0 hours envelope.',
    headers: ['bearer', 'staff'],
    family: 'zero',
    body: z.object({ unificationId: z.string().check(z.minLength(1)) }),
    data: LeaveSummarySchema,
  }),
} as const;
