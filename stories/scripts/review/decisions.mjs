/**
 * The designers' decisions of one review build, kept beside it (`<review>/review-decisions.json`), so that an
 * Approve or a Reject, with its note, is still shown after a reload, and in a copy of the folder:
 * { "<story id>": { decision: "approved" | "rejected", note?, at } }. The served review writes one on every
 * action (actions.mjs); the build starts it with the rejections still recorded (review-notes.json) of the
 * stories it lists as changed. A new build starts afresh: what was approved no longer differs.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const DECISIONS_FILE = 'review-decisions.json';

export function readDecisions(outDir) {
  const file = join(outDir, DECISIONS_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

function writeDecisions(outDir, decisions) {
  writeFileSync(join(outDir, DECISIONS_FILE), `${JSON.stringify(decisions, null, 2)}\n`);
}

/** Records the decisions `entries` ([{ id, decision, note?, at }]) over the earlier ones of those stories. */
export function recordDecisions(outDir, entries) {
  const decisions = readDecisions(outDir);
  for (const { id, ...decision } of entries) decisions[id] = decision;
  writeDecisions(outDir, decisions);
  return decisions;
}

/** A new build's decisions: the recorded rejections (review-notes.json) of the stories it lists as changed. */
export function startDecisions(outDir, notes, changedIds) {
  const changed = new Set(changedIds);
  const decisions = {};
  for (const n of notes)
    if (changed.has(n.id)) decisions[n.id] = { decision: 'rejected', note: n.note, at: n.at };
  writeDecisions(outDir, decisions);
  return decisions;
}
