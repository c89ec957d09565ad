/**
 * The import boundaries of the app, checked by a test rather than kept by convention (DESIGN.md:
 * "features do not import each other; routes compose them"):
 * 1. a feature never imports another feature;
 * 2. from outside a feature (app/, lib/, platform/, stories/) only its public entry `features/<x>` is
 *    imported, never a file inside it;
 * 3. a feature reaches into app/ only for the route lookups (`app/route-table`), so the shell and the
 *    router can never leak into a screen;
 * 4. lib/ and platform/ sit below app/ and features/ and import neither.
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
        push('outside a feature, import its public entry only');
      }
      if (from && target.startsWith('web/src/app/') && target !== 'web/src/app/route-table') {
        push('a feature imports app/ (only app/route-table is allowed)');
      }
      if (layer && (target.startsWith('web/src/app/') || to)) {
        push(`${layer}/ imports app/ or a feature`);
      }
    }
  }
  return out;
}
