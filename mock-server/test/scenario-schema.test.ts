/**
 * The published scenario JSON Schema says what the simulator says (issue 32 item 4): it compiles in ajv's
 * strict mode, and it and the loader refuse the same bad files and accept the same good ones (served at
 * /__mock/scenario.schema.json: test/scenario-files.test.ts), and the example file references it.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_ENDPOINTS } from '@wonder/contracts';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScenarioEngine } from '../src/overrides/engine';
import { SCENARIOS } from '../src/scenarios/catalogue';
import { scenarioFileJsonSchema } from '../src/scenarios/file-schema';
import { DEFAULT_SCENARIOS_DIR, ScenarioFiles } from '../src/scenarios/files';

const head = { title: 'T' };
const BAD: Record<string, object> = {
  'two-targets': { endpoint: 'app.getTabConfig', host: 'app', code: '50000000' },
  'no-target': { code: '50000000' },
  'no-effect': { endpoint: 'app.getTabConfig', message: 'x' },
  'code-not-of-endpoint-host': { endpoint: 'app.getTabConfig', code: 'E42' },
  'member-code-on-app': { endpoint: 'app.getTabConfig', code: '100002' },
  'code-not-of-host': { host: 'member', code: 'ABC' },
  'code-not-of-every-host': { all: true, code: 100002 },
  'data-of-another-shape': { endpoint: 'app.getTabConfig', data: [{ name: 1 }] },
  'data-without-endpoint': { host: 'app', data: [] },
  'unknown-endpoint': { endpoint: 'app.nope', code: '50000000' },
  'unknown-field': { endpoint: 'app.getTabConfig', code: '50000000', colour: 'red' },
  'delay-too-long': { endpoint: 'app.getTabConfig', delayMs: 10_000_000 },
  // Issue 39: what the loader refused and the schema let through.
  'sequence-code-not-of-host': { endpoint: 'app.getTabConfig', sequence: [{ code: 'E42' }, {}] },
  'sequence-data-of-another-shape': { endpoint: 'app.getTabConfig', sequence: [{ data: [{ name: 1 }] }] },
  'sequence-code-not-of-every-host': { all: true, sequence: [{ code: 100002 }] },
  'when-mistyped-body-field': {
    endpoint: 'member.sendLoginCode',
    when: { body: { phoneCiper: '13800000000' } },
    code: 4011,
  },
  'when-mistyped-body-path': {
    endpoint: 'member.sendLoginCode',
    when: { body: { 'phoneCiper.x': '1' } },
    code: 4011,
  },
  'when-mistyped-query-field': {
    endpoint: 'app.getPersonInfo',
    when: { query: { tokn: 'x' } },
    code: '50000000',
  },
  'when-query-without-query': { endpoint: 'app.getTabConfig', when: { query: { a: '1' } }, code: '50000000' },
};
const GOOD: Record<string, object> = {
  'failure-code': { endpoint: 'app.getTabConfig', code: '50000000', message: 'boom' },
  'failure-code-any-data': { endpoint: 'app.getTabConfig', code: '50000000', data: { any: 1 } },
  'number-code-as-text': { endpoint: 'member.pwdLogin', code: '100002' },
  'success-data': { endpoint: 'app.getTabConfig', data: [] },
  'host-fault': { host: 'member', fault: 'reset', times: 1 },
  'auth-expiry': { auth: true, code: 1000014, status: 401 },
  'all-slow': { all: true, delayMs: 1500 },
  'sequence-codes': { endpoint: 'app.getTabConfig', sequence: [{ code: '50000000' }, { data: [] }, {}] },
  'when-body-path': {
    endpoint: 'member.sendLoginCode',
    when: { body: { phoneCipher: '13800000000', 'areaCode.x': '86' }, headers: { 'X-Any': '1' } },
    code: 4011,
  },
  'when-query': { endpoint: 'app.getPersonInfo', when: { query: { token: 'x' } }, code: '50000000' },
};
const fileOf = (id: string, override: object) => ({ id, ...head, overrides: [override] });

let dir: string;
let loader: ScenarioFiles;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wonder-schema-'));
  const all = { ...BAD, ...GOOD };
  for (const [id, o] of Object.entries(all))
    await writeFile(join(dir, `${id}.json`), JSON.stringify(fileOf(id, o)));
  await writeFile(
    join(dir, 'bad-persona.json'),
    JSON.stringify({ id: 'bad-persona', ...head, persona: 'nobody' }),
  );
  loader = new ScenarioFiles({
    dir,
    engine: new ScenarioEngine(SCENARIOS),
    builtIn: SCENARIOS,
    endpoints: ALL_ENDPOINTS,
    log: { info: () => {}, warn: () => {} },
  });
  await loader.reload();
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function strictValidator() {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats.default(ajv);
  return ajv.compile(scenarioFileJsonSchema());
}
/** Compiled once (a few seconds: 133 endpoints' data schemas); the first test shows it compiles. */
let compiled: ReturnType<typeof strictValidator> | undefined;
const validator = () => {
  compiled ??= strictValidator();
  return compiled;
};

