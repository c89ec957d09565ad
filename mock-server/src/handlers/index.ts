/**
 * Every stateful handler, grouped like the contracts' endpoint groups (`endpoints.<domain>`, the domains of
 * @wonder/contracts' DOMAINS): the handler of an endpoint lives in the folder of its domain. To add one: defineHandler in
 * src/handlers/<domain>/<topic>.ts, list it in that folder's index.ts (add the folder below if it is new).
 * test/units.test.ts checks every handler sits under its endpoint's group.
 */
import type { endpoints } from '@wonder/contracts';
import type { DefinedHandler } from './define';
import { freshmentHandlers } from './freshment';
import { growthHandlers } from './growth';
import { homeHandlers } from './home';
import { loginHandlers } from './login';
import { myClassesHandlers } from './my-classes';
import { parentCentreHandlers } from './parent-centre';
import { sessionHandlers } from './session';
import { stepUpHandlers } from './step-up';

/** Keyed by the contracts' group names, so a folder for a group that does not exist does not compile. */
export const HANDLERS_BY_DOMAIN = {
  session: sessionHandlers,
  login: loginHandlers,
  home: homeHandlers,
  freshment: freshmentHandlers,
  stepUp: stepUpHandlers,
  myClasses: myClassesHandlers,
  parentCentre: parentCentreHandlers,
  growth: growthHandlers,
} as const satisfies Partial<Record<keyof typeof endpoints, readonly DefinedHandler[]>>;

export const HANDLERS: readonly DefinedHandler[] = Object.values(HANDLERS_BY_DOMAIN).flat();

/** The handler of each endpoint id; two handlers for one endpoint are a mistake caught at build time. */
export function handlersById(handlers: readonly DefinedHandler[]): ReadonlyMap<string, DefinedHandler> {
  const out = new Map<string, DefinedHandler>();
  for (const h of handlers) {
    if (out.has(h.endpoint.id)) throw new Error(`two handlers for endpoint '${h.endpoint.id}'`);
    out.set(h.endpoint.id, h);
  }
  return out;
}
