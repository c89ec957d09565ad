/**
 * Provider verification of EVERY pact file in contracts/pacts against the simulator, with the STOCK Pact
 * verifier (`pact-verifier` of npm @pact-foundation/pact-cli, the binary a backend team runs) and exactly the
 * options contracts/README.md gives them: the files, `-h`, `-p` and `--state-change-url` — no request filter,
 * no state handler, no header written here. What makes that enough is the simulator's own: its state-change
 * endpoint (`POST /__mock/pact/provider-states`: reset the session the verifier's requests land in, select
 * the state's scenario, log its persona in with the fixture token the examples carry, seed a solved captcha
 * from the params) and its answering each host's paths without the `/<host>` prefix.
 *
 * The simulator is built in-process with reply validation on (an off-contract reply is a 500, which no pact
 * accepts) and listens on 127.0.0.1 on a random port; the CLI runs as a child process, asynchronously, so
 * this process keeps answering it. Any mismatch, and any state the simulator refuses, fails an interaction
 * and makes the CLI exit non-zero: red. The JSON report (-j, only here) proves every interaction ran.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOST_IDS } from '@wonder/contracts';
import { ADMIN_BASE_PATH, ADMIN_ROUTES } from '@wonder/contracts/admin';
import { buildApp } from '@wonder/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACT_DIR, pactFileName } from '../providers';

const PACT_VERIFIER = createRequire(import.meta.url).resolve(
  '@pact-foundation/pact-cli/bin/pact-verifier.js',
);

let app: Awaited<ReturnType<typeof buildApp>>;
let port: number;
const work = mkdtempSync(join(tmpdir(), 'pact-verify-'));

beforeAll(async () => {
  app = await buildApp({ logger: false, validateReplies: true });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  rmSync(work, { recursive: true, force: true });
});

const files = readdirSync(PACT_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();

interface Report {
  errors: { interaction: string; mismatch?: unknown }[];
  interactionResults: { description: string; result: string }[];
}

/** Run the CLI without blocking this process (it serves the simulator the CLI calls). */
function pactVerifier(args: readonly string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [PACT_VERIFIER, ...args], {
      env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    child.on('error', fail);
    child.on('close', (code) => done({ code, output }));
  });
}

describe('the stock pact-verifier against the simulator', () => {
  it('has one pact file per provider host', () => {
    expect(files).toEqual(HOST_IDS.map(pactFileName).sort());
  });

  it('verifies every interaction of every pact file with only -h -p --state-change-url', async () => {
    const report = join(work, 'report.json');
    const stateChangeUrl = `http://127.0.0.1:${port}${ADMIN_BASE_PATH}${ADMIN_ROUTES.pactProviderState.path}`;
    const t0 = Date.now();
    const { code, output } = await pactVerifier([
      ...files.flatMap((f) => ['-f', join(PACT_DIR, f)]),
      ...['-h', '127.0.0.1', '-p', String(port), '--state-change-url', stateChangeUrl],
      ...['-j', report],
    ]);
    console.log(`stock pact-verifier: ${files.length} files in ${Date.now() - t0} ms`);
    const result = JSON.parse(readFileSync(report, 'utf8')) as Report;
    expect(result.errors, output.slice(-4000)).toEqual([]);
    expect(code, output.slice(-4000)).toBe(0);
    const expected = files.flatMap(
      (f) =>
        (JSON.parse(readFileSync(join(PACT_DIR, f), 'utf8')) as { interactions: { description: string }[] })
          .interactions,
    );
    expect(result.interactionResults).toHaveLength(expected.length);
    expect(result.interactionResults.filter((r) => r.result !== 'OK')).toEqual([]);
    // One HTTP round trip after another (state call, request): ~10 s of CPU, but on a loaded 2-core machine the
    // waits add up (27–50 s seen at load 40); splitting the files over parallel verifiers made it slower there.
  }, 240_000);
});

/**
 * contracts/README.md "Rehearse a drift before it ships", as written there: its scenario file and its verifier
 * command (the port and the state URL made this test's), against a simulator serving that file.
 */
describe('rehearsing a drift with the stock verifier (the README recipe, issue 39)', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('### Rehearse a drift before it ships'));
  const yaml = /```yaml\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const command = /^npx .* pact-verifier (.*--filter-state.*)$/m.exec(section)?.[1] ?? '';
  let drifting: Awaited<ReturnType<typeof buildApp>>;
  let driftPort: number;
  const dir = mkdtempSync(join(tmpdir(), 'pact-drift-'));

  beforeAll(async () => {
    writeFileSync(join(dir, 'drift-login.yaml'), yaml);
    drifting = await buildApp({ logger: false, validateReplies: true, scenariosDir: dir });
    await drifting.listen({ host: '127.0.0.1', port: 0 });
    driftPort = (drifting.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await drifting?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fails on the one interaction the drift breaks, and passes the rest of the state', async () => {
    expect(yaml).toContain('id: drift-login');
    expect(drifting.mock.scenarioFiles?.view().files).toEqual([
      expect.objectContaining({ file: 'drift-login.yaml', status: 'loaded' }),
    ]);
    // The README's words, as a shell splits them (its quotes dropped), on this test's simulator.
    const args = (command.match(/'[^']*'|\S+/g) ?? [])
      .map((w) => w.replace(/^'|'$/g, ''))
      .map((w) => w.replace('http://127.0.0.1:4010', `http://127.0.0.1:${driftPort}`))
      .map((w, i, all) => (all[i - 1] === '-p' ? String(driftPort) : w))
      .map((w) =>
        w.startsWith('contracts/pacts/') ? join(PACT_DIR, w.slice('contracts/pacts/'.length)) : w,
      );
    const report = join(work, 'drift-report.json');
    const { code, output } = await pactVerifier([...args, '-j', report]);
    expect(code, output.slice(-3000)).toBe(1);
    const result = JSON.parse(readFileSync(report, 'utf8')) as Report;
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]?.interaction).toMatch(/Given default - member\.pwdLogin succeeds$/);
    expect(JSON.stringify(result.errors[0]?.mismatch)).toMatch(/100002/);
    const ok = result.interactionResults.filter((r) => r.result === 'OK');
    expect(ok.length).toBeGreaterThan(5);
  }, 240_000);
});
