/**
 * The app shell's entities (doc 2 §2, §3, §7): a bottom tab item from server configuration, the unread count
 * and the download bar's flag. Apart from the home entities because every route's first load renders the
 * shell, while the rest of ./home loads with the home screen.
 */
import * as z from 'zod/mini';
import { RedirectTypeSchema } from '../enums';

/** 'WxH', e.g. '750x300' (category items, tab sizes). */
export const DisplaySizeSchema = z.string().check(z.regex(/^\d+x\d+$/, "must be 'WxH', e.g. '100x100'"));

export const TabItemSchema = z.object({
  id: z.number().check(z.int()),
  tabName: z.string().check(z.minLength(1)),
  tabImgPath: z.string(),
  /** Highlighted (selected) image. */
  tabImgLightPath: z.string(),
  /** Image size 'WxH'; default 100x100 when absent. */
  sizes: z.nullish(DisplaySizeSchema),
  redirectType: RedirectTypeSchema,
  /** Route (/index, /growUp/studyPlan, /myTabClass, /parentsCenter) or external link. */
  url: z.string().check(z.minLength(1)),
});
export type TabItem = z.infer<typeof TabItemSchema>;

/** Home top bar and download bar (doc 2 §2, §7): read by the tab shell, so defined with it. */
export const AppFlagSchema = z.object({
  /** 1 shows the app download bar. */
  isDisplay: z.union([z.literal(0), z.literal(1)]),
});
export type AppFlag = z.infer<typeof AppFlagSchema>;

export const UnreadMsgNumSchema = z.object({ num: z.number().check(z.int(), z.gte(0)) });
export type UnreadMsgNum = z.infer<typeof UnreadMsgNumSchema>;
