/**
 * Query and mutation options for a contracts endpoint, the one pattern a feature's api/ folder uses:
 *
 *   export const tabConfigQuery = (api: ApiClient) =>
 *     endpointQuery(api, shellEndpoints.tabConfig, {}, { staleTime: 5 * 60_000 });
 *   …
 *   const tabs = useQuery(tabConfigQuery(useApi()));
 *   queryClient.prefetchQuery(tabConfigQuery(api));   // same options: same key, same fetcher
 *
 * The key starts with the endpoint id, so `invalidateEndpoint(queryClient, homeEndpoints.x)` refreshes every
 * cached variant of a call (a pull to refresh, a save that changes what a list shows).
 */
import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { AnyEndpoint, DataOf } from '@wonder/contracts';
import type { ApiClient, CallOptions } from '@wonder/contracts/client';

/** What a call sends: its query and body (CallOptions without the signal, which TanStack provides). */
export type EndpointInput<E extends AnyEndpoint> = Omit<CallOptions<E>, 'signal'>;

export type EndpointKey = readonly [id: string, query: unknown, body: unknown];

export function endpointKey<E extends AnyEndpoint>(endpoint: E, input: EndpointInput<E> = {}): EndpointKey {
  return [endpoint.id, input.query ?? null, input.body ?? null];
}

type ExtraQueryOptions<D, S> = Omit<UseQueryOptions<D, Error, S, EndpointKey>, 'queryKey' | 'queryFn'>;

export function endpointQuery<E extends AnyEndpoint, S = DataOf<E>>(
  api: ApiClient,
  endpoint: E,
  input: EndpointInput<E> = {},
  options: ExtraQueryOptions<DataOf<E>, S> = {},
) {
  return queryOptions<DataOf<E>, Error, S, EndpointKey>({
    ...options,
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) => api.call(endpoint, { ...input, signal }),
  });
}

type ExtraMutationOptions<D> = Omit<UseMutationOptions<D, Error, EndpointInput<AnyEndpoint>>, 'mutationFn'>;

export function endpointMutation<E extends AnyEndpoint>(
  api: ApiClient,
  endpoint: E,
  options: Omit<ExtraMutationOptions<DataOf<E>>, 'mutationKey'> = {},
) {
  return mutationOptions<DataOf<E>, Error, EndpointInput<E>>({
    ...(options as object),
    mutationKey: [endpoint.id],
    mutationFn: (input) => api.call(endpoint, input),
  });
}

/** Refetch (or mark stale) every cached query of an endpoint. */
export function invalidateEndpoint(queryClient: QueryClient, endpoint: AnyEndpoint): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [endpoint.id] });
}
