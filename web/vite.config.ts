import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions, runnerImport } from 'vite';
import { compression } from 'vite-plugin-compression2';

// Vite's config loader leaves packages to Node, which cannot load a workspace package's TypeScript sources:
// the host table comes through its package entry on Vite's module runner (about 0.1 s), with no config of
// its own (this file would load itself).
const { module: hostTable } = await runnerImport<typeof import('@wonder/contracts/hosts')>(
  '@wonder/contracts/hosts',
  { root: import.meta.dirname, configFile: false, logLevel: 'silent' },
);
const { HOST_IDS } = hostTable;
const { module: errorReports } = await runnerImport<typeof import('@wonder/contracts/error-reports')>(
  '@wonder/contracts/error-reports',
  { root: import.meta.dirname, configFile: false, logLevel: 'silent' },
);
// The simulator's error-reporting service (doc 1 §7), where the app's error reports go in dev too.
const ERROR_REPORTS_SEGMENT = errorReports.ERROR_REPORTS.prefix.slice(1);
const { module: appTexts } = await runnerImport<typeof import('./src/texts/app')>('./src/texts/app.ts', {
  root: import.meta.dirname,
  configFile: false,
  logLevel: 'silent',
});

/**
 * The meta description of every page from the text catalogue (`texts.app.description`): index.html gets it,
 * and so does each prerendered page, built from it (scripts/prerender.mjs). Search results and shared links
 * read it; Lighthouse's SEO check fails a page without one.
 */
const metaDescription = {
  name: 'wonder-meta-description',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { name: 'description', content: appTexts.texts.app.description },
      injectTo: 'head' as const,
    },
  ],
};

/**
 * Modes: `production` (the shipped build: no debug console, no simulated shell), `pre` (pre-release:
 * production-like bundle with the debug tooling), `test` and `development`.
 * The app calls the simulator on its own origin: the simulator serves the built app (`mock-server --web`),
 * and in dev Vite proxies every host prefix and `/__mock` to the simulator (below).
 */

/**
 * Dev server → simulator. `pnpm dev` (scripts/dev.mjs) starts one and sets SIMULATOR_URL; otherwise
 * http://127.0.0.1:4010, where `pnpm --filter @wonder/mock-server start` listens. The prefixes come from the
 * contracts' host table, matched as whole path segments (`/app/…`, not `/apple`). The Host header is kept
 * (no changeOrigin), so the browser sees one origin: the `mock-session` cookie and `/__mock/hosts` work as in
 * the production serve.
 */
const SIMULATOR_URL = process.env.SIMULATOR_URL ?? 'http://127.0.0.1:4010';
// `/<host id>` is the simulator's layout (simulatorPrefix; scripts/test/dev-server.test.ts checks every host).
const SIMULATOR_PATHS = `^/(?:${[...HOST_IDS, '__mock', ERROR_REPORTS_SEGMENT].join('|')})(?:[/?]|$)`;
/** Pages the simulator serves itself (everything under /__mock), which a browser's navigation must reach. */
const SIMULATOR_PAGES = /^\/__mock(?:[/?]|$)/;
const simulatorProxy: ProxyOptions = {
  target: SIMULATOR_URL,
  // A page navigation (the app's own /evaluation/* routes share the evaluation host's prefix) is Vite's, but for
  // the simulator's own pages: /__mock/ (the control page) and /__mock/docs open in a browser as the README says.
  bypass: (req) =>
    req.headers.accept?.includes('text/html') && !SIMULATOR_PAGES.test(req.url ?? '') ? req.url : undefined,
  // The simulator's `reset` fault destroys the socket: the browser must see a network failure, as in the
  // production serve, rather than the 502 Vite answers when a proxied request fails.
  configure: (proxy) => proxy.on('error', (_error, _req, res) => void res.destroy()),
};

/** One pattern matching what any of `patterns` matches. */
const anyOf = (...patterns: RegExp[]) => new RegExp(patterns.map((p) => p.source).join('|'));

/**
 * What every route loads before it renders, whichever it is, in TWO chunks:
 * - `libs`: React, react-dom, react-router, TanStack Query (not its persister and hydration: the query persister,
 *   lib/first-load/query-persist.ts, loads after the first frame in a chunk of its own with them), zod/mini and ky;
 * - `app-core`: the app's shell, routes and startup (app/), without what they load on demand (the update dialog,
 *   the debug console), and the app's own shared layers (contracts, lib, domain, platform, texts), with the
 *   contracts' shapes and calls that several families carry (contracts/src/{entities,endpoints}/shared.ts):
 *   split by which screens share them, every new feature would add another small chunk, and a request, to every
 *   first load. Out of them: the debug console (lazy, non-production only); the parts only feature screens use
 *   (the screens' shared blocks, the configured-item redirect, event tracking, phone masking, the invite config,
 *   the step-up activity period and its Beijing dates), which stay off the routes that do not need them; the
 *   error table (domain/error-policy.ts: main.tsx loads it with the first failed answer); the error-reporting
 *   SDK's setup (lib/error-reports.ts loads it after the first paint); and the query persister. The popup deferral
 *   (lib/first-load/deferred.tsx, 0.2 kB) and the external addresses are in it: used by the login, the home, the
 *   parent centre and the step-up pages, apart they were a request of their own.
 * main.tsx stays the entry chunk alone, a small one: its address names the build (lib/first-load/screen-snapshot.ts
 * keeps a home's picture for the build that drew it, and the HTML knows the entry's address).
 *
 * Why two (issue 40, docs/measurements.md, stop 55): a phone on HTTP/1.1 fetches at most six files at once, each
 * on a connection of its own that starts slow, and the first render waits for the last of them. As four chunks
 * (React, data, app-core, entry) React's arrived last, sharing the line with the others and the early calls. As
 * one, the first render came sooner, but the phone evaluated it in one task half again as long as the longest
 * before (193 against 130 ms at 4x CPU). Two evaluate in two tasks no longer than before (135 ms), and a release
 * that changes only the app's code leaves the libraries' chunk in a returning phone's cache.
 */
