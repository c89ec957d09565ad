/**
 * The invite config (jump-link config typeCode inviteConfig, doc 2 §7, doc 3 §7), read by home's poster card
 * and the parent centre's invite entries. Features never import each other, so it lives here; kept out of
 * the app-core chunk (vite.config.ts) so only the screens that read it load it.
 */
import {
  type InviteConfig,
  InviteConfigSchema,
  parseTypeValue,
  UPGRADE_CONFIG_TYPE_CODE,
  type UpgradeConfigItem,
  upgradeConfigEndpoint,
} from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import * as z from 'zod/mini';
import { endpointQuery } from '../lib/endpoint-query';

const INVITE = UPGRADE_CONFIG_TYPE_CODE.INVITE_CONFIG;

/** The invite config's typeValue, or null when absent or not an invite config. */
export function inviteConfigOf(list: readonly UpgradeConfigItem[]): InviteConfig | null {
  const item = list.find((i) => i.typeCode === INVITE);
  if (!item) return null;
  const parsed = z.safeParse(InviteConfigSchema, parseTypeValue(item));
  return parsed.success ? parsed.data : null;
}

export const inviteConfigQuery = (api: ApiClient, enabled: boolean) =>
  endpointQuery(
    api,
    upgradeConfigEndpoint,
    { query: { typeCode: INVITE } },
    { enabled, staleTime: 5 * 60_000, select: inviteConfigOf },
  );
