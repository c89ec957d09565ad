/**
 * The pnpm version is written once (package.json `packageManager`), the Node.js version once (`.nvmrc`, which
 * must satisfy `engines.node`); everything else derives from them.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIRS, ROOT } from './support/repo';

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  packageManager: string;
  engines: { node: string };
  scripts: Record<string, string>;
};

type Version = [number, number, number];
const parse = (v: string): Version => {
  const m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(v.trim());
  if (!m) throw new Error(`not a version: ${v}`);
  return [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)];
};
const atLeast = (v: Version, min: Version) =>
  v[0] !== min[0] ? v[0] > min[0] : v[1] !== min[1] ? v[1] > min[1] : v[2] >= min[2];
/** engines.node is a floor, `>=X.Y[.Z]`: the only form this check (and the team) uses. */
const enginesFloor = (): Version => {
  const m = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(pkg.engines.node);
  if (!m?.[1]) throw new Error(`engines.node is expected as ">=X.Y", not ${pkg.engines.node}`);
  return parse(m[1]);
};

function* textFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (GENERATED_DIRS.has(entry.name) || entry.name === 'playwright-report') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (/\.(md|json|ya?ml|[cm]?[jt]sx?)$|^run$|^\.nvmrc$/.test(entry.name)) yield path;
  }
}

describe('pnpm version', () => {
  it('is pinned exactly in packageManager', () => {
    expect(pkg.packageManager).toMatch(/^pnpm@\d+\.\d+\.\d+$/);
  });

  it('is written nowhere else: scripts and docs go through scripts/pnpm.mjs', () => {
    const offenders: string[] = [];
    for (const file of textFiles(ROOT)) {
      const rel = relative(ROOT, file);
      if (rel === 'pnpm-lock.yaml') continue;
      const text = readFileSync(file, 'utf8').replace(`"packageManager": "${pkg.packageManager}"`, '');
      if (/pnpm@\d+\.\d+/.test(text)) offenders.push(rel);
    }
    expect(offenders).toEqual([]);
    for (const name of ['bootstrap', 'test']) expect(pkg.scripts[name]).toContain('node scripts/pnpm.mjs');
    // `npm start` resolves pnpm once, inside scripts/serve.mjs (serve.test.ts counts the calls).
    expect(pkg.scripts.start).toBe('node scripts/serve.mjs --install');
    expect(readFileSync(join(ROOT, 'scripts', 'serve.mjs'), 'utf8')).toContain("'pnpm.mjs'");
  });

  it('is the one scripts/pnpm.mjs runs', () => {
    const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'pnpm.mjs'), '--version'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe(pkg.packageManager.replace('pnpm@', ''));
  });
});

describe('Node.js version', () => {
  it('.nvmrc names one version that engines.node accepts, in the same major', () => {
    const nvmrc = readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim();
    expect(nvmrc).toMatch(/^\d+\.\d+\.\d+$/);
    const floor = enginesFloor();
    expect(atLeast(parse(nvmrc), floor), `${nvmrc} vs ${pkg.engines.node}`).toBe(true);
    expect(parse(nvmrc)[0]).toBe(floor[0]);
  });

  it('the running Node.js satisfies engines.node', () => {
    expect(atLeast(parse(process.version), enginesFloor()), process.version).toBe(true);
  });
});
