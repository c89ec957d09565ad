import { HOST_IDS, type HostId } from '../hosts';

/**
 * The simulator serves every host on one origin under `/<hostId>`; this is the one place that layout is
 * written down. The app (embedded default backend), the Pact tests and e2e build their config from it.
 */
export function simulatorPrefix(host: HostId): string {
  return `/${host}`;
}

export function simulatorBaseUrls(origin: string): Record<HostId, string> {
  const base = origin.replace(/\/$/, '');
  return Object.fromEntries(HOST_IDS.map((h) => [h, `${base}${simulatorPrefix(h)}`])) as Record<
    HostId,
    string
  >;
}

/** The hosts with a grey (canary) deployment: the learning partner (doc 3 §6, §7). */
export const GREY_HOSTS = ['partner'] as const satisfies readonly HostId[];

/** The simulator serves a host's grey deployment under `/<hostId>-gray`, beside its usual prefix. */
export function simulatorGreyPrefix(host: (typeof GREY_HOSTS)[number]): string {
  return `${simulatorPrefix(host)}-gray`;
}

export function simulatorGreyBaseUrls(origin: string): Partial<Record<HostId, string>> {
  const base = origin.replace(/\/$/, '');
  return Object.fromEntries(GREY_HOSTS.map((h) => [h, `${base}${simulatorGreyPrefix(h)}`]));
}
