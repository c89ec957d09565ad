#!/usr/bin/env node
import { readFileSync, writeFileSync } from 'node:fs';
/**
 * Draws the app icons in web/public from favicon.svg (run after changing it): the manifest's 192 and 512
 * PNGs, the apple-touch icon and favicon.ico (16 and 32 px PNGs in an ICO container), in Debian's chromium.
 */
import { createRequire } from 'node:module';

const web = fileURLToPath(new URL('..', import.meta.url));
// playwright-core is the simulator's dependency; resolve it from there rather than declaring it twice.
const require = createRequire(join(web, '..', 'mock-server', 'package.json'));
const { chromium } = require('playwright-core');

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM } from '@wonder/chromium';

const svg = readFileSync(join(web, 'public', 'favicon.svg'), 'utf8');
const b = await chromium.launch(CHROMIUM);
const out = {};
for (const [name, size] of [
  ['icon-512.png', 512, 0],
  ['icon-192.png', 192, 0],
  ['apple-touch-icon.png', 180, 0],
  ['ico-32', 32, 0],
  ['ico-16', 16, 0],
]) {
  const p = await b.newPage({ viewport: { width: size, height: size } });
  await p.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  const buf = await p.screenshot({ omitBackground: true });
  if (name.startsWith('ico-')) out[name] = buf;
  else writeFileSync(join(web, 'public', name), buf);
  await p.close();
}
await b.close();
// favicon.ico with the two PNG images embedded (PNG-in-ICO, supported by every current browser).
const imgs = [
  [16, out['ico-16']],
  [32, out['ico-32']],
];
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(imgs.length, 4);
let offset = 6 + 16 * imgs.length;
const dirs = [];
for (const [s, png] of imgs) {
  const d = Buffer.alloc(16);
  d.writeUInt8(s, 0);
  d.writeUInt8(s, 1);
  d.writeUInt8(0, 2);
  d.writeUInt8(0, 3);
  d.writeUInt16LE(1, 4);
  d.writeUInt16LE(32, 6);
  d.writeUInt32LE(png.length, 8);
  d.writeUInt32LE(offset, 12);
  offset += png.length;
  dirs.push(d);
}
writeFileSync(
  join(web, 'public', 'favicon.ico'),
  Buffer.concat([header, ...dirs, ...imgs.map(([, p]) => p)]),
);
