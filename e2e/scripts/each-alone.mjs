#!/usr/bin/env node
/**
 * Every journey alone: lists the journeys (`playwright test --list --reporter=json`), then runs each one in a
 * Playwright run of its own (`tests/<file>:<line>` and an anchored `--grep` of its exact title, `--retries 0`,
 * under `nice -n 10`), one after another, and prints pass / fail per journey and a summary; exits 1 on any
 * failure, on a run that did not select exactly its one journey, or on a journey whose calls reached the
 * simulator's shared `default` session (the next journey would find them). A journey that passes in the
 * suite but fails here depends on what another journey left behind.
 *
 * Slow (a Playwright start per journey: about 100 of them), so it is not part of the test command. Build web
 * first: `pnpm --filter @wonder/web run build`. Arguments are passed to the listing as file filters
 * (`node scripts/each-alone.mjs home parent-centre`).
 *
 * One simulator serves every run (support/simulator.mjs; the runs find it through E2E_BASE_URL, and
 * global-setup.ts then starts none): a simulator per run cost seconds each. So that a journey still starts
 * from nothing but a fresh simulator and a fresh browser context, every session is deleted (the `default`
 * one reset) before each journey: the simulator keeps nothing else between requests but caches. Its OpenAPI
 * traffic check covers all the runs and is read when it stops, at the end.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultSessionCalls, startSimulator, webDir } from '../support/simulator.mjs';

const e2e = join(dirname(fileURLToPath(import.meta.url)), '..');
const playwright = join(e2e, 'node_modules', '.bin', 'playwright');
const filters = process.argv.slice(2);

/** Each journey of the listing: its file (relative to tests/), line and title path below the file. */
function listJourneys(env) {
  const listed = spawnSync(playwright, ['test', '--list', '--reporter=json', ...filters], {
    cwd: e2e,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0)
    throw new Error(`playwright test --list failed:\n${listed.stderr}${listed.stdout}`);
  const journeys = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const _ of spec.tests)
        journeys.push({ file: spec.file, line: spec.line, titles: [...titles, spec.title] });
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top suites are the files: their title is the file, not a describe.
  for (const file of JSON.parse(listed.stdout).suites) walk(file, []);
  return journeys;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Playwright matches --grep against "<file> <describe…> <title>" (and any tags): this one exactly. */
const exactTitle = (j) => `(^| )${escapeRegExp([j.file, ...j.titles].join(' '))}( @\\S+)*$`;

/** Deletes every session of the simulator and resets `default`: the next journey meets a fresh one. */
async function clearSessions(origin) {
  for (;;) {
    const res = await fetch(`${origin}/__mock/sessions?limit=100`);
    if (!res.ok) throw new Error(`GET /__mock/sessions → ${res.status}`);
    const { sessions } = await res.json();
    const left = sessions.filter((s) => s.id !== 'default');
    for (const id of ['default', ...left.map((s) => s.id)]) {
      const url = `${origin}/__mock/sessions/${encodeURIComponent(id)}`;
      const deleted = await fetch(url, { method: 'DELETE' });
      if (!deleted.ok) throw new Error(`DELETE ${url} → ${deleted.status}: ${await deleted.text()}`);
    }
    if (left.length === 0) return;
  }
}

/** Runs one journey in a Playwright run of its own; resolves with its outcome, seconds and output. */
function runAlone(journey, index, env, scratch) {
  const report = join(scratch, `${index}.json`);
  const args = [
    ...['-n', '10', playwright, 'test', `tests/${journey.file}:${journey.line}`],
    ...['--grep', exactTitle(journey), '--retries', '0', '--workers', '1', '--reporter', 'line,json'],
    ...['--output', join('test-results', 'each-alone', String(index).padStart(3, '0'))],
  ];
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn('nice', args, {
      cwd: e2e,
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('exit', (code) => {
      const seconds = (Date.now() - started) / 1000;
      let stats;
      try {
        stats = JSON.parse(readFileSync(report, 'utf8')).stats;
      } catch {
        stats = undefined;
      }
      const ran = stats ? stats.expected + stats.unexpected + stats.flaky + stats.skipped : 0;
      const outcome =
        ran !== 1 ? `selected ${ran} journeys, not 1` : code === 0 && stats.expected === 1 ? 'pass' : 'fail';
      done({ outcome, seconds, output });
    });
  });
}

const dir = webDir();
const baseEnv = { ...process.env, E2E_WEB_DIR: dir };
delete baseEnv.E2E_BASE_URL;
const journeys = listJourneys(baseEnv);
console.log(`[each-alone] ${journeys.length} journeys, each in a Playwright run of its own`);
const simulator = await startSimulator(dir);
const env = { ...baseEnv, E2E_BASE_URL: simulator.origin };
const scratch = mkdtempSync(join(tmpdir(), 'e2e-each-alone-'));
const failed = [];
const started = Date.now();
try {
  for (const [index, journey] of journeys.entries()) {
    await clearSessions(simulator.origin);
    const run = await runAlone(journey, index, env, scratch);
    const { seconds, output } = run;
    // Passing is not enough: what the journey left in the shared session, the next one would find.
    const shared = await defaultSessionCalls(simulator.origin);
    const outcome =
      run.outcome === 'pass' && shared.length
        ? `calls in the shared default session: ${shared.join(', ')}`
        : run.outcome;
    const name = `${journey.file} › ${journey.titles.join(' › ')}`;
    const counter = `${index + 1}/${journeys.length}`;
    console.log(`${outcome === 'pass' ? '✔' : '✘'} ${counter} ${name} (${seconds.toFixed(1)} s)`);
    if (outcome !== 'pass') {
      failed.push(`${name}: ${outcome}`);
      console.log(output.replace(/^/gm, '    '));
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
  await simulator.close();
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  `\n[each-alone] ${journeys.length - failed.length} passed, ${failed.length} failed alone, ${minutes} min`,
);
for (const line of failed) console.log(`  ✘ ${line}`);
process.exit(failed.length ? 1 : 0);
