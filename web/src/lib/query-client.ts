/**
 * The QueryClient: no retries (the contracts client already retries once on 404/504/no response), no refetch
 * on focus. Failures are not its business: every failed call already went through the app's one error policy
 * (lib/errors.ts) in the client's onError, whoever made it.
 */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
