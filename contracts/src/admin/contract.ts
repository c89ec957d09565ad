/**
 * The admin API's contract: each route of ADMIN_ROUTES with the zod schemas of its query or body and of
 * its reply. The simulator validates requests and replies with it and documents it in its OpenAPI
 * document; the typed admin client takes its types from it.
 */
import type * as z from 'zod/mini';
import { accessSchemas } from './access';
import { clockSchemas } from './clock';
import { coverageSchemas } from './coverage';
import { docSchemas } from './docs';
import { faultSchemas } from './faults';
import { hostSchemas } from './hosts';
import { journalSchemas } from './journal';
import { linkSchemas } from './links';
import { pactSchemas } from './pact';
import { personaSchemas } from './personas';
import { driftSchemas } from './proxy';
import {
  ADMIN_ROUTE_IDS,
  ADMIN_ROUTES,
  type AdminRouteId,
  type AdminRouteInfo,
  isSessionRoute,
  type SessionRouteId,
} from './routes';
import { scenarioFileSchemas } from './scenario-files';
import { scenarioSchemas } from './scenarios';
import { sessionSchemas } from './sessions';
import { SessionParamsSchema } from './shared';

export interface AdminSchemas {
  /** GET routes only. */
  readonly query?: z.ZodMiniType;
  /** PUT and POST routes that take one; an absent body is read as `{}`. */
  readonly body?: z.ZodMiniType;
  readonly reply: z.ZodMiniType;
}

/** Every route's schemas; `satisfies` makes a route without schemas a type error. */
export const ADMIN_SCHEMAS = {
  ...coverageSchemas,
  ...scenarioSchemas,
  ...sessionSchemas,
  ...journalSchemas,
  ...clockSchemas,
  ...faultSchemas,
  ...personaSchemas,
  ...hostSchemas,
  ...docSchemas,
  ...accessSchemas,
  ...scenarioFileSchemas,
  ...driftSchemas,
  ...pactSchemas,
  ...linkSchemas,
} satisfies { readonly [K in AdminRouteId]: AdminSchemas };

type Schemas = typeof ADMIN_SCHEMAS;

export interface AdminRoute<K extends AdminRouteId = AdminRouteId> extends AdminRouteInfo {
  readonly id: K;
  /** The session id of `:id`; only on routes of one session. */
  readonly params?: typeof SessionParamsSchema;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  readonly reply: z.ZodMiniType;
}

export function adminRoute<K extends AdminRouteId>(id: K): AdminRoute<K> & Schemas[K] {
  const schemas: AdminSchemas = ADMIN_SCHEMAS[id];
  const route: AdminRoute<K> = {
    id,
    ...ADMIN_ROUTES[id],
    ...(isSessionRoute(id) ? { params: SessionParamsSchema } : {}),
    ...schemas,
  };
  return Object.freeze(route) as AdminRoute<K> & Schemas[K];
}

export const ALL_ADMIN_ROUTES: readonly AdminRoute[] = ADMIN_ROUTE_IDS.map((id) => adminRoute(id));

type SchemaOf<K extends AdminRouteId, F extends 'query' | 'body'> = Schemas[K] extends {
  readonly [P in F]: infer S extends z.ZodMiniType;
}
  ? S
  : undefined;

/** What a route's body takes (before defaults and coercion); undefined when it takes none. */
export type AdminBody<K extends AdminRouteId> =
  SchemaOf<K, 'body'> extends z.ZodMiniType ? z.input<SchemaOf<K, 'body'>> : undefined;
/** What a route's query takes; undefined when it takes none. */
export type AdminQuery<K extends AdminRouteId> =
  SchemaOf<K, 'query'> extends z.ZodMiniType ? z.input<SchemaOf<K, 'query'>> : undefined;
/** What a route answers. */
export type AdminReply<K extends AdminRouteId> = z.output<Schemas[K]['reply']>;

type Parsed<K extends AdminRouteId, F extends 'query' | 'body'> =
  SchemaOf<K, F> extends z.ZodMiniType ? z.output<SchemaOf<K, F>> : undefined;

/** A request of a route after validation: what the simulator's handler of it receives. */
export interface AdminRequest<K extends AdminRouteId> {
  params: K extends SessionRouteId ? z.output<typeof SessionParamsSchema> : undefined;
  query: Parsed<K, 'query'>;
  body: Parsed<K, 'body'>;
}
