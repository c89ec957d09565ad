/**
 * `pnpm dev` announces the app only once the simulator answers (scripts/dev.mjs, scripts/wait-for-answer.mjs):
 * the wait itself against a server that comes up late, never, or whose process is gone; and `pnpm dev` with a
 * simulator that cannot start, which must end with a clear message instead of starting Vite. The order of the
 * lines of a good start is checked where `pnpm dev` runs as the README writes it (readme-commands.test.ts).
 */
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForAnswer } from '../wait-for-answer.mjs';
import { freePort, start } from './support/repo';

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

const refused = async (url: string) =>
  fetch(url).then(
    () => false,
    () => true,
  );

describe('waitForAnswer', () => {
  it('resolves once a server that starts late answers, whatever its status', async () => {
    const port = await freePort();
    setTimeout(() => {
      server = createServer((_req, res) => {
        res.statusCode = 401;
        res.end();
      }).listen(port, '127.0.0.1');
    }, 400);
    const t0 = Date.now();
    await waitForAnswer(`http://127.0.0.1:${port}/__mock/hosts`, { timeoutMs: 10_000, intervalMs: 50 });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(350);
  });

  it('rejects naming the URL when nothing answers in time', async () => {
    const url = `http://127.0.0.1:${await freePort()}/__mock/hosts`;
    await expect(waitForAnswer(url, { timeoutMs: 600, intervalMs: 50 })).rejects.toThrow(
      `${url} did not answer within 1 s`,
    );
  });

  it('rejects at once when the server process is gone', async () => {
    const url = `http://127.0.0.1:${await freePort()}/__mock/hosts`;
    const t0 = Date.now();
    await expect(waitForAnswer(url, { timeoutMs: 60_000, gone: () => true })).rejects.toThrow(
      `the server of ${url} exited before it answered`,
    );
    expect(Date.now() - t0).toBeLessThan(5_000);
  });
});

describe('pnpm dev with a simulator that never comes up', () => {
  it('says so, does not start Vite, stops the simulator and exits 1', async () => {
    const [simulatorPort, webPort] = [await freePort(), await freePort()];
    // A refused option: the simulator exits (once it has loaded, which may take longer than the wait here),
    // and tsx watch waits for a file change instead of exiting.
    const run = start(['node', 'scripts/dev.mjs', '--seed', 'not-a-number'], {
      SIMULATOR_PORT: String(simulatorPort),
      WEB_PORT: String(webPort),
      SIMULATOR_WAIT_MS: '3000',
    });
    try {
      expect(await run.exited, run.output()).toBe(1);
      const out = run.output();
      expect(out).toContain(
        `the simulator did not come up: http://127.0.0.1:${simulatorPort}/__mock/hosts did not answer within 3 s. Vite was not started.`,
      );
      expect(out).not.toMatch(/Local:/);
      expect(await refused(`http://127.0.0.1:${webPort}/`)).toBe(true);
    } finally {
      await run.stop();
    }
  });
});
