/**
 * One process, one port: host `h` is served under `/<h>`. The app (and the Pact tests) build their
 * per-host base URLs with baseUrlsFor(origin).
 */
import { HOST_IDS, type HostId } from '@wonder/contracts';
import {
  GREY_HOSTS,
  simulatorBaseUrls,
  simulatorGreyPrefix,
  simulatorPrefix,
} from '@wonder/contracts/client';

/** The layout is written once in contracts (simulatorPrefix); these names are the simulator's own. */
export const hostPrefix: (hostId: HostId) => string = simulatorPrefix;

/** Base URL of every host on a simulator at `origin` (e.g. 'http://127.0.0.1:4010'). */
export const baseUrlsFor: (origin: string) => Record<HostId, string> = simulatorBaseUrls;

const isGreyHost = (hostId: HostId): hostId is (typeof GREY_HOSTS)[number] =>
  (GREY_HOSTS as readonly HostId[]).includes(hostId);

/** The grey prefixes of a host (none, or `/<host>-gray`). */
export function greyHostPrefixes(hostId: HostId): string[] {
  return isGreyHost(hostId) ? [simulatorGreyPrefix(hostId)] : [];
}

/** Every prefix's first segment → its host (the grey prefixes name their host). */
const HOST_BY_SEGMENT: ReadonlyMap<string, HostId> = new Map(
  HOST_IDS.flatMap((h) => [hostPrefix(h), ...greyHostPrefixes(h)].map((p) => [p.slice(1), h] as const)),
);

/** The host whose prefix a URL starts with, if any. */
export function hostOfUrl(url: string): HostId | null {
  const end = url.indexOf('/', 1);
  const q = url.indexOf('?');
  const stop = end === -1 ? (q === -1 ? url.length : q) : q !== -1 && q < end ? q : end;
  return HOST_BY_SEGMENT.get(url.slice(1, stop)) ?? null;
}

/** Fastify path syntax for a contract path (`{id}` → `:id`). */
export function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
