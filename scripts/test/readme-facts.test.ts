/**
 * What the READMEs state about the code, checked against it (issue 34: stale paths and endpoint counts had
 * crept into five places): every `src/…` path a README names exists, every file a README's folder listing
 * puts under a `src/<folder>/` exists in it, and no README counts what the repo holds (issue 43: of a sample of
 * 12 figures 7 were wrong, each one no test read). A count goes stale with the next endpoint, story or test;
 * where a reader needs one, a command prints it (the OpenAPI document, `GET /__mock/scenarios`, a test run).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
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

/** Things the repo holds, and gains: a number in front of one is a count that goes stale. */
const COUNTED =
  'endpoints?|definitions?|stories|tests?|journeys?|scenarios?|personas?|interactions?|schemas?|routes?|' +
  'screens?|modules?|checks?|baselines?|packages?|hosts?|findings?|features?|domains?|enumerations?|pact files|' +
  'cases|spec files|test files|story files|suites?|chunks?|states?';
const NUMBER = '\\d[\\d,]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen|dozens of';
/**
 * One word may stand between ("105 definitions", "20 uncalled endpoints", "three tab routes"); a year is no
 * count ("the 2021 routes" are the spec's 2021 activity).
 */
const COUNT = new RegExp(`(?<![\\w.§-])(?!(?:19|20)\\d\\d )(${NUMBER}) (?:[a-z-]+ )?(?:${COUNTED})\\b`, 'gi');
/** What is not a count: a limit the code sets ("at most 200 scenarios", "past 500 states"), "no two hosts". */
const NOT_A_COUNT =
  /(\bno|at most|up to|past|over|beyond|more than|fewer than|under|cap(?:ped)? (?:of|at)|limit of|max(?:imum)?)\s*$/i;

/** The counts a README states, each as written. */
function statedCounts(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '');
  return [...prose.matchAll(COUNT)]
    .filter((m) => !NOT_A_COUNT.test(prose.slice(Math.max(0, (m.index ?? 0) - 24), m.index)))
    .map((m) => m[0]);
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

  it('count what the repo holds only where a limit is meant (the check itself)', () => {
    expect(statedCounts('105 endpoints: 78 with the spec path; the folder holds 219 stories')).toEqual([
      '105 endpoints',
      '219 stories',
    ]);
    expect(
      statedCounts(
        'at most 200 scenarios, up to 3 tests, past 500 states, no two hosts; doc 1 §2; 2021 routes',
      ),
    ).toEqual([]);
  });

  it('state no count of what the repo holds', () => {
    const counts = DOCS.flatMap((d) => statedCounts(d.text).map((c) => `${d.name}: ${c}`));
    expect(counts).toEqual([]);
  });
});
