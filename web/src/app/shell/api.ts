/** The tab shell's calls (doc 2 §2): the server's tab configuration. */
import { shellEndpoints } from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { endpointQuery } from '../../lib/endpoint-query';

/** The shell decides what a failure means (logout without a token, default tabs with one). */
export const tabConfigQuery = (api: ApiClient) =>
  endpointQuery(api, shellEndpoints.tabConfig, {}, { staleTime: 5 * 60_000, meta: { handlesErrors: true } });
