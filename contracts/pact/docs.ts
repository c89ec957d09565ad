/**
 * The README's tables for backend teams, generated from the same constants the pacts use; a test
 * (consumer/catalogue.pact.test.ts) fails when contracts/README.md no longer contains them verbatim.
 * Print them with: node --import tsx contracts/pact/scripts/print-docs.ts
 */
import { HOST_IDS, HOSTS } from '@wonder/contracts';
import { allInteractions } from './interactions';
import { PROVIDERS, pactFileName } from './providers';
import { STATE_INFO, STATE_NAMES } from './states';

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function providersTable(): string {
  const rows = HOST_IDS.map((h) => {
    const count = allInteractions().filter((i) => i.endpoint.host === h).length;
    return `| \`${PROVIDERS[h]}\` | ${h} | ${cell(HOSTS[h].description)} | ${count} | \`pacts/${pactFileName(h)}\` |`;
  });
  return [
    '| provider | host | what it is | interactions | pact file |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

export function statesTable(): string {
  const rows = STATE_NAMES.map((name) => {
    const info = STATE_INFO[name];
    const who = info.persona ? `\`${info.persona}\`` : 'nobody (no token)';
    const params = info.params ? ` Params: ${info.params}.` : '';
    return `| \`${name}\` | ${who} | ${cell(info.meaning)}${cell(params)} |`;
  });
  return [
    '| state (= simulator scenario) | logged in as | what the provider must be like |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
}
