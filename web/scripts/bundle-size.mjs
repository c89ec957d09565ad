#!/usr/bin/env node
/**
 * `pnpm --filter @wonder/web run size` (after `build`): the production bundle's chunks (gzip, level 9, as
 * shipped precompressed) and, per route with a screen, what its first load costs against
 * web/bundle-budgets.json — the same figures the budget test checks (scripts/bundle-analysis.mjs).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { analyseBuild, kb } from './bundle-analysis.mjs';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = join(web, 'dist');
const budgets = JSON.parse(readFileSync(join(web, 'bundle-budgets.json'), 'utf8'));
const { entry, routes } = analyseBuild(dist, readFileSync(join(web, 'src', 'app', 'screens.ts'), 'utf8'));
const pad = (v, n = 9) => String(v).padStart(n);

console.log(`${'chunk'.padEnd(44)}${pad('raw kB')}${pad('gzip kB')}`);
const assets = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
const rows = assets.map((f) => {
  const bytes = readFileSync(join(dist, 'assets', f));
  return { f, raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length };
});
for (const r of rows.sort((a, b) => b.gz - a.gz)) {
  const first = entry.files.includes(`assets/${r.f}`) ? '  (every first load)' : '';
  console.log(`${r.f.padEnd(44)}${pad(kb(r.raw))}${pad(kb(r.gz))}${first}`);
}

console.log(
  `\nentry (every route): JS ${kb(entry.js)} kB, CSS ${kb(entry.css)} kB, ${entry.requests} requests`,
);
console.log(
  `\n${'route'.padEnd(30)}${pad('JS kB')}${pad('budget')}${pad('CSS kB')}${pad('req')}${pad('chunk kB')}${pad('budget')}`,
);
for (const r of routes) {
  const b = { ...budgets.default, ...budgets.routes[r.path] };
  const flag = kb(r.initial.js) > b.initialJsKb || kb(r.chunkJs) > b.chunkJsKb ? '  OVER' : '';
  console.log(
    `${r.path.padEnd(30)}${pad(kb(r.initial.js))}${pad(b.initialJsKb)}${pad(kb(r.initial.css))}${pad(r.initial.requests)}${pad(kb(r.chunkJs))}${pad(b.chunkJsKb)}${flag}`,
  );
}
