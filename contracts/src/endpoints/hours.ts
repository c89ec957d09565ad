/**
 * Class-hour and leave calls (doc 3 §7): the step-up panel's remaining hours, the parent centre's hour
 * tiles per brand and the leave tile. Hour answers use the code-0 envelope whatever the host.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  BrandHourSummarySchema,
  ClassHoursSchema,
  HourCateSchema,
  LeaveSummarySchema,
  ParentCentreHourDataSchema,
} from '../entities/parent-centre';
import { SubjectBrandSchema } from '../enums';

/** hourUserStatus of the ug hour query: the spec sends [0, 1]. */
const HourUserStatusSchema = z.array(z.union([z.literal(0), z.literal(1)])).check(z.minLength(1));

export const hoursEndpoints = {
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
