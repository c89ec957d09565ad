/**
 * What the review opens on: every story whose capture differs from its approved baseline, or that has none
 * yet, written to `<review>/changes.json` with its pictures copied beside it (`<review>/review/`), so the
 * start page and anyone reading the file (a CI comment, a script) see the same list:
 *
 * { captured, commit, stories, unchanged, changes: [{ id, title, name, feature, status, baseline, current,
 *   diff, diffPixels, diffShare, approve }], problems: [{ id, title, name, status, detail, reason, picture }] }
 *
 * Picture paths are relative to the review folder; `diffShare` is the share of the story's pixels that differ
 * (1 for a new story); `approve` the command that approves it from a terminal. A story that failed in the
 * runner has the runner's message as its `reason` (an a11y failure names the rule, the element and the
 * numbers: "insufficient color contrast of 4.42 … Expected contrast ratio of 4.5:1") and what its page showed
 * as its `picture`, when the runner kept them; null otherwise.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The statuses a designer approves or rejects: a changed look, or a first one. */
const REVIEWED = new Set(['changed', 'new']);

const PROBLEMS = {
  unstable: 'moved by itself while captured: the developers pin what moves, then it can be reviewed',
  'not-captured': 'failed in the story runner (render, play function or accessibility): nothing to review',
  orphaned: 'the baseline of a story that no longer exists (approving all removes it)',
};

/** Width × height of a PNG, read from its header. */
function pngPixels(bytes) {
  return bytes.readUInt32BE(16) * bytes.readUInt32BE(20);
}

export const approveCommand = (ids) => `pnpm run stories:approve ${ids.join(' ')}`;

/**
 * Writes changes.json and the changed stories' pictures into `outDir` from a comparison's `results`
 * (compareRun, with the diff images); returns what it wrote.
 */
export function writeChanges({ results, dirs, outDir, run }) {
  const imgDir = join(outDir, 'review');
  rmSync(imgDir, { recursive: true, force: true });
  mkdirSync(imgDir, { recursive: true });
  const picture = (from, id, kind) => {
    if (!existsSync(from)) return null;
    const name = `review/${id}.${kind}.png`;
    copyFileSync(from, join(outDir, name));
    return name;
  };
  const changes = results
    .filter((r) => REVIEWED.has(r.status))
    .map((r) => {
      const capture = join(dirs.captures, `${r.id}.png`);
      const diff = r.diff ? `review/${r.id}.diff.png` : null;
      if (diff) writeFileSync(join(outDir, diff), r.diff);
      const share = r.status === 'new' ? 1 : r.diffPixels / pngPixels(readFileSync(capture));
      return {
        id: r.id,
        title: r.title,
        name: r.name,
        feature: r.feature,
        status: r.status,
        baseline: picture(join(dirs.baselines, `${r.id}.png`), r.id, 'baseline'),
        current: picture(capture, r.id, 'new'),
        diff,
        diffPixels: r.status === 'new' ? null : r.diffPixels,
        diffShare: Math.round(share * 1e6) / 1e6,
        approve: approveCommand([r.id]),
      };
    });
  const problems = results
    .filter((r) => Object.hasOwn(PROBLEMS, r.status))
    .map((r) => ({
      id: r.id,
      title: r.title,
      name: r.name,
      status: r.status,
      detail: PROBLEMS[r.status],
      reason: r.failure ?? null,
      picture: r.failedCapture
        ? picture(r.failedCapture, r.id, 'failed')
        : r.status === 'unstable'
          ? picture(join(dirs.captures, `${r.id}.png`), r.id, 'new')
          : null,
    }));
  const summary = {
    captured: run.finishedAt,
    commit: run.commit,
    stories: results.filter((r) => r.status !== 'orphaned').length,
    unchanged: results.filter((r) => r.status === 'same').length,
    changes,
    problems,
  };
  writeFileSync(join(outDir, 'changes.json'), `${JSON.stringify(summary, null, 2)}\n`);
  return summary;
}
