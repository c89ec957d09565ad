/**
 * `pnpm run impact [base]` (issue 41): from a git diff, the endpoints, fixtures, scenarios and components that
 * changed, and the pacts, scenarios, stories (with their baselines) and journeys they reach — the coverage
 * map (contracts/map/coverage-map.json) is the join. Each story it reaches is named with its cause: a
 * component it imports, a fixture or scenario it shows, or a contract of an endpoint it shows.
 *
 * What changed is compared, not guessed from file names: the base's contracts, fixtures and scenario
 * catalogue are read from git into a scratch folder and loaded beside the working tree's, and every
 * endpoint's schemas, every fixture answer (per persona) and every scenario are compared as JSON. A component
 * reaches a story through the import graph (dependency-cruiser). Base: a commit (default: HEAD, the
 * uncommitted change; with none, HEAD~1). `--json <file>` also writes the result (the review page reads it).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CoverageMap } from '@wonder/contracts/admin';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import * as z from 'zod';
import { REPO } from './sources';

type Cause = 'component' | 'fixture' | 'scenario' | 'contract';

export interface Impact {
  base: string;
  changed: {
    files: string[];
    endpoints: string[];
    fixtures: string[];
    scenarios: string[];
    components: string[];
  };
  reaches: { pacts: string[]; scenarios: string[]; journeys: string[]; stories: Record<string, Cause[]> };
  baselines: string[];
  notes: string[];
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO, encoding: 'utf8' }).trim();

function baseOf(arg: string | undefined): { base: string; files: string[] } {
  const changed = (b: string) =>
    git('diff', '--name-only', b)
      .split('\n')
      .concat(git('ls-files', '--others', '--exclude-standard').split('\n'))
      .filter(Boolean);
  if (arg) return { base: arg, files: changed(arg) };
  const local = changed('HEAD');
  return local.length ? { base: 'HEAD', files: local } : { base: 'HEAD~1', files: changed('HEAD~1') };
}

/** The base's copy of a package's src (and package.json: ES modules), in a scratch folder using the package's node_modules. */
function baseCopy(scratch: string, base: string, pkg: string): string {
  const dir = join(scratch, pkg);
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${base} ${pkg}/src ${pkg}/package.json | tar -x -C ${scratch}`], {
    cwd: REPO,
  });
  symlinkSync(join(REPO, pkg, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

const load = async (file: string) => import(pathToFileURL(file).href);

type Endpointish = {
  id: string;
  query?: unknown;
  body?: unknown;
  data: unknown;
  headers: unknown;
  path: string;
};

function schemaText(e: Endpointish): string {
  const js = (s: unknown) =>
    s ? z.toJSONSchema(s as z.ZodType, { unrepresentable: 'any', io: 'output' }) : null;
  return JSON.stringify({
    path: e.path,
    headers: e.headers,
    query: js(e.query),
    body: js(e.body),
    data: js(e.data),
  });
}

/** Functions (a data override of a scenario) compare by their text. */
const jsonOf = (v: unknown) => JSON.stringify(v, (_k, x) => (typeof x === 'function' ? String(x) : x));

async function changedEndpoints(before: string, notes: string[]): Promise<string[]> {
  try {
    const [was, now] = await Promise.all([
      load(join(before, 'src', 'index.ts')),
      load(join(REPO, 'contracts', 'src', 'index.ts')),
    ]);
    const old = new Map((was.ALL_ENDPOINTS as Endpointish[]).map((e) => [e.id, schemaText(e)]));
    return (now.ALL_ENDPOINTS as Endpointish[])
      .filter((e) => old.get(e.id) !== schemaText(e))
      .map((e) => e.id);
  } catch (error) {
    notes.push(`the base's contracts did not load (${String(error)}): endpoints not compared`);
    return [];
  }
}

