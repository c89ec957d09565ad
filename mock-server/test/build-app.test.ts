/**
 * buildApp assembles the simulator from named plugins (src/plugins/); a step that fails stops what the steps
 * before it started, so a caller that goes on (a test, a supervisor starting it again) does not inherit a
 * state file's lock, a scenarios directory's watcher or a Redis connection.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { HANDLERS } from '../src/handlers/index';

const dir = mkdtempSync(join(tmpdir(), 'wonder-build-app-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('buildApp', () => {
  it('registers its concerns as named plugins', async () => {
    const app = await buildApp();
    try {
      for (const name of [
        'admin-access',
        'proxy',
        'scenario-files',
        'sessions',
        'runtime',
        'errors',
        'http',
        'web',
      ])
        expect(app.hasPlugin(name), name).toBe(true);
      // Only asked for: the traffic check of --openapi-report.
      expect(app.hasPlugin('openapi-report')).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('a failed step releases what the earlier ones took: the state file is free at once', async () => {
    const file = join(dir, 'sessions.json');
    const [first] = HANDLERS;
    if (!first) throw new Error('no handlers');
    // Two handlers for one endpoint: refused by the hosts plugin, after the sessions plugin locked the file.
    await expect(
      buildApp({ stateFile: file, snapshotIntervalMs: 0, handlers: [first, first] }),
    ).rejects.toThrow(`two handlers for endpoint '${first.endpoint.id}'`);
    expect(existsSync(`${file}.lock`)).toBe(false);
    const app = await buildApp({ stateFile: file, snapshotIntervalMs: 0 });
    await app.close();
  });
});
