/**
 * The interaction catalogue itself: every endpoint of contracts/ has a success interaction and a consumer
 * test file for its host, every example request is valid for its schema, the committed RSA ciphers really
 * decrypt (with the simulator's development key) to the persona they claim, and descriptions are unique
 * per pact file (Pact would silently merge two interactions of the same description).
 */
import { existsSync, readFileSync } from 'node:fs';
import { ALL_ENDPOINTS, ENDPOINTS_BY_ID, HOST_IDS } from '@wonder/contracts';
import { PERSONAS } from '@wonder/fixtures';
import { EXAMPLE_REQUESTS, OFFICIAL_PASSWORD_CIPHER, OFFICIAL_PHONE_CIPHER } from '@wonder/fixtures/requests';
import { rsaDecrypt } from '@wonder/mock-server';
import { describe, expect, it } from 'vitest';
import { providersTable, statesTable } from '../docs';
import { allInteractions } from '../interactions';
import { PROVIDERS } from '../providers';
import { STATE_INFO, STATE_NAMES } from '../states';

describe('interaction catalogue', () => {
  it('has a success interaction for every endpoint of contracts/', () => {
    const covered = new Set(
      allInteractions()
        .filter((i) => i.kind === 'success')
        .map((i) => i.endpoint.id),
    );
    expect(ALL_ENDPOINTS.map((e) => e.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  it('has a consumer test file for every provider host', () => {
    const missing = HOST_IDS.filter(
      (h) => !existsSync(new URL(`./${PROVIDERS[h]}.pact.test.ts`, import.meta.url)),
    );
    expect(missing).toEqual([]);
  });

  it('gives every endpoint with a query or body a valid example request, and no stray ones', () => {
    const problems: string[] = [];
    for (const e of ALL_ENDPOINTS) {
      const example = EXAMPLE_REQUESTS[e.id];
      if ((e.query || e.body) && !example) problems.push(`${e.id}: no example request`);
      if (e.query && !e.query.safeParse(example?.query ?? {}).success)
        problems.push(`${e.id}: query invalid`);
      if (e.body && !e.body.safeParse(example?.body).success) problems.push(`${e.id}: body invalid`);
    }
    for (const id of Object.keys(EXAMPLE_REQUESTS)) {
      if (!ENDPOINTS_BY_ID.has(id)) problems.push(`${id}: not an endpoint`);
    }
    for (const i of allInteractions()) {
      const e = i.endpoint;
      if (e.body && !e.body.safeParse(i.request.body).success)
        problems.push(`${i.description}: body invalid`);
    }
    expect(problems).toEqual([]);
  });

  it('uses RSA ciphers that the simulator decrypts to the official persona', () => {
    expect(rsaDecrypt(OFFICIAL_PHONE_CIPHER)).toBe(PERSONAS.official.phone);
    expect(rsaDecrypt(OFFICIAL_PASSWORD_CIPHER)).toBe(PERSONAS.official.password);
  });

  it('names each interaction once per provider, with a documented state', () => {
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const i of allInteractions()) {
      const key = `${i.endpoint.host}:${i.description}`;
      if (seen.has(key)) problems.push(`duplicate: ${key}`);
      seen.add(key);
      if (!(i.state in STATE_INFO)) problems.push(`${i.description}: state '${i.state}' undocumented`);
    }
    expect(problems).toEqual([]);
  });

  it('uses every documented state in some interaction', () => {
    const used = new Set(allInteractions().map((i) => i.state));
    expect(STATE_NAMES.filter((s) => !used.has(s))).toEqual([]);
  });

  it('is documented in contracts/README.md with the generated tables', () => {
    // Biome pads markdown tables; compare cell by cell.
    const normalize = (md: string) =>
      md
        .split('\n')
        .map((line) =>
          line.startsWith('|')
            ? line
                .split('|')
                .map((c) => c.trim().replace(/^-+$/, '---'))
                .join('|')
            : line,
        )
        .join('\n');
    const readme = normalize(readFileSync(new URL('../../README.md', import.meta.url), 'utf8'));
    expect(readme).toContain(normalize(providersTable()));
    expect(readme).toContain(normalize(statesTable()));
  });
});
