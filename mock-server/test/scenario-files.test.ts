/** Scenario files (--scenarios-dir): read, checked against the contracts, reloaded on change, saved from a session. */
import { mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_ENDPOINTS, type AnyEndpoint } from '@wonder/contracts';
import { MOCK_ADMIN_HEADER } from '@wonder/contracts/admin/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ScenarioEngine } from '../src/overrides/engine';
import { SCENARIOS } from '../src/scenarios/catalogue';
import { checkOverride } from '../src/scenarios/check-override';
import { SCENARIO_SCHEMA_FILE, scenarioFileJsonSchemaText } from '../src/scenarios/file-schema';
import { DEFAULT_SCENARIOS_DIR, ScenarioFiles } from '../src/scenarios/files';
import { headersFor, testApp } from './support/app';

const tabs = ALL_ENDPOINTS.find((e) => e.id === 'app.getTabConfig') as AnyEndpoint;
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wonder-scenario-files-'));
  await writeFile(
    join(dir, 'tabs-fail.yaml'),
    [
      'id: tabs-fail',
      'title: Tabs fail',
      'extends: [trial-y, slow-network]',
      'overrides:',
      '  - endpoint: app.getTabConfig',
      '    code: "50000000"',
      '    message: 配置失败',
    ].join('\n'),
  );
  await writeFile(
    join(dir, 'one-tab.json'),
    JSON.stringify({
      id: 'one-tab',
      title: 'One tab',
      overrides: [{ endpoint: 'app.getTabConfig', data: [] }],
    }),
  );
  await writeFile(
    join(dir, 'broken.yaml'),
    [
      'id: broken',
      'title: Broken',
      'overrides:',
      '  - endpoint: app.nope',
      '    code: "1"',
      '  - endpoint: app.getTabConfig',
      '    code: "E42"',
      '  - endpoint: app.getTabConfig',
      '    data: [{ name: 1 }]',
    ].join('\n'),
  );
  app = await testApp({ scenariosDir: dir });
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const files = async () => (await app.inject({ url: '/__mock/scenario-files' })).json();
const fileView = async (name: string) => (await files()).files.find((f: { file: string }) => f.file === name);
const select = (session: string, scenarios: string[]) =>
  app.inject({ method: 'PUT', url: `/__mock/sessions/${session}/scenarios`, payload: { scenarios } });
const tabsCall = async (session: string) =>
  (
    await app.inject({ url: `/app${tabs.path}`, headers: { ...headersFor(tabs), 'x-mock-session': session } })
  ).json();

