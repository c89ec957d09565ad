/**
 * Test helpers shared by every feature: a scripted contracts client whose replies are validated against
 * the endpoint's contract, a recording feedback, and a router + query + services wrapper.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { AnyEndpoint, EndpointId } from '@wonder/contracts';
import {
  ApiBusinessError,
  type ApiClient,
  type ApiError,
  type CallOptions,
  isApiError,
} from '@wonder/contracts/client';
import { type ReactElement, type ReactNode, useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { decideAnswer } from '../domain/error-policy';
import { createErrorPolicy } from '../lib/errors';
import { createQueryClient } from '../lib/query-client';
import { type AppServices, ServicesProvider } from '../lib/services';
import type { Feedback } from '../lib/ui';

export type Handler = (options: CallOptions<AnyEndpoint>) => unknown;

/** The scripted client: its errors go to `onError` first, as the contracts client's go to the policy. */
type ScriptedApi = ApiClient & { onError?: (error: ApiError) => void };

export interface RecordedCall {
  id: string;
  options: CallOptions<AnyEndpoint>;
}

/**
 * A client whose answers are scripted per endpoint id: one handler, or a list used in order (the last one
 * repeats). An unscripted call fails the test loudly, and so does a scripted reply that does not match the
 * endpoint's data schema: a test reply cannot drift from the contract.
 */
/** Scripted answers by endpoint id: one handler, or a list used in order. */
export type Script = Partial<Record<EndpointId, Handler | Handler[]>>;

export function scriptedClient(script: Script) {
  const calls: RecordedCall[] = [];
  const seen = new Map<string, number>();
  // The client is handed any endpoint definition, whose id is a plain string.
  const byId: Readonly<Record<string, Handler | Handler[] | undefined>> = script;
  const answer = async (endpoint: AnyEndpoint, options: CallOptions<AnyEndpoint>) => {
    const entry = byId[endpoint.id];
    if (!entry) throw new Error(`unexpected call ${endpoint.id}`);
    const n = seen.get(endpoint.id) ?? 0;
    seen.set(endpoint.id, n + 1);
    const handler = Array.isArray(entry) ? entry[Math.min(n, entry.length - 1)] : entry;
    if (!handler) throw new Error(`no handler for ${endpoint.id}`);
    const reply = await handler(options);
    const parsed = endpoint.data.safeParse(reply);
    if (!parsed.success) {
      throw new Error(`scripted reply of ${endpoint.id} breaks its contract: ${parsed.error.message}`);
    }
    return parsed.data;
  };
  // As the contracts client does: the error carries what was sent, and the error policy sees it first.
  const call = async (endpoint: AnyEndpoint, options: CallOptions<AnyEndpoint> = {}) => {
    calls.push({ id: endpoint.id, options });
    try {
      return await answer(endpoint, options);
    } catch (error) {
      if (isApiError(error)) {
        error.request = { query: options.query, body: options.body };
        client.onError?.(error);
      }
      throw error;
    }
  };
  const client: ScriptedApi = {
    call,
    async request(endpoint: AnyEndpoint, options?: CallOptions<AnyEndpoint>) {
      return { data: await call(endpoint, options), envelope: {}, status: 200 };
    },
  } as unknown as ApiClient;
  return { client, calls, callsTo: (id: string) => calls.filter((c) => c.id === id) };
}

export function businessError(id: string, code: string | number, message = '') {
  const host = id.split('.')[0] as ApiBusinessError['host'];
  return new ApiBusinessError(host, id, code, message, 200, { code, message });
}

export function recordingFeedback() {
  const toast = vi.fn<Feedback['toast']>();
  return {
    feedback: { toast } satisfies Feedback,
    toast,
    messages: () => toast.mock.calls.map((c) => c[0].content),
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Scripted failures go through the app's error policy, toasting on the given feedback (as the app's do). */
function wirePolicy(services: Partial<AppServices>, path: string) {
  const api = services.api as ScriptedApi | undefined;
  if (!api || api.onError) return;
  api.onError = createErrorPolicy({
    decideAnswer,
    feedback: services.feedback ?? { toast: () => {} },
    logout: () => services.store?.logout(),
    navigate: () => {},
    currentPath: () => path,
  });
}

function TestProviders({ services, children }: { services: Partial<AppServices>; children: ReactNode }) {
  // The app's own client and defaults (no retry on mount, no refetch on focus, 30 s fresh): a test with other
  // defaults tests another app, and a refetch that a focus or reconnect event of another test file set off (the
  // files of a worker share the window) sent a call more, now and then.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ServicesProvider value={services}>{children}</ServicesProvider>
    </QueryClientProvider>
  );
}

/**
 * Render a screen at `path` (a query string rides along: '/courseList?id=7') inside a router, a fresh
 * QueryClient and the given services (the rest stay the app's); other paths render their location.
 */
export function renderScreen(element: ReactElement, path = '/login', services: Partial<AppServices> = {}) {
  const route = path.split('?')[0] ?? path;
  wirePolicy(services, route);
  return render(
    <TestProviders services={services}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

/**
 * A container hook with a fresh QueryClient and the given services; inside a router at `history` (its last
 * entry current) when given.
 */
export function renderWithServices<R>(hook: () => R, services: Partial<AppServices>, history?: string[]) {
  wirePolicy(services, history?.at(-1) ?? '/');
  return renderHook(hook, {
    wrapper: ({ children }) => (
      <TestProviders services={services}>
        {history ? <MemoryRouter initialEntries={history}>{children}</MemoryRouter> : children}
      </TestProviders>
    ),
  });
}

/** User agents of a plain mobile browser and of the parent app (2.5.0) on Android. */
export const WEB_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36';
export const APP_UA = `${WEB_UA} WonderParent/2.5.0 (Android)`;

/** A tiny valid PNG (1×1) as base64, for challenge fixtures. */
export const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const CHALLENGE = {
  originalImageBase64: PNG_1PX,
  jigsawImageBase64: PNG_1PX,
  token: 'challenge-token-1',
  secretKey: 'Abcdefgh12345678',
};
