#!/usr/bin/env node
/**
 * After `vite build`: writes each entry route's own HTML (`<outDir>/<path>/index.html`, served by the
 * simulator for that path) with the route's first frame rendered from the app's React components
 * (src/app/prerender.tsx, built for Node here), so a phone paints the navbar, the tab bar, the skeletons or
 * the login form from the HTML, before any script has run. Each page carries its stylesheets and its screen's
 * inline (the frame must be styled when painted, without a request) and asks for the entry and its screen's
 * chunks (modulepreloads: they download together, not one after the other) once that frame has been painted.
 * The brotli and gzip twins are written as the client build writes them.
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

/** The static loading screen of index.html, replaced by the route's frame. */
const ROOT_RE = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
/** Vite's entry script in index.html; its src is group 1. */
const ENTRY_SCRIPT_RE = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** Vite's modulepreloads and stylesheets in index.html (with their indentation); the address is group 1. */
const MODULEPRELOAD_RE_G = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET_RE_G = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
/** index.html's static loading screen (the content of its #root). */
let LOADING_SCREEN = '';
/** The app's platform as an inline script's expression (platform/env.ts), read from the app's prerender bundle. */
let INLINE_APP_PLATFORM = '';

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
  installGlobals('/', '');
  // The frame's user agent (a plain phone browser, web/src/platform/env.ts): the hydrating client renders
  // the same environment (platform/use-environment.ts), the phone's right after.
  const { PRERENDERED, FRAME_USER_AGENT, INLINE_APP_PLATFORM: appPlatform } = await import(bundle);
  INLINE_APP_PLATFORM = appPlatform;
  for (const { path, loggedIn, otherFrame } of PRERENDERED) {
    installGlobals(path, FRAME_USER_AGENT);
    // A fresh module instance per route: module-level state (the user store, the environment) starts clean.
    const {
      renderRoute,
      earlyScriptFor,
      earlyInputScript,
      snapshotScriptFor,
      STORED_LOGIN_KEY,
      SNAPSHOT_ELEMENT_ID,
      EARLY_BANNER_PAINTED,
      EARLY_BANNER_WAIT_MAX_MS,
    } = await import(`${bundle}?path=${path}`);
    const markup = await renderRoute(path, loggedIn);
    // The other audience's frame (a module instance of its own, as for another route).
    const other = otherFrame
      ? await (await import(`${bundle}?path=${path}&other`)).renderRoute(path, !loggedIn)
      : null;
    const early = await earlyScriptFor(path);
    const route = routes.find((r) => r.path === path);
    const screenFiles = (route?.initial.files ?? []).filter((f) => !entryFiles.has(f));
    const entryScript = ENTRY_SCRIPT_RE.exec(template)?.[1];
    if (!entryScript) throw new Error(`${outDir}/index.html: no entry <script type="module" src>`);
    // The frame paints from the HTML alone: its stylesheets are inlined (no request before the first paint),
    // and every script, the entry's included, is asked for only once the frame has been painted
    // (startAfterFirstPaint): on a slow connection the scripts' downloads otherwise share the line with the
    // HTML and the stylesheets, and their evaluation and hydration could come before the first paint. Nor are
    // their downloads started from the head (modulepreload): Lighthouse counts a high-priority script started
    // before the first paint as blocking it, and every prerendered page's first paint moved from 0.7 to 2.0 s
    // (docs/measurements.md, stop 55).
    // The entry's own imports (index.html's modulepreloads, in dependency order): evaluated one by one.
    const staged = [...template.matchAll(MODULEPRELOAD_RE_G)].map((m) => m[1]);
    // The entry is asked for with them: run last, it was requested only once the others had run (issue 40).
    const preloads = [
      ...staged,
      entryScript,
      ...screenFiles.filter((f) => !f.endsWith('.css')).map((f) => `/${f}`),
    ];
    const screenStyles = screenFiles.filter((f) => f.endsWith('.css')).map((f) => `/${f}`);
    const entryStyles = [...template.matchAll(STYLESHEET_RE_G)].map((m) => m[1]);
    const html = template
      .replace(ENTRY_SCRIPT_RE, '')
      .replace(MODULEPRELOAD_RE_G, '')
      .replace(STYLESHEET_RE_G, (_, href) => inlineStyle(href))
      .replace(
        '</head>',
        `  <script>${early}</script>\n    ${screenStyles.map(inlineStyle).join('\n    ')}\n  </head>`,
      )
      .replace(
        ROOT_RE,
        `<div id="root" data-prerendered="${path}" data-audience="${loggedIn ? 'login' : 'tourist'}">${markup}</div>${audienceCheck(loggedIn, STORED_LOGIN_KEY, other)}${inline(earlyInputScript())}${startAfterFirstPaint(entryScript, preloads, staged, [...entryStyles, ...screenStyles], SNAPSHOT_ELEMENT_ID, otherFrame ? { event: EARLY_BANNER_PAINTED, maxMs: EARLY_BANNER_WAIT_MAX_MS } : null)}$1`,
      )
      // The picture first thing in the body: painted in the page's first frame, not one after the rest.
      .replace('<body>', `<body>${lastPicture(snapshotScriptFor(path, entryScript))}`)
      .replace(/\n(\s*\n)+/g, '\n');
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
// The app's modules, loaded to render the frames, can leave timers and handles behind (a jsdom window per
// route, the first view's safety net): the pages are written, so the build ends here instead of hanging on
// them (it did, in the e2e build: the pages were written and the process never exited).
process.exit(0);

/**
 * Runs before the first paint: a frame drawn for the other audience (a login stored on a tourist's page, or
 * none on a logged-in one) would be re-drawn, moved, on hydration; such a visit gets the loading screen
 * instead, or the frame drawn for its own audience where the page carries one (`other`, marked data-framed:
 * its scripts start once it has been painted, as a hydrated frame's), and the app renders over it as on any
 * other page (not hydrated).
 */
function audienceCheck(loggedIn, userKey, other) {
  const loading = JSON.stringify(other ?? LOADING_SCREEN);
  // Inside the app (its mark in the user agent, or an injected bridge that declares its platform: as
  // platform/env.ts detects it), <html data-in-app>: the frame is drawn for a browser, and what only a browser
  // shows (the step-up navbar) is hidden by CSS from the first paint, so nothing moves when the app renders
  // without it (issue 40: the in-app /furtherEducation shifted up by the navbar's height, CLS 0.059).
  return `<script>(() => {
  if (${INLINE_APP_PLATFORM}) document.documentElement.dataset.inApp = '';
  const root = document.getElementById('root');
  let login = false;
  try { login = !!JSON.parse(localStorage.getItem(${JSON.stringify(userKey)}) || 'null')?.user?.token; } catch {}
  if (login !== ${loggedIn}) { root.innerHTML = ${loading}; delete root.dataset.prerendered;${other ? " root.dataset.framed = '';" : ''} }
})();</script>`;
}

/**
 * Runs before the first paint, first in the body: the last home's picture of a returning parent, painted over
 * the page until the app has drawn the fresh one (web/src/lib/first-load/screen-snapshot.ts).
 */
function lastPicture(source) {
  return source ? inline(source) : '';
}

/** A script of the app's (a function's source) inline; it is checked, not escaped. */
function inline(source) {
  if (source.includes('</')) throw new Error('an inline script cannot contain "</"');
  return `<script>${source}</script>`;
}

/** A built stylesheet (`/assets/…css`) as a `<style>` element, marked with its address. */
function inlineStyle(href) {
  const css = readFileSync(join(outDir, href), 'utf8').trim();
  if (css.includes('</')) throw new Error(`${href}: cannot be inlined (contains "</")`);
  return `<style data-href="${href}">${css}</style>`;
}

/**
 * Asks for the scripts once the first frame has been painted: the modulepreloads (in parallel), then the
 * entry; and marks every stylesheet the page carries inline (the entry's and the screen's) with a disabled link
 * of its address, which a lazy chunk's loader (Vite's preload) finds, so it does not load it again. Disabled,
 * the link is neither downloaded nor applied: as plain links, the inlined sheets were downloaded after the
 * first paint and applied a second time, a style recalculation of the whole page (issue 40), and the entry's
 * sheet, not marked, was loaded again by the first lazy chunk that listed it. The entry's own imports (`staged`: React, the
 * data libraries, the app's core, in dependency order) are run one by one, each as a script of its own once
 * the one before has run, the entry last: as the entry's imports they all ran in one task, the longest of
 * the page (issue 40: its blocking time is counted from the frame's early paint), and apart each is a task of
 * its own, with the browser free in between. Their downloads still start together (the modulepreloads). As a module script in the head the entry ran
 * as soon as it and the stylesheets were there, and Lighthouse measured /login's first paint after the
 * entry's evaluation and hydration (hundreds of ms of a slow phone's main thread), and the downloads took
 * the line from the HTML and its stylesheets. A frame callback runs when the browser is about to paint (after
 * the stylesheets, which block rendering); the task it queues runs after that paint. The scripts wait for the
 * frame's first contentful paint (paint timing), not for any paint: a first paint without the frame's text let
 * them in before it (issue 40: Lighthouse's first contentful paint then waited for React's download), and
 * 300 ms after the first paint at most. A page opened hidden
 * (no frames), or whose frame was swapped for the loading screen (audienceCheck, just before), starts at once:
 * there the app's own render is the first thing worth waiting for; a page painting the last home's picture
 * (lastPicture) waits for that paint too, and so does a frame swapped for the other audience's (data-framed).
 * `bannerWait` (the home, whose other frame is the logged-in one): that frame's scripts also wait until the
 * page's early script says the first banner's picture has been painted, or will not be (`event`), `maxMs`
 * after the first contentful paint at most (issue 40: with the scripts on the line, the picture, the home's
 * largest paint, arrived after them).
 */
function startAfterFirstPaint(src, preloads, staged, styles, pictureId, bannerWait) {
  const mark = (suffix) => JSON.stringify(`data-${bannerWait?.event}${suffix}`);
  // Only for a picture the page's early script has said is coming, and has not painted yet.
  const waits = bannerWait
    ? `root?.dataset.framed !== undefined && document.documentElement.hasAttribute(${mark('-pending')}) && !document.documentElement.hasAttribute(${mark('')})`
    : 'false';
  return `<script>(() => {
  const add = (attrs) => {
    const el = Object.assign(document.createElement(attrs.rel ? 'link' : 'script'), attrs);
    document.head.append(el);
    return el;
  };
  const run = (scripts) => {
    const [next, ...rest] = scripts;
    if (!next) return;
    const el = add({ type: 'module', src: next, crossOrigin: '' });
    el.onload = el.onerror = () => run(rest);
  };
  const start = () => {
    for (const href of ${JSON.stringify(preloads)}) add({ rel: 'modulepreload', href, crossOrigin: '' });
    run([...${JSON.stringify(staged)}, ${JSON.stringify(src)}]);
    for (const href of ${JSON.stringify(styles)}) add({ rel: 'stylesheet', href, crossOrigin: '', disabled: true });
  };
  // A frame (hydrated, or the other audience's, rendered over: data-framed) or the last home's picture is
  // painted first; the loading screen is not worth waiting for.
  const root = document.getElementById('root');
  const framed =
    root?.dataset.prerendered || root?.dataset.framed !== undefined || document.getElementById(${JSON.stringify(pictureId)});
  if (!framed || document.visibilityState !== 'visible') return start();
  // The logged-in home's frame also waits for its first banner picture (the page's largest paint), which
  // the page's early script paints: the scripts would share the line with it. At most ${bannerWait?.maxMs ?? 0} ms more.
  let waiting = ${waits};
  let painted = false;
  let started = false;
  const go = () => {
    if (started || !painted || waiting) return;
    started = true;
    setTimeout(start, 0);
  };
  const stopWaiting = () => {
    waiting = false;
    go();
  };
  if (waiting) document.addEventListener(${JSON.stringify(bannerWait?.event ?? '')}, stopWaiting, { once: true });
  const firstPaint = () => {
    if (painted) return;
    painted = true;
    go();
    if (waiting) setTimeout(stopWaiting, ${bannerWait?.maxMs ?? 0});
  };
  // Once the frame's text or picture has been painted (first contentful paint): the browser's first paint may
  // be its background alone, and scripts started then took the main thread from the frame's text.
  try {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) firstPaint();
    }).observe({ type: 'paint', buffered: true });
  } catch {}
  // Without paint timing, or a frame that paints nothing contentful: shortly after its first paint.
  requestAnimationFrame(() => setTimeout(firstPaint, 300));
})();</script>`;
}

/** The browser globals the app's modules read when they load (the client's origin, storage, the UA). */
function installGlobals(path, userAgent) {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', {
    url: `http://localhost${path}`,
    userAgent,
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
