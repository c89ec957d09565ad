/**
 * A host's own paths, without the simulator's `/<host>` prefix: `POST /member/aggregation/v2/pwdLogin` is
 * answered as `POST /member/member/aggregation/v2/pwdLogin`. Tools that know one service's paths and a single
 * base URL — the stock Pact verifier given only `-h -p` and every pact file at once, an OpenAPI client with
 * one server — reach the simulator unchanged. Only exact method + path matches are rewritten, and only when
 * no host prefix already serves that URL and no other host has the same path: the contracts have no path
 * parameters and no two hosts share a route (a test keeps it so), so the match is never ambiguous.
 */
import type { AnyEndpoint } from '@wonder/contracts';
import { greyHostPrefixes, hostPrefix, routePath } from '../wire/prefix';

export type UrlRewriter = (method: string | undefined, url: string | undefined) => string;

export function unprefixedRewriter(endpoints: readonly AnyEndpoint[]): UrlRewriter {
  const prefixed = new Set(
    endpoints.flatMap((e) =>
      [hostPrefix(e.host), ...greyHostPrefixes(e.host)].map((p) => `${e.method} ${p}${routePath(e.path)}`),
    ),
  );
  // Method, then path: this runs on every request, and a "<method> <path>" key would be a new string to build
  // and hash each time (the URL's own string is hashed once, when it has no query).
  const byMethod = new Map<string, Map<string, string | null>>();
  for (const e of endpoints) {
    const path = routePath(e.path);
    const target = prefixed.has(`${e.method} ${path}`) ? null : `${hostPrefix(e.host)}${path}`;
    const byPath = byMethod.get(e.method) ?? new Map<string, string | null>();
    byMethod.set(e.method, byPath);
    // null: served as it is, or two hosts have this path (then neither is guessed).
    byPath.set(path, byPath.has(path) ? null : target);
  }
  return (method, url = '/') => {
    const byPath = method === undefined ? undefined : byMethod.get(method);
    if (!byPath) return url;
    const q = url.indexOf('?');
    const target = byPath.get(q === -1 ? url : url.slice(0, q));
    return target ? target + (q === -1 ? '' : url.slice(q)) : url;
  };
}
