/**
 * Depth is judged before any parser runs (issue 39 item 1): every reproducer of the issue, each of which crashed
 * the simulator or answered 500 before —
 *  - a scenario file of 20,000 nested brackets added while it runs (the `yaml` parser overflowed, and at the
 *    next change of the directory V8 aborted the process: exit 134);
 *  - two 4 kB files of 2,000 levels present at start (it never started);
 *  - a fault whose `extra` nests 5,000 deep (500), "Save as file" of one nesting 1,000 deep (500);
 *  - a state file nesting deeper than any session can.
 * Now each is refused with its line and reason, and the process answers on.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_ENDPOINTS, type AnyEndpoint } from '@wonder/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonNestingProblem, MAX_NESTING, yamlNestingProblem } from '../src/util/nesting';
import { headersFor, testApp } from './support/app';
import { type RunningCli, startCli } from './support/cli';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
/** The file: a scenario whose one field nests `levels` deep. */
const deepScenario = (id: string, levels: number) => `{"id":"${id}","title":"t","x":${nested(levels)}}`;
/** JSON of a value nesting `levels` deep in objects, as a fault's `extra` would (text: JSON.stringify recurses). */
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('the nesting scan', () => {
  it('refuses JSON past the limit with its line, and counts no bracket inside a string', () => {
    expect(jsonNestingProblem(nested(MAX_NESTING))).toBeNull();
    expect(jsonNestingProblem(`{"a":\n${nested(MAX_NESTING + 1)}}`)).toMatchObject({
      line: 2,
      message: expect.stringMatching(/nested deeper than 64 levels/),
    });
    expect(jsonNestingProblem(JSON.stringify({ s: '['.repeat(500), t: 'a\\"[[[[' }))).toBeNull();
  });

  it('counts braces and brackets together before scanning, so few of either still refuses a deep mix', () => {
    // 33 braces and 32 brackets, alternating: 65 levels, though neither kind alone passes the limit.
    const mixed = `${'{"a":['.repeat(32)}{}${']}'.repeat(32)}`;
    expect(jsonNestingProblem(mixed)).toMatchObject({ message: expect.stringMatching(/deeper than 64/) });
    // Many brackets, never deep: past the quick count, the scan itself says null.
    expect(jsonNestingProblem(JSON.stringify(Array.from({ length: 100 }, () => [{}])))).toBeNull();
    // A long body with one brace (the login's shape) is accepted without a scan.
    expect(jsonNestingProblem(JSON.stringify({ cipher: 'A'.repeat(500) }))).toBeNull();
  });

  it('refuses YAML past the limit in flow or in blocks, and skips quoted text, comments and block scalars', () => {
    expect(yamlNestingProblem(deepScenario('a', 2000))).toMatchObject({ line: 1 });
    expect(yamlNestingProblem(`id: a\nx: ${nested(MAX_NESTING)}\n`)).toBeNull();
    let block = 'id: a\nx:\n';
    for (let i = 0; i < 200; i++) block += `${' '.repeat(i + 1)}k${i}:\n`;
    expect(yamlNestingProblem(block)).toMatchObject({ message: expect.stringMatching(/column/) });
    const compact = `x:\n${'- '.repeat(200)}1\n`;
    expect(yamlNestingProblem(compact)).toMatchObject({ line: 2 });
    const text = [
      'id: a # [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
      `title: "${'['.repeat(100)}"`,
      `titleZh: '${'{'.repeat(100)}''s'`,
      'description: |',
      `  ${'['.repeat(100)}`,
      `${' '.repeat(300)}deep text, not nesting`,
      "group: it's",
    ].join('\n');
    expect(yamlNestingProblem(text)).toBeNull();
  });
});

