/**
 * The import boundaries of the app, checked by a test rather than kept by convention (DESIGN.md:
 * "features do not import each other; routes compose them"):
 * 1. a feature never imports another feature;
 * 2. from outside a feature (app/, lib/, platform/, stories/) only its public entry `features/<x>` is
 *    imported, never a file inside it — except its screens module (`features/<x>/screens`, or one per screen in
 *    `features/<x>/screens/`), which only the route table (app/routes.ts) loads;
 * 3. a feature reaches into app/ only for the route lookups (`app/route-table`), so the shell and the
 *    router can never leak into a screen;
 * 4. lib/ and platform/ sit below app/ and features/ and import neither.
 * 5. web/src imports a domain's endpoints (`sessionEndpoints`, `shellEndpoints`…), never the aggregates of
 *    '@wonder/contracts' (`endpoints`, ALL_ENDPOINTS, ENDPOINTS_BY_ID) nor the package as a namespace:
 *    they hold all 101 definitions and their schemas, so one such import puts them all in its chunk.
 *    Type-only imports are free; tests (which never ship, and may be table-driven over ALL_ENDPOINTS) are
 *    exempt.
 * 6. web/src imports zod only as 'zod/mini' (or zod/v4/core): classic zod is ~25 kB gzip more per route.
 * Paths are web/src-relative with forward slashes; stories' `@wonder/web/src/…` specifiers are mapped
 * onto web/src.
 */
import { posix } from 'node:path';

export interface SourceFile {
  /** 'web/src/…' or 'stories/…', forward slashes. */
  path: string;
  source: string;
}

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

const IMPORT_RE =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const WEB_PACKAGE = '@wonder/web/';

export function importsOf(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(IMPORT_RE)) {
    const spec = m[1] ?? m[2];
    if (spec) out.push(spec);
  }
  return out;
}

/** The import target as a 'web/src/…' path without extension, or null for a package import. */
export function resolveTarget(file: string, specifier: string): string | null {
  if (specifier.startsWith(WEB_PACKAGE)) return `web/${specifier.slice(WEB_PACKAGE.length)}`;
  if (!specifier.startsWith('.')) return null;
  return posix.normalize(posix.join(posix.dirname(file), specifier)).replace(/\.(tsx?|css)$/, '');
}

const FEATURE_RE = /^web\/src\/features\/([^/]+)(\/.*)?$/;

function featureOf(path: string): { name: string; rest: string } | null {
  const m = FEATURE_RE.exec(path);
  return m?.[1] ? { name: m[1], rest: m[2] ?? '' } : null;
}

/** The names of '@wonder/contracts' whose import carries every endpoint definition. */
export const ENDPOINT_AGGREGATES: readonly string[] = ['endpoints', 'ALL_ENDPOINTS', 'ENDPOINTS_BY_ID'];

const CONTRACTS_ROOT = '@wonder/contracts';
/** zod entries that do not pull in the classic API. */
const ZOD_ALLOWED = new Set(['zod/mini', 'zod/v4/mini', 'zod/v4/core']);

export interface ImportClause {
  specifier: string;
  /** `import * as x` / `export * from`: every export of the module, whatever is used. */
  namespace: boolean;
  /** Value bindings (type-only ones left out: they are erased). */
  names: string[];
}

const CLAUSE_RE = /(?:^|\n)\s*(import|export)\s+(type\s+)?([\w$\s{},*]*?)\s*from\s*['"]([^'"]+)['"]/g;
const WHOLE_MODULE_RE = /import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

/** The static import and re-export clauses of a file, with the value names each one binds. */
export function importClausesOf(source: string): ImportClause[] {
  const out: ImportClause[] = [];
  for (const m of source.matchAll(CLAUSE_RE)) {
    const [, , typeOnly, clause = '', specifier = ''] = m;
    if (typeOnly) continue;
    const namespace = /^\*/.test(clause) || /,\s*\*/.test(clause);
    const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    const names = braces
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]?.trim() ?? '');
    out.push({ specifier, namespace, names });
  }
  // A dynamic or bare import takes the whole module.
  for (const m of source.matchAll(WHOLE_MODULE_RE))
    out.push({ specifier: m[1] ?? m[2] ?? '', namespace: true, names: [] });
  return out;
}

function mayUseAggregates(path: string): boolean {
  return /\/__tests__\/|\.test\.tsx?$|^web\/src\/test\//.test(path);
}

export function findViolations(files: readonly SourceFile[]): Violation[] {
  const out: Violation[] = [];
  for (const file of files) {
    const from = featureOf(file.path);
    const layer = /^web\/src\/(lib|platform)\//.exec(file.path)?.[1];
    for (const specifier of importsOf(file.source)) {
      const target = resolveTarget(file.path, specifier);
      if (!target) continue;
      const to = featureOf(target);
      const push = (rule: string) => out.push({ file: file.path, specifier, rule });
      if (from && to && from.name !== to.name) push('a feature imports another feature');
      else if (!from && to && to.rest !== '' && to.rest !== '/index') {
        // The route table alone loads a feature's screens module (./screens): a chunk of the screens only,
        // without the components and helpers the public entry also exports for stories and tests.
        const routesLoadScreens =
          file.path === 'web/src/app/routes.ts' &&
          (to.rest === '/screens' || to.rest.startsWith('/screens/'));
        if (!routesLoadScreens) push('outside a feature, import its public entry only');
      }
      if (from && target.startsWith('web/src/app/') && target !== 'web/src/app/route-table') {
        push('a feature imports app/ (only app/route-table is allowed)');
      }
      if (layer && (target.startsWith('web/src/app/') || to)) {
        push(`${layer}/ imports app/ or a feature`);
      }
    }
    if (!file.path.startsWith('web/src/')) continue;
    for (const clause of importClausesOf(file.source)) {
      const push = (rule: string) => out.push({ file: file.path, specifier: clause.specifier, rule });
      if (clause.specifier === CONTRACTS_ROOT && !mayUseAggregates(file.path)) {
        if (clause.namespace) push('@wonder/contracts imported as a namespace (import a domain instead)');
        for (const name of clause.names.filter((n) => ENDPOINT_AGGREGATES.includes(n))) {
          push(`${name} imported from @wonder/contracts (import a domain's endpoints instead)`);
        }
      }
      if (/^zod(\/|$)/.test(clause.specifier) && !ZOD_ALLOWED.has(clause.specifier)) {
        push('zod imported other than as zod/mini');
      }
    }
  }
  return out;
}
