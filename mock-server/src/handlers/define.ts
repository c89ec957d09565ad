/**
 * Stateful handlers: thin functions that read and write the session's world and return the payload (or a
 * business failure). The pipeline does everything else: session, journal, scenarios, faults, validation
 * of the request, the token check, envelopes and reply validation. Endpoints without a handler answer
 * their fixture success data.
 *
 * defineHandler(endpoint, handler) ties a handler to the endpoint object itself, so its context is typed
 * from that endpoint's schemas and it can only ever be registered for that endpoint.
 */

import type { IncomingHttpHeaders } from 'node:http';
import type { AnyEndpoint, DataOf, Endpoint } from '@wonder/contracts';
import type { Persona } from '@wonder/fixtures';
import type { z } from 'zod/mini';
import type { Rng } from '../util/rng';
import type { Session } from '../world/session';
import type { IssuedToken, UserRecord, World } from '../world/world';
import type { HandlerResult } from './result';

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** The query of an endpoint after validation (zod output: coerced numbers, defaults applied). */
export type ParsedQuery<E> = E extends Endpoint<infer Q, infer _B, infer _D> ? Parsed<Q> : never;
/** The body of an endpoint after validation. */
export type ParsedBody<E> = E extends Endpoint<infer _Q, infer B, infer _D> ? Parsed<B> : never;

export interface HandlerContext<E extends AnyEndpoint = AnyEndpoint> {
  readonly endpoint: E;
  readonly session: Session;
  readonly world: World;
  /** Who answers: the token's user if a live token came with the request, else the scenario persona. */
  readonly persona: Persona;
  readonly user: UserRecord | undefined;
  readonly token: IssuedToken | undefined;
  /** The session's virtual now. */
  readonly now: number;
  readonly query: ParsedQuery<E>;
  readonly body: ParsedBody<E>;
  readonly headers: IncomingHttpHeaders;
  /** Merged params of the active scenarios (e.g. keepAliveLimit, smsCaptchaRequired). */
  readonly params: Readonly<Record<string, number | string>>;
  readonly scenarioIds: readonly string[];
  readonly rng: Rng;
  /** The fixture success data of this endpoint for this persona; a copy you may change. */
  successData(): DataOf<E>;
  /** The same for another endpoint (e.g. the limits a save is checked against). */
  successData<O extends AnyEndpoint>(endpoint: O): DataOf<O>;
  /**
   * Build once, reuse: a process-wide bounded cache for values that are expensive to derive (faker
   * pools…) and depend only on `key`. Treat the value as read-only.
   */
  memo<T>(key: string, build: () => T): T;
}

export type Handler<E extends AnyEndpoint> = (
  ctx: HandlerContext<E>,
) => HandlerResult<DataOf<E>> | Promise<HandlerResult<DataOf<E>>>;

/** A handler bound to its endpoint, as the registry holds it: the types it was checked with are erased. */
export interface DefinedHandler<E extends AnyEndpoint = AnyEndpoint> {
  readonly endpoint: E;
  readonly handle: (ctx: HandlerContext) => HandlerResult | Promise<HandlerResult>;
}

export function defineHandler<E extends AnyEndpoint>(endpoint: E, handler: Handler<E>): DefinedHandler<E> {
  // The one place the typed view is asserted: the pipeline builds ctx for `endpoint` only, from values
  // that passed its own query and body schemas, and checks the reply against its data schema.
  return { endpoint, handle: handler as DefinedHandler['handle'] };
}
