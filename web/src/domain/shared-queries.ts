/**
 * Queries more than one part of the app reads (features never import each other, so what they share is
 * here): the parent's private info — greeting in the shell, parent-centre header, growth header.
 */
import { sessionEndpoints } from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { endpointQuery } from '../lib/endpoint-query';

const FIVE_MINUTES = 5 * 60_000;

/** GET /v1/personalCenter/getPersonInfo for a token; disabled without one. Callers show their own fallback. */
export const personInfoQuery = (api: ApiClient, token: string | null) =>
  endpointQuery(
    api,
    sessionEndpoints.getPersonInfo,
    { query: { token: token ?? '' } },
    { enabled: token !== null, staleTime: FIVE_MINUTES },
  );
