#!/usr/bin/env node
/**
 * `pnpm --filter @wonder/web run size` (after `build`): the production bundle's figures, raw and gzip (level 9,
 * as a CDN would serve them). First load = what index.html loads (entry script, module preloads, styles);
 * the login route = the lazy chunks whose names start with `login` (the screen and its crypto); the step-up
 * routes = the lazy chunks whose names start with `step-up` (the one screen chunk all twelve step-up routes
 * load, and the antd-mobile parts only they use). A figure
 * printer, not a test: budgets are watched in the closing notes, not enforced here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const firstLoad = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]));
const assets = readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));

const sizes = assets.map((file) => {
  const bytes = readFileSync(join(dist, 'assets', file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const kb = (n) => `${(n / 1024).toFixed(1)} kB`.padStart(9);
const total = (list) =>
  list.reduce((s, a) => ({ raw: s.raw + a.raw, gzip: s.gzip + a.gzip }), { raw: 0, gzip: 0 });

console.log(`${'chunk'.padEnd(36)}      raw      gzip`);
for (const a of sizes.sort((x, y) => y.gzip - x.gzip)) {
  console.log(
    `${a.file.padEnd(36)}${kb(a.raw)} ${kb(a.gzip)}${firstLoad.has(a.file) ? '  (first load)' : ''}`,
  );
}
const first = total(sizes.filter((a) => firstLoad.has(a.file)));
const login = total(sizes.filter((a) => a.file.startsWith('login')));
console.log(`\nfirst load (index.html)            ${kb(first.raw)} ${kb(first.gzip)}`);
console.log(`login route (lazy login* chunks)   ${kb(login.raw)} ${kb(login.gzip)}`);
const stepUp = total(sizes.filter((a) => a.file.startsWith('step-up')));
const stepUpScreen = total(sizes.filter((a) => /^step-up-(?!antd)[^.]*\.js$/.test(a.file)));
console.log(`step-up routes (lazy step-up*)     ${kb(stepUp.raw)} ${kb(stepUp.gzip)}`);
console.log(`  of which the screen chunk (js)   ${kb(stepUpScreen.raw)} ${kb(stepUpScreen.gzip)}`);
