#!/usr/bin/env node
/**
 * `pnpm run verify`: the whole pipeline, stage after stage (each a root script), stopping at the first group
 * that fails, and a table of how long each took at the end — the test command has a 10-minute budget on a
 * 2-core machine, and this table is where a stage that grows shows first. `VERIFY_STAGES=unit,e2e` runs a
 * subset (names without the `test:` prefix).
 *
 * The two browser stages run side by side: each alone kept the two cores about half busy (a fresh clone's
 * `.ci/run`: 718 CPU-seconds in 698 s wall), waiting on Chromium, the static servers and the simulator. Their
 * output lines carry the stage's name.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const GROUPS = [['lint'], ['typecheck'], ['test:unit'], ['test:pact'], ['test:stories', 'test:e2e']];
const STAGES = GROUPS.flat();
const only = process.env.VERIFY_STAGES?.split(',').map((s) => s.trim());
const picked = (stage) => !only || only.includes(stage.replace(/^test:/, ''));
const groups = GROUPS.map((group) => group.filter(picked)).filter((group) => group.length > 0);
if (only && groups.flat().length !== only.length) {
  console.error(
    `VERIFY_STAGES: unknown stage in "${process.env.VERIFY_STAGES}" (known: ${STAGES.join(', ')})`,
  );
  process.exit(2);
}

function run(stage, prefixed) {
  return new Promise((done) => {
    const child = spawn('pnpm', ['run', stage], {
      stdio: prefixed ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefixed) {
      const tag = `[${stage.replace(/^test:/, '')}] `;
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ])
        createInterface({ input: from }).on('line', (line) => to.write(`${tag}${line}\n`));
    }
    for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => child.kill(signal));
    child.on('exit', (code, signal) => done(signal ? 1 : (code ?? 1)));
  });
}

const timings = [];
const started = Date.now();
let failed = false;
for (const group of groups) {
  const results = await Promise.all(
    group.map(async (stage) => {
      const t0 = Date.now();
      const code = await run(stage, group.length > 1);
      return [stage, (Date.now() - t0) / 1000, code];
    }),
  );
  timings.push(...results);
  if (results.some(([, , code]) => code !== 0)) {
    failed = true;
    break;
  }
}
console.log('\nverify, seconds per stage:');
for (const [stage, s, code] of timings)
  console.log(`  ${stage.padEnd(14)} ${s.toFixed(1).padStart(7)}${code ? '  FAILED' : ''}`);
console.log(`  ${'total'.padEnd(14)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)}`);
process.exit(failed ? 1 : 0);
