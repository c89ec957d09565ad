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
  hashKey,
  notifyManager,
  type QueryClient,
  type QueryKey,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useFirstViewDrawn } from './first-view';
import { nextFrame, nextTask } from './next-task';

/** What the hook reads of a query's options (the options themselves go to TanStack's prefetch as they are). */
interface PlannedOptions {
  queryKey: QueryKey;
  /** `false` leaves the query out (a call the spec does not make for this parent). */
  enabled?: unknown;
}

/**
 * One query of a first view: its options as the section uses them. A `lead` (the home's banners: its
 * largest paint) is asked for first; the others once every lead has answered and that has had a frame to
 * paint in (or LEAD_WAIT_MS has passed), so starting a dozen calls does not hold back the page's largest
 * paint, and their answers are not part of what it waited for (issue 40).
 */
export type Gathered =
  | { kind: 'query'; options: PlannedOptions; lead?: boolean }
  | { kind: 'infinite'; options: PlannedOptions; lead?: boolean };

export type GatherPlan = (queryClient: QueryClient) => readonly Gathered[];

const asked = (g: Gathered) => g.options.enabled !== false;

/** Longest the other calls of a plan wait for its leads (chosen: a slow lead must not hold the first view). */
export const LEAD_WAIT_MS = 300;

const answered = (queryClient: QueryClient, g: Gathered) => {
  if (!asked(g)) return true;
  const status = queryClient.getQueryState(g.options.queryKey)?.status;
  return status === 'success' || status === 'error';
};

/** Every asked query of the plan has answered (success or failure; a kept answer counts). */
export function allAnswered(queryClient: QueryClient, plan: GatherPlan): boolean {
  return plan(queryClient).every((g) => answered(queryClient, g));
}

/** An asked query (a lead, for `leadsOnly`) that is neither answered nor on its way. */
function toStart(queryClient: QueryClient, g: Gathered, leadsOnly: boolean): boolean {
  if (!asked(g) || (leadsOnly && !g.lead)) return false;
  const state = queryClient.getQueryState(g.options.queryKey);
  return !state || (state.status === 'pending' && state.fetchStatus !== 'fetching');
}

function start(queryClient: QueryClient, g: Gathered): void {
  // The options are a section's own (endpointQuery / infiniteQueryOptions): TanStack's to read.
  if (g.kind === 'infinite') void queryClient.prefetchInfiniteQuery(g.options as FetchInfiniteQueryOptions);
  else void queryClient.prefetchQuery(g.options as FetchQueryOptions);
}

/** Starts every asked query of the plan (only its leads: `leadsOnly`) that is neither answered nor on its way. */
export function startPlan(queryClient: QueryClient, plan: GatherPlan, leadsOnly = false): void {
  for (const g of plan(queryClient)) if (toStart(queryClient, g, leadsOnly)) start(queryClient, g);
}

/**
 * The same, one query per task, then `done`: what the leads held back (the home's ten other calls) starts in
 * short tasks, not in one. Each start is TanStack's query, the client's request and its timers: started
 * together they were one task of 30 ms in Lighthouse's unthrottled run, 120 ms on its simulated phone,
 * whose blocking time counts all but 50 ms of it (issue 40). The plan is re-read at each step, so a call
 * that joins meanwhile is started too; each query is tried once.
 */
export function startPlanInSlices(queryClient: QueryClient, plan: GatherPlan, done: () => void): void {
  const tried = new Set<string>();
  const step = () => {
    const next = plan(queryClient).find(
      (g) => toStart(queryClient, g, false) && !tried.has(hashKey(g.options.queryKey)),
    );
    if (!next) {
      done();
      return;
    }
    tried.add(hashKey(next.options.queryKey));
    start(queryClient, next);
    nextTask(step);
  };
  step();
}

/**
 * What a screen waits for, once its leads are drawn, before the rest may start: the home's first banner
 * picture decoded (`img.decode()`), so that the frame after it paints it.
 */
export type LeadsDrawn = () => Promise<unknown>;

/**
 * Calls `release(true)` once the plan's leads have all answered and a frame has been painted with them (and
 * with what `drawn` waits for) — or after LEAD_WAIT_MS —, `release(false)` at once for a plan without leads.
 * Returns the cancel.
 */
