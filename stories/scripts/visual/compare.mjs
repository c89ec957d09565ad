/**
 * Compares the last run's captures with the committed baselines (pixelmatch) and says, per story, what
 * changed. File names are the story ids: `<id>.png` in both folders, and `<id>.again.png` for a second
 * capture of the same visit that was not identical to the first (.storybook/visual-capture.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * How different two captures may be and still count as the same. pixelmatch leaves out the pixels it
 * finds anti-aliased, and compares the others by their OKLab distance (0 same, 1 black against white);
 * a few scattered pixels may differ (sub-pixel text rendering). A moved edge or a recoloured element
 * differs in hundreds of pixels by far more than the threshold.
 */
export const TOLERANCE = { threshold: 0.02, maxDiffPixels: 12 };

/** Where a story's diff shows: differing pixels in red over a faded copy of the new capture. */
const DIFF_STYLE = { alpha: 0.2, diffColor: [255, 0, 0], aaColor: [255, 200, 0] };

/** The image grown to width × height, the new area transparent (images of different sizes still diff). */
function padTo(png, width, height) {
  if (png.width === width && png.height === height) return png.data;
  const out = new PNG({ width, height });
  PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
  return out.data;
}

/**
 * Compares two PNG files' bytes. Returns { same, diffPixels, sizeChanged, diff } where diff is a PNG
 * buffer of the differences (null when same).
 */
export function compareImages(baselineBytes, newBytes) {
  if (baselineBytes.equals(newBytes)) return { same: true, diffPixels: 0, sizeChanged: false, diff: null };
  const baseline = PNG.sync.read(baselineBytes);
  const current = PNG.sync.read(newBytes);
  const width = Math.max(baseline.width, current.width);
  const height = Math.max(baseline.height, current.height);
  const sizeChanged = baseline.width !== current.width || baseline.height !== current.height;
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(
    padTo(baseline, width, height),
    padTo(current, width, height),
    diff.data,
    width,
    height,
    { threshold: TOLERANCE.threshold, includeAA: false, ...DIFF_STYLE },
  );
  const same = !sizeChanged && diffPixels <= TOLERANCE.maxDiffPixels;
  return {
    same,
    diffPixels,
    sizeChanged,
    diff: same ? null : PNG.sync.write(diff),
    region: same ? null : regionOf(diff),
  };
}

/**
 * Where the differing pixels (drawn in DIFF_STYLE's colour) lie, as `x0–x1 × y0–y1` in CSS pixels: printed in
 * the CI log, which is all a failed CI run leaves (the report's pictures stay on its machine).
 */
function regionOf(diff) {
  const [r, g, b] = DIFF_STYLE.diffColor;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < diff.height; y++)
    for (let x = 0; x < diff.width; x++) {
      const i = (y * diff.width + x) * 4;
      if (diff.data[i] !== r || diff.data[i + 1] !== g || diff.data[i + 2] !== b) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  return x1 < 0 ? null : `${x0}–${x1} × ${y0}–${y1}`;
}

/** The feature a story belongs to: the first part of its title (`step-up/EducationPage` → `step-up`). */
export const featureOf = (title) => title.split('/')[0];

/**
 * Why a story that failed in the runner has no capture, as the runner hooks kept it
 * (.storybook/failure-record.ts): `failure` its message (an a11y violation with its numbers), `failedCapture`
 * what its page showed then; null when they were not kept.
 */
function failureOf(dirs, id) {
  const text = join(dirs.captures, `${id}.failure.txt`);
  const picture = join(dirs.captures, `${id}.failed.png`);
  return {
    failure: existsSync(text) ? readFileSync(text, 'utf8').trim() : null,
    failedCapture: existsSync(picture) ? picture : null,
  };
}

/**
 * Every story of the index against its capture and baseline. `complete`: the run visited every story, so
 * a story without a capture failed before its capture, and a baseline without a story is left over.
 * Statuses: same, changed, new (no baseline), unstable (moved while captured), not-captured (with why, when
 * kept), orphaned.
 */
export function compareRun({ stories, dirs, complete }) {
  const results = [];
  for (const story of stories) {
    const base = { id: story.id, title: story.title, name: story.name, feature: featureOf(story.title) };
    const capture = join(dirs.captures, `${story.id}.png`);
    const again = join(dirs.captures, `${story.id}.again.png`);
    const baseline = join(dirs.baselines, `${story.id}.png`);
    const moved = existsSync(again) ? compareImages(readFileSync(capture), readFileSync(again)) : null;
    if (moved && !moved.same) {
      results.push({ ...base, status: 'unstable', diffPixels: moved.diffPixels, region: moved.region });
    } else if (!existsSync(capture)) {
      if (complete) results.push({ ...base, status: 'not-captured', ...failureOf(dirs, story.id) });
    } else if (!existsSync(baseline)) {
      results.push({ ...base, status: 'new' });
    } else {
      const { same, diffPixels, sizeChanged, diff, region } = compareImages(
        readFileSync(baseline),
        readFileSync(capture),
      );
      results.push({ ...base, status: same ? 'same' : 'changed', diffPixels, sizeChanged, diff, region });
    }
  }
  if (complete && existsSync(dirs.baselines)) {
    const ids = new Set(stories.map((s) => s.id));
    for (const file of readdirSync(dirs.baselines)
      .filter((f) => f.endsWith('.png'))
      .sort()) {
      const id = file.slice(0, -'.png'.length);
      if (!ids.has(id)) results.push({ id, title: id, name: id, feature: '(no story)', status: 'orphaned' });
    }
  }
  return results;
}

/** The statuses that fail the run. */
export const FAILING = new Set(['changed', 'new', 'unstable', 'not-captured', 'orphaned']);
