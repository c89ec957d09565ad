#!/usr/bin/env node
/**
 * `pnpm run sweep` (issue 38): every screen × every call it makes × every way that call can fail, driven in
 * the production build against the simulator's per-session faults, and printed as a matrix with its size and
 * its counts of storms, endless skeletons, raw messages and page errors. `--slice` runs the slice the test
 * command runs (sweep/plan.ts sliceOf). Build web first (the root script does).
 *
 * One simulator for both passes (support/simulator.mjs, which also checks the run's traffic against the
 * OpenAPI document when it stops): discovery reads each screen's calls from its journal, then the sweep
 * drives the cases. Results and the plan go to sweep-results/data/ (not test-results/, which a journeys' run
 * empties when it starts).
 *
 * `--discover` only discovers, every screen and action, and writes what it found to the committed
 * sweep/calls.json (the calls each screen makes, read by the coverage map, scripts/map); a whole sweep writes
 * it too.
 *
 * `--screen /login` (repeatable) sweeps only those screens, and arguments after `--` go to the sweep's
 * Playwright run: `node scripts/sweep.mjs --screen /login -- -g writeKafka` runs one finding again.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSimulator, webDir } from '../support/simulator.mjs';

const e2e = join(dirname(fileURLToPath(import.meta.url)), '..');
const playwright = join(e2e, 'node_modules', '.bin', 'playwright');
const slice = process.argv.includes('--slice');
const discoverOnly = process.argv.includes('--discover');
const dashes = process.argv.indexOf('--');
const passThrough = dashes === -1 ? [] : process.argv.slice(dashes + 1);
const own = dashes === -1 ? process.argv.slice(2) : process.argv.slice(2, dashes);
const onlyScreens = own.flatMap((arg, i) => (own[i - 1] === '--screen' ? [arg] : []));
const dir = join(e2e, 'sweep-results', 'data');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

function run(project, env, extra = []) {
  return new Promise((resolve) => {
    const child = spawn(playwright, ['test', '-c', 'sweep.config.ts', '--project', project, ...extra], {
      cwd: e2e,
      env,
      stdio: 'inherit',
    });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

const simulator = await startSimulator(webDir());
let failed = false;
try {
  const env = {
    ...process.env,
    E2E_BASE_URL: simulator.origin,
    SWEEP_DIR: dir,
    ...(slice ? { SWEEP_SLICE: '1' } : {}),
    ...(onlyScreens.length ? { SWEEP_ONLY_SCREENS: onlyScreens.join(',') } : {}),
  };
  console.log(`[sweep] simulator on ${simulator.origin}; discovering each screen's calls`);
  if ((await run('discover', env)) !== 0) throw new Error('discovery failed: a screen does not open cleanly');
  const catalogue = await (await fetch(`${simulator.origin}/__mock/fault-catalogue`)).json();
  const parts = readdirSync(join(dir, 'parts')).map((f) =>
    JSON.parse(readFileSync(join(dir, 'parts', f), 'utf8')),
  );
  writeFileSync(join(dir, 'plan.json'), JSON.stringify({ parts, hostCodes: catalogue.codes }, null, 1));
  if (!slice && !onlyScreens.length) writeCalls(parts);
  if (discoverOnly) {
    console.log(`[sweep] ${parts.length} screens and actions discovered; sweep/calls.json written`);
  } else {
    console.log(`[sweep] ${parts.length} screens and actions discovered; sweeping${slice ? ' (slice)' : ''}`);
    failed = (await run('sweep', env, passThrough)) !== 0;
  }
} finally {
  await simulator.close().catch((error) => {
    console.error(String(error.message ?? error));
    failed = true;
  });
}
if (!discoverOnly) printMatrix();
process.exit(failed ? 1 : 0);

/** The calls of every screen, on its load and on each main action, sorted (a stable, reviewable file). */
function writeCalls(parts) {
  const screens = {};
  for (const p of [...parts].sort((a, b) => a.path.localeCompare(b.path))) {
    const screen = screens[p.path] ?? { load: [], actions: {} };
    const ids = Object.keys(p.calls).sort();
    if (p.action === null) screen.load = ids;
    else screen.actions[p.action] = ids;
    screens[p.path] = screen;
  }
  writeFileSync(join(e2e, 'sweep', 'calls.json'), `${JSON.stringify({ screens }, null, 2)}\n`);
}

function printMatrix() {
  let results = [];
  try {
    results = readdirSync(join(dir, 'results')).map((f) =>
      JSON.parse(readFileSync(join(dir, 'results', f), 'utf8')),
    );
  } catch {
    console.log('[sweep] no results');
    return;
  }
  const kinds = [...new Set(results.map((r) => r.failure.replace(/-.*/, '')))].sort();
  const rows = new Map();
  for (const r of results) {
    const key = `${r.screen}${r.action ? ` › ${r.action}` : ''}`;
    const row = rows.get(key) ?? { calls: new Set(), cells: {} };
    row.calls.add(r.endpoint);
    const k = r.failure.replace(/-.*/, '');
    row.cells[k] = row.cells[k] ?? { pass: 0, fail: 0, unreached: 0 };
    const cell = row.cells[k];
    if (!r.reached) cell.unreached++;
    else if (r.problems.length) cell.fail++;
    else cell.pass++;
    rows.set(key, row);
  }
  const w = Math.max(...[...rows.keys()].map((k) => k.length), 10);
  console.log(
    `\nfailure sweep: ${rows.size} screens and actions × their calls × failure kinds = ${results.length} cases`,
  );
  console.log(`${'screen (action)'.padEnd(w)}  calls  ${kinds.map((k) => k.padStart(9)).join(' ')}`);
  for (const [key, row] of rows) {
    const cells = kinds.map((k) => {
      const c = row.cells[k];
      if (!c) return '-'.padStart(9);
      return `${c.pass}${c.fail ? `/✗${c.fail}` : ''}${c.unreached ? `/·${c.unreached}` : ''}`.padStart(9);
    });
    console.log(`${key.padEnd(w)}  ${String(row.calls.size).padStart(5)}  ${cells.join(' ')}`);
  }
  const count = (re) => results.filter((r) => r.problems.some((p) => re.test(p))).length;
  console.log(
    `\n${results.length} cases: ${results.filter((r) => r.reached && !r.problems.length).length} pass, ` +
      `${results.filter((r) => r.problems.length).length} fail, ${results.filter((r) => !r.reached).length} not reached` +
      `\nstorms ${count(/^storm|^still sending/)} · endless skeletons ${count(/^endless skeleton/)} · ` +
      `raw messages ${count(/^raw words|server's message/)} · page errors ${count(/^page error/)} · ` +
      `wrong outcome ${count(/^expected/)}`,
  );
  const meaning = {
    502: 'HTTP 502',
    504: 'HTTP 504',
    code: "a business code of the endpoint's",
    expiry: 'a global expiry code',
    reset: 'connection reset',
    timeout: 'no answer',
  };
  // The legend names the columns in their order.
  console.log(
    `(cells: passed[/✗failed][/·not reached]; columns: ${kinds.map((k) => `${k} ${meaning[k] ?? ''}`.trim()).join(', ')})`,
  );
  for (const r of results.filter((x) => x.problems.length))
    console.log(`  ✗ ${r.id}: ${r.problems.join('; ')}`);
}