function whenLeadsPainted(
  queryClient: QueryClient,
  plan: () => readonly Gathered[],
  drawn: LeadsDrawn,
  release: (afterLeads: boolean) => void,
) {
  const leads = () => plan().filter((g) => g.lead);
  if (leads().length === 0) {
    release(false);
    return () => {};
  }
  let done = false;
  let painting = false;
  const go = () => {
    if (done) return;
    done = true;
    stop();
    release(true);
  };
  const timer = setTimeout(go, LEAD_WAIT_MS);
  // After the frame that paints them: a frame callback runs before the paint, the task it queues after it
  // (a page without frames, jsdom's, waits a frame's time).
  const check = () => {
    if (painting || !leads().every((g) => answered(queryClient, g))) return;
    painting = true;
    // A frame for React to have drawn them, then what the screen waits for, then the frame that paints it.
    nextFrame(() =>
      Promise.resolve()
        .then(drawn)
        .catch(() => {})
        .then(() => nextFrame(() => setTimeout(go, 0))),
    );
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(notifyManager.batchCalls(check));
  const stop = () => {
    clearTimeout(timer);
    unsubscribe();
  };
  check();
  return () => {
    done = true;
    stop();
  };
}

/** True once the plan's queries have all answered; the prerendered frame (server snapshot) is before that. */
export function useGatheredQueries(
  plan: GatherPlan,
  leadsDrawn: LeadsDrawn = async () => {},
  /** The caller has what it waited for (a gate that has opened): once every call has answered, stop listening. */
  satisfied = false,
): boolean {
  const queryClient = useQueryClient();
  const current = useRef(plan);
  current.current = plan;
  const satisfiedRef = useRef(satisfied);
  satisfiedRef.current = satisfied;
  // Every later event of the cache (the popups', the sections' refetches) re-read the plan and hashed its keys:
  // with the first view's own events, 47 ms of a home load at 4× CPU (issue 40). The sections' reads take over.
  const finished = useRef(false);
  // Until the leads have painted, only they are started (also when an answer re-reads the plan); while the
  // others start one per task, nothing starts them all at once.
  const released = useRef(false);
  const slicing = useRef(false);
  const startNow = useCallback(() => {
    if (!slicing.current) startPlan(queryClient, current.current, !released.current);
  }, [queryClient]);
  const drawnRef = useRef(leadsDrawn);
  drawnRef.current = leadsDrawn;
  const subscribe = useCallback(
    (notify: () => void) => {
      // The cache speaks while other components render (an observer mounting): act once that batch is over,
      // as TanStack's own hooks do, never inside someone else's render.
      const settle = notifyManager.batchCalls(() => {
        if (finished.current) return;
        if (satisfiedRef.current && !slicing.current && allAnswered(queryClient, current.current)) {
          finished.current = true;
          return;
        }
        // An answer may bring a call that depends on it into the plan.
        startNow();
        notify();
      });
      return queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') settle();
      });
    },
    [queryClient, startNow],
  );
  useEffect(
    () =>
      whenLeadsPainted(
        queryClient,
        () => current.current(queryClient),
        () => drawnRef.current(),
        (afterLeads) => {
          released.current = true;
          // A plan without leads started every call at once already (its first view waits for all).
          if (!afterLeads) return startPlan(queryClient, current.current);
          slicing.current = true;
          startPlanInSlices(queryClient, current.current, () => {
            slicing.current = false;
          });
        },
      ),
    [queryClient],
  );
  // A new plan (a login changes the keys) starts its calls after the render that made it.
  useEffect(startNow);
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
 * or a refresh reloads the sections in place). The commit that opens it is the first view: lib/first-load/first-view.ts
 * is told so, and what waits for it may start.
 */
export function useFirstViewGate(plan: GatherPlan, maxWaitMs?: number, leadsDrawn?: LeadsDrawn): boolean {
  const [shown, setShown] = useState(false);
  const gathered = useGatheredQueries(plan, leadsDrawn, shown);
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
  if (ready && !shown) setShown(true);
  useFirstViewDrawn(shown);
  return shown;
}

/** The sections' reads of a first view's calls (each as `readGathered` makes it). */
export type FirstViewReads<C> = { readonly [K in keyof C]: C[K] & { retryOnMount: false } };

/**
 * A screen's first view, the one way to draw it (issue 43): the calls it draws (query options, as the sections
 * read them), built once by the screen. `shown` is the gate of `useFirstViewGate` (their answers in one commit;
 * lib/first-load/first-view.ts is told); `reads` are the same options read as gathered, for the sections'
 * `useQuery` once shown:
 *
 *   const view = useFirstView(useCentreCalls());
 *   return view.shown ? <Content reads={view.reads} /> : <Skeleton />;
 *   // in Content: const person = useQuery(reads.person);
 *
 * A first view whose calls depend on answers (a call joins once another has answered) gives `useFirstViewGate`
 * its plan instead.
 */
export function useFirstView<C extends Readonly<Record<string, PlannedOptions>>>(
  calls: C,
  maxWaitMs?: number,
): { shown: boolean; reads: FirstViewReads<C> } {
  const shown = useFirstViewGate(queriesPlan(calls), maxWaitMs);
  const reads = Object.fromEntries(
    Object.entries(calls).map(([name, options]) => [name, readGathered(options)]),
  ) as unknown as FirstViewReads<C>;
  return { shown, reads };
}