const LIBS = anyOf(
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|zod|ky)[\\/]/,
  /node_modules[\\/]@tanstack[\\/](?!\S*(?:persist|hydration))/,
);
const APP_CORE = anyOf(
  /[\\/]web[\\/]src[\\/]app[\\/](?!DebugHost|shell[\\/]UpgradeDialog)/,
  /[\\/]antd-mobile[\\/]es[\\/]utils[\\/]unstable-render\.js$/,
  /[\\/]contracts[\\/]src[\\/](?:entities|endpoints)[\\/]shared\.ts$/,
  /[\\/]web[\\/]src[\\/](texts|platform(?![\\/](debug|links))|lib(?![\\/](blocks|tracking|error-reports-sentry|track-events|first-load[\\/](tracking-queue|track-later|query-persist)))|domain(?![\\/](error-policy|redirect|mask-phone|invite-config|higher-level-period|beijing-time|present-id|session-logout)))[\\/]/,
);

/** Chunks by what loads together; the login route stays a small lazy chunk of its own code plus its crypto. */
const CHUNK_GROUPS = [
  { name: 'libs', test: LIBS },
  { name: 'app-core', test: APP_CORE },
  // Only the login screen encrypts (RSA phone/password, AES captcha point): never in the entry chunk.
  { name: 'login-crypto', test: /node_modules[\\/](jsencrypt|crypto-js)[\\/]/ },
  // antd-mobile's still parts (its utilities and global styles, Button, DotLoading) in one chunk of
  // their own: left to the bundler they sat in the chunks of its Dialog and of its animation library, so a
  // screen with one Button loaded the animation and gesture libraries too (27 kB gzip on /furtherEducation).
  {
    name: 'antd-still',
    test: /node_modules[\\/](antd-mobile[\\/]es[\\/](global|components[\\/](button|dot-loading)|utils[\\/](native-props|with-default-props|validate|attach-properties-to-component|generate-int-array|can-use-dom)\.js)|classnames)[\\/]?/,
  },
  // antd-mobile's popup layer (its utilities, Mask, Popup, CenterPopup, Dialog, Toast) with the animation and
  // gesture libraries it pulls in, in one chunk: left to the bundler they were six chunks and six stylesheets
  // (the step-up entrance routes went over their request budget). The age selection loads 11 kB more for it.
  {
    name: 'antd-motion',
    test: /node_modules[\\/](antd-mobile[\\/]es[\\/](utils|locales|components[\\/](mask|popup|center-popup|dialog|toast|config-provider|auto-center|image|safe-area|spin-loading))|antd-mobile-icons|@react-spring[\\/][^\\/]+|ahooks)[\\/]/,
  },
];

/**
 * antd-mobile renders its imperative APIs (Toast.show, Dialog.confirm) with rc-util's legacy render unless it is
 * given one, and React 19 needs ours (src/lib/antd-react19.ts, installed by main.tsx before anything renders):
 * the legacy one never runs, yet it and Babel's async runtime were in every first load (3.1 kB gzip). Its
 * module is answered with a stub that fails loudly instead (src/lib/antd-legacy-render.ts).
 */
const noLegacyAntdRender: Plugin = {
  name: 'wonder:no-legacy-antd-render',
  enforce: 'pre',
  resolveId(source, importer) {
    if (
      source === './render' &&
      importer &&
      /antd-mobile[\\/]es[\\/]utils[\\/]unstable-render\.js$/.test(importer)
    )
      return fileURLToPath(new URL('./src/lib/antd-legacy-render.ts', import.meta.url));
    return null;
  },
};

/**
 * react-router's package entries are its development build (its dev warnings on, `ENABLE_DEV_WARNINGS = true`,
 * whatever the bundler's conditions): a build takes its production one, the same code without them.
 */
const reactRouter = dirname(
  createRequire(createRequire(import.meta.url).resolve('react-router-dom/package.json')).resolve(
    'react-router/package.json',
  ),
);
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: join(reactRouter, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouter, 'dist/production/dom-export.mjs') },
];

/** Names this build: the answers a returning parent sees again (src/lib/first-load/query-persist.ts) are only this build's. */
const BUILD_ID = process.env.VITE_BUILD_ID ?? Date.now().toString(36);

export default defineConfig(({ command }) => ({
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(BUILD_ID) },
  resolve: { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] },
  plugins: [
    noLegacyAntdRender,
    react(),
    metaDescription,
    // Brotli and gzip twins of every text asset, served by the simulator by accept-encoding (preCompressed),
    // so phones get compressed files without the server spending CPU per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|webmanifest)$/,
      threshold: 1024,
    }),
  ],
  build: {
    outDir: 'dist',
    // The bundle budgets (scripts/bundle-analysis.mjs) read which chunks each route needs from it.
    manifest: true,
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: CHUNK_GROUPS.map((g, i) => ({ ...g, priority: CHUNK_GROUPS.length - i })),
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, proxy: { [SIMULATOR_PATHS]: simulatorProxy } },
  preview: { host: '127.0.0.1', port: 4173 },
}));
