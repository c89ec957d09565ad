/**
 * Approving: the last run's captures become the baselines. What is approved is exactly what the last run
 * captured and its report showed, so approving needs no browser and takes a moment.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What a run without story ids approves: every difference a baseline can be written or removed for. */
const APPROVABLE = new Set(['changed', 'new', 'orphaned']);

export class ApproveError extends Error {}

/**
 * The designers' rejections: [{ id, title, note, at }] from `dirs.notes` (review-notes.json), oldest first;
 * none when the file is not there.
 */
export function readNotes(dirs) {
  if (!dirs.notes || !existsSync(dirs.notes)) return [];
  return JSON.parse(readFileSync(dirs.notes, 'utf8'));
}

function writeNotes(dirs, notes) {
  if (notes.length === 0) rmSync(dirs.notes, { force: true });
  else writeFileSync(dirs.notes, `${JSON.stringify(notes, null, 2)}\n`);
}

/** Records a designer's rejection of a story's new look (the served review's Reject). */
export function reject({ id, title, note, dirs, at = new Date().toISOString() }) {
  const entry = { id, title, note, at };
  writeNotes(dirs, [...readNotes(dirs), entry]);
  return entry;
}

/** Records a run (its time, commit, completeness and each story's result, without diff images). */
export function saveRun(file, run, results) {
  mkdirSync(dirname(file), { recursive: true });
  const stored = results.map(({ diff, ...rest }) => rest);
  writeFileSync(file, `${JSON.stringify({ ...run, results: stored }, null, 2)}\n`);
}

function lastRun(dirs) {
  if (!existsSync(dirs.run)) {
    throw new ApproveError(
      'No visual run to approve: run the stories first (pnpm run test:stories), look at the report, then approve.',
    );
  }
  return JSON.parse(readFileSync(dirs.run, 'utf8'));
}

/**
 * Approves the given story ids (all of the last run's differences when none, but those a designer rejected:
 * name them to approve them anyway): copies their captures over the baselines, or removes the baseline of a
 * story that no longer exists, and drops the rejection notes of the approved stories. Checks every id before
 * writing anything. Returns { run, approved, removed, held } (held: differences left for their notes).
 */
export function approve({ ids, dirs }) {
  const run = lastRun(dirs);
  const notes = readNotes(dirs);
  const rejected = new Set(notes.map((n) => n.id));
  const byId = new Map(run.results.map((r) => [r.id, r]));
  const chosen = ids.length ? ids.map((id) => byId.get(id) ?? { id, status: 'absent' }) : run.results;
  const differing = chosen.filter((r) => APPROVABLE.has(r.status));
  const targets = ids.length ? chosen : differing.filter((r) => !rejected.has(r.id));
  const held = ids.length ? [] : differing.filter((r) => rejected.has(r.id)).map((r) => r.id);
  const refused = targets.filter(
    (r) =>
      ['absent', 'unstable', 'not-captured'].includes(r.status) ||
      (r.status !== 'orphaned' && !existsSync(join(dirs.captures, `${r.id}.png`))),
  );
  if (refused.length) {
    const why = {
      absent: 'not in the last run',
      unstable: 'it moved while captured: pin what moves',
      'not-captured': 'it failed in the runner',
    };
    throw new ApproveError(
      `Nothing approved. No capture to approve for:\n${refused
        .map((r) => `  ${r.id} (${why[r.status] ?? 'its capture is gone: run the stories again'})`)
        .join('\n')}`,
    );
  }
  mkdirSync(dirs.baselines, { recursive: true });
  const approved = [];
  const removed = [];
  for (const r of targets) {
    const baseline = join(dirs.baselines, `${r.id}.png`);
    if (r.status === 'orphaned') {
      rmSync(baseline, { force: true });
      removed.push(r.id);
    } else {
      copyFileSync(join(dirs.captures, `${r.id}.png`), baseline);
      approved.push(r.id);
    }
  }
  const done = new Set([...approved, ...removed]);
  if (notes.some((n) => done.has(n.id)))
    writeNotes(
      dirs,
      notes.filter((n) => !done.has(n.id)),
    );
  return { run, approved, removed, held };
}
