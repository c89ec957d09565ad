/**
 * The storm guard in the app's one call path (contracts client, breaker.ts): a component forced into a loop
 * that asks again on every failure (issue 38: the class choice sent its list fifty times a second) asks on and
 * on, yet the app's client sends the failing call a bounded number of times. And the query client's side of
 * it: a failed query is asked again by a new visit of the screen, not by a mere mount.
 */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { FAMILIES, makeEnvelope, stepUpEndpoints } from '@wonder/contracts';
import { BREAKER_POLICY } from '@wonder/contracts/client';
import { PERSONAS, studentInfoFor, userInfoFor } from '@wonder/fixtures';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppClient } from '../client';
import { endpointQuery } from '../endpoint-query';
import { createQueryClient, dropUnshownFailures, useDropUnshownFailuresOnNavigation } from '../query-client';
import { createUserStore } from '../user-store';

/** A logged-in parent's store: the client sends no call that carries a login without one (withoutLogin). */
function loggedIn() {
  const store = createUserStore(false);
  const user = userInfoFor(PERSONAS.official);
  if (user) store.setUser(user, studentInfoFor(PERSONAS.official));
  return store;
}

const list = stepUpEndpoints.resourcesList;
const BODY = { catePid: 1, cateSid: 2, oldCycle: 'A' };

/** A fetch that fails every call the way a struggling host does, counting what was sent. */
function failingFetch(answer: () => Response) {
  const sent: string[] = [];
  const fetchImpl = (async (input: Request | string) => {
    sent.push(typeof input === 'string' ? input : input.url);
    return answer();
  }) as typeof fetch;
  return { sent, fetchImpl };
}

let asked = 0;

/**
 * An effect that refires: it asks again whenever the query has failed (a bug of the kind issue 38 found: the
 * class choice's gate remounted its list on every failure, and each mount asked again).
 */
function Looping({ api }: { api: ReturnType<typeof createAppClient> }) {
  const q = useQuery(endpointQuery(api, list, { body: BODY }));
  const { isError, errorUpdateCount, refetch } = q;
  // errorUpdateCount is the loop's trigger: each new failure refires the effect.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependency is the point of this test
  useEffect(() => {
    if (!isError) return;
    asked++;
    void refetch();
  }, [isError, errorUpdateCount, refetch]);
  return <p>{isError ? 'failed' : 'list'}</p>;
}

afterEach(() => {
  asked = 0;
});

describe('a screen in a render loop cannot become a request storm', () => {
  it.each([
    ['business code 201', () => Response.json(makeEnvelope(FAMILIES.ems, 201, '服务繁忙', null))],
    ['HTTP 504 (retried once per call)', () => new Response('<html>504</html>', { status: 504 })],
    ['HTTP 502', () => new Response('<html>502</html>', { status: 502 })],
  ])('%s', async (_name, answer) => {
    const { sent, fetchImpl } = failingFetch(answer);
    const api = createAppClient({ fetch: fetchImpl, store: loggedIn(), onError: vi.fn() });
    const view = render(
      <QueryClientProvider client={createQueryClient()}>
        <Looping api={api} />
      </QueryClientProvider>,
    );
    // Let the loop run: every failure asks again.
    await new Promise((r) => setTimeout(r, 1_500));
    view.unmount();
    // The loop is real: without the guard each of these asks sent the call again.
    expect(asked).toBeGreaterThan(BREAKER_POLICY.sameCall * 3);
    // Each call is sent once, or twice with the retry of doc 1 §7 (404, 504, no answer).
    expect(sent.length).toBeLessThanOrEqual(BREAKER_POLICY.sameCall * 2);
    expect(sent.length).toBeGreaterThan(0);
  });
});

function Screen({ api }: { api: ReturnType<typeof createAppClient> }) {
  const q = useQuery(endpointQuery(api, list, { body: BODY }));
  return <p>{q.isError ? 'failed' : q.isPending ? 'loading' : 'list'}</p>;
}

describe('a failed query is asked again by a new visit, not by a mount', () => {
  it('a remount shows the failure; once dropped (the route changed), the next mount asks again', async () => {
    const { sent, fetchImpl } = failingFetch(() => new Response('<html>502</html>', { status: 502 }));
    const api = createAppClient({ fetch: fetchImpl, store: loggedIn(), onError: vi.fn() });
    const queryClient = createQueryClient();
    const mount = () =>
      render(
        <QueryClientProvider client={queryClient}>
          <Screen api={api} />
        </QueryClientProvider>,
      );
    const first = mount();
    await first.findByText('failed');
    first.unmount();
    const again = mount();
    await again.findByText('failed');
    again.unmount();
    expect(sent).toHaveLength(1);
    dropUnshownFailures(queryClient);
    const visit = mount();
    await visit.findByText('failed');
    visit.unmount();
    expect(sent).toHaveLength(2);
  });
});

let go: (to: string) => void = () => {};
function Navigator() {
  go = useNavigate();
  return null;
}
/** The route tree as app/router.tsx builds it: the hook above the routes, a lazy screen that suspends. */
function App({ api, chunk }: { api: ReturnType<typeof createAppClient>; chunk: Promise<unknown> }) {
  useDropUnshownFailuresOnNavigation();
  const [Later] = useState(() =>
    lazy(async () => {
      await chunk;
      return { default: () => <Screen api={api} /> };
    }),
  );
  return (
    <Routes>
      <Route path="/a" element={<Screen api={api} />} />
      <Route
        path="/b"
        element={
          <Suspense fallback={<p>loading chunk</p>}>
            <Later />
          </Suspense>
        }
      />
      <Route path="/c" element={<p>elsewhere</p>} />
    </Routes>
  );
}

describe('a navigation drops the failures no screen shows, once, before the next screen renders', () => {
  function mount(chunk: Promise<unknown>) {
    const { sent, fetchImpl } = failingFetch(() => new Response('<html>502</html>', { status: 502 }));
    const api = createAppClient({ fetch: fetchImpl, store: loggedIn(), onError: vi.fn() });
    const view = render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/a']}>
          <Navigator />
          <App api={api} chunk={chunk} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return { sent, view };
  }

  it('the next screen shares a failure the last one showed: shown there, not asked again', async () => {
    let loaded: (v?: unknown) => void = () => {};
    const chunk = new Promise((r) => {
      loaded = r;
    });
    const { sent, view } = mount(chunk);
    await view.findByText('failed');
    // The next screen's chunk arrives after the screen that showed the failure is gone.
    act(() => go('/b'));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
      loaded();
    });
    await view.findByText('failed');
    expect(sent).toHaveLength(1);
    view.unmount();
  });

  it('a failure no screen shows is dropped by the next navigation: the next visit asks again', async () => {
    const { sent, view } = mount(Promise.resolve());
    await view.findByText('failed');
    act(() => go('/c'));
    await view.findByText('elsewhere');
    expect(sent).toHaveLength(1);
    act(() => go('/a'));
    await view.findByText('failed');
    expect(sent).toHaveLength(2);
    view.unmount();
  });
});
