/**
 * override(endpoint, answer): an override of one endpoint written in TypeScript, with its success `data`
 * typed by the endpoint's contract — a literal checked against the answer's schema, or a function whose
 * `base()` is the endpoint's own answer, typed — where a plain ScenarioOverride's data is `unknown`. A
 * failure (`code` set) may carry any data: the envelope's data of a failure is no part of the contract.
 * Scenario files (JSON) are checked against the same schemas when they load (check-override.ts).
 */
import type { AnyEndpoint, Code, DataOf, EndpointId } from '@wonder/contracts';
import type { OverrideAnswer, OverrideDataContext, ScenarioOverride } from './types';

/** What a data function of `E` sees: `base()` answers `E`'s data (a promise, whatever the handler). */
export interface DataContextOf<E extends AnyEndpoint> extends Omit<OverrideDataContext, 'base'> {
  base: () => Promise<DataOf<E>>;
}

/** The override's fields but its target (the endpoint) and its data, typed below. */
type Effects = Omit<ScenarioOverride, 'endpoint' | 'host' | 'auth' | 'all' | 'data' | 'code'>;

export type TypedOverride<E extends AnyEndpoint> = Effects &
  (
    | {
        code?: undefined;
        data?: DataOf<E> | ((ctx: DataContextOf<E>) => DataOf<E> | Promise<DataOf<E>>);
      }
    | { code: Code; data?: OverrideAnswer['data'] }
  );

export function override<E extends AnyEndpoint & { id: EndpointId }>(
  endpoint: E,
  answer: TypedOverride<E>,
): ScenarioOverride {
  const { data, ...effects } = answer;
  // Only an override that names data replaces it (the engine asks `'data' in`); a data function is called
  // with the untyped context, whose `base()` answers this endpoint's data.
  return 'data' in answer
    ? { ...effects, endpoint: endpoint.id, data: data as OverrideAnswer['data'] }
    : { ...effects, endpoint: endpoint.id };
}
