/**
 * The fixtures-backed client the stories get from the preview decorator: web's own createAppClient with a
 * fetch stub that answers every contracts endpoint with `successData` of @wonder/fixtures for the story's
 * persona, inside the endpoint's envelope. Nothing leaves the browser, so stories are hermetic and the
 * data is the same the simulator and the unit tests use.
 */
import { ALL_ENDPOINTS, type AnyEndpoint, FAMILIES, type HostId, makeEnvelope } from '@wonder/contracts';
import { type ApiClient, simulatorBaseUrls } from '@wonder/contracts/client';
import { type PersonaId, successData } from '@wonder/fixtures';
import { createAppClient } from '@wonder/web/src/lib/client';
import { createContext, useContext } from 'react';

/** A host name that can never resolve: a request that escapes the stub fails loudly instead of leaking. */
export const FIXTURES_ORIGIN = 'https://fixtures.invalid';

const BY_ROUTE = new Map<string, AnyEndpoint>(
  ALL_ENDPOINTS.map((e) => [`${e.method} /${e.host}${e.path}`, e]),
);

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fetch that answers contracts calls from fixtures; anything else is a 404 naming the route. */
export function fixturesFetch(persona: PersonaId): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const endpoint = BY_ROUTE.get(`${request.method} ${url.pathname}`);
    if (!endpoint) return json(404, { error: `no contracts endpoint for ${request.method} ${url.pathname}` });
    const family = FAMILIES[endpoint.family];
    const code = endpoint.successCodes[0] ?? family.success[0] ?? 0;
    const extra = family.id === 'app' ? { count: null } : {};
    return json(200, makeEnvelope(family, code, 'ok', successData(endpoint.id, persona), extra));
  };
}

export function createFixturesClient(persona: PersonaId): ApiClient {
  return createAppClient({
    baseUrls: simulatorBaseUrls(FIXTURES_ORIGIN) as Readonly<Record<HostId, string>>,
    fetch: fixturesFetch(persona),
    // Stories show no global toasts: a failure is a story bug and surfaces in the console.
    onError: (error) => console.warn('[stories] fixtures client error', error),
  });
}

const StoryApiContext = createContext<ApiClient | null>(null);
export const StoryApiProvider = StoryApiContext.Provider;

/** The fixtures client of the current story (decorator in preview.tsx). */
export function useStoryApi(): ApiClient {
  const api = useContext(StoryApiContext);
  if (!api) throw new Error('useStoryApi outside the stories decorator');
  return api;
}
