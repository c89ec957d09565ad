/**
 * The visual report: one self-contained folder (index.html and its images) that a designer opens locally
 * or from CI's artifacts. Per feature, every story that differs shows its baseline, its new capture and
 * the difference side by side; the stories that match are listed under them.
 */
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../html.mjs';
import { FAILING, TOLERANCE } from './compare.mjs';

const LABELS = {
  changed: 'changed',
  new: 'new story, no baseline yet',
  unstable: 'moved by itself while captured',
  'not-captured': 'not captured: the story failed in the runner',
  orphaned: 'baseline of a story that no longer exists',
};

/** The three panels of a story that differs; `img` maps a panel to its copied file (or nothing). */
function panels(result, img) {
  const names =
    result.status === 'unstable'
      ? [
          ['first capture', img.current],
          ['captured again', img.again],
        ]
      : [
          ['baseline', img.baseline],
          ['new', img.current],
          ['difference', img.diff],
        ];
  return names
    .map(
      ([label, file]) =>
        `<figure><figcaption>${label}</figcaption>${
          file ? `<a href="${file}"><img src="${file}" alt="${label}" loading="lazy"></a>` : '<p>none</p>'
        }</figure>`,
    )
    .join('');
}

function detail(result) {
  if (result.status !== 'changed') return LABELS[result.status];
  return result.sizeChanged
    ? `changed size (${result.diffPixels} pixels differ)`
    : `${result.diffPixels} pixels differ`;
}

/** Copies the story's images into the report folder; returns their names relative to index.html. */
function copyImages(result, dirs, imgDir) {
  const img = {};
  const copy = (from, key, suffix) => {
    if (!existsSync(from)) return;
    const name = `${result.id}.${suffix}.png`;
    copyFileSync(from, join(imgDir, name));
    img[key] = `img/${name}`;
  };
  copy(join(dirs.baselines, `${result.id}.png`), 'baseline', 'baseline');
  copy(join(dirs.captures, `${result.id}.png`), 'current', 'new');
  if (result.failedCapture) copy(result.failedCapture, 'current', 'failed');
  if (result.status === 'unstable') copy(join(dirs.captures, `${result.id}.again.png`), 'again', 'again');
  if (result.diff) {
    writeFileSync(join(imgDir, `${result.id}.diff.png`), result.diff);
    img.diff = `img/${result.id}.diff.png`;
  }
  return img;
}

const STYLE = `
body { font: 14px/1.5 system-ui, 'Noto Sans CJK SC', sans-serif; margin: 24px; color: #1f2329; }
h1 { font-size: 22px; } h2 { font-size: 18px; margin-top: 32px; border-bottom: 1px solid #dde; }
.story { margin: 16px 0 24px; } .story h3 { font-size: 15px; margin: 0; }
.status { color: #c0392b; } code { background: #f2f3f5; padding: 1px 4px; }
.panels { display: flex; gap: 12px; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; } figcaption { font-size: 12px; color: #646a73; }
figure img { width: 300px; border: 1px solid #ccd; display: block; }
.ok { color: #2e7d32; }
pre.reason { max-width: 920px; max-height: 360px; overflow: auto; padding: 8px; background: #fff4f2; white-space: pre-wrap; }
`;

/** Writes the report for `results` (from compareRun) into dirs.report; returns the index.html path. */
export function writeReport({ results, dirs, run }) {
  rmSync(dirs.report, { recursive: true, force: true });
  const imgDir = join(dirs.report, 'img');
  mkdirSync(imgDir, { recursive: true });
  const failing = results.filter((r) => FAILING.has(r.status));
  const features = [...new Set(results.map((r) => r.feature))].sort();
  const sections = features.map((feature) => {
    const mine = results.filter((r) => r.feature === feature);
    const bad = mine.filter((r) => FAILING.has(r.status));
    const same = mine.filter((r) => r.status === 'same');
    const stories = bad
      .map(
        (r) => `<section class="story" id="${escapeHtml(r.id)}">
<h3>${escapeHtml(r.title)} › ${escapeHtml(r.name)} <span class="status">${escapeHtml(detail(r))}</span></h3>
<p><code>${escapeHtml(r.id)}</code> · approve: <code>pnpm run stories:approve ${escapeHtml(r.id)}</code></p>
<div class="panels">${panels(r, copyImages(r, dirs, imgDir))}</div>
${r.failure ? `<pre class="reason">${escapeHtml(r.failure)}</pre>` : ''}
</section>`,
      )
      .join('\n');
    const matching = same.length
      ? `<details><summary class="ok">${same.length} unchanged</summary><ul>${same
          .map((r) => `<li>${escapeHtml(r.title)} › ${escapeHtml(r.name)}</li>`)
          .join('')}</ul></details>`
      : '';
    return `<h2>${escapeHtml(feature)} <small>(${bad.length} of ${mine.length} differ)</small></h2>\n${stories}\n${matching}`;
  });
  const summary = failing.length
    ? `<p class="status">${failing.length} of ${results.length} stories differ from their baselines.</p>
<p>Review each below. To accept them all: <code>pnpm run stories:approve</code> (then commit the baselines);
one by one: <code>pnpm run stories:approve &lt;story-id&gt;…</code>.</p>`
    : `<p class="ok">All ${results.length} stories match their baselines.</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual changes · Wonder Parent stories</title>
<style>${STYLE}</style></head><body>
<h1>Visual changes of the stories</h1>
<p>Run of ${escapeHtml(run.finishedAt)} at commit <code>${escapeHtml(run.commit)}</code>${
    run.complete ? '' : ' (some stories only)'
  }. Phone size 390 × 844; tolerance: pixels closer than ${TOLERANCE.threshold} (OKLab) or anti-aliased are
equal, and up to ${TOLERANCE.maxDiffPixels} may differ.</p>
${summary}
${sections.join('\n')}
</body></html>
`;
  const file = join(dirs.report, 'index.html');
  writeFileSync(file, html);
  return file;
}
