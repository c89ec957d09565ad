import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newestSource, serveStatic } from './static-server.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function file(root: string, path: string, secondsAgo: number) {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, '');
  const t = Date.now() / 1000 - secondsAgo;
  utimesSync(full, t, t);
  return full;
}

describe('newestSource (is the static Storybook stale?)', () => {
  it('finds the most recently changed file below the roots, not in node_modules or outside the roots', () => {
    const repo = mkdtempSync(join(tmpdir(), 'newest-'));
    dirs.push(repo);
    file(repo, 'web/src/a.ts', 300);
    const newest = file(repo, 'stories/src/deep/b.stories.tsx', 100);
    file(repo, 'web/src/node_modules/x/index.js', 1);
    file(repo, 'mock-server/src/c.ts', 1);
    expect(newestSource(repo, ['web/src', 'stories/src', 'missing'])?.path).toBe(newest);
  });

  it('is null when no root has a file', () => {
    const repo = mkdtempSync(join(tmpdir(), 'newest-'));
    dirs.push(repo);
    expect(newestSource(repo, ['web/src'])).toBeNull();
  });
});

describe('serveStatic byte ranges (a video seeks with them)', () => {
  it('answers a range with 206 and those bytes, a whole file with accept-ranges, a range past the end with 416', async () => {
    const root = mkdtempSync(join(tmpdir(), 'serve-'));
    dirs.push(root);
    writeFileSync(join(root, 'v.mp4'), '0123456789');
    const { url, close } = await serveStatic(root);
    try {
      const part = await fetch(`${url}/v.mp4`, { headers: { range: 'bytes=2-5' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
      expect(part.headers.get('content-type')).toBe('video/mp4');
      expect(await part.text()).toBe('2345');
      const tail = await fetch(`${url}/v.mp4`, { headers: { range: 'bytes=-3' } });
      expect(await tail.text()).toBe('789');
      const whole = await fetch(`${url}/v.mp4`);
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(await whole.text()).toBe('0123456789');
      expect((await fetch(`${url}/v.mp4`, { headers: { range: 'bytes=20-' } })).status).toBe(416);
    } finally {
      close();
    }
  });
});
