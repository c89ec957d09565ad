/**
 * The visual check around a test-runner run: `startVisualRun` clears the previous captures; after the
 * runner, `finishVisualRun` compares every captured story with its baseline, records the run (run.json,
 * read by the approve command) and writes the report.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { staticDir } from '../static-server.mjs';
import { readNotes, saveRun } from './approve.mjs';
import { compareRun, FAILING } from './compare.mjs';
import { visualDirs } from './paths.mjs';
import { writeReport } from './report.mjs';

/** The stories the test-runner visits: index entries of type story with the `test` tag. */
export function testedStories(indexFile = join(staticDir, 'index.json')) {
  const { entries } = JSON.parse(readFileSync(indexFile, 'utf8'));
  return Object.values(entries).filter((e) => e.type === 'story' && e.tags?.includes('test'));
}

function commit() {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head} + uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
}

/** The designers' rejections (review-notes.json, written by the served review): every run shows them. */
function printNotes(dirs) {
  const notes = readNotes(dirs);
  if (notes.length === 0) return;
  console.error(
    `design review: ${notes.length} rejected ${notes.length === 1 ? 'story' : 'stories'} (${relative(process.cwd(), dirs.notes)}):`,
  );
  for (const n of notes) console.error(`  ${n.id}: ${n.note || '(no note)'} (${n.at})`);
  console.error('approving a story removes its notes; remove a note by hand once it is answered otherwise');
}

export function startVisualRun(dirs = visualDirs) {
  // The last run's record goes with its captures: approving or reviewing must never read one without the other.
  rmSync(dirs.run, { force: true });
  rmSync(dirs.captures, { recursive: true, force: true });
  mkdirSync(dirs.captures, { recursive: true });
}

/**
 * Returns true when every compared story matches its baseline. `fingerprint`: of the build a complete run
 * captured (fingerprint.mjs), recorded so that a review of the same build can take over its captures.
 */
export function finishVisualRun({
  complete,
  dirs = visualDirs,
  stories = testedStories(),
  fingerprint = undefined,
}) {
  const results = compareRun({ stories, dirs, complete });
  const run = { finishedAt: new Date().toISOString(), commit: commit(), complete, fingerprint };
  saveRun(dirs.run, run, results);
  const report = writeReport({ results, dirs, run });
  const failing = results.filter((r) => FAILING.has(r.status));
  const where = relative(process.cwd(), report);
  printNotes(dirs);
  if (failing.length === 0) {
    console.log(`visual: all ${results.length} stories match their baselines (report: ${where})`);
    return true;
  }
  console.error(`visual: ${failing.length} of ${results.length} stories differ from their baselines:`);
  for (const r of failing) {
    const where = r.region ? `  (${r.diffPixels} px differ in ${r.region})` : '';
    console.error(`  ${r.status.padEnd(12)} ${r.id}${where}`);
  }
  console.error(`visual report: ${report}`);
  console.error('accept them with `pnpm run stories:approve [story-id…]` and commit the baselines');
  return false;
}
