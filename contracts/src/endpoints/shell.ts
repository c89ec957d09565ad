/**
 * The app shell (doc 2 §2, §7): the tab bar's configuration, the top bar's unread badge and the download
 * bar's flag. Every route's first load carries this domain.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { AppFlagSchema, TabItemSchema, UnreadMsgNumSchema } from '../entities/shell';
import { HomeListUserTypeSchema } from '../enums';
import { SHORT_TIMEOUT_MS } from '../hosts';

const token = z.string().check(z.minLength(1));

export const shellEndpoints = {
  tabConfig: defineEndpoint({
    id: 'app.getTabConfig',
    host: 'app',
    method: 'GET',
    path: '/v1/index/getTabConfig',
    pathSource: 'chosen',
    summary: 'Bottom tab items from server configuration, at most 5 (doc2 §2 tab shell)',
    note:
      'The spec says tabs come from server configuration but shows no call: a GET beside the other /v1/index ' +
      'calls, no payload (tourists load it too; with no token and a failed answer the user goes to /login). ' +
      'The app keeps the first 5 and, in the mini-program, only courses and me.',
    data: z.array(TabItemSchema),
  }),
  getUnReadMsgNum: defineEndpoint({
    id: 'gateway.getUnReadMsgNum',
    host: 'gateway',
    method: 'POST',
    path: '/api/aic-ug/v1/index/getUnReadMsgNum',
    summary: 'Unread message count for the top-bar badge, 99+ above 99; not for tourists (doc2 §7)',
    note: 'reqType values are not shown (1 used for all messages); userType is the home-list user type. Short timeout: the badge must not hold the page.',
    body: z.object({
      reqType: z.number().check(z.int()),
      token,
      userType: HomeListUserTypeSchema,
    }),
    headers: ['bearer'],
    data: UnreadMsgNumSchema,
    timeoutMs: SHORT_TIMEOUT_MS,
  }),
  getAppFlag: defineEndpoint({
    id: 'app.getAppFlag',
    host: 'app',
    method: 'GET',
    path: '/v1/index/getAppFlag',
    summary: 'Whether the home download bar shows (isDisplay 1) (doc2 §7)',
    note: 'Short timeout: a non-blocking lookup for the download bar.',
    query: z.object({ userId: z.string().check(z.minLength(1)) }),
    data: AppFlagSchema,
    timeoutMs: SHORT_TIMEOUT_MS,
  }),
} as const;
