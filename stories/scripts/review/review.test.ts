/**
 * The review build's changes and its two doors: changes.json lists exactly the stories that differ (with their
 * three pictures), the start page shows them first; a static copy shows the approve commands; the served
 * review approves (the baseline is written as `stories:approve` writes it, and the next comparison lists one
 * story fewer) and rejects with a note the developers' runs print; both decisions are still shown after a
 * reload and in a static copy; a story that failed in the runner shows what its page showed and why (an a11y
 * failure with its numbers). In Debian's chromium.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchChromium } from '../browser.mjs';
import { serveStatic } from '../static-server.mjs';
import { approve, readNotes, saveRun } from '../visual/approve.mjs';
import { finishVisualRun } from '../visual/check.mjs';
import { compareRun } from '../visual/compare.mjs';
import { reviewActions } from './actions.mjs';
import { writeChanges } from './changes.mjs';
import { readDecisions } from './decisions.mjs';
import { startPage } from './start-page.mjs';

/** A 40 × 30 picture, white with a 10 × 10 square of `shade` grey at its corner. */
function picture(shade: number): Buffer {
  const png = new PNG({ width: 40, height: 30 });
  for (let i = 0; i < 40 * 30; i++) {
    const x = i % 40;
    const y = Math.floor(i / 40);
    const v = x < 10 && y < 10 ? shade : 255;
    png.data.set([v, v, v, 255], i * 4);
  }
  return PNG.sync.write(png);
}

type Change = { id: string; status: string };

const STORIES = [
  { id: 'home-home--same', title: 'home/Home', name: 'Same' },
  { id: 'home-home--recoloured', title: 'home/Home', name: 'Recoloured' },
  { id: 'shell-tabbar--brand-new', title: 'shell/TabBar', name: 'Brand new' },
];

let root = '';
let dirs: { baselines: string; captures: string; run: string; report: string; notes: string };
let outDir = '';
let browser: Browser;

function describedStories() {
  return STORIES.map((s) => ({
    ...s,
    component: 'A component.',
    story: 'A state.',
    viewport: 'phone',
    env: 'web',
    persona: 'official',
    route: '/index',
    passages: [{ doc: 2, section: 2, title: undefined, quoted: [], opening: '' }],
  }));
}

