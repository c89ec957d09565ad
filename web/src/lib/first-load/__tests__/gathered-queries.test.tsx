import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type GatherPlan,
  LEAD_WAIT_MS,
  startPlanInSlices,
  useFirstViewGate,
  useGatheredQueries,
} from '../gathered-queries';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Screen({ plan, renders }: { plan: GatherPlan; renders: boolean[] }) {
  const ready = useGatheredQueries(plan);
  renders.push(ready);
  return <p>{ready ? 'drawn' : 'skeleton'}</p>;
}

describe('a first view gathered in one render (lib/first-load/gathered-queries.ts)', () => {
  it('starts every asked call at once, re-renders only when all have answered, and lets a dependent call join', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const a = deferred<number>();
    const b = deferred<string>();
    const c = deferred<boolean>();
    const started: string[] = [];
    const q = (key: string, p: Promise<unknown>, enabled = true) =>
      queryOptions({
        queryKey: [key],
        queryFn: () => {
          started.push(key);
          return p;
        },
        enabled,
      });
    const plan: GatherPlan = (qc) => [
      { kind: 'query', options: q('a', a.promise) },
      { kind: 'query', options: q('b', b.promise) },
      { kind: 'query', options: q('never', new Promise(() => {}), false) },
      // Asked once `a` has answered 1.
      { kind: 'query', options: q('c', c.promise, qc.getQueryData(['a']) === 1) },
    ];
    const renders: boolean[] = [];
    const view = render(
      <QueryClientProvider client={client}>
        <Screen plan={plan} renders={renders} />
      </QueryClientProvider>,
    );
    await act(async () => {});
    expect(started).toEqual(['a', 'b']);
    await act(async () => a.resolve(1));
    // The plan is re-read once the cache's batch of events is over.
    await waitFor(() => expect(started).toEqual(['a', 'b', 'c']));
    // A failure counts as an answer.
    await act(async () => b.reject(new Error('down')));
    expect(view.getByText('skeleton')).toBeInTheDocument();
    await act(async () => c.resolve(true));
    // The screen hears of it once the cache's batch of events is over.
    expect(await view.findByText('drawn')).toBeInTheDocument();
    // One render before (the skeleton), one after: the answers in between did not re-render the screen.
    expect(renders).toEqual([false, true]);
  });
});

describe("a plan's leads (the home's banners: its largest paint)", () => {
  it('are asked for first; the other calls once the leads have answered and had a frame to paint in', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const lead = deferred<number>();
    const started: string[] = [];
    const q = (key: string, p: Promise<unknown>) =>
      queryOptions({
        queryKey: [key],
        queryFn: () => {
          started.push(key);
          return p;
        },
      });
    const plan: GatherPlan = () => [
      { kind: 'query', options: q('lead', lead.promise), lead: true },
      { kind: 'query', options: q('other', new Promise(() => {})) },
      { kind: 'query', options: q('another', new Promise(() => {})) },
    ];
    render(
      <QueryClientProvider client={client}>
        <Screen plan={plan} renders={[]} />
      </QueryClientProvider>,
    );
    await act(async () => {});
    expect(started).toEqual(['lead']);
    await act(async () => lead.resolve(1));
    await waitFor(() => expect(started).toEqual(['lead', 'other', 'another']));
  });

  it('hold the others back at most LEAD_WAIT_MS', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const started: string[] = [];
    const q = (key: string) =>
      queryOptions({
        queryKey: [key],
        queryFn: () => {
          started.push(key);
          return new Promise(() => {});
        },
      });
    const plan: GatherPlan = () => [
      { kind: 'query', options: q('slow lead'), lead: true },
      { kind: 'query', options: q('other') },
    ];
    render(
      <QueryClientProvider client={client}>
        <Screen plan={plan} renders={[]} />
      </QueryClientProvider>,
    );
    await act(async () => {});
    expect(started).toEqual(['slow lead']);
    await act(async () => new Promise((resolve) => setTimeout(resolve, LEAD_WAIT_MS + 50)));
    expect(started).toEqual(['slow lead', 'other']);
  });

  it('once the leads have painted, the others start one per task, not in one', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const started: string[] = [];
    const q = (key: string, enabled = true) =>
      queryOptions({
        queryKey: [key],
        queryFn: () => {
          started.push(key);
          return new Promise(() => {});
        },
        enabled,
      });
    let joined = false;
    const plan: GatherPlan = () => [
      { kind: 'query', options: q('one') },
      { kind: 'query', options: q('off', false) },
      { kind: 'query', options: q('two') },
      // Joins while the others start (an answer made it part of the plan).
      { kind: 'query', options: q('joined', joined) },
    ];
    let done = false;
    startPlanInSlices(client, plan, () => {
      done = true;
    });
    // The first at once, each next one in a task of its own.
    expect(started).toEqual(['one']);
    joined = true;
    await new Promise((resolve) => setTimeout(resolve, 0));
    await waitFor(() => expect(done).toBe(true));
    expect(started).toEqual(['one', 'two', 'joined']);
  });
});

function Gate({ plan }: { plan: GatherPlan }) {
  return <p>{useFirstViewGate(plan) ? 'drawn' : 'skeleton'}</p>;
}

describe('an opened gate', () => {
  it("stops reading its plan on the cache's later news once every call has answered", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let reads = 0;
    const plan: GatherPlan = () => {
      reads += 1;
      return [{ kind: 'query', options: queryOptions({ queryKey: ['one'], queryFn: async () => 1 }) }];
    };
    const view = render(
      <QueryClientProvider client={client}>
        <Gate plan={plan} />
      </QueryClientProvider>,
    );
    expect(await view.findByText('drawn')).toBeInTheDocument();
    // The first event after it has opened settles it for good.
    await act(async () => client.setQueryData(['elsewhere'], 0));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    const settled = reads;
    for (let i = 1; i <= 5; i += 1) {
      await act(async () => client.setQueryData(['elsewhere'], i));
      await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    }
    expect(reads).toBe(settled);
  });
});
