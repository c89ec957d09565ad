/**
 * What the READMEs state about the code, checked against it (issue 34: stale paths and endpoint counts had
 * crept into five places): every `src/…` path a README names exists, every file a README's folder listing
 * puts under a `src/<folder>/` exists in it, and every endpoint count is the number of endpoints in
 * @wonder/contracts — in total, per host, and split by where the path comes from.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ALL_ENDPOINTS } from '@wonder/contracts';
import { describe, expect, it } from 'vitest';
import { readmes } from './support/readme';
import { ROOT } from './support/repo';

const DOCS = readmes().map((path) => ({
  path,
  name: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
}));

/** The packages a README may mean when it writes `src/…` (contracts/README.md speaks of web's and the simulator's). */
const PACKAGES = [
  'contracts',
  'contracts/pact',
  'fixtures',
  'mock-server',
  'web',
  'stories',
  'e2e',
  'scripts',
];
/** How a README writes a module: with or without its extension, or the folder of an index. */
const FORMS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

/** A package's name, as in `@wonder/web/src/lib/routes`, is its folder. */
const FOLDER_OF = (name: string) => (name === 'pact' ? 'contracts/pact' : name);

/** `path` exists under the README's folder or one above it (up to the root), or under a package. */
function resolves(readme: string, written: string): boolean {
  const path = written.replace(/^@wonder\/([\w-]+)\//, (_, name: string) => `${FOLDER_OF(name)}/`);
  const bases = [ROOT, ...PACKAGES.map((p) => join(ROOT, p))];
  for (let dir = dirname(readme); ; dir = dirname(dir)) {
    bases.push(dir);
    if (relative(ROOT, dir) === '') break;
  }
  return bases.some((base) => FORMS.some((form) => existsSync(join(base, path) + form)));
}

/** `src/…` paths in a README; placeholders (`<name>`, `*`, `…`) are not paths. */
function srcPaths(text: string): string[] {
  return [...text.matchAll(/(?<![\w./-])((?:[\w@.-]+\/)*src\/[\w./@-]*[\w/])/g)]
    .map((m) => m[1] as string)
    .filter((p) => !/[<*{…]/.test(p));
}

/**
 * The files of a folder listing (a plain ``` block of `src/<folder>/  what it holds` lines): the file names
 * written on a folder's lines, each with the folder it must be in (anywhere below it).
 */
function listedFiles(text: string): { folder: string; file: string }[] {
  const out: { folder: string; file: string }[] = [];
  let fence: string | null = null;
  let folder: string | null = null;
  for (const line of text.split('\n')) {
    const opening = /^```(\w*)/.exec(line);
    if (opening) {
      fence = fence === null ? (opening[1] ?? '') : null;
      folder = null;
      continue;
    }
    if (fence !== '') continue;
    const head = /^\s{0,2}(src\/[\w/-]*)\s/.exec(line);
    if (head) folder = head[1] ?? null;
    else if (!/^\s+\S/.test(line)) folder = null;
    if (!folder?.endsWith('/')) continue;
    const description = line.replace(/^\s*src\/\S*/, '');
    for (const m of description.matchAll(/(?<![\w/<.-])([\w-]+\.(?:ts|tsx|mjs))\b/g))
      out.push({ folder, file: m[1] as string });
  }
  return out;
}

function filesUnder(dir: string): Set<string> {
  if (!existsSync(dir)) return new Set();
  return new Set(
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile())
      .map((e) => e.name),
  );
}

describe('the READMEs', () => {
  it('name only src/ paths that exist', () => {
    const named = DOCS.flatMap((d) => srcPaths(d.text).map((p) => ({ readme: d, path: p })));
    expect(named.length).toBeGreaterThan(100);
    const missing = named.filter(({ readme, path }) => !resolves(readme.path, path));
    expect(missing.map(({ readme, path }) => `${readme.name}: ${path}`)).toEqual([]);
  });

  it('list only files that are in the listed src/ folder', () => {
    const listed = DOCS.flatMap((d) => listedFiles(d.text).map((f) => ({ readme: d, ...f })));
    expect(listed.length).toBeGreaterThan(50);
    const missing = listed.filter(({ readme, folder, file }) => {
      const bases = [dirname(readme.path), ...PACKAGES.map((p) => join(ROOT, p))];
      return !bases.some((base) => filesUnder(join(base, folder)).has(file));
    });
    expect(missing.map(({ readme, folder, file }) => `${readme.name}: ${folder} … ${file}`)).toEqual([]);
  });

  it('give the number of endpoints of the contracts wherever they count them', () => {
    const counts = DOCS.flatMap((d) =>
      [...d.text.matchAll(/\b(\d+) (?:endpoints|definitions)\b/g)].map((m) => `${d.name}: ${m[1]}`),
    );
    expect(counts.length).toBeGreaterThanOrEqual(4);
    expect(counts.filter((c) => !c.endsWith(`: ${ALL_ENDPOINTS.length}`))).toEqual([]);
  });

  it("give each host's number of endpoints and how many paths are the spec's (contracts/README.md)", () => {
    const text = readFileSync(join(ROOT, 'contracts', 'README.md'), 'utf8').replace(/\s+/g, ' ');
    const perHost = /Per host: ([^.]+)\./.exec(text)?.[1] ?? '';
    const [listed = '', ones = ''] = perHost.split(/,? and one each on /);
    const stated: Record<string, number> = {};
    for (const m of listed.matchAll(/(\w+) (\d+)/g)) stated[m[1] as string] = Number(m[2]);
    for (const host of ones.split(/,\s*/).filter(Boolean)) stated[host] = 1;
    const real: Record<string, number> = {};
    for (const e of ALL_ENDPOINTS) real[e.host] = (real[e.host] ?? 0) + 1;
    expect(stated).toEqual(real);

    const split = /\*\*(\d+) with the spec's path, (\d+) with a chosen path\*\*/.exec(text);
    const chosen = ALL_ENDPOINTS.filter((e) => e.pathSource === 'chosen').length;
    expect(split?.slice(1).map(Number)).toEqual([ALL_ENDPOINTS.length - chosen, chosen]);
  });
});
