/**
 * What each route of a production build makes a phone download before its screen can render, read from the
 * build's manifest (`build.manifest`): the entry closure (index.html's script and everything it imports
 * statically) plus the route's screen chunk and its static imports. Lazy chunks a screen loads later (a
 * popup, a below-the-fold section) are not initial and do not count. Gzip at level 9, as the build ships it
 * precompressed. Used by the budget test (src/app/__tests__/bundle-budget.test.ts), `pnpm run size` and
 * `pnpm run bench:app`.
 *
 * Routes come from the source of the screen map (src/app/screens.ts): each line's path and the module it
 * imports.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** `const home = () => import('../features/home/screens');` */
const LOADER_RE = /^const (\w+) = \(\) => import\('([^']+)'\);/gm;
/** `'/index': () => home().then((m) => m.HomePage),` (possibly wrapped after the arrow) */
const ENTRY_RE = /^\s*'([^']+)':\s*\(\) =>\s*(\w+)\(\)/gm;

/** [{ path, module }] for every route with a screen, `module` relative to web/ (e.g. src/features/login). */
export function screenModules(screensSource) {
  const modules = new Map([...screensSource.matchAll(LOADER_RE)].map((m) => [m[1], m[2]]));
  return [...screensSource.matchAll(ENTRY_RE)].map((m) => {
    const module = modules.get(m[2]);
    if (!module) throw new Error(`screen of ${m[1]}: no loader named ${m[2]}`);
    return { path: m[1], module: join('src/app', module).split('\\').join('/') };
  });
}

function manifestKey(manifest, module) {
  for (const ext of ['/index.ts', '/index.tsx', '.ts', '.tsx']) {
    if (manifest[module + ext]) return module + ext;
  }
  throw new Error(`no chunk for ${module} in the build manifest`);
}

export function analyseBuild(distDir, screensSource) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const sizes = new Map();
  const gz = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const filesOf = (keys) => {
    const js = new Set();
    const css = new Set();
    for (const k of keys) {
      js.add(manifest[k].file);
      for (const c of manifest[k].css ?? []) css.add(c);
    }
    return { js: [...js], css: [...css] };
  };
  const weigh = ({ js, css }) => ({
    js: js.reduce((s, f) => s + gz(f), 0),
    css: css.reduce((s, f) => s + gz(f), 0),
    // index.html + every script and stylesheet it needs
    requests: 1 + js.length + css.length,
    files: [...js, ...css],
  });

  const entryKeys = closure('index.html');
  const entry = weigh(filesOf(entryKeys));
  const routes = screenModules(screensSource).map(({ path, module }) => {
    const key = manifestKey(manifest, module);
    const own = [...closure(key)].filter((k) => !entryKeys.has(k));
    const ownFiles = filesOf(own);
    const initial = weigh({
      js: [...new Set([...filesOf(entryKeys).js, ...ownFiles.js])],
      css: [...new Set([...filesOf(entryKeys).css, ...ownFiles.css])],
    });
    return {
      path,
      module,
      chunk: manifest[key].file,
      chunkJs: gz(manifest[key].file),
      own: weigh(ownFiles),
      initial,
    };
  });
  return { entry, routes };
}

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
