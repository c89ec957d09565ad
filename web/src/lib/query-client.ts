/**
 * The QueryClient: no retries (the contracts client already retries once on 404/504/no response), and
 * business errors no screen handles shown as a toast with the server's message. A query or mutation that
 * handles its own errors says so with `meta: { handlesErrors: true }`.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { messageForUnhandled } from './errors';
import type { Feedback } from './ui';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { handlesErrors?: boolean };
    mutationMeta: { handlesErrors?: boolean };
  }
}

export function createQueryClient(feedback: Feedback): QueryClient {
  const report = (error: unknown, meta: { handlesErrors?: boolean } | undefined) => {
    if (meta?.handlesErrors) return;
    const message = messageForUnhandled(error);
    if (message) feedback.toast({ content: message });
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => report(error, mutation.meta) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
