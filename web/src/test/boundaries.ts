/**
 * The import boundaries of the app, checked by a test rather than kept by convention (DESIGN.md:
 * "features do not import each other; routes compose them"). The layers, bottom up: texts/ ← platform/ ←
 * lib/ (infrastructure) ← domain/ (the spec's rules more than one feature reads) ← features/ ← app/ (and
 * main.tsx); a layer imports only itself and the layers below it.
 * 1. a feature never imports another feature;
 * 2. a feature has two entries: its public entry `features/<x>` (index.ts), which anything outside it may
 *    import, and its screens module (`features/<x>/screens`, or one per screen in `features/<x>/screens/`),
 *    which the screen map (app/screens.ts) loads and nothing else does; the screen map loads nothing else
 *    of a feature, so a route's chunk carries the screens only;
 * 3. a feature never imports app/ (the route table and navigation it needs are in lib/);
 * 4. domain/ imports neither app/ nor a feature; lib/ not domain/ either (infrastructure knows no rule of the
 *    spec's screens); platform/ imports only itself and texts/; texts/ only itself;
 * 5. web/src imports a domain's endpoints (`sessionEndpoints`, `shellEndpoints`…), never the aggregates of
 *    '@wonder/contracts' (`endpoints`, ALL_ENDPOINTS, ENDPOINTS_BY_ID) nor the package as a namespace:
 *    they hold all 105 definitions and their schemas, so one such import puts them all in its chunk.
 *    Type-only imports are free; tests (which never ship, and may be table-driven over ALL_ENDPOINTS) are
 *    exempt.
 * 6. web/src imports zod only as 'zod/mini' (or zod/v4/core): classic zod is ~25 kB gzip more per route.
 * 7. only lib/navigation imports react-router's ways to navigate (useNavigate, Navigate, Link, NavLink):
 *    everything else navigates through it, so every target is a typed Href.
 * 8. a screen's code — a feature's containers and components, app/'s components, lib/blocks — never calls the
 *    contracts client (`api.call(…)`, `client.request(…)`) nor a framework-free helper with it (`confirm(api,
 *    …)`): it uses the query and mutation options of an api/ folder (or lib's, or app/shell/api.ts) with
 *    useQuery / useMutation, so busy and error state come from the query, and every call has one shape.
 * Import circles (static, dynamic and type-only imports) are dependency-cruiser's to find, in every package:
 * `pnpm run lint:imports` (.dependency-cruiser.cjs, rule no-circular).
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

/** The layer of a web/src path, for rule 4. */
type Layer = 'texts' | 'platform' | 'lib' | 'domain';

