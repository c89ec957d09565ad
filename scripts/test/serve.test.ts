/**
 * `npm start` (root package.json → scripts/serve.mjs --install): pnpm is resolved once — one npx call, for the
 * install and the build together — and a SIGTERM to npm, which is what a process manager sends, stops the
 * simulator it started. npx is a stand-in here that only notes its arguments (the real install and build take
 * minutes); the simulator is real, serving a one-file build.
 */
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { descendantsOf, ROOT, start } from './support/repo';

const refused = (url: string) =>
  fetch(url).then(
    () => false,
    () => true,
  );

it('npm start resolves pnpm once, and SIGTERM to npm stops the simulator it started', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'npm-start-'));
  const log = join(dir, 'npx.log');
  writeFileSync(join(dir, 'npx'), '#!/bin/sh\necho "$*" >> "$NPX_LOG"\n');
  chmodSync(join(dir, 'npx'), 0o755);
  // A pnpm of another version on the PATH: scripts/pnpm.mjs goes to npx (a matching one it would run itself).
  writeFileSync(join(dir, 'pnpm'), '#!/bin/sh\necho 0.0.1\n');
  chmodSync(join(dir, 'pnpm'), 0o755);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  const run = start(['npm', 'start', '--', '--web', dir], {
    PATH: `${dir}:${process.env.PATH}`,
    NPX_LOG: log,
    PORT: '0',
  });
  let left: number[] = [];
  try {
    const [, origin] = await run.waitFor(/Control page\s+(http:\/\/\S+?)\/__mock\//);
    const { packageManager } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(readFileSync(log, 'utf8').trim().split('\n')).toEqual([`-y ${packageManager} run serve:prepare`]);
    expect((await fetch(`${origin}/__mock/hosts`)).status).toBe(200);
    left = descendantsOf(run.child.pid ?? 0);
    run.child.kill('SIGTERM'); // npm itself, as a process manager does
    await run.exited;
    await expect.poll(() => refused(`${origin}/__mock/hosts`), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => run.output(), { timeout: 20_000 }).toMatch(/"msg":"shutting down"/);
  } finally {
    await run.stop();
    // Whatever the outcome, nothing this test started keeps running.
    for (const pid of left) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone: what should happen.
      }
    }
  }
});
