/**
 * Stateful handlers: thin functions that read and write the session's world and return the payload (or a
 * business failure). The pipeline does everything else: session, journal, scenarios, faults, validation
 * of the request, the token check, envelopes and reply validation. Endpoints without a handler answer
 * their fixture success data.
 */

import type { IncomingHttpHeaders } from 'node:http';
import type { AnyEndpoint, Code } from '@wonder/contracts';
import type { Persona } from '@wonder/fixtures';
import type { Rng } from '../util/rng';
import type { Session } from '../world/session';
import type { IssuedToken, UserRecord, World } from '../world/world';

export interface HandlerContext {
  readonly endpoint: AnyEndpoint;
  readonly session: Session;
  readonly world: World;
  /** Who answers: the token's user if a live token came with the request, else the scenario persona. */
  readonly persona: Persona;
  readonly user: UserRecord | undefined;
  readonly token: IssuedToken | undefined;
  /** The session's virtual now. */
  readonly now: number;
  /** Query and body after contract validation (zod output: coerced numbers, defaults applied). */
  readonly query: unknown;
  readonly body: unknown;
  readonly headers: IncomingHttpHeaders;
  /** Merged params of the active scenarios (e.g. keepAliveLimit, smsCaptchaRequired). */
  readonly params: Readonly<Record<string, number | string>>;
  readonly scenarioIds: readonly string[];
  readonly rng: Rng;
  /** The fixture success data of an endpoint (this one by default) for this persona; a copy you may change. */
  successData(endpointId?: string): unknown;
  /**
   * Build once, reuse: a process-wide bounded cache for values that are expensive to derive (faker
   * pools…) and depend only on `key`. Treat the value as read-only.
   */
  memo<T>(key: string, build: () => T): T;
}

export type HandlerResult =
  | { readonly kind: 'ok'; readonly data: unknown; readonly code?: Code; readonly message?: string }
  | {
      readonly kind: 'fail';
      readonly code: Code;
      readonly message: string;
      readonly data?: unknown;
      /** HTTP status; business failures are 200 like the real hosts. */
      readonly status?: number;
      /** Fields beside code/message in the envelope (e.g. ems `studentCode` on a 201). */
      readonly extra?: Readonly<Record<string, unknown>>;
    };

export type EndpointHandler = (ctx: HandlerContext) => HandlerResult | Promise<HandlerResult>;

/** Handlers of one host or domain, keyed by endpoint id. */
export type HandlerMap = Readonly<Record<string, EndpointHandler>>;

export function ok(data: unknown, options: { code?: Code; message?: string } = {}): HandlerResult {
  return { kind: 'ok', data, ...options };
}

export function fail(
  code: Code,
  message: string,
  data: unknown = null,
  status?: number,
  extra?: Readonly<Record<string, unknown>>,
): HandlerResult {
  return {
    kind: 'fail',
    code,
    message,
    data,
    ...(status === undefined ? {} : { status }),
    ...(extra === undefined ? {} : { extra }),
  };
}
