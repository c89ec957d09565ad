/**
 * A screen's first view drawn in ONE React commit (issue #30; DESIGN.md "load budget"): the screen lists the
 * queries its first view needs (a plan, re-read as answers come, so a call that depends on another's answer
 * can join), this hook starts them all at once and says when every one has answered, successfully or not.
 * The component using it re-renders only when that flips — not on each answer, as one `useQuery` per call
 * would make it — so the screen renders its skeleton, then its whole first view once; the sections then read
 * the same queries from the cache (same keys) and later answers re-render only the section that reads them.
 */
import {
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
  notifyManager,
  type QueryClient,
  type QueryKey,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useFirstViewDrawn } from './first-view';

/** What the hook reads of a query's options (the options themselves go to TanStack's prefetch as they are). */
interface PlannedOptions {
  queryKey: QueryKey;
  /** `false` leaves the query out (a call the spec does not make for this parent). */
  enabled?: unknown;
}

/** One query of a first view: its options as the section uses them. */
export type Gathered =
  | { kind: 'query'; options: PlannedOptions }
  | { kind: 'infinite'; options: PlannedOptions };

export type GatherPlan = (queryClient: QueryClient) => readonly Gathered[];

const asked = (g: Gathered) => g.options.enabled !== false;

/** Every asked query of the plan has answered (success or failure; a kept answer counts). */
export function allAnswered(queryClient: QueryClient, plan: GatherPlan): boolean {
  return plan(queryClient).every((g) => {
    if (!asked(g)) return true;
    const status = queryClient.getQueryState(g.options.queryKey)?.status;
    return status === 'success' || status === 'error';
  });
}

/** Starts every asked query of the plan that is neither answered nor on its way. */
export function startPlan(queryClient: QueryClient, plan: GatherPlan): void {
  for (const g of plan(queryClient)) {
    if (!asked(g)) continue;
    const state = queryClient.getQueryState(g.options.queryKey);
    if (state && (state.status !== 'pending' || state.fetchStatus === 'fetching')) continue;
    // The options are a section's own (endpointQuery / infiniteQueryOptions): TanStack's to read.
    if (g.kind === 'infinite') void queryClient.prefetchInfiniteQuery(g.options as FetchInfiniteQueryOptions);
    else void queryClient.prefetchQuery(g.options as FetchQueryOptions);
  }
}

/** True once the plan's queries have all answered; the prerendered frame (server snapshot) is before that. */
export function useGatheredQueries(plan: GatherPlan): boolean {
  const queryClient = useQueryClient();
  const current = useRef(plan);
  current.current = plan;
  const subscribe = useCallback(
    (notify: () => void) => {
      // The cache speaks while other components render (an observer mounting): act once that batch is over,
      // as TanStack's own hooks do, never inside someone else's render.
      const settle = notifyManager.batchCalls(() => {
        // An answer may bring a call that depends on it into the plan.
        startPlan(queryClient, current.current);
        notify();
      });
      return queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') settle();
      });
    },
    [queryClient],
  );
  // A new plan (a login changes the keys) starts its calls after the render that made it.
  useEffect(() => startPlan(queryClient, current.current));
  return useSyncExternalStore(
    subscribe,
    () => allAnswered(queryClient, current.current),
    () => false,
  );
}

/**
 * A section's read of a gathered query: its failure was already the first view's answer (the error policy
 * showed it), so mounting the section must not ask again (TanStack retries a failed query when an observer
 * mounts, by default).
 */
export const readGathered = <O extends object>(options: O): O & { retryOnMount: false } => ({
  ...options,
  retryOnMount: false,
});

/** The plan of a screen whose first view is a fixed set of calls (their options as the sections use them). */
export const queriesPlan =
  (calls: Readonly<Record<string, PlannedOptions>>): GatherPlan =>
  () =>
    Object.values(calls).map((options) => ({ kind: 'query' as const, options }));

/**
 * The gate a screen draws its skeleton behind: true from the render after its gathered calls have all answered
 * (or `maxWaitMs` has passed: a slow call then fills its own place later), and true for good after that (a login
 * or a refresh reloads the sections in place). The commit that opens it is the first view: lib/first-view.ts
 * is told so, and what waits for it may start.
 */
export function useFirstViewGate(plan: GatherPlan, maxWaitMs?: number): boolean {
  const gathered = useGatheredQueries(plan);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (maxWaitMs === undefined) return;
    const timer = setTimeout(() => setWaited(true), maxWaitMs);
    return () => clearTimeout(timer);
  }, [maxWaitMs]);
  // The cache's news arrives as an external store's, which React renders at once and without a pause: the
  // whole first view would be one long task on a phone. Deferred, it renders as a transition that React
  // splits into short slices (letting a tap or a paint in between), and still commits it once.
  const ready = useDeferredValue(gathered || waited);
  const [shown, setShown] = useState(false);
  if (ready && !shown) setShown(true);
  useFirstViewDrawn(shown);
  return shown;
}
