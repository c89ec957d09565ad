/**
 * Sessions survive a restart through the --state-file snapshot: the old token still answers, scenarios,
 * faults, clock and the world come back; a corrupt, old or partly stale snapshot is reported and ignored
 * (the rest restored), never a crash.
 */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@wonder/contracts';
import { MOCK_ADMIN_HEADER } from '@wonder/contracts/admin/client';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { STATE_FILE_MODE, snapshotFile } from '../src/store/snapshot-file';
import { SNAPSHOT_VERSION } from '../src/store/state';
import { adminLogin, injectFor, testApp } from './support/app';
import { genericRequest } from './support/requests';

const dir = mkdtempSync(join(tmpdir(), 'mock-state-'));
const e = endpoints.session.getPersonInfo;

/** The simulator with a state file, and the warnings it logged while starting. */
async function start(stateFile: string): Promise<{ app: FastifyInstance; warnings: string[] }> {
  const warnings: string[] = [];
  const app = await testApp({
    stateFile,
    logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(JSON.parse(line).msg) } },
  });
  return { app, warnings };
}

describe('a restart keeps the sessions', () => {
  it('the old token answers; scenarios, faults, clock and the world come back', async () => {
    const file = join(dir, 'restart.json');
    const first = (await start(file)).app;
    const admin = (method: 'PUT' | 'POST', url: string, payload: object) =>
      first.inject({
        method,
        url: `/__mock/sessions/keep-me${url}`,
        headers: { [MOCK_ADMIN_HEADER]: '1' },
        payload,
      });
    await admin('PUT', '/scenarios', { scenarios: ['trial-y', 'slow-network'] });
    await admin('POST', '/faults', {
      faults: [{ endpoint: 'app.getTabConfig', code: '50000000', times: 1 }],
    });
    await admin('POST', '/clock', { set: '2031-05-06T07:08:09Z', freeze: true });
    // Logged in last: the token is issued at the moved clock, so it is live there.
    const login = await adminLogin(first, 'keep-me', 'official');
    first.mock.sessions.get('keep-me').world.readReports.add('42');
    await first.close();

    const { app, warnings } = await start(file);
    expect(warnings).toEqual([]);
    const answer = await app.inject(injectFor(e, 'keep-me', genericRequest(e, login)));
    expect(answer.statusCode).toBe(200);
    const summary = (await app.inject({ url: '/__mock/sessions/keep-me' })).json();
    expect(summary).toMatchObject({
      scenarios: ['trial-y', 'slow-network'],
      persona: 'trial-y',
      adHocFaults: 1,
      clock: { iso: '2031-05-06T07:08:09.000Z', frozen: true },
      tokens: 1,
    });
    expect(app.mock.sessions.get('keep-me').world.readReports.has('42')).toBe(true);
    await app.close();
  });

  it('writes the state file owner-only (0600): it holds live app tokens (issue 39 item 7)', async () => {
    const file = join(dir, 'private.json');
    // Even over a leftover world-readable temporary file of an earlier process with this pid.
    writeFileSync(`${file}.${process.pid}.tmp`, '{}', { mode: 0o644 });
    const { app } = await start(file);
    await adminLogin(app, 'owner-only', 'official');
    await app.close();
    expect(statSync(file).mode & 0o777).toBe(STATE_FILE_MODE);
    expect(STATE_FILE_MODE).toBe(0o600);
  });

  it('saves at once all succeed and leave a whole file (a periodic save meeting the closing one)', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'wp-snapshot-')), 'state.json');
    const store = snapshotFile(path);
    await expect(Promise.all([store.save([]), store.save([]), store.save([])])).resolves.toBeDefined();
    const saved = JSON.parse(readFileSync(path, 'utf8')) as { version: number; sessions: unknown[] };
    expect(saved.version).toBe(SNAPSHOT_VERSION);
    expect(saved.sessions).toEqual([]);
  });

  it('reports a corrupt or old snapshot and starts empty', async () => {
    for (const [name, content, problem] of [
      ['torn.json', '{"version":1,"sessions":[{"id":', /not JSON/],
      [
        'old.json',
        JSON.stringify({ version: 0, savedAt: 1, sessions: [] }),
        /version 0, this simulator reads version 1/,
      ],
      ['other.json', JSON.stringify({ hello: 'world' }), /ignored \(snapshot\.version/],
    ] as const) {
      const file = join(dir, name);
      writeFileSync(file, content);
      const { app, warnings } = await start(file);
      expect(warnings.join('\n'), name).toMatch(problem);
      expect(app.mock.sessions.size).toBe(1);
      await app.close();
      // Closing writes a good snapshot over it.
      expect(JSON.parse(readFileSync(file, 'utf8')).version).toBe(SNAPSHOT_VERSION);
    }
  });

  it('skips a session it cannot accept and restores the others', async () => {
    const file = join(dir, 'partial.json');
    const first = (await start(file)).app;
    const good = await adminLogin(first, 'good-one', 'official');
    await adminLogin(first, 'stale-one', 'official');
    await first.close();
    const snapshot = JSON.parse(readFileSync(file, 'utf8'));
    const stale = snapshot.sessions.find((s: { id: string }) => s.id === 'stale-one');
    stale.scenarios = ['a-scenario-that-was-renamed'];
    snapshot.sessions.push({ id: 'broken', clock: 'tomorrow' });
    writeFileSync(file, JSON.stringify(snapshot));

    const { app, warnings } = await start(file);
    expect(warnings.some((w) => /session 'stale-one' skipped \(scenarios: unknown scenario/.test(w))).toBe(
      true,
    );
    expect(warnings.some((w) => /session \d+ skipped \(/.test(w))).toBe(true);
    expect(app.mock.sessions.peek('stale-one')).toBeUndefined();
    expect((await app.inject(injectFor(e, 'good-one', genericRequest(e, good)))).statusCode).toBe(200);
    await app.close();
  });
});
