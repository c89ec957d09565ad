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
import { readFileSync } from 'node:fs';

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

/**
 * CPU-seconds used by this process's finished children so far (user + system, /proc/self/stat's cutime and
 * cstime: every waited-for descendant — vitest workers, Chromium — is counted once its parent reaped it).
 * A stage's CPU beside its wall time says whether it is bound by the 2 cores or by waiting. Linux only; null
 * elsewhere.
 */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command name: field 3 is state, so cutime (16) and cstime (17) are at 13 and 14, in USER_HZ
    // ticks (100 a second on Linux).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

const timings = [];
const started = Date.now();
let failed = null;
for (const stage of stages) {
  const t0 = Date.now();
  const cpu0 = childCpuSeconds();
  const code = await run(stage);
  const cpu1 = childCpuSeconds();
  timings.push([stage, (Date.now() - t0) / 1000, code, cpu0 === null || cpu1 === null ? null : cpu1 - cpu0]);
  if (code !== 0) {
    failed = stage;
    break;
  }
}
const cpuText = (cpu) => (cpu === null ? '' : `${cpu.toFixed(0).padStart(8)}`);
console.log('\nverify, seconds per stage (wall, and CPU-seconds of its processes):');
for (const [stage, s, code, cpu] of timings)
  console.log(`  ${stage.padEnd(14)} ${s.toFixed(1).padStart(7)}${cpuText(cpu)}${code ? '  FAILED' : ''}`);
const cpus = timings.map((t) => t[3]);
const totalCpu = cpus.includes(null) ? null : cpus.reduce((a, b) => a + b, 0);
console.log(
  `  ${'total'.padEnd(14)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)}${cpuText(totalCpu)}`,
);
process.exit(failed ? 1 : 0);
