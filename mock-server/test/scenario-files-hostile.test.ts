/**
 * Nothing in the scenarios directory can crash, block or bloat the simulator (issue 31 item 1), and a file
 * that turns bad in any way keeps its last good version (issue 32 item 4): an alias bomb, a FIFO, a symlink to
 * /dev/zero, a symlink out of the directory, a 10 MB file, an `extends` of an unknown scenario — present at start
 * and added while requests flow. Every problem names its line.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_ENDPOINTS, type AnyEndpoint } from '@wonder/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { headersFor, testApp } from './support/app';

const tabs = ALL_ENDPOINTS.find((e) => e.id === 'app.getTabConfig') as AnyEndpoint;
/** Billion laughs: 9 levels of 9 aliases each, 9^9 nodes if expanded. */
const ALIAS_BOMB = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...'bcdefghi'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(',')}]`),
].join('\n');
const GOOD = (id: string, code: string) =>
  `id: ${id}\ntitle: ${id}\noverrides:\n  - endpoint: app.getTabConfig\n    code: "${code}"\n`;

let dir: string;
let outside: string;
let app: FastifyInstance;

async function plantHostileFiles(prefix: string): Promise<void> {
  await writeFile(join(dir, `${prefix}bomb.yaml`), ALIAS_BOMB);
  execFileSync('mkfifo', [join(dir, `${prefix}fifo.yaml`)]);
  await symlink('/dev/zero', join(dir, `${prefix}zero.yaml`));
  await writeFile(join(outside, 'secret.yaml'), GOOD('secret', '50000000'));
  await symlink(join(outside, 'secret.yaml'), join(dir, `${prefix}escape.yaml`));
  await writeFile(join(dir, `${prefix}big.yaml`), `id: big\ntitle: big\n#${'x'.repeat(10 * 1024 * 1024)}\n`);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wonder-hostile-'));
  outside = await mkdtemp(join(tmpdir(), 'wonder-outside-'));
  await writeFile(join(dir, 'good.yaml'), GOOD('good', '50000000'));
  await plantHostileFiles('start-');
  // Starts, with every bad file reported.
  app = await testApp({ scenariosDir: dir });
});
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

interface View {
  file: string;
  status: string;
  scenarios: string[];
  problems: { path: string; line: number | null; message: string }[];
}
const files = async (): Promise<View[]> => (await app.inject({ url: '/__mock/scenario-files' })).json().files;
const fileView = async (name: string) => (await files()).find((f) => f.file === name);
const tabsCall = (session: string) =>
  app.inject({ url: `/app${tabs.path}`, headers: { ...headersFor(tabs), 'x-mock-session': session } });

/** Requests going on while the directory changes: every one answered. */
function trafficWhile<T>(work: () => Promise<T>): Promise<{ result: T; statuses: number[] }> {
  const statuses: number[] = [];
  let done = false;
  const loop = (async () => {
    while (!done) {
      statuses.push((await tabsCall('hostile-traffic')).statusCode);
      // inject() may finish in microtasks alone: let the file system's callbacks run between requests.
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return work().then(async (result) => {
    done = true;
    await loop;
    return { result, statuses };
  });
}

function expectRefused(view: View | undefined, message: RegExp) {
  expect(view?.status).toBe('refused');
  expect(view?.problems[0]).toMatchObject({ line: 1, message: expect.stringMatching(message) });
}

describe('a hostile scenarios directory', () => {
  it('starts with bad files present, serves the good one and reports each bad one with its line', async () => {
    expect((await fileView('good.yaml'))?.status).toBe('loaded');
    expectRefused(await fileView('start-bomb.yaml'), /alias/i);
    expectRefused(await fileView('start-fifo.yaml'), /FIFO/);
    expectRefused(await fileView('start-zero.yaml'), /out of the scenarios directory/);
    expectRefused(await fileView('start-escape.yaml'), /out of the scenarios directory/);
    expectRefused(await fileView('start-big.yaml'), /larger than 256 kB/);
    for (const f of await files()) for (const p of f.problems) expect(p.line, f.file).toBeGreaterThan(0);
  });

  it('the same files added while requests flow: every request answered, nothing served from them', async () => {
    const rssBefore = process.memoryUsage().rss;
    const { statuses } = await trafficWhile(async () => {
      await plantHostileFiles('live-');
      await vi.waitFor(async () => expect((await fileView('live-big.yaml'))?.status).toBe('refused'), 5000);
    });
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([200]));
    // A read of /dev/zero or of the 10 MB file would show here (the cap reads at most 256 kB + 1 per file).
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
    expectRefused(await fileView('live-bomb.yaml'), /alias/i);
    expectRefused(await fileView('live-fifo.yaml'), /FIFO/);
    expectRefused(await fileView('live-zero.yaml'), /out of the scenarios directory/);
    const ids = (await app.inject({ url: '/__mock/scenarios' }))
      .json()
      .scenarios.map((s: { id: string }) => s.id);
    expect(ids).not.toContain('secret');
    expect(ids).toContain('good');
  });

  it('a file that turns bad in any way keeps its last good version; sessions keep their selection', async () => {
    await app.inject({
      method: 'PUT',
      url: '/__mock/sessions/hostile-a/scenarios',
      payload: { scenarios: ['good'] },
    });
    const served = async () => ((await tabsCall('hostile-a')).json() as { code: string }).code;
    expect(await served()).toBe('50000000');
    const turns = [
      { text: `${GOOD('good', '50000000')}extends: no-such-scenario\n`, path: 'extends', line: 6 },
      { text: ALIAS_BOMB, path: '', line: 1 },
      { text: `${GOOD('good', '50000000')}persona: nobody\n`, path: 'persona', line: 6 },
      { text: GOOD('good', 'E42'), path: 'overrides.0.code', line: 5 },
      { text: 'id: good\ntitle: [unclosed\n', path: '', line: 3 },
    ];
    for (const turn of turns) {
      await writeFile(join(dir, 'good.yaml'), turn.text);
      await vi.waitFor(
        async () => expect((await fileView('good.yaml'))?.problems[0]?.path).toBe(turn.path),
        5000,
      );
      const view = await fileView('good.yaml');
      expect(view, turn.text).toMatchObject({ status: 'refused', scenarios: ['good'] });
      expect(view?.problems[0]?.line, turn.text).toBe(turn.line);
      expect((await app.inject({ url: '/__mock/sessions/hostile-a/scenarios' })).json().scenarios).toEqual([
        'good',
      ]);
      expect(await served()).toBe('50000000');
      // Back to good between the turns, so each is a fresh change of a served file.
      await writeFile(join(dir, 'good.yaml'), GOOD('good', '50000000'));
      await vi.waitFor(async () => expect((await fileView('good.yaml'))?.status).toBe('loaded'), 5000);
    }
  });
});
