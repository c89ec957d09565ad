/**
 * Every endpoint of the contracts answers its success code in 'default' with a valid logged-in token,
 * and the answer parses with the contract's success envelope. Table-driven over ALL_ENDPOINTS.
 */
import { ALL_ENDPOINTS, envelopeHead, envelopeOf, FAMILIES, isSuccessCode } from '@wonder/contracts';
import { sampleOf } from '@wonder/contracts/samples';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, type Login, testApp } from './support/app';
import { sendValid, VALID_REQUESTS } from './support/requests';

let app: FastifyInstance;
let login: Login;
const SESSION = 'table-default';

beforeAll(async () => {
  app = await testApp();
  login = await adminLogin(app, SESSION);
});
afterAll(async () => app.close());

describe('every endpoint answers its success code in the default scenario', { timeout: 180_000 }, () => {
  it('serves exactly the endpoints of the contracts', () => {
    expect(app.mock.endpoints.length).toBe(ALL_ENDPOINTS.length);
    expect(ALL_ENDPOINTS.length).toBeGreaterThan(0);
  });

  it('generates valid sample requests from the contracts (or has a builder)', () => {
    const invalid: string[] = [];
    for (const e of ALL_ENDPOINTS.filter((x) => !VALID_REQUESTS[x.id])) {
      for (const [where, schema] of [
        ['query', e.query],
        ['body', e.body],
      ] as const) {
        if (!schema) continue;
        const r = schema.safeParse(sampleOf(schema));
        if (!r.success) invalid.push(`${e.id} ${where}: ${r.error.issues[0]?.message}`);
      }
    }
    expect(invalid).toEqual([]);
  });

  it('answers success for all of them', async () => {
    const failures: string[] = [];
    let answered = 0;
    for (const endpoint of ALL_ENDPOINTS) {
      const res = await sendValid({ app, session: SESSION, login, endpoint });
      const family = FAMILIES[endpoint.family];
      const body = res.json();
      if (res.statusCode !== 200) {
        failures.push(`${endpoint.id}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      if (family.id !== 'raw') {
        const head = envelopeHead(family).parse(body) as Record<string, unknown>;
        const code = head[family.codeField] as string | number;
        if (!isSuccessCode(endpoint.successCodes, code)) {
          failures.push(`${endpoint.id}: code ${code} ${String(head[family.messageField])}`);
          continue;
        }
      }
      const full = envelopeOf(family, endpoint.data).safeParse(body);
      if (!full.success) {
        failures.push(`${endpoint.id}: off-contract ${full.error.issues[0]?.message}`);
        continue;
      }
      answered++;
    }
    expect(failures).toEqual([]);
    expect(answered).toBe(ALL_ENDPOINTS.length);
  });
});
