/**
 * Provider verification of EVERY pact file in contracts/pacts against the simulator: build it in-process
 * (buildApp from mock-server, imported by relative path: contracts does not depend on the simulator
 * package), listen on 127.0.0.1 on a random port, and replay each file with the Pact Verifier. Each host
 * is verified at `<origin>/<host>` (the simulator serves every host under its prefix); every replayed
 * request carries the verification session in x-mock-session; the state handlers switch that session's
 * scenario to the state's name and log in the state's persona with the token the examples carry.
 *
 * Any mismatch (a reply off the pact, a missing field, a wrong code) makes the Verifier reject: red.
 */
import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Verifier } from '@pact-foundation/pact';
import { HOST_IDS } from '@wonder/contracts';
import { buildApp } from '@wonder/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOfProvider, PACT_DIR, PROVIDERS, pactFileName } from '../providers';
import { SESSION_HEADER, type SimulatorAdmin, stateHandlers } from './state-handlers';

const SESSION = 'pact-verification';

let app: Awaited<ReturnType<typeof buildApp>>;
let origin: string;
const timings: string[] = [];
const started = Date.now();

beforeAll(async () => {
  // Reply validation on: an off-contract simulator reply is a 500, which no pact accepts.
  app = await buildApp({ logger: false, validateReplies: true });
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  console.log(`pact verification wall time ${Date.now() - started} ms\n${timings.join('\n')}`);
});

const files = readdirSync(PACT_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();

describe('provider verification against the simulator', () => {
  it('has one pact file per provider host', () => {
    expect(files).toEqual(HOST_IDS.map(pactFileName).sort());
  });

  for (const file of files) {
    const host = hostOfProvider(file.replace(/^wonder-parent-web-/, '').replace(/\.json$/, ''));
    it(`verifies ${file}`, async () => {
      if (!host) throw new Error(`${file}: no host has this provider name`);
      const sim: SimulatorAdmin = { origin, session: SESSION };
      const failures: string[] = [];
      const missingHooks: string[] = [];
      const t0 = Date.now();
      await new Verifier({
        provider: PROVIDERS[host],
        providerBaseUrl: `${origin}/${host}`,
        pactUrls: [`${PACT_DIR}/${file}`],
        stateHandlers: stateHandlers(sim, failures, missingHooks),
        requestFilter: (req: { headers: Record<string, unknown> }, _res: unknown, next: () => void) => {
          req.headers[SESSION_HEADER] = SESSION;
          next();
        },
        logLevel: 'warn',
        failIfNoPactsFound: true,
      }).verifyProvider();
      timings.push(`  ${file}: ${Date.now() - t0} ms`);
      if (missingHooks.length) console.warn(`pending (simulator hook missing):\n${missingHooks.join('\n')}`);
      expect(failures).toEqual([]);
    });
  }
});
