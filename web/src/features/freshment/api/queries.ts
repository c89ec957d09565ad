/**
 * The newcomer page's call: the freshment config (doc 2 §7 getEntranceDetail), never for tourists (doc 2
 * §5). The page shows its own error state; the error table makes the call quiet (home's popup reads it too).
 */
import { freshmentEndpoints } from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { endpointQuery } from '../../../lib/endpoint-query';

export const entranceDetailQuery = (api: ApiClient, token: string | null) =>
  endpointQuery(api, freshmentEndpoints.getEntranceDetail, {}, { enabled: token !== null });