/** Compares the captures with the baselines and writes changes.json and the start page, as review.mjs does. */
function review() {
  const results = compareRun({ stories: STORIES, dirs, complete: true });
  saveRun(dirs.run, { finishedAt: '2026-09-01T00:00:00.000Z', commit: 'abc1234', complete: true }, results);
  const summary = writeChanges({ results, dirs, outDir, run: { finishedAt: 'now', commit: 'abc1234' } });
  writeFileSync(join(outDir, 'index.html'), startPage(describedStories(), summary));
  return summary;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'wp-review-'));
  dirs = {
    baselines: join(root, 'baselines'),
    captures: join(root, 'captures'),
    run: join(root, 'run.json'),
    report: join(root, 'report'),
    notes: join(root, 'review-notes.json'),
  };
  outDir = join(root, 'review-build');
  for (const dir of [dirs.baselines, dirs.captures, outDir]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(dirs.baselines, 'home-home--same.png'), picture(40));
  writeFileSync(join(dirs.captures, 'home-home--same.png'), picture(40));
  writeFileSync(join(dirs.baselines, 'home-home--recoloured.png'), picture(40));
  writeFileSync(join(dirs.captures, 'home-home--recoloured.png'), picture(200));
  writeFileSync(join(dirs.captures, 'shell-tabbar--brand-new.png'), picture(90));
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('the review of what changed', () => {
  it('lists exactly the changed and new stories in changes.json, with their pictures beside it', () => {
    const summary = review();
    expect(summary).toMatchObject({ stories: 3, unchanged: 1, problems: [] });
    expect(summary.changes.map((c: Change) => [c.id, c.status])).toEqual([
      ['home-home--recoloured', 'changed'],
      ['shell-tabbar--brand-new', 'new'],
    ]);
    const [recoloured, fresh] = summary.changes;
    expect(recoloured).toMatchObject({
      diffPixels: 100,
      approve: 'pnpm run stories:approve home-home--recoloured',
    });
    expect(recoloured?.diffShare).toBeCloseTo(100 / 1200, 5);
    expect(fresh).toMatchObject({ baseline: null, diff: null, diffShare: 1 });
    for (const c of summary.changes)
      for (const path of [c.baseline, c.current, c.diff].filter(Boolean))
        expect(existsSync(join(outDir, path as string))).toBe(true);
    expect(JSON.parse(readFileSync(join(outDir, 'changes.json'), 'utf8'))).toEqual(summary);
  });

  it('a static copy shows the changes first, three pictures each, and the commands instead of buttons', async () => {
    review();
    const { url, close } = await serveStatic(outDir);
    const page = await browser.newPage();
    try {
      await page.goto(`${url}/`);
      await page.waitForSelector('body[data-review="static"]');
      const headings = await page.locator('h2').allTextContents();
      expect(headings[0]).toBe('What changed (2 of 3 stories)');
      const card = page.locator('#change-home-home--recoloured');
      expect(await card.locator('figure figcaption').allTextContents()).toEqual(
        expect.arrayContaining(['baseline', 'new', 'difference']),
      );
      expect(
        await card
          .locator('img')
          .evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth === 40)),
      ).toBe(true);
      expect(await card.getByText('pnpm run stories:approve home-home--recoloured').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Approve', exact: true }).first().isVisible()).toBe(
        false,
      );
      expect(await page.locator('#no-change').textContent()).toContain('No change: 1 of 3 stories');
      expect(await page.getByText('the spec is not in this build').first().textContent()).toContain(
        'document 2, section 2',
      );
    } finally {
      await page.close();
      close();
    }
  }, 30_000);

  it('the served review approves a story (the next review lists one fewer) and records a rejection', async () => {
    review();
    const { url, close } = await serveStatic(outDir, {
      api: reviewActions({ dirs, outDir, now: () => '2026-09-01T08:00:00.000Z' }),
    });
    const page = await browser.newPage();
    try {
      await page.goto(`${url}/`);
      await page.waitForSelector('body[data-review="served"]');
      const recoloured = page.locator('#change-home-home--recoloured');
      await recoloured.getByRole('button', { name: 'Approve', exact: true }).click();
      await recoloured.getByText('approved: its baseline is written').waitFor();
      expect(readFileSync(join(dirs.baselines, 'home-home--recoloured.png'))).toEqual(
        readFileSync(join(dirs.captures, 'home-home--recoloured.png')),
      );

      const fresh = page.locator('#change-shell-tabbar--brand-new');
      await fresh.getByText('Reject…').click();
      await fresh.getByRole('textbox').fill('the tab icons should be 24 px');
      await fresh.getByRole('button', { name: 'Send rejection' }).click();
      await fresh.getByText('rejected: your note is recorded').waitFor();
      expect(readNotes(dirs)).toMatchObject([
        { id: 'shell-tabbar--brand-new', note: 'the tab icons should be 24 px' },
      ]);

      // A reload shows both decisions again, the note with its rejection.
      await page.reload();
      await page.waitForSelector('body[data-decisions="read"]');
      expect(await recoloured.getAttribute('class')).toContain('approved');
      expect(await recoloured.getByRole('button', { name: 'Approve', exact: true }).isDisabled()).toBe(true);
      expect(await fresh.getAttribute('class')).toContain('rejected');
      expect(await fresh.locator('.decided').textContent()).toBe('Rejected: “the tab icons should be 24 px”');
      // The note is back in its (closed) box, to edit and send again.
      expect(await fresh.locator('textarea').inputValue()).toBe('the tab icons should be 24 px');
      expect(readDecisions(outDir)).toEqual({
        'home-home--recoloured': { decision: 'approved', at: '2026-09-01T08:00:00.000Z' },
        'shell-tabbar--brand-new': {
          decision: 'rejected',
          note: 'the tab icons should be 24 px',
          at: '2026-09-01T08:00:00.000Z',
        },
      });
    } finally {
      await page.close();
      close();
    }
    expect(review().changes.map((c: Change) => c.id)).toEqual(['shell-tabbar--brand-new']);

    // The developers' next story run prints the rejection.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    finishVisualRun({ complete: true, dirs, stories: STORIES });
    const printed = errors.mock.calls.map((c) => String(c[0])).join('\n');
    vi.restoreAllMocks();
    expect(printed).toContain('shell-tabbar--brand-new: the tab icons should be 24 px');
  }, 30_000);

  it('a static copy of the folder shows the decisions too (the approved story no longer differs)', async () => {
    const { url, close } = await serveStatic(outDir);
    const page = await browser.newPage();
    try {
      await page.goto(`${url}/`);
      await page.waitForSelector('body[data-review="static"][data-decisions="read"]');
      expect(await page.locator('#change-home-home--recoloured').count()).toBe(0);
      const fresh = page.locator('#change-shell-tabbar--brand-new');
      expect(await fresh.getAttribute('class')).toContain('rejected');
      expect(await fresh.locator('.decided').textContent()).toBe('Rejected: “the tab icons should be 24 px”');
    } finally {
      await page.close();
      close();
    }
  }, 30_000);

  it('approving every difference leaves out a story a designer rejected, until it is named', () => {
    // The rejection of the test above is still recorded; the new story differs still.
    expect(approve({ ids: [], dirs })).toMatchObject({ approved: [], held: ['shell-tabbar--brand-new'] });
    expect(approve({ ids: ['shell-tabbar--brand-new'], dirs }).approved).toEqual(['shell-tabbar--brand-new']);
    expect(readNotes(dirs)).toEqual([]);
  });

  it('a story that failed in the runner shows what its page showed and why, with the numbers', async () => {
    const broken = { id: 'home-home--low-contrast', title: 'home/Home', name: 'Low contrast' };
    const why =
      'Elements must meet minimum color contrast ratio thresholds (color-contrast)\n' +
      'Fix any of the following:\n  Element has insufficient color contrast of 4.42 (foreground color: #6b7079, ' +
      'background color: #f0f1f3, font size: 9.0pt (12px), font weight: normal). Expected contrast ratio of 4.5:1';
    writeFileSync(join(dirs.captures, `${broken.id}.failure.txt`), `${why}\n`);
    writeFileSync(join(dirs.captures, `${broken.id}.failed.png`), picture(120));
    const results = compareRun({ stories: [...STORIES, broken], dirs, complete: true });
    const summary = writeChanges({ results, dirs, outDir, run: { finishedAt: 'now', commit: 'abc1234' } });
    expect(summary.problems).toEqual([
      expect.objectContaining({
        id: broken.id,
        status: 'not-captured',
        reason: why,
        picture: `review/${broken.id}.failed.png`,
      }),
    ]);
    writeFileSync(join(outDir, 'index.html'), startPage(describedStories(), summary));
    const { url, close } = await serveStatic(outDir);
    const page = await browser.newPage();
    try {
      await page.goto(`${url}/`);
      const card = page.locator(`#problem-${broken.id}`);
      expect(await card.locator('pre').textContent()).toContain('insufficient color contrast of 4.42');
      expect(await card.locator('pre').textContent()).toContain('Expected contrast ratio of 4.5:1');
      // Read once the picture has loaded: on a busy machine it had not when `goto` returned (0 × 0; CI ci-check13).
      const width = await card.locator('img').evaluate((img: HTMLImageElement) =>
        img.complete
          ? img.naturalWidth
          : new Promise((done) => {
              img.addEventListener('load', () => done(img.naturalWidth));
              img.addEventListener('error', () => done(0));
            }),
      );
      expect(width).toBe(40);
    } finally {
      await page.close();
      close();
    }
  }, 30_000);

  it('refuses what cannot be approved, and a rejection without a story', async () => {
    const actions = reviewActions({ dirs });
    expect(await actions['POST /review-api/approve']({ ids: ['no-such-story'] })).toMatchObject({
      status: 409,
    });
    expect(() => actions['POST /review-api/approve']({ ids: [] })).toThrow('ids');
    expect(() => actions['POST /review-api/reject']({ id: undefined, note: 'x' })).toThrow('ids');
  });
});
