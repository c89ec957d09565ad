/**
 * The fixtures' success data typed by the endpoint, for handlers that need it at another time or for
 * another persona than the request's (ctx.successData covers the request's own). The fixtures build to
 * the contract and the pipeline validates every reply, so the type is what arrives.
 */
import type { AnyEndpoint, DataOf } from '@wonder/contracts';
import { type Persona, successData } from '@wonder/fixtures';

export function fixtureData<E extends AnyEndpoint>(endpoint: E, persona: Persona, now: number): DataOf<E> {
  return successData(endpoint.id, persona, now) as DataOf<E>;
}
