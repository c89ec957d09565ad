#!/usr/bin/env node
/**
 * `pnpm run coverage` (issue 41): the coverage map's counts per layer and its gaps, from the committed
 * contracts/map/coverage-map.json. `--write` rebuilds the file from the code first (through the test that
 * keeps it current, scripts/test/map.test.ts: the stories load as modules, which only Vite can do).
 * `--list` also prints every endpoint's variants with what covers each.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(root, 'contracts', 'map', 'coverage-map.json');

if (process.argv.includes('--write')) {
  const r = spawnSync('pnpm', ['exec', 'vitest', 'run', '--project', 'scripts', 'test/map.test.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MAP_WRITE: '1' },
  });
  if (r.status !== 0)
    console.error('[coverage] the map has gaps or could not be built (above); written anyway');
}

const map = JSON.parse(readFileSync(file, 'utf8'));
const t = map.totals;
const pct = (n) => `${String(n).padStart(5)} (${Math.round((100 * n) / t.variants)} %)`;
console.log(`coverage map: ${map.endpoints.length} endpoints, ${t.variants} answer variants`);
console.log(`  with a scenario  ${pct(t.withScenario)}`);
console.log(`  with a pact      ${pct(t.withPact)}`);
console.log(`  with a story     ${pct(t.withStory)}`);
console.log(`  with a journey   ${pct(t.withJourney)}`);
console.log(`  in the sweep     ${pct(t.withSweep)}`);
console.log(`  handled by the error table: ${t.handled}; gaps: ${t.gaps}`);
for (const g of map.gaps)
  console.log(
    g.stale
      ? `  ✗ ${g.endpoint} ${g.variant}: a stale exception ("${g.stale}")`
      : `  ✗ ${g.endpoint} ${g.variant}: no ${g.missing.join(', no ')}`,
  );
if (process.argv.includes('--list')) {
  for (const e of map.endpoints) {
    console.log(`\n${e.id} (${e.summary}) — screens: ${e.screens.join(', ') || 'none found'}`);
    for (const v of e.variants) {
      const cell = (xs) => String(xs.length).padStart(3);
      console.log(
        `  ${v.variant.padEnd(16)} ${v.handled ? v.handled.padEnd(10) : ''.padEnd(10)} scen ${cell(v.scenarios)} pact ${cell(v.pacts)} story ${cell(v.stories)} journey ${cell(v.journeys)} sweep ${cell(v.sweep)}`,
      );
    }
  }
}
process.exit(map.gaps.length > 0 ? 1 : 0);
