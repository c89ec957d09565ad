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