describe('the scenario JSON Schema', () => {
  // Compiling 133 endpoints' data schemas takes seconds, many more on a loaded machine.
  it('compiles in ajv strict mode', { timeout: 90_000 }, () => {
    expect(() => validator()).not.toThrow();
  });

  it('refuses the files the loader refuses and accepts the ones it accepts', () => {
    const validate = validator();
    const status = (file: string) => loader.view().files.find((f) => f.file === file)?.status;
    for (const [id, o] of Object.entries(BAD)) {
      expect(validate(fileOf(id, o)), `schema: ${id}`).toBe(false);
      expect(status(`${id}.json`), `loader: ${id}`).toBe('refused');
    }
    expect(validate({ id: 'bad-persona', ...head, persona: 'nobody' })).toBe(false);
    expect(status('bad-persona.json')).toBe('refused');
    for (const [id, o] of Object.entries(GOOD)) {
      expect(validate(fileOf(id, o)), `schema: ${id} ${JSON.stringify(validate.errors?.slice(0, 2))}`).toBe(
        true,
      );
      expect(status(`${id}.json`), `loader: ${id}`).toBe('loaded');
    }
  });

  it('the loader lists every problem of a file, not only the first (issue 39)', async () => {
    await writeFile(
      join(dir, 'many-problems.json'),
      JSON.stringify({
        id: 'many-problems',
        ...head,
        persona: 'nobody',
        overrides: [
          { endpoint: 'app.getTabConfig', code: '50000000', colour: 'red' },
          { endpoint: 'app.getTabConfig', code: 'E42' },
          { endpoint: 'member.sendLoginCode', when: { body: { phoneCiper: '1' } }, code: 4011 },
          { endpoint: 'app.getTabConfig', sequence: [{ code: 'E43' }] },
        ],
      }),
    );
    await loader.reload();
    const view = loader.view().files.find((f) => f.file === 'many-problems.json');
    expect(view?.problems.map((p) => p.path).sort()).toEqual(
      [
        'overrides.0',
        'overrides.1.code',
        'overrides.2.when.body.phoneCiper',
        'overrides.3.sequence.0.code',
        'persona',
      ].sort(),
    );
    const validate = validator();
    validate(JSON.parse(await readFile(join(dir, 'many-problems.json'), 'utf8')));
    // ajv (allErrors) finds them too.
    expect((validate.errors ?? []).length).toBeGreaterThanOrEqual(4);
  });

  it('accepts every built-in scenario written as a file, and the committed example', async () => {
    const validate = validator();
    for (const s of SCENARIOS) {
      const { file: _file, ...rest } = s as typeof s & { file?: string };
      const asFile = { ...rest, overrides: rest.overrides?.map((o) => ({ ...o })) };
      // A function of the request as data cannot be written in a file.
      if (s.overrides?.some((o) => typeof o.data === 'function')) continue;
      expect(validate(asFile), `${s.id} ${JSON.stringify(validate.errors?.slice(0, 2))}`).toBe(true);
    }
    const example = await readFile(join(DEFAULT_SCENARIOS_DIR, 'example-interest-tags-full.yaml'), 'utf8');
    expect(example).toMatch(/^# yaml-language-server: \$schema=\.\/scenario\.schema\.json\n/);
  });
});
