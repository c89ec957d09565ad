/**
 * `pnpm --filter @wonder/mock-server run abuse [-- --simulator <mock-server dir>] [--only <id>,<id>]`: run each
 * finding of abuse/findings/*.mjs (every file there, in name order: add a file to add a finding) against a
 * simulator on 127.0.0.1, and print one figure per finding. Each finding is bounded in requests and time
 * (its own `timeoutMs`, default 120 s) and stops what it started. `--simulator` points at another checkout's
 * mock-server/ (e.g. the code before a fix) to get the "before" figure with the same script.
 *
 * A finding module exports: `id`, `title`, `timeoutMs?` and `run({ simulator, log })` resolving to
 * `{ figure: string, held: boolean }` — the measured figure, and whether the simulator held (the fix works).
 */
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { removeTemps, stopAll } from './lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    simulator: { type: 'string', default: resolve(here, '..') },
    only: { type: 'string' },
  },
});
const simulator = resolve(values.simulator);
const only = values.only ? new Set(values.only.split(',')) : null;
const files = readdirSync(join(here, 'findings'))
  .filter((f) => f.endsWith('.mjs'))
  .sort();

console.log(`abuse findings against ${simulator}\n`);
const rows = [];
for (const file of files) {
  const finding = await import(pathToFileURL(join(here, 'findings', file)).href);
  if (only && !only.has(finding.id)) continue;
  const started = Date.now();
  const limit = finding.timeoutMs ?? 120_000;
  let row;
  let timer;
  try {
    const outcome = await Promise.race([
      finding.run({ simulator, log: (m) => console.log(`  [${finding.id}] ${m}`) }),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`gave up after ${limit / 1000} s`)), limit);
      }),
    ]);
    row = { id: finding.id, held: outcome.held ? 'held' : 'BROKE', figure: outcome.figure };
  } catch (error) {
    row = { id: finding.id, held: 'BROKE', figure: `error: ${error.message}` };
  } finally {
    // A finding that answered in time leaves no timer behind to keep the runner alive after the table.
    clearTimeout(timer);
    await stopAll();
    removeTemps();
  }
  row.seconds = ((Date.now() - started) / 1000).toFixed(1);
  rows.push(row);
  console.log(`${row.held.padEnd(5)} ${row.id.padEnd(22)} ${row.figure}   (${row.seconds} s)`);
}
console.log(`\n${rows.filter((r) => r.held === 'held').length} of ${rows.length} held`);
