/**
 * Who the pacts are between. The consumer is the parent web app; each backend host is one provider with
 * the name fixed in contracts/src/hosts.ts (HOSTS[h].provider), so a backend team finds its file by the
 * name it already knows: contracts/pacts/wonder-parent-web-<provider>.json.
 */
import { fileURLToPath } from 'node:url';
import { HOST_IDS, HOSTS, type HostId } from '@wonder/contracts';

export const CONSUMER = 'wonder-parent-web';

/** Where the consumer tests write and the verification reads; committed so teams can read and diff them. */
export const PACT_DIR = fileURLToPath(new URL('../pacts', import.meta.url));

export const PROVIDERS: Readonly<Record<HostId, string>> = Object.fromEntries(
  HOST_IDS.map((h) => [h, HOSTS[h].provider]),
) as Record<HostId, string>;

/** The file name pact-js writes for a provider: `<consumer>-<provider>.json`. */
export function pactFileName(host: HostId): string {
  return `${CONSUMER}-${PROVIDERS[host]}.json`;
}

export function pactFilePath(host: HostId): string {
  return `${PACT_DIR}/${pactFileName(host)}`;
}
