/**
 * The stylesheet rules of the app, checked by a test (app/__tests__/styles.test.ts). Every stylesheet is
 * global once loaded, and a screen's stylesheets load in the order a parent navigates, so two sheets that
 * style the same class restyle each other's screens. Instead of CSS Modules (web/README.md, "Styles", says
 * why), every stylesheet has an owner, and every owner a class prefix:
 * 1. a stylesheet lies under an owner's folder (a feature, app/, app/shell, lib/blocks, platform/debug) or is
 *    the theme;
 * 2. each class in its selectors, and each @keyframes name, starts with its owner's prefix — so an owner
 *    never styles another owner's markup (a feature that needs another look passes its own class);
 * 3. antd-mobile's `.adm-*` classes appear only in the theme (app/theme.css), the one place that restyles
 *    the library;
 * 4. no class is styled by two stylesheets (an owner with several sheets splits its classes between them).
 * Paths are web/src-relative with forward slashes.
 */

export interface StyleSheet {
  /** 'web/src/…/x.css' */
  path: string;
  source: string;
}

export interface StyleViolation {
  file: string;
  /** The class or keyframes name at fault. */
  name: string;
  rule: string;
}

/** Owner folder (or file) → the prefix its classes start with, then '-', '__' or nothing more. */
export const STYLE_OWNERS: Readonly<Record<string, string>> = {
  'web/src/app/theme.css': 'wp-theme',
  'web/src/app/shell': 'wp-shell',
  'web/src/app': 'wp-app',
  'web/src/lib/blocks': 'wp-block',
  'web/src/platform/debug': 'wp-debug',
  'web/src/features/download': 'wp-dl',
  'web/src/features/freshment': 'wp-fresh',
  'web/src/features/growth': 'wp-gr',
  'web/src/features/home': 'wp-home',
  'web/src/features/login': 'wp-login',
  'web/src/features/my-classes': 'wp-mc',
  'web/src/features/parent-centre': 'wp-pc',
  'web/src/features/step-up': 'wp-su',
};

const THEME = 'web/src/app/theme.css';
const LIBRARY_CLASS = /^adm-/;

/** The most specific owner of a stylesheet (app/shell before app), or null. */
export function ownerOf(path: string): string | null {
  const owners = Object.keys(STYLE_OWNERS).filter((o) => path === o || path.startsWith(`${o}/`));
  return owners.sort((a, b) => b.length - a.length)[0] ?? null;
}

export function hasPrefix(name: string, prefix: string): boolean {
  return name === prefix || name.startsWith(`${prefix}-`) || name.startsWith(`${prefix}__`);
}

const COMMENT_RE = /\/\*[\s\S]*?\*\//g;
const STRING_RE = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g;
const CLASS_RE = /\.(-?[_a-zA-Z][\w-]*)/g;
const KEYFRAMES_RE = /@(?:-webkit-)?keyframes\s+([\w-]+)/g;

/**
 * The selectors of every rule (the text before each `{` that is not an at-rule's prelude), without
 * comments and strings, so a url or a content string cannot pass for a class.
 */
export function selectorsOf(css: string): string[] {
  const text = css.replace(COMMENT_RE, '').replace(STRING_RE, '""');
  const out: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '{') {
      const prelude = text.slice(start, i).trim();
      if (prelude && !prelude.startsWith('@')) out.push(prelude);
      start = i + 1;
    } else if (ch === '}' || ch === ';') {
      start = i + 1;
    }
  }
  return out;
}

export function classesOf(css: string): string[] {
  const names = selectorsOf(css).flatMap((s) => [...s.matchAll(CLASS_RE)].map((m) => m[1] ?? ''));
  return [...new Set(names)];
}

export function keyframesOf(css: string): string[] {
  return [...css.replace(COMMENT_RE, '').matchAll(KEYFRAMES_RE)].map((m) => m[1] ?? '');
}

export function findStyleViolations(sheets: readonly StyleSheet[]): StyleViolation[] {
  const out: StyleViolation[] = [];
  const definedBy = new Map<string, string>();
  for (const sheet of sheets) {
    const push = (name: string, rule: string) => out.push({ file: sheet.path, name, rule });
    const owner = ownerOf(sheet.path);
    if (!owner) {
      push('', 'a stylesheet outside every owner (see STYLE_OWNERS)');
      continue;
    }
    const prefix = STYLE_OWNERS[owner] ?? '';
    for (const name of classesOf(sheet.source)) {
      if (LIBRARY_CLASS.test(name)) {
        if (sheet.path !== THEME) push(name, 'antd-mobile is restyled only in the theme (app/theme.css)');
        continue;
      }
      if (!hasPrefix(name, prefix)) push(name, `a class without its owner's prefix ${prefix}`);
      const first = definedBy.get(name);
      if (first && first !== sheet.path) push(name, `a class ${first} styles too`);
      else definedBy.set(name, sheet.path);
    }
    for (const name of keyframesOf(sheet.source)) {
      if (!hasPrefix(name, prefix)) push(name, `keyframes without its owner's prefix ${prefix}`);
      const key = `@keyframes ${name}`;
      const first = definedBy.get(key);
      if (first && first !== sheet.path) push(name, `keyframes ${first} defines too`);
      else definedBy.set(key, sheet.path);
    }
  }
  return out;
}
