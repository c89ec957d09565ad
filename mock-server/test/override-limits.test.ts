/**
 * Overrides that cost what they say (issue 39 item 5, and "Save as file" of item 6), each case from the issue's
 * reproducer:
 *  - 10,000 overrides on one endpoint, built by chaining saved files of 50 faults each, cost 40–125 ms a call and
 *    slowed every session: a session now selects at most SESSION_CAPS.selectedOverrides, a file whose chain holds
 *    more is refused at the line of its `extends`, and a selection or `x-mock-scenario` past it is a 400;
 *  - `times: 1` overrides fired again once more than 500 counters existed (199 of 200): counted exactly now;
 *  - "Save as file" wrote past the 200-file cap, and re-read every file of the directory for each save.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_ENDPOINTS, type AnyEndpoint } from '@wonder/contracts';
import { MOCK_ADMIN_HEADER } from '@wonder/contracts/admin/client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onceOverridesFile } from '../abuse/inputs.mjs';
import { SESSION_CAPS } from '../src/caps';
import { headersFor, testApp } from './support/app';

const tabs = ALL_ENDPOINTS.find((e) => e.id === 'app.getTabConfig') as AnyEndpoint;
const ADMIN = { [MOCK_ADMIN_HEADER]: '1' };
const CAP = SESSION_CAPS.selectedOverrides;

let dir: string;
let other: string;
let app: FastifyInstance;
let second: FastifyInstance;
const tabsCall = async (session: string, headers: Record<string, string> = {}, on = app) =>
  on.inject({
    url: `/app${tabs.path}`,
    headers: { ...headersFor(tabs), 'x-mock-session': session, ...headers },
  });
const select = (session: string, scenarios: string[], on = app) =>
  on.inject({ method: 'PUT', url: `/__mock/sessions/${session}/scenarios`, payload: { scenarios } });
const fileView = async (name: string, on = app) =>
  (await on.inject({ url: '/__mock/scenario-files' }))
    .json()
    .files.find((f: { file: string }) => f.file === name) as
    | { status: string; problems: { path: string; line: number; message: string }[] }
    | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'wonder-override-limits-'));
  // The chain: 50 overrides a file, each file extending the one before; 200 files = 10,000 overrides.
  for (let i = 1; i <= 200; i++)
    await writeFile(
      join(dir, `chain-${i}.yaml`),
      onceOverridesFile(`chain-${i}`, i > 1 ? `chain-${i - 1}` : null, 50),
    );
  other = await mkdtemp(join(tmpdir(), 'wonder-override-limits-'));
  // 300 overrides of `times: 1` with a sequence: 600 counters, past the 500 the counters were capped at.
  await writeFile(join(other, 'once-a.yaml'), onceOverridesFile('once-a', null, 200, '50000000'));
  await writeFile(join(other, 'once-b.yaml'), onceOverridesFile('once-b', 'once-a', 100, '50000000'));
  [app, second] = await Promise.all([testApp({ scenariosDir: dir }), testApp({ scenariosDir: other })]);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await second?.close();
  await rm(dir, { recursive: true, force: true });
  await rm(other, { recursive: true, force: true });
});

describe('how many overrides a session selects', () => {
  it(`serves a chain up to ${CAP} overrides and refuses the file that passes it, at its extends line`, async () => {
    const last = CAP / 50;
    expect((await fileView(`chain-${last}.yaml`))?.status).toBe('loaded');
    expect(await fileView(`chain-${last + 1}.yaml`)).toMatchObject({
      status: 'refused',
      problems: [
        {
          path: 'extends',
          line: 3,
          message: expect.stringMatching(new RegExp(`${CAP + 50} overrides .* at most ${CAP}`)),
        },
      ],
    });
    // Everything built on it is refused too: nothing selects 10,000 overrides.
    expect((await fileView('chain-200.yaml'))?.status).toBe('refused');
    expect((await select('heavy', ['chain-200'])).statusCode).toBe(400);
  });

  it('refuses a selection, or a request’s x-mock-scenario, whose scenarios hold more together', async () => {
    expect((await select('heavy', [`chain-${CAP / 50}`])).statusCode).toBe(200);
    // Shared ancestors count once: chain-1 is in chain-10's chain already.
    const both = await select('heavy', [`chain-${CAP / 50}`, 'chain-1']);
    expect(both.statusCode).toBe(200);
    // Together past the cap: the last file that fits, and a file of its own 50 (the chain's last, rewritten).
    await writeFile(join(dir, 'chain-200.yaml'), onceOverridesFile('chain-200', null, 50));
    await vi.waitFor(async () => expect((await fileView('chain-200.yaml'))?.status).toBe('loaded'), 30_000);
    const over = await select('heavy', [`chain-${CAP / 50}`, 'chain-200']);
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toMatch(
      new RegExp(`^body.scenarios: .* ${CAP + 50} overrides .* at most ${CAP}`),
    );
    const header = await tabsCall('heavy-h', { 'x-mock-scenario': `chain-${CAP / 50},chain-200` });
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toMatch(/^x-mock-scenario: .* overrides/);
  });
});

describe('times', () => {
  it('300 overrides used once each (600 counters) stay used: the second call is the endpoint’s own answer', async () => {
    expect((await select('once', ['once-b'], second)).statusCode).toBe(200);
    const first = (await tabsCall('once', {}, second)).json();
    expect(first).toMatchObject({ code: '50000000', message: 'once-b 99' });
    const next = (await tabsCall('once', {}, second)).json();
    expect(next.code).toBe('00000000');
  });
});

describe('Save as file', () => {
  it('writes one file and reads back that one only', async () => {
    await second.inject({
      method: 'POST',
      url: '/__mock/sessions/saver/faults',
      headers: ADMIN,
      payload: { faults: [{ endpoint: 'app.getTabConfig', code: '50000000' }] },
    });
    // Another file changes while nobody watches: a save that re-read the directory would pick it up.
    second.mock.scenarioFiles?.close();
    await writeFile(join(other, 'once-a.yaml'), 'id: once-a\ntitle: [unclosed\n');
    const before = await readdir(other);
    const saved = await second.inject({
      method: 'POST',
      url: '/__mock/sessions/saver/scenario-file',
      headers: ADMIN,
      payload: { id: 'saved-one', title: 'saved' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await readdir(other)).filter((f) => !before.includes(f))).toEqual(['saved-one.yaml']);
    expect((await fileView('saved-one.yaml', second))?.status).toBe('loaded');
    expect((await fileView('once-a.yaml', second))?.status).toBe('loaded');
  });

  it('its own write starts no reload of the whole directory (the watcher on)', async () => {
    await writeFile(join(other, 'once-a.yaml'), onceOverridesFile('once-a', null, 200, '50000000'));
    const watched = await testApp({ scenariosDir: other });
    try {
      const view = async (name: string) =>
        (await watched.inject({ url: '/__mock/scenario-files' }))
          .json()
          .files.find((f: { file: string }) => f.file === name) as { loadedAt: string; status: string };
      const before = (await view('once-b.yaml')).loadedAt;
      await watched.inject({
        method: 'POST',
        url: '/__mock/sessions/saver2/faults',
        headers: ADMIN,
        payload: { faults: [{ endpoint: 'app.getTabConfig', code: '50000000' }] },
      });
      const saved = await watched.inject({
        method: 'POST',
        url: '/__mock/sessions/saver2/scenario-file',
        headers: ADMIN,
        payload: { id: 'saved-two', title: 'saved' },
      });
      expect(saved.statusCode).toBe(200);
      // Past the watcher's debounce: a reload of the directory would have read once-b again.
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect((await view('saved-two.yaml')).status).toBe('loaded');
      expect((await view('once-b.yaml')).loadedAt).toBe(before);
    } finally {
      await watched.close();
    }
  });

  it(`does not write past the ${SESSION_CAPS.scenarioFiles}-file cap`, async () => {
    for (let i = 0; i < SESSION_CAPS.scenarioFiles; i++)
      await writeFile(join(other, `filler-${i}.yaml`), `id: filler-${i}\ntitle: filler\n`);
    const r = await second.inject({
      method: 'POST',
      url: '/__mock/sessions/saver/scenario-file',
      headers: ADMIN,
      payload: { id: 'one-too-many', title: 'too many' },
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().error).toMatch(
      new RegExp(`scenario files; the simulator reads at most ${SESSION_CAPS.scenarioFiles}`),
    );
    expect(await readdir(other)).not.toContain('one-too-many.yaml');
  });
});
