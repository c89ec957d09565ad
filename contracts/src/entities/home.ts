/**
 * Entities of the home page (doc 2 §3), plus the doc-2 data constants of §9 and the config shapes doc 3
 * reads through calls of this domain: the invite config (both variants) and the jump-link config.
 * Every field the spec lists is present; fields real replies may omit are `.nullish()`.
 */
import * as z from 'zod/mini';
import {
  BANNER_PLATFORM_TYPE,
  CONTENT_TYPE,
  RedirectTypeSchema,
  ReportRecordTypeSchema,
  STYLE_TYPE,
  SubjectIdSchema,
} from '../enums';
import { HomeDateTimeSchema, InviteConfigSchema, OPTION_SWITCH_COUNT } from './shared';
import { DisplaySizeSchema } from './shell';

/** A zod schema accepting exactly the values of a constant map (reusing the enums, never redefining). */
function literalsOf<T extends Record<string, string | number>>(map: T) {
  const values = Object.values(map) as T[keyof T][];
  return z.union(values.map((v) => z.literal(v)) as unknown as [z.ZodMiniLiteral<T[keyof T]>]);
}

// ---------------------------------------------------------------------------------------------------------
// Constants (doc 2 §9, §2, §3, §5) that belong to the data

/** Home list: initial limit 2 per page, page 1 (doc 2 §9). */
export const HOME_LIST_PAGE_LIMIT = 2;

/** Interest-tag status: 1 chosen / selected, 2 not chosen (doc 2 §3). */
export const INTEREST_TAG_STATUS = { CHOSEN: 1, NOT_CHOSEN: 2 } as const;
export const InterestTagStatusSchema = literalsOf(INTEREST_TAG_STATUS);

/** Numeric limits of the home data (doc 2 §2, §5, §9). */
export const HOME_LIMITS = {
  /** Home list page size and first page. */
  HOME_LIST_PAGE_LIMIT,
  HOME_LIST_FIRST_PAGE: 1,
  /** Bottom tabs from server configuration: at most 5. */
  TAB_BAR_MAX: 5,
  /** Category rows hold at most 5 items each, grouped by rowSort. */
  CATEGORY_ROW_MAX: 5,
  /** The configurable image/text grid holds at most 5 columns. */
  GRID_COLUMN_MAX: 5,
  /** Category column height ratio when displaySize is missing. */
  CATEGORY_DEFAULT_RATIO: 1.54,
  /** Default tab image size 100x100. */
  TAB_IMG_DEFAULT_SIZE: { width: 100, height: 100 },
  /** Unread count shows 99+ above 99. */
  UNREAD_CAP: 99,
  /** Interest-tag status values. */
  INTEREST_TAG: INTEREST_TAG_STATUS,
  /** Option switch list: indexes 0..6. */
  OPTION_SWITCH_COUNT,
  /** Poster card is hidden when taskStatus is 5 and invite hide is 0 (doc 2 §4, as stated). */
  POSTER_HIDDEN_TASK_STATUS: 5,
  /** getAppFlag isDisplay 1 shows the download bar. */
  APP_FLAG_DISPLAY: 1,
  /** Resource ids of the source config (doc 2 §9). */
  RESOURCE_IDS: [7182, 7183, 7184, 7185, 7186, 7187, 7188, 356],
  /** Trial-claim login: source 10001, phone 1 to 14 digits, area code 86, SMS countdown 59 s. */
  TRIAL_CLAIM_SOURCE: 10001,
  TRIAL_CLAIM_PHONE_MAX_DIGITS: 14,
  TRIAL_CLAIM_CODE_COUNTDOWN_S: 59,
  DEFAULT_AREA_CODE: '86',
} as const;

/**
 * The notification popup after home's popup chain (doc 2 §4, §9). Apart from HOME_LIMITS, which the tab
 * shell reads on every first load, so these ride only with the popups' lazy chunk.
 */
