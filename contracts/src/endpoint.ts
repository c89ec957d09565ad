/**
 * defineEndpoint: the one place a call of the app is described. The client, the simulator, the fixtures,
 * the OpenAPI document and the Pact tests all read these definitions.
 */
import type * as z from 'zod/mini';
import { type Code, FAMILIES, type FamilyId } from './envelopes';
import type { HeaderRule, OptionalHeaderRule } from './headers';
import { HOSTS, type HostId } from './hosts';

export type HttpMethod = 'GET' | 'POST';

/** Where the path comes from: written in the spec, or chosen by us because the spec says "not shown". */
export type PathSource = 'spec' | 'chosen';

export interface EndpointInput<
  Q extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  D extends z.ZodMiniType = z.ZodMiniType,
  I extends string = string,
> {
  /** Unique id, `<host>.<name>`, e.g. `member.pwdLogin` (kept as a literal type: endpoints/index.ts EndpointId). */
  id: I;
  host: HostId;
  method: HttpMethod;
  /** Path on the host, starting with '/'. */
  path: string;
  /** 'chosen' when the spec does not show the path; `note` then says why this one. */
  pathSource?: PathSource;
  /** One line on what the call is for, with the spec section (e.g. 'doc1 §7'). */
  summary: string;
  /** Where the spec leaves the payload or answer "not shown", say what we modelled and why. */
  note?: string;
  query?: Q;
  body?: B;
  /** Header rules that must be present. */
  headers?: readonly HeaderRule[];
  /** Header rules sent only sometimes. */
  optionalHeaders?: readonly OptionalHeaderRule[];
  /** The payload inside the envelope on success. */
  data: D;
  /** Envelope family when it differs from the host's (e.g. hours calls on the app host answer code 0). */
  family?: FamilyId;
  /** Success codes when they differ from the family's (SMS send: 0 and 200). */
  successCodes?: readonly Code[];
  /** Timeout when it differs from the host's default. */
  timeoutMs?: number;
  /** True for calls whose expiry codes must NOT log the user out (the visitor auth-token call). */
  ignoresGlobalExpiry?: boolean;
}

export interface Endpoint<
  Q extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  D extends z.ZodMiniType = z.ZodMiniType,
  I extends string = string,
> extends Readonly<
    Omit<EndpointInput<Q, B, D, I>, 'headers' | 'optionalHeaders' | 'successCodes' | 'family'>
  > {
  readonly pathSource: PathSource;
  readonly family: FamilyId;
  readonly successCodes: readonly Code[];
  readonly timeoutMs: number;
  readonly headers: readonly HeaderRule[];
  readonly optionalHeaders: readonly OptionalHeaderRule[];
}

// Pure for the bundler: a domain file included for another export (one of its schemas) does not bring its
// endpoint table, which nothing then reads, into the app's bundle.
/*#__NO_SIDE_EFFECTS__*/
export function defineEndpoint<
  Q extends z.ZodMiniType | undefined = undefined,
  B extends z.ZodMiniType | undefined = undefined,
  D extends z.ZodMiniType = z.ZodMiniType,
  I extends string = string,
>(input: EndpointInput<Q, B, D, I>): Endpoint<Q, B, D, I> {
  const hostDef = HOSTS[input.host];
  const family = input.family ?? hostDef.family;
  return Object.freeze({
    ...input,
    pathSource: input.pathSource ?? 'spec',
    family,
    successCodes: input.successCodes ?? FAMILIES[family].success,
    timeoutMs: input.timeoutMs ?? hostDef.timeoutMs,
    headers: input.headers ?? [],
    optionalHeaders: input.optionalHeaders ?? [],
  });
}

export type AnyEndpoint = Endpoint<z.ZodMiniType | undefined, z.ZodMiniType | undefined, z.ZodMiniType>;

/** The data type an endpoint answers with. */
export type DataOf<E> = E extends Endpoint<infer _Q, infer _B, infer D> ? z.output<D> : never;
/** The query an endpoint takes (input side, before coercion). */
export type QueryOf<E> =
  E extends Endpoint<infer Q, infer _B, infer _D>
    ? Q extends z.ZodMiniType
      ? z.input<Q>
      : undefined
    : never;
/** The body an endpoint takes. */
export type BodyOf<E> =
  E extends Endpoint<infer _Q, infer B, infer _D>
    ? B extends z.ZodMiniType
      ? z.input<B>
      : undefined
    : never;
