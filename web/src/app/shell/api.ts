/**
 * The tab shell's calls (doc 2 §2): the server's tab configuration; on home, the unread count of the
 * message badge and the download-bar flag (not asked for tourists: doc 2 §6).
 */
import { type HOME_LIST_USER_TYPE, shellEndpoints } from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { endpointQuery } from '../../lib/endpoint-query';

/** The shell decides what a failure means (logout without a token, default tabs with one). */
export const tabConfigQuery = (api: ApiClient) =>
  endpointQuery(api, shellEndpoints.tabConfig, {}, { staleTime: 5 * 60_000 });

/** reqType of the unread count: the spec does not show its values; 1 is used for all messages. */
const ALL_MESSAGES = 1;

export const unreadQuery = (
  api: ApiClient,
  token: string | null,
  userType: (typeof HOME_LIST_USER_TYPE)[keyof typeof HOME_LIST_USER_TYPE],
) =>
  endpointQuery(
    api,
    shellEndpoints.getUnReadMsgNum,
    { body: { reqType: ALL_MESSAGES, token: token ?? '', userType } },
    { enabled: token !== null, select: (d) => d.num },
  );

/** isDisplay 1 shows the download bar; a failure hides it (and toasts, as any failed call). */
export const appFlagQuery = (api: ApiClient, userId: string | null) =>
  endpointQuery(
    api,
    shellEndpoints.getAppFlag,
    { query: { userId: userId ?? '' } },
    {
      enabled: userId !== null,
      staleTime: 5 * 60_000,
      select: (d) => d.isDisplay === 1,
    },
  );
