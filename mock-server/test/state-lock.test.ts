/**
 * One state file, one owner (issue 31 item 7): a second simulator process given the same --state-file refuses
 * to start with a message naming the file and the process that holds it; a lock left by a process that is gone
 * is taken over; closing releases it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from './support/app';

const BIN = fileURLToPath(new URL('../bin/mock-server.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'wonder-state-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('--state-file has one owner', () => {
  it('a second process refuses to start, naming the file and the owner; closing releases the lock', {
    timeout: 90_000,
  }, async () => {
    const file = join(dir, 'sessions.json');
    const app = await testApp({ stateFile: file, snapshotIntervalMs: 0 });
    try {
      expect(JSON.parse(readFileSync(`${file}.lock`, 'utf8')).pid).toBe(process.pid);
      const second = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, [BIN, '--port', '0', '--state-file', file], {
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let stderr = '';
        child.stderr.on('data', (d: Buffer) => {
          stderr += d.toString();
        });
        child.on('exit', (code) => resolve({ code, stderr }));
      });
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(`--state-file ${file}: already used by process ${process.pid}`);
    } finally {
      await app.close();
    }
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('takes over the lock of a process that is gone', async () => {
    const file = join(dir, 'stale.json');
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const pid = Number(gone.stdout.toString());
    writeFileSync(`${file}.lock`, JSON.stringify({ pid, host: 'x', startedAt: 'then' }));
    // Another host's lock cannot be checked: refused.
    await expect(testApp({ stateFile: file, snapshotIntervalMs: 0 })).rejects.toThrow(
      `already used by process ${pid} on x`,
    );
    writeFileSync(`${file}.lock`, JSON.stringify({ pid, host: hostname(), startedAt: 'then' }));
    const app = await testApp({ stateFile: file, snapshotIntervalMs: 0 });
    expect(JSON.parse(readFileSync(`${file}.lock`, 'utf8')).pid).toBe(process.pid);
    // And within one process, a second simulator on the same file is refused too.
    await expect(testApp({ stateFile: file, snapshotIntervalMs: 0 })).rejects.toThrow(
      `already used by process ${process.pid}`,
    );
    await app.close();
  });

  it('locks a state file whose folder does not exist yet', async () => {
    const file = join(dir, 'not-yet', 'sessions.json');
    const app = await testApp({ stateFile: file, snapshotIntervalMs: 0 });
    expect(existsSync(`${file}.lock`)).toBe(true);
    await app.close();
    expect(existsSync(`${file}.lock`)).toBe(false);
  });
});
