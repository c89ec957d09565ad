/**
 * The workspace's shape that no import graph shows:
 * - no cycle between packages through their package.json dependencies (workspace:*), whatever imports them;
 * - one domain vocabulary: the domain files and folders of contracts (endpoints, entities), fixtures, the
 *   simulator's handlers and scenario catalogue, and web's features are named from @wonder/contracts' DOMAINS.
 * Import circles inside a package and imports across packages are dependency-cruiser's (`pnpm run lint:imports`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOMAINS } from '@wonder/contracts';
import { describe, expect, it } from 'vitest';
import { workspacePackages } from './support/readme';
import { ROOT } from './support/repo';

/** Each package's workspace dependencies (any dependency field). */
function workspaceGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [name, dir] of workspacePackages()) {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, string> | undefined
    >;
    const deps = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap(
      (field) => Object.entries(manifest[field] ?? {}).filter(([, v]) => v.startsWith('workspace:')),
    );
    graph.set(
      name,
      deps.map(([dep]) => dep),
    );
  }
  return graph;
}

/** A cycle of the graph as a path `a → b → a`, or null. */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

/** Where domains are named, and the names there that are not domains (shared helpers, registries). */
const DOMAIN_PLACES: { dir: string; kind: 'files' | 'folders'; others: string[] }[] = [
  // shared.ts: the calls screens of other domains make too (their domain's object still lists them).
  { dir: 'contracts/src/endpoints', kind: 'files', others: ['index', 'shared'] },
  // shared.ts: the shapes several domains' calls carry (kept apart so no domain loads another's).
  { dir: 'contracts/src/entities', kind: 'files', others: ['shared'] },
  { dir: 'fixtures/src/endpoints', kind: 'files', others: ['index', 'shared'] },
  { dir: 'mock-server/src/handlers', kind: 'folders', others: [] },
  // network.ts: the network trouble that cuts across every domain.
  { dir: 'mock-server/src/scenarios/catalogue', kind: 'files', others: ['index', 'network'] },
  { dir: 'web/src/features', kind: 'folders', others: [] },
];

/** The names in `entries` (file names with their extension, or folder names) that are outside the vocabulary. */
function outsideVocabulary(entries: readonly string[], others: readonly string[]): string[] {
  const allowed = new Set<string>([...DOMAINS, ...others]);
  return entries.map((e) => e.replace(/\.tsx?$/, '')).filter((name) => !allowed.has(name));
}

describe('workspace structure', () => {
  it('has no cycle between packages', () => {
    const graph = workspaceGraph();
    expect(graph.get('@wonder/pact')).toEqual(
      expect.arrayContaining(['@wonder/contracts', '@wonder/fixtures', '@wonder/mock-server']),
    );
    expect(findCycle(graph)).toBeNull();
  });

  it('finds a cycle between packages when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', []],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(new Map([['a', ['b']]]))).toBeNull();
  });

  it.each(DOMAIN_PLACES.map((p) => [p.dir, p] as const))(
    'names the domains of %s from the vocabulary',
    (_dir, place) => {
      const entries = readdirSync(join(ROOT, place.dir), { withFileTypes: true })
        .filter((e) => (place.kind === 'folders' ? e.isDirectory() : e.isFile()))
        .map((e) => e.name);
      expect(entries.length).toBeGreaterThan(0);
      expect(outsideVocabulary(entries, place.others)).toEqual([]);
    },
  );

  it('refuses a name outside the vocabulary', () => {
    expect(outsideVocabulary(['session.ts', 'auth.ts', 'index.ts', 'step-up'], ['index'])).toEqual(['auth']);
  });
});
