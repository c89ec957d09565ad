/**
 * The home page (doc 2 §7): today's classes, the module list, banners, the source-config popups and floating
 * icons, awards, the wonderful-moment and interest-tag popups, the study-report record, the poster card, the
 * live-listening check, the official-account follow check of the notification popup, the dictionary lookup
 * and the trial-claim popup.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  BannerPositionSchema,
  BannerSchema,
  DictionaryEntrySchema,
  DictionaryKeySchema,
  HOME_LIMITS,
  HomePlatformTypeSchema,
  InterestTagPopupSchema,
  InterestTagSaveSchema,
  ListenOnlineCourseBodySchema,
  ModuleConfigSchema,
  PosterTaskSchema,
  ReportRecordSchema,
  SourceConfigSchema,
  TodayClassSchema,
  TrialClaimAreaCodeSchema,
  TrialClaimPhoneSchema,
  UnclaimedAwardSchema,
  WonderfulActivityFlagsSchema,
} from '../entities/home';
import { UserInfoSchema } from '../entities/session';
import { BannerUserTypeSchema, HomeListUserTypeSchema } from '../enums';
import { SHORT_TIMEOUT_MS } from '../hosts';

const token = z.string().check(z.minLength(1));
/** Calls whose answer the app does not read (or the spec does not show): the code alone decides. */
const NoDataSchema = z.nullish(z.boolean());

