/**
 * The registry of stateful handlers, endpoint id → handler. To add a domain: write
 * src/hosts/<host>/<domain>.ts exporting a HandlerMap and list it below. Endpoints without a handler
 * answer their fixture success data; test/units.test.ts checks every key names a real endpoint.
 */

import { memberHandlers } from './auth/login';
import { profileHandlers } from './auth/profile';
import { captchaHandlers } from './captcha-sms/captcha';
import type { EndpointHandler, HandlerMap } from './define';
import { homeHandlers } from './home';
import { stepUpHandlers } from './step-up/flow';

export const HANDLER_MAPS: readonly HandlerMap[] = [
  memberHandlers,
  captchaHandlers,
  homeHandlers,
  stepUpHandlers,
  profileHandlers,
];

export function mergeHandlers(maps: readonly HandlerMap[]): ReadonlyMap<string, EndpointHandler> {
  const out = new Map<string, EndpointHandler>();
  for (const map of maps) {
    for (const [id, handler] of Object.entries(map)) {
      if (out.has(id)) throw new Error(`two handlers for endpoint '${id}'`);
      out.set(id, handler);
    }
  }
  return out;
}

export const HANDLERS = mergeHandlers(HANDLER_MAPS);