async function changedFixtures(before: string, notes: string[]): Promise<string[]> {
  try {
    const [was, now, contracts] = await Promise.all([
      load(join(before, 'src', 'index.ts')),
      load(join(REPO, 'fixtures', 'src', 'index.ts')),
      load(join(REPO, 'contracts', 'src', 'index.ts')),
    ]);
    const personas = Object.keys(now.PERSONAS as object);
    const out: string[] = [];
    for (const e of contracts.ALL_ENDPOINTS as Endpointish[]) {
      const answer = (m: typeof now, p: string) => {
        try {
          return jsonOf(m.successData(e.id, p, m.REFERENCE_MS));
        } catch (error) {
          return `error ${String(error)}`;
        }
      };
      if (personas.some((p) => answer(was, p) !== answer(now, p))) out.push(e.id);
    }
    return out;
  } catch (error) {
    notes.push(`the base's fixtures did not load (${String(error)}): fixtures not compared`);
    return [];
  }
}

async function changedScenarios(before: string, notes: string[]): Promise<string[]> {
  try {
    const [was, now] = await Promise.all([
      load(join(before, 'src', 'scenarios', 'catalogue', 'index.ts')),
      load(join(REPO, 'mock-server', 'src', 'scenarios', 'catalogue', 'index.ts')),
    ]);
    const old = new Map((was.SCENARIOS as { id: string }[]).map((s) => [s.id, jsonOf(s)]));
    return (now.SCENARIOS as { id: string }[]).filter((s) => old.get(s.id) !== jsonOf(s)).map((s) => s.id);
  } catch (error) {
    notes.push(`the base's scenarios did not load (${String(error)}): scenarios not compared`);
    return [];
  }
}

/** Story ids per story file, from its meta's title and its exports (as Storybook names them). */
function storyIdsOf(file: string, text: string): string[] {
  const title = /title:\s*'([^']+)'/.exec(text)?.[1] ?? file;
  return [...text.matchAll(/^export const (\w+)\s*:/gm)].map(([, name]) =>
    toId(title, storyNameFromExport(name ?? '')),
  );
}

