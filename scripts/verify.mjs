#!/usr/bin/env node
/**
 * `pnpm run verify`: the whole pipeline, one stage after another (each a root script), stopping at the first
 * that fails, and a table of how long each took at the end — the test command has a 10-minute budget on a
 * 2-core machine, and this table is where a stage that grows shows first. `VERIFY_STAGES=unit,e2e` runs a
 * subset (names without the `test:` prefix).
 *
 * One after another, not side by side: each stage keeps both cores busy by itself (/proc/stat over a stage:
 * unit 97 % busy, 228 CPU-s in 117 s; stories 97 %, 400 CPU-s in 205 s). Running the two browser stages
 * together (0532af7) made the run no shorter (675–757 s against 698 s) and retries likelier.
 */
import { spawn } from 'node:child_process';

const STAGES = ['lint', 'typecheck', 'test:unit', 'test:pact', 'test:stories', 'test:e2e'];
const only = process.env.VERIFY_STAGES?.split(',').map((s) => s.trim());
const stages = only ? STAGES.filter((s) => only.includes(s.replace(/^test:/, ''))) : STAGES;
if (only && stages.length !== only.length) {
  console.error(
    `VERIFY_STAGES: unknown stage in "${process.env.VERIFY_STAGES}" (known: ${STAGES.join(', ')})`,
  );
  process.exit(2);
}

function run(stage) {
  return new Promise((done) => {
    const child = spawn('pnpm', ['run', stage], { stdio: 'inherit' });
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => child.kill(signal));
    child.on('exit', (code, signal) => done(signal ? 1 : (code ?? 1)));
  });
}

const timings = [];
const started = Date.now();
let failed = null;
for (const stage of stages) {
  const t0 = Date.now();
  const code = await run(stage);
  timings.push([stage, (Date.now() - t0) / 1000, code]);
  if (code !== 0) {
    failed = stage;
    break;
  }
}
console.log('\nverify, seconds per stage:');
for (const [stage, s, code] of timings)
  console.log(`  ${stage.padEnd(14)} ${s.toFixed(1).padStart(7)}${code ? '  FAILED' : ''}`);
console.log(`  ${'total'.padEnd(14)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)}`);
process.exit(failed ? 1 : 0);
