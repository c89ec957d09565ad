/**
 * Shapes the calls of more than one family carry: the spec's date-times, the check-in state, the invite config,
 * the option switch list's length, and the upgrade configuration (its call is endpoints/shared.ts). They live
 * apart from the families (home, step-up, login) so that a screen of one family does not load and build another
 * family's schemas on its first load: the parent centre and the classes tab used to evaluate all of home's and
 * step-up's entities for these few fields. The web build keeps this module in its app-core chunk
 * (web/vite.config.ts).
 */
import * as z from 'zod/mini';

/** Date-time as the spec writes it: YYYY.MM.DD HH:mm:ss (also accepting / or - as date separators). */
export const HomeDateTimeSchema = z
  .string()
  .check(z.regex(/^\d{4}[./-]\d{2}[./-]\d{2} \d{2}:\d{2}:\d{2}$/, 'must be YYYY.MM.DD HH:mm:ss'));

/** The spec's date format YYYY.MM.DD HH:mm:ss (doc 1 §9); the step-up host also sends bare dates. */
export const StepUpDateTimeSchema = z
  .string()
  .check(z.regex(/^\d{4}[./-]\d{2}[./-]\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'must be YYYY.MM.DD[ HH:mm:ss]'));

/** Option switch list (step-up): indexes 0..6 (doc 2 §9; HOME_LIMITS lists it too). */
export const OPTION_SWITCH_COUNT = 7;

export const CheckInDataSchema = z.object({ dayNum: z.number().check(z.int(), z.gte(0)) });
export type CheckInData = z.infer<typeof CheckInDataSchema>;

/**
 * The answer of isSignIn (answer not shown in doc 3 §7; chosen): today's state plus the check-in popup's
 * data (doc 2 §3 "Check-in popup data: dayNum"). signIn true once the parent checked in today; dayNum the
 * days checked in so far (0 before the first).
 */
export const SignInStatusSchema = z.object({ signIn: z.boolean(), ...CheckInDataSchema.shape });
export type SignInStatus = z.infer<typeof SignInStatusSchema>;

/** 0/1 flags where 0 means shown (invite config hide flags). */
export const InviteHideFlagSchema = z.union([z.literal(0), z.literal(1)]);

/**
 * Invite config, both variants: doc 2 reads the index* fields (home poster card), doc 3 the inviteTitle
 * and mine* fields (parent centre). A hide flag of 0 means shown. A reply carries one variant or both.
 */
export const InviteConfigSchema = z.object({
  indexHide: z.nullish(InviteHideFlagSchema),
  indexPosterUrl: z.nullish(z.string()),
  indexPresentUrl: z.nullish(z.string()),
  inviteTitle: z.nullish(z.string()),
  minePosterHide: z.nullish(InviteHideFlagSchema),
  minePosterUrl: z.nullish(z.string()),
  minePresentHide: z.nullish(InviteHideFlagSchema),
  minePresentUrl: z.nullish(z.string()),
});
export type InviteConfig = z.infer<typeof InviteConfigSchema>;

// ---------------------------------------------------------------------------------------------------------
// The upgrade configuration (getConfig by typeCode): read by the login (the class-hour dialog) and by the home
// and the parent centre (the invite config).

/** Type codes the spec names (doc 1 §7, doc 2 §7, doc 3 §7). */
export const UPGRADE_CONFIG_TYPE_CODE = {
  CFPL_HOUR_DIALOG: 'cfplHourDialog',
  INVITE_CONFIG: 'inviteConfig',
  COURSE_OUTLINE: 'courseOutline',
  ARRANGE_CLASS_URL: 'arrangeClassUrl',
} as const;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A string holding JSON; the app parses it per typeCode. */
export const JsonStringSchema = z.string().check(z.refine(isJson, 'must be a JSON string'));

export const UpgradeConfigQuerySchema = z.object({ typeCode: z.string().check(z.minLength(1)) });
export type UpgradeConfigQuery = z.infer<typeof UpgradeConfigQuerySchema>;

export const UpgradeConfigItemSchema = z.object({
  id: z.nullish(z.number().check(z.int())),
  typeCode: z.string().check(z.minLength(1)),
  typeName: z.nullish(z.string()),
  /** JSON text, e.g. '{"show":true,"title":"…"}' for cfplHourDialog. */
  typeValue: JsonStringSchema,
});
export type UpgradeConfigItem = z.infer<typeof UpgradeConfigItemSchema>;

export const UpgradeConfigListSchema = z.array(UpgradeConfigItemSchema);

/** Parse an item's typeValue (already validated as JSON). */
export function parseTypeValue(item: UpgradeConfigItem): unknown {
  return JSON.parse(item.typeValue);
}