export const NOTIFY_POPUP_LIMITS = {
  /** Each kind (auth, follow) shows at most this many times, counted in local storage. */
  MAX_PER_KIND: 2,
  /** The push status check gives up after this long. */
  PUSH_STATE_TIMEOUT_MS: 1000,
} as const;

/**
 * Home's pull to refresh and visibility watching (doc 2 §9), both set up after the first paint: apart from
 * HOME_LIMITS for the same reason as NOTIFY_POPUP_LIMITS.
 */
export const HOME_PAGE_GESTURES = {
  /** The pull-to-refresh head, and the pull that triggers a refresh, as a share of the width. */
  PULL_HEAD_RATIO: 166 / 750,
  /** An element counts as seen when wholly in view... */
  VISIBILITY_THRESHOLD: 1,
  /** ...checked at most this often. */
  VISIBILITY_THROTTLE_MS: 500,
} as const;

/**
 * Which resource id carries which home block. The spec lists the ids (7182–7188 and 356) but not their
 * roles: this assignment is chosen, and the simulator and the web both read it from here.
 */
export const HOME_RESOURCE_ID = {
  NAVBAR: 7182,
  CATEGORY_ROWS: 7183,
  GRID: 7184,
  TEXT_BLOCKS: 7185,
  BOTTOM_TEXT: 7186,
  SOURCE_POPUP: 7187,
  FLOAT_ICON: 7188,
  DOWNLOAD_BAR: 356,
} as const;

/** Dictionary keys looked up by the app (doc 2 §7, doc 3 §7). */
export const DICTIONARY_KEY = { MARKETING_ACTIVITY_DOMAIN: 'MARKETING_ACTIVITY_DOMAIN' } as const;
export const DictionaryKeySchema = z.enum(DICTIONARY_KEY);

/** Type codes of the URL / jump-link config (doc 2 §7 inviteConfig; doc 3 §7 all four). */
export const JUMP_LINK_TYPE_CODE = {
  INVITE_CONFIG: 'inviteConfig',
  COURSE_OUTLINE: 'courseOutline',
  ARRANGE_CLASS_URL: 'arrangeClassUrl',
  /** Listed as the bare code 18; its meaning is not shown. */
  CODE_18: '18',
} as const;
export const JumpLinkTypeCodeSchema = z.enum(JUMP_LINK_TYPE_CODE);

// ---------------------------------------------------------------------------------------------------------
// Shared field shapes

export const HomeContentTypeSchema = literalsOf(CONTENT_TYPE);
export const HomeStyleTypeSchema = literalsOf(STYLE_TYPE);
export const HomePlatformTypeSchema = literalsOf(BANNER_PLATFORM_TYPE);

/** The redirect fields every tappable home item carries (banner, card, float popup, resource item). */
const redirectFields = {
  redirectType: RedirectTypeSchema,
  url: z.nullish(z.string()),
  /** Mini-program original id (redirectType 2). */
  xcxId: z.nullish(z.string()),
  /** Mini-program page path. */
  xcxUrl: z.nullish(z.string()),
  /** Mini-program version type: 0 release, 1 develop, 2 trial (WeChat convention). */
  miniprogramType: z.nullish(z.number().check(z.int(), z.gte(0), z.lte(2))),
};

// ---------------------------------------------------------------------------------------------------------
// Top bar (the tab items are in ./tab-shell, which the app's first load carries)

export const NavbarDataSchema = z.object({
  /** Greeting text; a default greeting shows when empty. */
  textContent: z.nullish(z.string()),
});
export type NavbarData = z.infer<typeof NavbarDataSchema>;

// AppFlagSchema and UnreadMsgNumSchema (the shell's top bar) live in ./tab-shell.ts.

// ---------------------------------------------------------------------------------------------------------
// Banners, categories, source config

