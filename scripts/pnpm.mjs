#!/usr/bin/env node
/**
 * `node scripts/pnpm.mjs <pnpm arguments>`: the project's pnpm — the version in the root package.json's
 * `packageManager`, the one place it is written — fetched on the fly with `npx`, so a machine with only
 * Node.js and npm runs every script (`npm start`, `npm test` and `npm run bootstrap` go through here).
 * A `pnpm` on the PATH of exactly that version is run directly: npx spends 10–25 s asking the registry about
 * a package it already has, on every call (inside `npm test`, whose own pnpm npx put on the PATH, a test that
 * runs this script would wait that long). Arguments, exit code and signals pass through.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// `pnpm@<version>`, optionally followed by corepack's `+sha512.<hash>`.
const match = /^pnpm@(\d+\.\d+\.\d+[^+\s]*)(\+\S+)?$/.exec(packageManager ?? '');
if (!match) {
  console.error(`package.json: "packageManager" must be "pnpm@<exact version>", not ${packageManager}`);
  process.exit(1);
}

const onPath = spawnSync('pnpm', ['--version'], {
  encoding: 'utf8',
  shell: process.platform === 'win32',
  timeout: 30_000,
});
const [command, args] =
  onPath.status === 0 && onPath.stdout.trim() === match[1]
    ? ['pnpm', process.argv.slice(2)]
    : ['npx', ['-y', `pnpm@${match[1]}`, ...process.argv.slice(2)]];
const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
const forward = (signal) => child.kill(signal);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward);
child.on('error', (error) => {
  console.error(`${command}: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  if (signal) {
    for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(s, forward);
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});
