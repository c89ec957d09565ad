import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApproveError, approve, saveRun } from './approve.mjs';
import { compareImages, compareRun, TOLERANCE } from './compare.mjs';
import { writeReport } from './report.mjs';

type Rgb = [number, number, number];
const BRAND: Rgb = [0x16, 0x77, 0xff];

/** A white 80 × 60 image with a 30 × 12 box of `color` at (x, y): a button on a page. */
function page({ x = 10, y = 10, color = BRAND, width = 80, height = 60 } = {}): PNG {
  const png = new PNG({ width, height });
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const inBox = px >= x && px < x + 30 && py >= y && py < y + 12;
      const [r, g, b] = inBox ? color : [255, 255, 255];
      const i = (py * width + px) * 4;
      png.data.set([r, g, b, 255], i);
    }
  }
  return png;
}

const bytes = (png: PNG, deflateLevel = 6) => PNG.sync.write(png, { deflateLevel });

describe('compareImages', () => {
  it('finds the same pixels the same, whatever their encoding', () => {
    const result = compareImages(bytes(page(), 1), bytes(page(), 9));
    expect(result).toMatchObject({ same: true, diffPixels: 0, diff: null });
  });

  it('finds a box moved by one pixel changed, with a diff image', () => {
    const result = compareImages(bytes(page()), bytes(page({ x: 11 })));
    expect(result.same).toBe(false);
    expect(result.diffPixels).toBeGreaterThan(TOLERANCE.maxDiffPixels);
    expect(PNG.sync.read(result.diff as Buffer).width).toBe(80);
  });

  it('finds a recoloured box changed (brand blue to a lighter blue)', () => {
    const result = compareImages(bytes(page()), bytes(page({ color: [0x40, 0x96, 0xff] })));
    expect(result.same).toBe(false);
    expect(result.diffPixels).toBe(30 * 12);
    // Where it differs, for the CI log: the box at (10, 10), 30 × 12.
    expect(result.region).toBe('10–39 × 10–21');
  });

  it('absorbs a colour shift far below the threshold and a few stray pixels', () => {
    const shifted = page({ color: [0x17, 0x77, 0xff] });
    for (let i = 0; i < TOLERANCE.maxDiffPixels; i++) shifted.data.set([0, 0, 0, 255], (50 * 80 + i * 6) * 4);
    expect(compareImages(bytes(page()), bytes(shifted)).same).toBe(true);
  });

  it('finds an image of another size changed', () => {
    const result = compareImages(bytes(page()), bytes(page({ height: 70 })));
    expect(result).toMatchObject({ same: false, sizeChanged: true });
  });
});

describe('a run, its report and approving it', () => {
  let dirs: { baselines: string; captures: string; run: string; report: string };
  const story = (id: string, title: string) => ({ id, title, name: id.split('--')[1] });
  const stories = [
    story('login-form--same', 'login/Form'),
    story('login-form--moved', 'login/Form'),
    story('home-popup--fresh', 'home/Popup'),
    story('home-popup--jumpy', 'home/Popup'),
  ];

  beforeEach(() => {
    const root = mkdtempSync(join(tmpdir(), 'visual-'));
    dirs = {
      baselines: join(root, 'baselines'),
      captures: join(root, 'captures'),
      run: join(root, 'run.json'),
      report: join(root, 'report'),
    };
    mkdirSync(dirs.baselines);
    mkdirSync(dirs.captures);
    const put = (dir: string, name: string, png: PNG) => writeFileSync(join(dir, name), bytes(png));
    put(dirs.baselines, 'login-form--same.png', page());
    put(dirs.captures, 'login-form--same.png', page());
    const flicker = page();
    flicker.data.set([0, 0, 0, 255], (50 * 80 + 3) * 4);
    put(dirs.captures, 'login-form--same.again.png', flicker);
    put(dirs.baselines, 'login-form--moved.png', page());
    put(dirs.captures, 'login-form--moved.png', page({ y: 20 }));
    put(dirs.captures, 'home-popup--fresh.png', page());
    put(dirs.captures, 'home-popup--jumpy.png', page());
    put(dirs.captures, 'home-popup--jumpy.again.png', page({ x: 12 }));
    put(dirs.baselines, 'home-popup--jumpy.png', page());
    put(dirs.baselines, 'login-form--deleted.png', page());
  });

  const record = (complete = true) => {
    const results = compareRun({ stories, dirs, complete });
    const run = { finishedAt: '2026-09-01T00:00:00.000Z', commit: 'abc1234', complete };
    saveRun(dirs.run, run, results);
    return { results, run };
  };

  it('gives each story its status (a second capture within tolerance is stable); a partial run leaves other baselines alone', () => {
    const status = (complete: boolean) =>
      Object.fromEntries(compareRun({ stories, dirs, complete }).map((r) => [r.id, r.status]));
    expect(status(true)).toEqual({
      'login-form--same': 'same',
      'login-form--moved': 'changed',
      'home-popup--fresh': 'new',
      'home-popup--jumpy': 'unstable',
      'login-form--deleted': 'orphaned',
    });
    expect(status(false)).not.toHaveProperty('login-form--deleted');
  });

  it('reports the differing stories by feature with their three images', () => {
    const { results, run } = record();
    const html = readFileSync(writeReport({ results, dirs, run }), 'utf8');
    expect(html.indexOf('<h2>home')).toBeLessThan(html.indexOf('<h2>login'));
    expect(html).toContain('id="login-form--moved"');
    expect(html).not.toContain('id="login-form--same"');
    for (const img of ['baseline', 'new', 'diff']) {
      expect(existsSync(join(dirs.report, 'img', `login-form--moved.${img}.png`))).toBe(true);
    }
    expect(existsSync(join(dirs.report, 'img', 'home-popup--jumpy.again.png'))).toBe(true);
  });

  it('approves every change of the last run and removes left-over baselines', () => {
    record();
    const { approved, removed } = approve({ ids: [], dirs });
    expect(approved.sort()).toEqual(['home-popup--fresh', 'login-form--moved']);
    expect(removed).toEqual(['login-form--deleted']);
    expect(readFileSync(join(dirs.baselines, 'login-form--moved.png'))).toEqual(
      readFileSync(join(dirs.captures, 'login-form--moved.png')),
    );
    expect(existsSync(join(dirs.baselines, 'login-form--deleted.png'))).toBe(false);
    expect(compareRun({ stories: stories.slice(0, 3), dirs, complete: false }).map((r) => r.status)).toEqual([
      'same',
      'same',
      'same',
    ]);
  });

  it('approves only the chosen stories', () => {
    record();
    const before = readFileSync(join(dirs.baselines, 'login-form--moved.png'));
    expect(approve({ ids: ['home-popup--fresh'], dirs }).approved).toEqual(['home-popup--fresh']);
    expect(readFileSync(join(dirs.baselines, 'login-form--moved.png'))).toEqual(before);
  });

  it('refuses a story that moved while captured or is unknown, and writes nothing', () => {
    record();
    expect(() => approve({ ids: ['home-popup--fresh', 'home-popup--jumpy', 'nope--x'], dirs })).toThrow(
      /home-popup--jumpy \(it moved while captured[\s\S]*nope--x \(not in the last run\)/,
    );
    expect(existsSync(join(dirs.baselines, 'home-popup--fresh.png'))).toBe(false);
  });

  it('asks for a run first when there is none', () => {
    expect(() => approve({ ids: [], dirs })).toThrow(ApproveError);
  });
});