/** A banner (one entry of a position's dataList, or of the /v1/index/banner list). */
export const BannerSchema = z.object({
  id: z.number().check(z.int()),
  title: z.nullish(z.string()),
  ...redirectFields,
  displayPositionId: z.nullish(z.number().check(z.int())),
  imgPath: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** Banner gateway answer item: a display position and its banners. */
export const BannerPositionSchema = z.object({
  displayPositionId: z.number().check(z.int()),
  dataList: z.array(BannerSchema),
});
export type BannerPosition = z.infer<typeof BannerPositionSchema>;

/** Category / resource item: an image (or text) tile of the category rows, the grid, the text blocks. */
export const ResourceItemSchema = z.object({
  id: z.nullish(z.number().check(z.int())),
  imgPath: z.nullish(z.string()),
  textContent: z.nullish(z.string()),
  /** 'WxH'; column height follows its ratio (default 1.54). */
  displaySize: z.nullish(DisplaySizeSchema),
  /** Row the item belongs to; at most 5 per row. */
  rowSort: z.number().check(z.int(), z.gte(0)),
  /** Tap target: not shown in the spec, modelled like a banner's redirect. */
  ...redirectFields,
  redirectType: z.nullish(RedirectTypeSchema),
});
export type ResourceItem = z.infer<typeof ResourceItemSchema>;

/** One configured resource (id 7182–7188 or 356) with its items. */
export const SourceConfigBlockSchema = z.object({
  resourceId: z.number().check(z.int()),
  resourceName: z.nullish(z.string()),
  dataList: z.array(ResourceItemSchema),
});
export type SourceConfigBlock = z.infer<typeof SourceConfigBlockSchema>;

/** The source-config popup: shown only when no other home popup shows. */
export const SourceConfigPopupSchema = z.object({
  id: z.number().check(z.int()),
  title: z.nullish(z.string()),
  imgPath: z.string(),
  ...redirectFields,
});
export type SourceConfigPopup = z.infer<typeof SourceConfigPopupSchema>;

/** Float popup (floating icon). */
export const FloatPopupSchema = z.object({
  id: z.number().check(z.int()),
  title: z.nullish(z.string()),
  redirectType: RedirectTypeSchema,
  xcxId: z.nullish(z.string()),
  xcxUrl: z.nullish(z.string()),
  url: z.nullish(z.string()),
  imgPath: z.string(),
});
export type FloatPopup = z.infer<typeof FloatPopupSchema>;

/** Source-config answer: home content blocks (navbar text, resources, the popup and floating icons). */
export const SourceConfigSchema = z.object({
  navbar: z.nullish(NavbarDataSchema),
  blocks: z.array(SourceConfigBlockSchema),
  popups: z.array(SourceConfigPopupSchema),
  floatPopups: z.array(FloatPopupSchema),
});
export type SourceConfig = z.infer<typeof SourceConfigSchema>;

// ---------------------------------------------------------------------------------------------------------
// Home list (module config) and cards

export const HomeCardSchema = z.object({
  id: z.number().check(z.int()),
  courseId: z.number().check(z.int()),
  courseTitle: z.string(),
  courseSubtitle: z.nullish(z.string()),
  cardContent: z.nullish(z.string()),
  homePageImageUrl: z.nullish(z.string()),
  /** Big-card video, autoplays when visible. */
  videoUrl: z.nullish(z.string()),
  /** Countdown end, YYYY.MM.DD HH:mm:ss. */
  endTime: z.nullish(HomeDateTimeSchema),
  serialNumber: z.nullish(z.number().check(z.int())),
  participantNum: z.nullish(z.number().check(z.int(), z.gte(0))),
  participantPictureUrls: z.nullish(z.array(z.string())),
  /** Pea class: when present this external link opens instead of the detail page. */
  courseLink: z.nullish(z.string()),
  redirectType: z.nullish(RedirectTypeSchema),
  xcxId: z.nullish(z.string()),
  xcxUrl: z.nullish(z.string()),
  miniprogramType: z.nullish(z.number().check(z.int(), z.gte(0), z.lte(2))),
});
export type HomeCard = z.infer<typeof HomeCardSchema>;

/** Home list item. buttonTypeId carries the content type (1 limited activity … 6 pea class). */
export const ModuleConfigSchema = z.object({
  childModuleName: z.string(),
  /** Layout: 1 all big, 2 first big then small, 3 small, 4 small price-style. */
  styleTypeId: HomeStyleTypeSchema,
  buttonTypeId: HomeContentTypeSchema,
  buttonTypeName: z.nullish(z.string()),
  bannerList: z.nullish(z.array(BannerSchema)),
  showConfigContentList: z.array(HomeCardSchema),
});
export type ModuleConfig = z.infer<typeof ModuleConfigSchema>;

// ---------------------------------------------------------------------------------------------------------
// Today's classes, awards, check-in

export const TodayClassSchema = z.object({
  chapterName: z.string(),
  teacherName: z.string(),
  chapterImgUrl: z.nullish(z.string()),
  /** Lesson start, YYYY.MM.DD HH:mm:ss. */
  courseDate: HomeDateTimeSchema,
  /** Subject code (chooses the subject icon). */
  subject: SubjectIdSchema,
  liveId: z.number().check(z.int()),
  liveCnListId: z.nullish(z.number().check(z.int())),
  liveStudentId: z.nullish(z.number().check(z.int())),
  courseResourceId: z.nullish(z.number().check(z.int())),
  /** Live-room configuration handed to the native LiveCourse bridge; shape not shown. */
  courseConfig: z.nullish(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
});
export type TodayClass = z.infer<typeof TodayClassSchema>;

/**
 * Unclaimed class-hour award. giveClass is summed for the popup; the list is sent back unchanged as
 * packageReceives, so unknown fields are kept (looseObject).
 */
export const UnclaimedAwardSchema = z.looseObject({
  id: z.nullish(z.number().check(z.int())),
  packageName: z.nullish(z.string()),
  /** Gifted class hours of this package. */
  giveClass: z.number().check(z.gte(0)),
});
export type UnclaimedAward = z.infer<typeof UnclaimedAwardSchema>;

/** Class-hour dialog config (the typeValue JSON of getConfig typeCode cfplHourDialog). */
export const ClassHourDialogConfigSchema = z.object({
  type: z.number().check(z.int()),
  title: z.string(),
  content: z.string(),
});
export type ClassHourDialogConfig = z.infer<typeof ClassHourDialogConfigSchema>;

// ---------------------------------------------------------------------------------------------------------
// Popups and activities

export const WonderfulActivityFlagsSchema = z.object({
  popup: z.boolean(),
  icon: z.boolean(),
});
export type WonderfulActivityFlags = z.infer<typeof WonderfulActivityFlagsSchema>;

/** Interest-tag popup, shape 1: one tag of a group. Status 1 means selected. */
export const InterestTagPopTagSchema = z.object({
  tagId: z.number().check(z.int()),
  tagName: z.string(),
  status: InterestTagStatusSchema,
});
export const InterestTagPopGroupSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  /** At most this many tags chosen in the group; no minimum. */
  maxChosedNum: z.nullish(z.number().check(z.int(), z.gte(1))),
  olParentInterestTagPopGroupDetailSaveDtos: z.array(InterestTagPopTagSchema),
});
export const InterestTagPopupSchema = z.object({
  id: z.number().check(z.int()),
  outterTitle: z.string(),
  subtitle: z.nullish(z.string()),
  olParentInterestTagPopGroupSaveDtos: z.array(InterestTagPopGroupSchema),
});
export type InterestTagPopup = z.infer<typeof InterestTagPopupSchema>;

/** Interest-tag list, shape 2 ("the other tag list"): group with title, maxChosedNum, tags. */
export const InterestTagSchema = z.object({
  id: z.number().check(z.int()),
  tagName: z.string(),
  /** 1 chosen, 2 not chosen. */
  status: InterestTagStatusSchema,
});
export const InterestTagGroupSchema = z.object({
  title: z.string(),
  maxChosedNum: z.number().check(z.int(), z.gte(1)),
  tags: z.array(InterestTagSchema),
});
export type InterestTagGroup = z.infer<typeof InterestTagGroupSchema>;

/** Body of the tag save (interestTagPopListSaveReqDtos). */
export const InterestTagSaveSchema = z.object({
  interestTagPopListSaveReqDtos: z.array(
    z.object({
      popId: z.number().check(z.int()),
      saveGroupReqDtos: z.array(
        z.object({
          groupId: z.number().check(z.int()),
          tagReqDtos: z.array(
            z.object({ tagid: z.number().check(z.int()), status: InterestTagStatusSchema }),
          ),
        }),
      ),
    }),
  ),
});
export type InterestTagSave = z.infer<typeof InterestTagSaveSchema>;

// ---------------------------------------------------------------------------------------------------------
// Report card, poster card, invite config

export const ReportRecordItemSchema = z.object({
  id: z.number().check(z.int()),
  /** 1 monthly, 5 subject explore, 10 first lesson, 15 after-course. */
  report_type: ReportRecordTypeSchema,
  report_msg: z.nullish(z.string()),
  eva_id: z.nullish(z.number().check(z.int())),
  /** Child-report flag; without it the special report gets primary=1. */
  child: z.nullish(z.union([z.boolean(), z.literal(0), z.literal(1)])),
});
export type ReportRecordItem = z.infer<typeof ReportRecordItemSchema>;

/** Report record of the study-situation card; the card is hidden when the data is empty. */
export const ReportRecordSchema = z.object({
  step: z.nullish(z.string()),
  course_total: z.nullish(z.number().check(z.int(), z.gte(0))),
  subject_total: z.nullish(z.number().check(z.int(), z.gte(0))),
  isFinishClassToday: z.nullish(z.boolean()),
  /** The new report, when one exists (shows the 'new report' header). */
  report_record: z.nullish(ReportRecordItemSchema),
});
export type ReportRecord = z.infer<typeof ReportRecordSchema>;

export const PosterTaskSchema = z.object({
  rewardValue: z.number().check(z.gte(0)),
  taskStatus: z.number().check(z.int()),
  remark: z.nullish(z.string()),
});
export type PosterTask = z.infer<typeof PosterTaskSchema>;

/**
 * URL / jump-link config by typeCode: inviteConfig answers the invite config fields; courseOutline,
 * arrangeClassUrl and 18 answer a url.
 */
export const JumpLinkConfigSchema = z.extend(InviteConfigSchema, {
  typeCode: JumpLinkTypeCodeSchema,
  url: z.nullish(z.string()),
});
export type JumpLinkConfig = z.infer<typeof JumpLinkConfigSchema>;

export const DictionaryEntrySchema = z.object({
  key: DictionaryKeySchema,
  /** For MARKETING_ACTIVITY_DOMAIN: the origin of marketing activity pages. */
  value: z.string().check(z.minLength(1)),
  remark: z.nullish(z.string()),
});
export type DictionaryEntry = z.infer<typeof DictionaryEntrySchema>;

/** Phone of the trial-claim popup: 1 to 14 digits. */
export const TrialClaimPhoneSchema = z.string().check(z.regex(/^\d{1,14}$/, '请输入正确的手机号码！'));
export const TrialClaimAreaCodeSchema = z.string().check(z.regex(/^\d{1,4}$/));

export const ListenOnlineCourseBodySchema = z.object({
  token: z.string().check(z.minLength(1)),
  taskId: z.union([z.string().check(z.minLength(1)), z.number().check(z.int())]),
  liveId: z.union([z.string().check(z.minLength(1)), z.number().check(z.int())]),
});
