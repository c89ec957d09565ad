/**
 * The tab shell's entity (doc 2 §2, §3): a bottom tab item from server configuration. Apart from the home
 * entities because every route's first load renders the tab bar, while the rest of ./home loads with
 * the home screen.
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