/** Stories whose story file imports (directly or not) one of the changed web files. */
function storiesImporting(files: readonly string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (files.length === 0) return out;
  const json = execFileSync(
    join(REPO, 'node_modules', '.bin', 'depcruise'),
    ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'stories/src'],
    { cwd: REPO, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const modules = (
    JSON.parse(json) as {
      modules: { source: string; dependencies: { resolved: string; dynamic: boolean }[] }[];
    }
  ).modules;
  // A lazy import (the router's screens) draws nothing until its route opens: not followed.
  const deps = new Map(
    modules.map((m) => [m.source, m.dependencies.filter((d) => !d.dynamic).map((d) => d.resolved)]),
  );
  const wanted = new Set(files);
  for (const m of modules.filter((x) => x.source.endsWith('.stories.tsx'))) {
    const seen = new Set<string>();
    const stack = [m.source];
    const hits = new Set<string>();
    while (stack.length) {
      const s = stack.pop() as string;
      if (seen.has(s)) continue;
      seen.add(s);
      if (wanted.has(s)) hits.add(s);
      stack.push(...(deps.get(s) ?? []));
    }
    if (hits.size === 0) continue;
    const text = readFileSync(join(REPO, m.source), 'utf8');
    for (const id of storyIdsOf(m.source, text)) out.set(id, [...hits]);
  }
  return out;
}

export async function impactOf(arg: string | undefined): Promise<Impact> {
  const { base, files } = baseOf(arg);
  const notes: string[] = [];
  const mapFile = join(REPO, 'contracts', 'map', 'coverage-map.json');
  if (!existsSync(mapFile))
    throw new Error('contracts/map/coverage-map.json is missing: run pnpm run coverage --write');
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as CoverageMap;
  const scratch = join(REPO, 'node_modules', '.impact-base');
  rmSync(scratch, { recursive: true, force: true });
  const touches = (prefix: string) => files.some((f) => f.startsWith(prefix));
  try {
    const endpoints = touches('contracts/src/')
      ? await changedEndpoints(baseCopy(scratch, base, 'contracts'), notes)
      : [];
    const fixtures =
      touches('fixtures/src/') || touches('contracts/src/')
        ? await changedFixtures(baseCopy(scratch, base, 'fixtures'), notes)
        : [];
    const scenarios = touches('mock-server/src/')
      ? await changedScenarios(baseCopy(scratch, base, 'mock-server'), notes)
      : [];
    const components = files.filter(
      (f) => f.startsWith('web/src/') && /\.(tsx?|css)$/.test(f) && !/__tests__|\.test\./.test(f),
    );
    const byId = new Map(map.endpoints.map((e) => [e.id, e]));
    const stories = new Map<string, Set<Cause>>();
    const addStory = (id: string, cause: Cause) => stories.set(id, (stories.get(id) ?? new Set()).add(cause));
    const pacts = new Set<string>();
    const reachedScenarios = new Set<string>();
    const journeys = new Set<string>();
    const reach = (id: string, cause: Cause) => {
      const e = byId.get(id);
      if (!e) return;
      for (const s of e.shownBy) addStory(s, cause);
      for (const v of e.variants) {
        for (const p of v.pacts) pacts.add(p);
        for (const j of v.journeys) journeys.add(j.where);
        if (cause === 'contract') for (const s of v.scenarios) reachedScenarios.add(s);
      }
      for (const screen of e.screens) journeys.add(`sweep ${screen}`);
    };
    for (const id of endpoints) reach(id, 'contract');
    for (const id of fixtures) reach(id, 'fixture');
    for (const sid of scenarios) {
      reachedScenarios.add(sid);
      for (const e of map.endpoints)
        for (const v of e.variants) {
          if (!v.scenarios.includes(sid)) continue;
          for (const s of v.stories) addStory(s.id, 'scenario');
          for (const j of v.journeys) journeys.add(j.where);
          // A pact whose provider state is this scenario.
          for (const p of v.pacts) pacts.add(p);
        }
    }
    for (const [id] of storiesImporting(components)) addStory(id, 'component');
    const baselines = [...stories.keys()]
      .map((id) => `stories/visual-baselines/${id}.png`)
      .filter((f) => existsSync(join(REPO, f)));
    return {
      base,
      changed: { files, endpoints, fixtures, scenarios, components },
      reaches: {
        pacts: [...pacts].sort(),
        scenarios: [...reachedScenarios].sort(),
        journeys: [...journeys].sort(),
        stories: Object.fromEntries([...stories].sort().map(([id, c]) => [id, [...c].sort()])),
      },
      baselines,
      notes,
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function print(i: Impact): void {
  const list = (title: string, xs: readonly string[]) => {
    console.log(`${title}: ${xs.length}`);
    for (const x of xs) console.log(`  ${x}`);
  };
  console.log(`impact of the change since ${i.base} (${i.changed.files.length} files)`);
  list('endpoints whose contract changed', i.changed.endpoints);
  list('endpoints whose fixture answers changed', i.changed.fixtures);
  list('scenarios changed', i.changed.scenarios);
  list('app files changed (components and the rest of web/src)', i.changed.components);
  list('pact interactions reached', i.reaches.pacts);
  list('scenarios reached', i.reaches.scenarios);
  list('journeys and sweep screens reached', i.reaches.journeys);
  const stories = Object.entries(i.reaches.stories);
  console.log(`stories reached: ${stories.length} (cause: component, fixture, scenario or contract)`);
  for (const [id, causes] of stories) console.log(`  ${id}  ← ${causes.join(', ')}`);
  console.log(`their baselines: ${i.baselines.length}`);
  for (const n of i.notes) console.log(`note: ${n}`);
}

if (process.argv[1] && relative(process.argv[1], import.meta.filename) === '') {
  const args = process.argv.slice(2);
  const jsonAt = args.indexOf('--json');
  const out = jsonAt >= 0 ? args.splice(jsonAt, 2)[1] : undefined;
  const result = await impactOf(args[0]);
  print(result);
  if (out) writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
}
