/**
 * The pnpm version is written once (package.json `packageManager`), the Node.js version once (`.nvmrc`, which
 * must satisfy `engines.node`); everything else derives from them.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import semver from 'semver';
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

  it('scripts/pnpm.mjs runs a pnpm on the PATH of exactly that version itself, and goes to npx for any other', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pnpm-path-'));
    const version = pkg.packageManager.replace('pnpm@', '');
    const runWith = (pnpmVersion: string) => {
      writeFileSync(
        join(dir, 'pnpm'),
        `#!/bin/sh\nif [ "$1" = --version ]; then echo ${pnpmVersion}; else echo "pnpm $*"; fi\n`,
      );
      writeFileSync(join(dir, 'npx'), '#!/bin/sh\necho "npx $*"\n');
      chmodSync(join(dir, 'pnpm'), 0o755);
      chmodSync(join(dir, 'npx'), 0o755);
      return spawnSync(process.execPath, [join(ROOT, 'scripts', 'pnpm.mjs'), 'run', 'x'], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${dir}:${process.env.PATH}` },
      }).stdout.trim();
    };
    expect(runWith(version)).toBe('pnpm run x');
    expect(runWith('0.0.1')).toBe(`npx -y pnpm@${version} run x`);
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

describe('the Node.js versions the dependencies declare (issue 39)', () => {
  /** Every installed package (pnpm's store layout) with an engines.node range, as name → ranges. */
  function installedEngines(): Map<string, Set<string>> {
    const out = new Map<string, Set<string>>();
    const store = join(ROOT, 'node_modules', '.pnpm');
    for (const entry of readdirSync(store)) {
      const modules = join(store, entry, 'node_modules');
      let names: string[];
      try {
        names = readdirSync(modules).flatMap((n) =>
          n.startsWith('@') ? readdirSync(join(modules, n)).map((m) => `${n}/${m}`) : [n],
        );
      } catch {
        continue;
      }
      for (const name of names) {
        const dir = join(modules, name);
        // The package itself, not the links to its dependencies beside it.
        if (lstatSync(dir).isSymbolicLink()) continue;
        let manifest: { name?: string; engines?: { node?: string } };
        try {
          manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        } catch {
          continue;
        }
        const range = manifest.engines?.node;
        if (!manifest.name || !range) continue;
        if (!out.has(manifest.name)) out.set(manifest.name, new Set());
        out.get(manifest.name)?.add(range);
      }
    }
    return out;
  }

  it('the root README lists exactly the packages whose declared range leaves out the Node we run', () => {
    const node = readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim();
    const excluding = new Map<string, string>();
    for (const [name, ranges] of installedEngines())
      for (const range of ranges) if (!semver.satisfies(node, range)) excluding.set(name, range);
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('**Which Node.js the dependencies need.**'));
    const table = section.slice(0, section.indexOf('\n\n', section.indexOf('| package')));
    const listed = new Map(
      [...table.matchAll(/^\| `([^`]+)` +\| `([^`]+)` +\|/gm)].map((m) => [m[1] as string, m[2] as string]),
    );
    expect(Object.fromEntries(listed)).toEqual(Object.fromEntries(excluding));
    // …and the floor it states (engines.node) is the highest any package declares for the Node we run: of each
    // range, the part (between `||`) our version is in.
    let highest = new semver.SemVer('0.0.0');
    for (const ranges of installedEngines().values())
      for (const range of ranges)
        for (const part of range.split('||')) {
          if (!semver.satisfies(node, part)) continue;
          const floor = semver.minVersion(part);
          if (floor && semver.gt(floor, highest)) highest = floor;
        }
    expect(`>=${highest.major}.${highest.minor}`).toBe(pkg.engines.node.replace(/\s+/g, ''));
  });
});