function layerOf(path: string): Layer | null {
  return (/^web\/src\/(texts|platform|lib|domain)\//.exec(path)?.[1] as Layer | undefined) ?? null;
}

/** What each low layer may import of web/src (rule 4). */
const LAYER_MAY_IMPORT: Readonly<Record<Layer, readonly string[]>> = {
  texts: ['texts'],
  platform: ['platform', 'texts'],
  lib: ['lib', 'platform', 'texts'],
  domain: ['domain', 'lib', 'platform', 'texts'],
};

const SCREEN_MAP = 'web/src/app/screens';
const NAVIGATION = 'web/src/lib/navigation.tsx';
const ROUTER_NAVIGATION = new Set(['useNavigate', 'Navigate', 'Link', 'NavLink']);
const ROUTER_PACKAGES = new Set(['react-router-dom', 'react-router']);

function isScreensModule(rest: string): boolean {
  return rest === '/screens' || rest.startsWith('/screens/');
}

function isTest(path: string): boolean {
  return /\/__tests__\/|\.test\.tsx?$|^web\/src\/test\//.test(path);
}

export function findViolations(files: readonly SourceFile[]): Violation[] {
  const out: Violation[] = [];
  for (const file of files) {
    const from = featureOf(file.path);
    const layer = layerOf(file.path);
    const isScreenMap = file.path.replace(/\.tsx?$/, '') === SCREEN_MAP;
    for (const specifier of importsOf(file.source)) {
      const target = resolveTarget(file.path, specifier);
      if (!target) continue;
      const to = featureOf(target);
      const push = (rule: string) => out.push({ file: file.path, specifier, rule });
      if (from && to && from.name !== to.name) push('a feature imports another feature');
      else if (!from && to) {
        const entry = to.rest === '' || to.rest === '/index';
        if (isScreenMap && !isScreensModule(to.rest))
          push("the screen map loads a feature's screens module only");
        else if (!isScreenMap && isScreensModule(to.rest))
          push("only the screen map loads a feature's screens module");
        else if (!isScreenMap && !entry) push('outside a feature, import its public entry only');
      }
      if (from && target.startsWith('web/src/app/')) push('a feature imports app/');
      // 'web/src/texts' and 'web/src/texts/app' are texts/; 'web/src/main' is main.tsx.
      const targetLayer = /^web\/src\/([^/]+)/.exec(target)?.[1] ?? '';
      // Tests may use the shared test helpers (test/) whatever their layer.
      const allowed = targetLayer === 'test' && isTest(file.path);
      if (layer && targetLayer && !allowed && !LAYER_MAY_IMPORT[layer].includes(targetLayer)) {
        push(`${layer}/ imports ${targetLayer}/ (a layer imports only the layers below it)`);
      }
    }
    if (!file.path.startsWith('web/src/')) continue;
    for (const clause of importClausesOf(file.source)) {
      const push = (rule: string) => out.push({ file: file.path, specifier: clause.specifier, rule });
      if (clause.specifier === CONTRACTS_ROOT && !isTest(file.path)) {
        if (clause.namespace) push('@wonder/contracts imported as a namespace (import a domain instead)');
        for (const name of clause.names.filter((n) => ENDPOINT_AGGREGATES.includes(n))) {
          push(`${name} imported from @wonder/contracts (import a domain's endpoints instead)`);
        }
      }
      if (/^zod(\/|$)/.test(clause.specifier) && !ZOD_ALLOWED.has(clause.specifier)) {
        push('zod imported other than as zod/mini');
      }
      if (ROUTER_PACKAGES.has(clause.specifier) && file.path !== NAVIGATION && !isTest(file.path)) {
        for (const name of clause.names.filter((n) => ROUTER_NAVIGATION.has(n))) {
          push(`${name} imported from react-router (navigate through lib/navigation: typed targets)`);
        }
      }
    }
  }
  return out;
}

/** Where the screens' code lives (rule 8): containers, components, app's components, lib's blocks. */
const SCREEN_CODE = /^web\/src\/(features\/[^/]+\/(containers|components)\/|app\/.*\.tsx$|lib\/blocks\/)/;
/** `api.call(endpoint…)`, `client.request(…)`: a call whose first argument is not a string (the bridge's are). */
const CLIENT_CALL = /\b(api|client|useApi\(\))\s*\.\s*(call|request)\s*\(\s*(?!['"`])/g;
/** `helper(api, …)`: a framework-free call helper handed the client, other than an options factory. */
const HELPER_CALL = /\b([A-Za-z_$][\w$]*)\s*\(\s*(api|client)\s*[,)]/g;
const OPTIONS_FACTORY = /(Query|Mutation|Options)$/;

export function findClientCalls(files: readonly SourceFile[]): Violation[] {
  const out: Violation[] = [];
  for (const file of files) {
    if (!SCREEN_CODE.test(file.path) || isTest(file.path)) continue;
    for (const m of file.source.matchAll(CLIENT_CALL)) {
      out.push({ file: file.path, specifier: m[0].trim(), rule: 'a screen calls the client directly' });
    }
    for (const m of file.source.matchAll(HELPER_CALL)) {
      const name = m[1] ?? '';
      if (OPTIONS_FACTORY.test(name)) continue;
      out.push({ file: file.path, specifier: m[0].trim(), rule: 'a screen calls a helper with the client' });
    }
  }
  return out;
}
