#!/usr/bin/env node
/**
 * After `vite build`: writes each entry route's own HTML (`<outDir>/<path>/index.html`, served by the
 * simulator for that path) with the route's first frame rendered from the app's React components
 * (src/app/prerender.tsx, built for Node here), so a phone paints the navbar, the tab bar, the skeletons or
 * the login form from the HTML, before any script has run. Each page also names its screen's stylesheets
 * (the frame must be styled when painted) and modulepreloads its screen's chunks (they download with the
 * entry, not after it). The brotli and gzip twins are written as the client build writes them.
 *
 * Usage: node scripts/prerender.mjs [outDir=dist] [--mode production|pre]
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { build } from 'vite';
import { analyseBuild } from './bundle-analysis.mjs';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const modeAt = args.indexOf('--mode');
const mode = modeAt >= 0 ? args[modeAt + 1] : 'production';
const outDir = resolve(
  WEB,
  args.find((a, i) => !a.startsWith('--') && (modeAt < 0 || i !== modeAt + 1)) ?? 'dist',
);

/** A plain phone browser: what the frame is drawn for; the app, WeChat and the mini-program settle on hydration. */
const PRERENDER_UA =
  'Mozilla/5.0 (Linux; Android 12; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
/** The static loading screen of index.html, replaced by the route's frame. */
const ROOT_RE = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
/** index.html's static loading screen (the content of its #root). */
let LOADING_SCREEN = '';

// Inside web/ so the Node build resolves react & co. from web's node_modules.
const ssrDir = mkdtempSync(join(WEB, 'node_modules', '.prerender-'));
try {
  await build({
    root: WEB,
    mode,
    logLevel: 'warn',
    build: { ssr: 'src/app/prerender.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false },
    // antd-mobile's modules import their stylesheets, which Node cannot load: bundle it (CSS dropped).
    ssr: { noExternal: ['antd-mobile'] },
  });

  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  if (!ROOT_RE.test(template)) throw new Error(`${outDir}/index.html: no <div id="root"> before </body>`);
  LOADING_SCREEN = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(template)?.[1]?.trim() ?? '';
  const screens = readFileSync(join(WEB, 'src', 'app', 'screens.ts'), 'utf8');
  const { entry, routes } = analyseBuild(outDir, screens);
  const entryFiles = new Set(entry.files);

  const bundle = pathToFileURL(join(ssrDir, 'prerender.js')).href;
  installGlobals('/');
  const { PRERENDERED } = await import(bundle);
  for (const { path, loggedIn } of PRERENDERED) {
    installGlobals(path);
    // A fresh module instance per route: module-level state (the user store, the environment) starts clean.
    const { renderRoute, earlyScriptFor, STORED_LOGIN_KEY } = await import(`${bundle}?path=${path}`);
    const markup = await renderRoute(path, loggedIn);
    const early = await earlyScriptFor(path);
    const route = routes.find((r) => r.path === path);
    const links = (route?.initial.files ?? [])
      .filter((f) => !entryFiles.has(f))
      .map((f) =>
        f.endsWith('.css')
          ? `<link rel="stylesheet" crossorigin href="/${f}">`
          : `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`,
      );
    const html = template
      // The frame paints from the HTML and the stylesheets alone: the scripts must not count as render-blocking
      // (High priority) nor take the connection from the stylesheets.
      .replaceAll(
        '<script type="module" crossorigin',
        '<script type="module" fetchpriority="low" crossorigin',
      )
      .replaceAll(
        '<link rel="modulepreload" crossorigin',
        '<link rel="modulepreload" fetchpriority="low" crossorigin',
      )
      .replace('</head>', `  <script>${early}</script>\n    ${links.join('\n    ')}\n  </head>`)
      .replace(
        ROOT_RE,
        `<div id="root" data-prerendered="${path}">${markup}</div>${audienceCheck(loggedIn, STORED_LOGIN_KEY)}$1`,
      );
    const file = join(outDir, path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    console.log(`prerendered ${path} (${Math.round(html.length / 1024)} kB)`);
  }
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}

/**
 * Runs before the first paint: a frame drawn for the other audience (a login stored on a tourist's page, or
 * none on a logged-in one) would be re-drawn, moved, on hydration; such a visit gets the loading screen
 * instead, and the app renders over it as on any other page.
 */
function audienceCheck(loggedIn, userKey) {
  const loading = JSON.stringify(LOADING_SCREEN);
  return `<script>(() => {
  const root = document.getElementById('root');
  let login = false;
  try { login = !!JSON.parse(localStorage.getItem(${JSON.stringify(userKey)}) || 'null')?.user?.token; } catch {}
  if (login !== ${loggedIn}) { root.innerHTML = ${loading}; delete root.dataset.prerendered; }
})();</script>`;
}

/** The browser globals the app's modules read when they load (the client's origin, storage, the UA). */
function installGlobals(path) {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', {
    url: `http://localhost${path}`,
    userAgent: PRERENDER_UA,
  });
  for (const key of [
    'window',
    'document',
    'navigator',
    'location',
    'localStorage',
    'sessionStorage',
    'history',
  ]) {
    Object.defineProperty(globalThis, key, { value: window[key], configurable: true, writable: true });
  }
}