describe('a running simulator and deeply nested files', () => {
  let dir: string;
  let cli: RunningCli;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wonder-nesting-'));
    // Two 4 kB files of 2,000 levels at start: before, the simulator aborted before its banner.
    await writeFile(join(dir, 'deep-1.json'), deepScenario('deep-1', 2000));
    await writeFile(join(dir, 'deep-2.yaml'), deepScenario('deep-2', 2000));
    cli = await startCli([
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--scenarios-dir',
      dir,
      '--log-level',
      'warn',
    ]);
  }, 120_000);
  afterAll(async () => {
    await cli?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const view = async () =>
    (await (await fetch(`${cli.origin}/__mock/scenario-files`)).json()) as {
      files: { file: string; status: string; problems: { line: number; message: string }[] }[];
    };

  it('starts with them, refusing each with its line and reason', async () => {
    const files = (await view()).files;
    for (const name of ['deep-1.json', 'deep-2.yaml'])
      expect(files.find((f) => f.file === name)).toMatchObject({
        status: 'refused',
        problems: [{ line: 1, message: expect.stringMatching(/nested deeper than 64 levels/) }],
      });
  });

  it('a 40 kB file of 20,000 levels added, then another change: still answering', {
    timeout: 60_000,
  }, async () => {
    await writeFile(join(dir, 'bomb.json'), deepScenario('bomb', 20_000));
    await vi.waitFor(
      async () => expect((await view()).files.find((f) => f.file === 'bomb.json')?.status).toBe('refused'),
      { timeout: 20_000, interval: 200 },
    );
    // The second parse of such a text is what aborted V8: a change of the directory reads every file again.
    await writeFile(join(dir, 'good.yaml'), 'id: good\ntitle: good\n');
    await vi.waitFor(
      async () => expect((await view()).files.find((f) => f.file === 'good.yaml')?.status).toBe('loaded'),
      { timeout: 20_000, interval: 200 },
    );
    expect(cli.child.exitCode).toBeNull();
    expect(cli.child.signalCode).toBeNull();
    expect((await fetch(`${cli.origin}/app/v1/visitor/getCountryMobilePrefixs`)).status).toBe(200);
  });
});

describe('deep JSON bodies', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'wonder-nesting-save-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('a fault whose extra nests 5,000 deep is a 400 naming the body; so is one of 1,000, so Save as file never sees it', async () => {
    const app = await testApp({ scenariosDir: dir });
    try {
      for (const levels of [5000, 1000]) {
        const r = await app.inject({
          method: 'POST',
          url: '/__mock/sessions/deep/faults',
          payload: `{"faults":[{"endpoint":"app.getTabConfig","code":"50000000","extra":${deepObject(levels)}}]}`,
          headers: { 'content-type': 'application/json' },
        });
        expect(r.statusCode, `${levels} levels`).toBe(400);
        expect(r.json().error).toMatch(/^body: nested deeper than 64 levels/);
      }
      const save = await app.inject({
        method: 'POST',
        url: '/__mock/sessions/deep/scenario-file',
        payload: { id: 'deep-save', title: 'deep' },
      });
      expect(save.statusCode).toBe(200);
      // The deepest a fault may nest is saved and read back.
      const ok = await app.inject({
        method: 'POST',
        url: '/__mock/sessions/deep-ok/faults',
        payload: `{"faults":[{"endpoint":"app.getTabConfig","code":"50000000","extra":${deepObject(40)}}]}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(ok.statusCode).toBe(200);
      const saved = await app.inject({
        method: 'POST',
        url: '/__mock/sessions/deep-ok/scenario-file',
        payload: { id: 'deep-ok', title: 'deep' },
      });
      expect(saved.statusCode).toBe(200);
      expect(await readFile(join(dir, 'deep-ok.yaml'), 'utf8')).toContain('a:');
    } finally {
      await app.close();
    }
  });

  it('a simulated host answers a deep body with a 400 in its envelope', async () => {
    const app = await testApp();
    try {
      const login = ALL_ENDPOINTS.find((e) => e.id === 'member.pwdLogin') as AnyEndpoint;
      const r = await app.inject({
        method: 'POST',
        url: `/member${login.path}`,
        headers: { ...headersFor(login), 'content-type': 'application/json' },
        payload: `{"phoneCipher":${nested(3000)}}`,
      });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 400, message: expect.stringMatching(/^body: nested deeper/) });
    } finally {
      await app.close();
    }
  });

  it('a state file nesting deeper than a session can is reported and the simulator starts empty', async () => {
    const stateFile = join(dir, 'state.json');
    await writeFile(stateFile, `{"version":1,"sessions":[${nested(5000)}]}`);
    const warnings: string[] = [];
    const app = await testApp({
      stateFile,
      logger: {
        level: 'warn',
        stream: { write: (line: string) => warnings.push(JSON.parse(line).msg as string) },
      },
    });
    try {
      expect(warnings.join('\n')).toMatch(/state\.json: line 1 nested deeper than \d+ levels/);
      expect((await app.inject({ url: '/__mock/sessions' })).json().total).toBe(1);
    } finally {
      await app.close();
    }
  });
});