describe('scenario files', () => {
  it('serves good YAML and JSON files beside the built-in catalogue, with multi-parent extends', async () => {
    const list = (await app.inject({ url: '/__mock/scenarios' })).json().scenarios;
    expect(list).toHaveLength(SCENARIOS.length + 2);
    const tabsFail = list.find((s: { id: string }) => s.id === 'tabs-fail');
    expect(tabsFail).toMatchObject({
      file: 'tabs-fail.yaml',
      group: 'custom',
      extends: ['trial-y', 'slow-network'],
      persona: 'trial-y',
    });
    expect(tabsFail.chain).toEqual(['default', 'trial-y', 'slow-network', 'tabs-fail']);
    expect((await select('sf-a', ['tabs-fail'])).statusCode).toBe(200);
    expect(await tabsCall('sf-a')).toMatchObject({ code: '50000000', message: '配置失败' });
    expect((await select('sf-b', ['one-tab'])).statusCode).toBe(200);
    expect((await tabsCall('sf-b')).data).toEqual([]);
  });

  it('refuses a file with the path inside it, its line and the reason; nothing of it is served', async () => {
    const broken = await fileView('broken.yaml');
    expect(broken).toMatchObject({ status: 'refused', scenarios: [], loadedAt: null });
    // Every problem at once (issue 39): the shape's, and the contract checks of the overrides whose shape is right.
    expect(broken.problems.slice(0, 3)).toEqual([
      expect.objectContaining({
        path: 'overrides.0.endpoint',
        line: 4,
        message: 'unknown endpoint "app.nope"',
      }),
      expect.objectContaining({ path: 'overrides.1.code', line: 7 }),
      expect.objectContaining({ path: 'overrides.2.data.0.id', line: 9 }),
    ]);
    // Its shape is right once the endpoint is: then the code and the data are checked against the contracts.
    await writeFile(
      join(dir, 'broken.yaml'),
      (await readFile(join(dir, 'broken.yaml'), 'utf8')).replace('app.nope', 'app.getTabConfig'),
    );
    await vi.waitFor(
      async () => expect((await fileView('broken.yaml')).problems[0].path).not.toMatch(/endpoint/),
      3000,
    );
    const { problems } = await fileView('broken.yaml');
    expect(problems[0]).toMatchObject({
      path: 'overrides.0.code',
      line: 5,
      message: expect.stringMatching(/^"1" is not a code host 'app' answers/),
    });
    expect(problems[1]).toMatchObject({ path: 'overrides.1.code', line: 7 });
    expect(problems[2]).toMatchObject({
      path: 'overrides.2.data.0.id',
      line: 9,
      message: 'expected number, received undefined (app.getTabConfig data)',
    });
    expect((await select('sf-c', ['broken'])).statusCode).toBe(400);
  });

  it('keeps serving the last good version of an edited file, and follows the fix', async () => {
    const path = join(dir, 'one-tab.json');
    const good = await readFile(path, 'utf8');
    await select('sf-d', ['one-tab']);
    await writeFile(path, '{"id": "one-tab", "title": "One tab", "overrides": [');
    await vi.waitFor(async () => expect((await fileView('one-tab.json')).status).toBe('refused'), 3000);
    expect(await fileView('one-tab.json')).toMatchObject({
      scenarios: ['one-tab'],
      problems: expect.arrayContaining([expect.objectContaining({ line: 1 })]),
    });
    expect((await tabsCall('sf-d')).data).toEqual([]);
    await writeFile(path, good.replace('"data":[]', '"code":"50000000"'));
    await vi.waitFor(async () => expect((await fileView('one-tab.json')).status).toBe('loaded'), 3000);
    expect((await tabsCall('sf-d')).code).toBe('50000000');
  });

  it('drops a removed file, and sessions that selected it fall back to the rest', async () => {
    await writeFile(join(dir, 'gone.yaml'), 'id: gone\ntitle: Gone\nextends: trial-y\n');
    await vi.waitFor(
      async () => expect(await fileView('gone.yaml')).toMatchObject({ status: 'loaded' }),
      3000,
    );
    await select('sf-e', ['gone']);
    await unlink(join(dir, 'gone.yaml'));
    await vi.waitFor(async () => expect(await fileView('gone.yaml')).toBeUndefined(), 3000);
    expect((await app.inject({ url: '/__mock/sessions/sf-e/scenarios' })).json().scenarios).toEqual([
      'default',
    ]);
  });

  it("saves a session's scenarios and ad-hoc faults as a new file that answers the same in a fresh session", async () => {
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: { [MOCK_ADMIN_HEADER]: '1' }, payload });
    await select('sf-save', ['trial-y']);
    await post('/__mock/sessions/sf-save/faults', {
      faults: [{ endpoint: 'app.getTabConfig', code: '50000000', message: '存档' }],
    });
    const saved = await post('/__mock/sessions/sf-save/scenario-file', { id: 'saved-one', title: 'Saved' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ file: 'saved-one.yaml', scenario: 'saved-one' });
    const text = await readFile(join(dir, 'saved-one.yaml'), 'utf8');
    expect(text).toMatch(/^# yaml-language-server: \$schema=\.\/scenario\.schema\.json\nid: saved-one\n/);
    expect((await select('sf-fresh', ['saved-one'])).statusCode).toBe(200);
    expect(await tabsCall('sf-fresh')).toMatchObject({ code: '50000000', message: '存档' });
    expect((await app.inject({ url: '/__mock/sessions/sf-fresh' })).json().persona).toBe('trial-y');

    const again = await post('/__mock/sessions/sf-save/scenario-file', { id: 'saved-one', title: 'Again' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/^body\.id: 'saved-one' is taken/);
    expect(
      (await post('/__mock/sessions/sf-save/scenario-file', { id: 'a/b', title: 'x' })).json().error,
    ).toMatch(/^body\.id: /);
  });
});

