/**
 * The fixtures-backed client the stories get from the preview decorator: web's own createAppClient with a
 * fetch stub that answers every contracts endpoint with `successData` of @wonder/fixtures for the story's
 * persona, inside the endpoint's envelope. Nothing leaves the browser, so stories are hermetic and the
 * data is the same the simulator and the unit tests use. The real client parses every answer, so a
 * story's own data that breaks the contract fails the story.
 *
 * A story steers single calls with `parameters.api` (see StoryApi): hold one in flight (loading
 * states), fail it with a business code or a network error (error states), or answer other data (empty
 * states, special cases). A failure goes through the app's own error policy, so it toasts where the app does.
 */
import {
  ALL_ENDPOINTS,
  type Code,
  type EndpointId,
  FAMILIES,
  type HostId,
  makeEnvelope,
  type RegisteredEndpoint,
} from '@wonder/contracts';
import { type ApiClient, simulatorBaseUrls } from '@wonder/contracts/client';
import { type PersonaId, REFERENCE_MS, successData } from '@wonder/fixtures';
import { decideAnswer } from '@wonder/web/src/domain/error-policy';
import { createAppClient } from '@wonder/web/src/lib/client';
import { createErrorPolicy } from '@wonder/web/src/lib/errors';
import { antdFeedback } from '@wonder/web/src/lib/ui';

/** A host name that can never resolve: a request that escapes the stub fails loudly instead of leaking. */
export const FIXTURES_ORIGIN = 'https://fixtures.invalid';

/** How a story answers one endpoint (keys are endpoint ids, e.g. 'app.getTabConfig'). */
export interface StoryApi {
  /** Never answered: the loading state. */
  hold?: readonly EndpointId[];
  /**
   * A business failure (code and message in the endpoint's envelope, plus the envelope's extra fields such
   * as the step-up studentCode), or no response at all.
   */
  fail?: Readonly<
    Partial<
      Record<
        EndpointId,
        { code: Code; message?: string; extra?: Readonly<Record<string, unknown>> } | 'network'
      >
    >
  >;
  /**
   * Success with this data instead of the persona's fixtures, or a function of the request's body (a
   * paged list answering page by page).
   */
  data?: Readonly<Partial<Record<EndpointId, unknown>>>;
}

const BY_ROUTE = new Map<string, RegisteredEndpoint>(
  ALL_ENDPOINTS.map((e) => [`${e.method} /${e.host}${e.path}`, e]),
);

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

declare global {
  interface Window {
    /**
     * Calls the stub is answering (held ones excluded): the visual capture waits for 0, so a capture never
     * races an answer on its way (visual-capture.ts).
     */
    __storyCallsInFlight?: number;
  }
}

/** A fetch that answers contracts calls from fixtures; anything else is a 404 naming the route. */
export function fixturesFetch(persona: PersonaId, api: StoryApi = {}): typeof fetch {
  const answer = answerFromFixtures(persona, api);
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const endpoint = BY_ROUTE.get(`${request.method} ${url.pathname}`);
    if (!endpoint) return json(404, { error: `no contracts endpoint for ${request.method} ${url.pathname}` });
    if (api.hold?.includes(endpoint.id)) return new Promise<Response>(() => {});
    window.__storyCallsInFlight = (window.__storyCallsInFlight ?? 0) + 1;
    try {
      return await answer(request, endpoint);
    } finally {
      // Counted down after the caller's await has resumed (a task later), so 0 means the answer reached it.
      setTimeout(() => {
        window.__storyCallsInFlight = (window.__storyCallsInFlight ?? 1) - 1;
      });
    }
  };
}

function answerFromFixtures(persona: PersonaId, api: StoryApi) {
  return async (request: Request, endpoint: RegisteredEndpoint): Promise<Response> => {
    const family = FAMILIES[endpoint.family];
    // The step-up host stamps its answers with its own time: the fixtures' reference date, the "now" their
    // dates are built around, so a countdown in a story counts down from the same place every time.
    const extra = family.id === 'app' ? { count: null } : family.id === 'ems' ? { time: REFERENCE_MS } : {};
    const failure = api.fail?.[endpoint.id];
    if (failure === 'network') throw new TypeError('Failed to fetch (story: network failure)');
    if (failure) {
      const envelope = makeEnvelope(family, failure.code, failure.message ?? '', null, {
        ...extra,
        ...failure.extra,
      });
      return json(200, envelope);
    }
    const code = endpoint.successCodes[0] ?? family.success[0] ?? 0;
    const given = api.data && endpoint.id in api.data ? api.data[endpoint.id] : undefined;
    const data =
      typeof given === 'function'
        ? given(
            request.method === 'GET'
              ? null
              : await request
                  .clone()
                  .json()
                  .catch(() => null),
          )
        : given !== undefined
          ? given
          : successData(endpoint.id, persona);
    return json(200, makeEnvelope(family, code, 'ok', data, extra));
  };
}

export function createFixturesClient(persona: PersonaId, api: StoryApi = {}): ApiClient {
  return createAppClient({
    baseUrls: simulatorBaseUrls(FIXTURES_ORIGIN) as Readonly<Record<HostId, string>>,
    fetch: fixturesFetch(persona, api),
    // The fixtures answer as the story's persona whatever the app's login store holds (often nothing).
    withoutLogin: 'send',
    // A failed call shows what the app shows: the app's error policy (a story's failed call toasts as
    // the parent would see it). No story answers an expiry code; a story cannot leave its route.
    onError: createErrorPolicy({
      decideAnswer,
      feedback: antdFeedback,
      logout: () => {},
      navigate: () => {},
      currentPath: () => '',
      log: (message, error) => console.warn(`[stories] ${message}`, error),
    }),
  });
}
