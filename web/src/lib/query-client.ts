/**
 * The QueryClient: no retries (the contracts client already retries once on 404/504/no response), no refetch
 * on focus. Failures are not its business: every failed call already went through the app's one error policy
 * (lib/errors.ts) in the client's onError, whoever made it.
 *
 * A failed query is not asked again because something mounted on it (`retryOnMount: false`): a screen that
 * remounts a part while it fails — a gate that swaps its content for a skeleton while the query is pending, a
 * first view drawn again — would otherwise send the failing call once per mount, a loop the failure sweep
 * found on the class choice (issue 38). A parent asks again with the screen's retry (refetch); a new visit of
 * the screen asks again because the app drops failed queries nobody shows when the route changes
 * (useDropUnshownFailuresOnNavigation).
 */
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation } from 'react-router-dom';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** Forget the failed queries no screen shows, so the next visit of a screen asks again (route change). */
export function dropUnshownFailures(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (q) => q.state.status === 'error' && q.getObserversCount() === 0 });
}

/**
 * Drops the failed queries no screen shows on each navigation (the route tree calls it above its routes): once
 * per location, in its first render, while the screen being left still shows its failures, so a failure the
 * next screen shares is shown there, not asked again (the class change re-reads the step-up info and goes to
 * the education page, which shows it). Dropping when the next screen mounted was too late: a lazy screen that
 * suspends renders again after the old one is gone, and the info was asked twice (failure sweep, issue 38).
 */
export function useDropUnshownFailuresOnNavigation(): void {
  const queryClient = useQueryClient();
  const { key } = useLocation();
  const droppedFor = useRef<string | null>(null);
  if (droppedFor.current === key) return;
  droppedFor.current = key;
  dropUnshownFailures(queryClient);
}
