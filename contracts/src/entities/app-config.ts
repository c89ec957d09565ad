/**
 * App configuration entities (doc 1 §3, §7): the upgrade-config list (GET /v1/upgrade-config/getConfig,
 * whose typeValue is a JSON string) and the app info the native shell hands over (SystemEnvInfo).
 */
import * as z from 'zod/mini';

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

/** App info from the native shell (GetSystemEnvInfo → SystemEnvInfo). */
export const AppInfoSchema = z.object({
  /** Dot-separated numeric, e.g. '2.5.0'; compared numerically for feature gates. */
  appVersion: z.string().check(z.regex(/^\d+(\.\d+)*$/, 'app version must be dot-separated numbers')),
  system: z.string().check(z.minLength(1)),
  systemVersion: z.string(),
  phoneModel: z.string(),
  /** Install channel code (0 other, 1 app shop, 2 huawei, … 101 ios) as the shell sends it. */
  channel: z.union([z.string(), z.number().check(z.int())]),
  appDeviceId: z.string().check(z.minLength(1)),
  appName: z.string().check(z.minLength(1)),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;
