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
  const byPath = new Map<string, string | null>();
  for (const e of endpoints) {
    const key = `${e.method} ${routePath(e.path)}`;
    const target = prefixed.has(key) ? null : `${hostPrefix(e.host)}${routePath(e.path)}`;
    // null: served as it is, or two hosts have this path (then neither is guessed).
    byPath.set(key, byPath.has(key) ? null : target);
  }
  return (method, url = '/') => {
    const q = url.indexOf('?');
    const path = q === -1 ? url : url.slice(0, q);
    const target = byPath.get(`${method} ${path}`);
    return target ? target + (q === -1 ? '' : url.slice(q)) : url;
  };
}
