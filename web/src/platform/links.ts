/**
 * External links opened with a one-time link code (doc 1 §7, §8): the code is a short-lived token appended
 * to the link. It needs a logged-in token ('not logged in'); code '0' gives a token, 1000014 gives an empty
 * token (the link still opens), any other code is an error ('invalid status code returned'). No screen
 * opens such a link yet: the call is here, tested, for the first one that does.
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
