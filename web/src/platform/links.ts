/**
 * External links opened with a one-time link code (doc 1 §7, §8): the code is a short-lived token appended
 * to the link. It needs a logged-in token ('not logged in'); code '0' gives a token, 1000014 gives an empty
 * token (the link still opens), any other code is an error ('invalid status code returned'). Every external
 * link the app opens from configured content (domain/redirect.ts: banners, cards, the shop) goes through
 * `withLinkCode`.
 */

import { sessionEndpoints } from '@wonder/contracts';
import { ApiBusinessError, type ApiClient } from '@wonder/contracts/client';
import { texts } from '../texts';
import { BridgeRejection } from './bridge/native';

export class LinkCodeError extends Error {
  constructor() {
    super(texts.bridge.invalidStatusCode);
    this.name = 'LinkCodeError';
  }
}

export async function fetchLinkCode(client: Pick<ApiClient, 'call'>, token: string | null): Promise<string> {
  if (!token) throw new BridgeRejection('not-logged-in', 'linkCode');
  try {
    const data = await client.call(sessionEndpoints.linkCode, {
      body: { token, appTypeCode: 'MASTER_WECHAT' },
    });
    return data.token;
  } catch (error) {
    if (error instanceof ApiBusinessError && String(error.code) === '1000014') return '';
    if (error instanceof ApiBusinessError) throw new LinkCodeError();
    throw error;
  }
}

/** The query key the code travels in (chosen: the spec says the link gets the token, not under which key). */
export const LINK_CODE_QUERY = 'token';

/**
 * The link with its one-time code. doc 1 §8 "On failure the external link opens with an empty token": a
 * visitor without a login, a refused code or a failed call all give `token=` and the link still opens.
 */
export async function withLinkCode(
  client: Pick<ApiClient, 'call'>,
  token: string | null,
  link: string,
): Promise<string> {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return link;
  const code = await fetchLinkCode(client, token).catch(() => '');
  url.searchParams.set(LINK_CODE_QUERY, code);
  return url.toString();
}