describe('the file format', () => {
  it('the committed JSON Schema is the one the contracts give (pnpm --filter @wonder/mock-server run scenarios:schema)', async () => {
    expect(await readFile(join(DEFAULT_SCENARIOS_DIR, SCENARIO_SCHEMA_FILE), 'utf8')).toBe(
      scenarioFileJsonSchemaText(),
    );
    expect(await readFile(join(dir, SCENARIO_SCHEMA_FILE), 'utf8')).toBe(scenarioFileJsonSchemaText());
    // And served for editors, without the admin token.
    const served = await app.inject({ url: `/__mock/${SCENARIO_SCHEMA_FILE}` });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe(scenarioFileJsonSchemaText());
  });

  it('the committed example files load without a problem', async () => {
    const log = { info: () => {}, warn: () => {} };
    const engine = new ScenarioEngine(SCENARIOS);
    const fromRepo = new ScenarioFiles({
      dir: DEFAULT_SCENARIOS_DIR,
      engine,
      builtIn: SCENARIOS,
      endpoints: ALL_ENDPOINTS,
      log,
    });
    await fromRepo.reload();
    const view = fromRepo.view();
    expect(view.files.length).toBeGreaterThan(0);
    for (const f of view.files) expect(f, f.file).toMatchObject({ status: 'loaded', problems: [] });
  });

  it("every built-in override passes the same checks (codes of its hosts, data of its endpoint's schema)", () => {
    const byId = new Map(ALL_ENDPOINTS.map((e) => [e.id, e]));
    for (const s of SCENARIOS)
      for (const o of s.overrides ?? []) expect(checkOverride(o, ALL_ENDPOINTS, byId), `${s.id}`).toEqual([]);
  });
});

describe('a catalogue problem blames the file of the scenario it names', () => {
  it('refuses the file with the unknown parent and the files of a cycle, at their extends line, and serves the rest', async () => {
    const own = await mkdtemp(join(tmpdir(), 'wonder-scenario-blame-'));
    try {
      await writeFile(join(own, 'orphan.yaml'), 'id: orphan\ntitle: Orphan\nextends: nope\n');
      await writeFile(join(own, 'loop-a.yaml'), 'id: loop-a\ntitle: A\nextends: loop-b\n');
      await writeFile(join(own, 'loop-b.yaml'), 'id: loop-b\ntitle: B\nextends: loop-a\n');
      await writeFile(join(own, 'fine.yaml'), 'id: fine\ntitle: Fine\nextends: orphan-free\n');
      await writeFile(join(own, 'orphan-free.yaml'), 'id: orphan-free\ntitle: Free\nextends: trial-y\n');
      const engine = new ScenarioEngine(SCENARIOS);
      const log = { info: () => {}, warn: () => {} };
      const files = new ScenarioFiles({
        dir: own,
        engine,
        builtIn: SCENARIOS,
        endpoints: ALL_ENDPOINTS,
        log,
      });
      await files.reload();
      const problems = Object.fromEntries(files.view().files.map((f) => [f.file, f.problems]));
      expect(problems['orphan.yaml']).toEqual([
        { path: 'extends', line: 3, message: "extends unknown scenario 'nope'" },
      ]);
      // One file of the cycle is blamed for it; the other then extends a scenario that is not served.
      expect(problems['loop-a.yaml']).toEqual([
        { path: 'extends', line: 3, message: "scenario 'loop-a' extends itself through 'loop-a'" },
      ]);
      expect(problems['loop-b.yaml']).toEqual([
        { path: 'extends', line: 3, message: "extends unknown scenario 'loop-a'" },
      ]);
      expect(problems['fine.yaml']).toEqual([]);
      expect(engine.has('fine')).toBe(true);
      expect(engine.has('orphan')).toBe(false);
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });
});