export const homeEndpoints = {
  todayClasss: defineEndpoint({
    id: 'app.todayClasss',
    host: 'app',
    method: 'GET',
    path: '/v1/index/todayClasss',
    summary: "Today's classes, requested for official students only (doc2 §7)",
    query: z.object({ token }),
    headers: ['session'],
    data: z.array(TodayClassSchema),
  }),
  homePageShowConfig: defineEndpoint({
    id: 'app.homePageShowConfig',
    host: 'app',
    method: 'POST',
    path: '/v1/ol-parent-show-config/homePageShowConfig',
    summary:
      'Paged list of home content modules; limit 2, page 1 first; errors toast on page 1 only (doc2 §7)',
    body: z.object({
      limit: z.number().check(z.int(), z.gte(1)),
      page: z.number().check(z.int(), z.gte(1)),
      showDeviceType: HomePlatformTypeSchema,
      /** Home-list user type: tourist 1, official 2, unofficial 3. */
      showUserType: HomeListUserTypeSchema,
      userId: z.optional(z.string()),
    }),
    data: z.array(ModuleConfigSchema),
  }),
  indexBanner: defineEndpoint({
    id: 'app.indexBanner',
    host: 'app',
    method: 'POST',
    path: '/v1/index/banner',
    summary: 'Home banner list (doc2 §7 "Banner list call" and POST /v1/index/banner, one call)',
    note:
      'Decided as ONE call: the spec lists a banner list call with payload but no path, and POST /v1/index/banner ' +
      'with a path but no payload or answer; they sit beside GET /v1/index/bannerAccess. The payload is the ' +
      "banner list call's; the answer (not shown) is the list of banners with imgPath. userType follows the " +
      'banner audience values (tourist 3, unofficial 1, official 2).',
    body: z.object({
      displayPosition: z.number().check(z.int()),
      userType: BannerUserTypeSchema,
      platformType: HomePlatformTypeSchema,
      userId: z.optional(z.string()),
    }),
    data: z.array(BannerSchema),
  }),
  getPositionBanner: defineEndpoint({
    id: 'gateway.getPositionBanner',
    host: 'gateway',
    method: 'POST',
    path: '/api/aic-ug/v1/banner/getPositionBanner',
    summary: 'Banners by display position on the banner gateway (doc2 §7)',
    note: 'No auth header is named and tourists (user type 3) call it too, so none is required.',
    body: z.object({
      platformType: HomePlatformTypeSchema,
      displayPositionId: z.number().check(z.int()),
      /** Banner gateway user type: tourist 3, unofficial 1, official 2. */
      userType: BannerUserTypeSchema,
      userId: z.optional(z.string()),
    }),
    data: z.array(BannerPositionSchema),
  }),
  bannerAccess: defineEndpoint({
    id: 'app.bannerAccess',
    host: 'app',
    method: 'GET',
    path: '/v1/index/bannerAccess',
    summary: 'Records a banner click (doc2 §7)',
    note: 'Answer not read. Short timeout: fire-and-forget.',
    query: z.object({ id: z.coerce.number().check(z.int()), userId: z.optional(z.string()) }),
    data: NoDataSchema,
    timeoutMs: SHORT_TIMEOUT_MS,
  }),
  sourceConfig: defineEndpoint({
    id: 'app.getSourceConfig',
    host: 'app',
    method: 'GET',
    path: '/v1/index/getSourceConfig',
    pathSource: 'chosen',
    summary:
      'Home content blocks: navbar text, category rows, grid, text blocks, source-config popup, float icons (doc2 §7)',
    note:
      'Path and payload not shown: a GET beside the other /v1/index calls taking the resource ids of doc2 §9 ' +
      '(7182–7188 and 356, comma-separated; roles in HOME_RESOURCE_ID) and the banner user type. The answer ' +
      'models what the home page renders from "home content blocks".',
    query: z.object({
      resourceIds: z.string().check(z.regex(/^\d+(,\d+)*$/)),
      userType: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(3))),
    }),
    data: SourceConfigSchema,
  }),
  listUnclaimedAward: defineEndpoint({
    id: 'app.listUnclaimedAward',
    host: 'app',
    method: 'GET',
    path: '/v1/ol-parent-package-give-rule/listUnclaimedAward',
    summary:
      'Unclaimed class-hour awards for the gift popup; giveClass is summed; not for tourists (doc2 §7)',
    query: z.object({ token }),
    headers: ['session'],
    data: z.array(UnclaimedAwardSchema),
  }),
  receiveAward: defineEndpoint({
    id: 'app.receivePackageAward',
    host: 'app',
    method: 'POST',
    path: '/v1/ol-parent-package-give-rule/receive',
    summary: 'Claim the unclaimed awards (doc2 §7; doc3 "package receive for the class-hour reward card")',
    note: 'The spec reads code, success and message; the data payload is not read.',
    body: z.object({ packageReceives: z.array(UnclaimedAwardSchema).check(z.minLength(1)), token }),
    headers: ['session'],
    data: NoDataSchema,
  }),
  wonderfulMomentCheck: defineEndpoint({
    id: 'app.checkWonderfulMoment',
    host: 'app',
    method: 'POST',
    path: '/v1/wonderful/moment/check/user/rule',
    summary: 'Wonderful-activity popup and icon flags; not for tourists (doc2 §7)',
    headers: ['token'],
    data: WonderfulActivityFlagsSchema,
  }),
  interestTagPopList: defineEndpoint({
    id: 'gateway.interestTagPopList',
    host: 'gateway',
    method: 'POST',
    path: '/api/aic-ug/v1/interestTag/pop/list',
    summary: 'Interest-tag popups; skipped for tourists (doc2 §7)',
    note: '"Headers only": the same session headers the save call names; no body.',
    headers: ['session'],
    data: z.array(InterestTagPopupSchema),
  }),
  interestTagPopListSave: defineEndpoint({
    id: 'gateway.interestTagPopListSave',
    host: 'gateway',
    method: 'POST',
    path: '/api/aic-ug/v1/interestTag/pop/list/save',
    summary: 'Save the chosen interest tags; a non-success toasts the server message (doc2 §7)',
    note: 'The answer is code and message only.',
    body: InterestTagSaveSchema,
    headers: ['session'],
    data: NoDataSchema,
  }),
  getReportRecord: defineEndpoint({
    id: 'evaluation.getReportRecord',
    host: 'evaluation',
    method: 'POST',
    path: '/api/aic-evaluation/open-api/v1/report/parent/getReportRecord',
    summary: 'Study-situation report card record; success code 200; hidden when empty (doc2 §7)',
    body: z.object({
      userId: z.string().check(z.minLength(1)),
      subject: z.number().check(z.int()),
      step: z.string(),
    }),
    headers: ['authorization'],
    data: z.nullable(ReportRecordSchema),
  }),
  updateReportReadStatus: defineEndpoint({
    id: 'evaluation.updateReportReadStatus',
    host: 'evaluation',
    method: 'POST',
    path: '/api/aic-evaluation/open-api/v1/report/parent/updateReportReadStatus',
    summary: 'Mark the new report read, then the record is reloaded (doc2 §7)',
    note:
      "The spec writes '.../report/parent/updateReportReadStatus'; the elided prefix is getReportRecord's. " +
      'Header as getReportRecord. Answer not shown: the code alone decides.',
    body: z.object({ id: z.number().check(z.int()), userId: z.string().check(z.minLength(1)) }),
    headers: ['authorization'],
    data: NoDataSchema,
  }),
  getPosterShareTask: defineEndpoint({
    id: 'marketing.getPosterShareTask',
    host: 'marketing',
    method: 'GET',
    path: '/marketing-act-backend/o/posterShare/getPosterShareTask',
    summary: 'Share-poster task card: reward, status, remark (doc2 §7)',
    note: 'courseSubjectTypes is a comma-separated list of subject ids.',
    query: z.object({
      courseBelong: z.coerce.number().check(z.int()),
      courseSubjectTypes: z.string().check(z.regex(/^\d+(,\d+)*$/)),
    }),
    headers: ['authorization'],
    data: PosterTaskSchema,
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
  isSubscribe: defineEndpoint({
    id: 'app.isSubscribe',
    host: 'app',
    method: 'GET',
    path: '/v1/user/isSubscribe',
    summary:
      'Whether the parent follows the official account (notification popup, follow stage) (doc1 §7, §4)',
    note: 'Param not named: modelled as {userId}. Answer not shown: data true when following. 10 s timeout (popup check).',
    headers: ['token'],
    query: z.object({ userId: z.string().check(z.minLength(1)) }),
    data: z.boolean(),
    timeoutMs: SHORT_TIMEOUT_MS,
  }),
  dictionary: defineEndpoint({
    id: 'app.findDictionary',
    host: 'app',
    method: 'GET',
    path: '/v1/common/dictionary/find',
    pathSource: 'chosen',
    summary: 'Dictionary lookup by key, e.g. MARKETING_ACTIVITY_DOMAIN (doc2 §7, doc3 §7)',
    note:
      'Path and answer not shown: a GET under /v1/common like the other shared lookups; the answer is the ' +
      'key and its value (the marketing activity origin). Short timeout: non-blocking lookup.',
    query: z.object({ key: DictionaryKeySchema }),
    data: DictionaryEntrySchema,
    timeoutMs: SHORT_TIMEOUT_MS,
  }),
  trialClaimSendCode: defineEndpoint({
    id: 'app.trialClaimSendCode',
    host: 'app',
    method: 'POST',
    path: '/v1/visitor/trialClaim/sendCode',
    pathSource: 'chosen',
    summary: "Trial-claim popup: send the SMS code; success toasts '发送成功' (doc2 §7, §9)",
    note:
      'Path and payload not shown: a visitor call (no token yet) with the plain phone of 1 to 14 digits, area ' +
      'code (default 86) and source 10001. Answer not read.',
    body: z.object({
      phone: TrialClaimPhoneSchema,
      areaCode: TrialClaimAreaCodeSchema,
      source: z.literal(HOME_LIMITS.TRIAL_CLAIM_SOURCE),
    }),
    data: NoDataSchema,
  }),
  trialClaimLogin: defineEndpoint({
    id: 'app.trialClaimLogin',
    host: 'app',
    method: 'POST',
    path: '/v1/visitor/trialClaim/login',
    pathSource: 'chosen',
    summary: 'Trial-claim popup: log in with phone and code; a first login opens age selection (doc2 §7, §9)',
    note:
      'Path, payload and answer not shown: the user info of a login plus isFirstLogin, which the popup needs ' +
      'to open age selection.',
    body: z.object({
      phone: TrialClaimPhoneSchema,
      areaCode: TrialClaimAreaCodeSchema,
      verificationCode: z.string().check(z.minLength(1)),
      source: z.literal(HOME_LIMITS.TRIAL_CLAIM_SOURCE),
    }),
    data: z.extend(UserInfoSchema, { isFirstLogin: z.boolean() }),
  }),
} as const;
