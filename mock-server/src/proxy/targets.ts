/**
 * Which hosts the validating proxy forwards, and where: `--proxy <host>=<url>` (repeatable) and
 * `--proxy all=<url>` for every host. In the `all` form `{host}` in the URL is replaced by the host id
 * (`https://{host}.staging.example.com`); without it each host goes to `<url>/<host>`, the simulator's own
 * layout, so another simulator or a gateway with host prefixes can stand behind it.
 */
import { HOST_IDS, type HostId } from '@wonder/contracts';

export type ProxyTargets = ReadonlyMap<HostId, string>;

const isHost = (id: string): id is HostId => (HOST_IDS as readonly string[]).includes(id);

function checkedUrl(option: string, url: string): string {
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    throw new Error(`--proxy ${option}: not an http(s) URL: ${url}`);
  return url.replace(/\/+$/, '');
}

/** The targets of every `--proxy` value; a later value for a host wins over `all`. */
export function parseProxyTargets(values: readonly string[]): ProxyTargets {
  const targets = new Map<HostId, string>();
  const explicit = new Map<HostId, string>();
  for (const value of values) {
    const eq = value.indexOf('=');
    const name = eq === -1 ? '' : value.slice(0, eq);
    const url = value.slice(eq + 1);
    if (name === 'all') {
      for (const h of HOST_IDS) {
        const u = url.includes('{host}') ? url.replaceAll('{host}', h) : `${url.replace(/\/+$/, '')}/${h}`;
        targets.set(h, checkedUrl(value, u));
      }
    } else if (isHost(name)) {
      explicit.set(name, checkedUrl(value, url));
    } else {
      throw new Error(`--proxy ${value}: expected <host>=<url> or all=<url>, hosts: ${HOST_IDS.join(', ')}`);
    }
  }
  for (const [h, u] of explicit) targets.set(h, u);
  return targets;
}
