#!/usr/bin/env node
/**
 * `pnpm run bench:app`: the parent app as phones receive it. Serves the production build (web/dist, built
 * by the root script first) with the simulator on 127.0.0.1, exactly as `npm start` does, and runs
 * Lighthouse 12 (mobile preset: simulated slow 4G and 4× CPU) in Debian's chromium on each page, RUNS
 * times, printing the median performance score, LCP (simulated, and the one seen in the run's own timeline),
 * TBT, CLS, bytes transferred and accessibility score per page, then the bundle table of `pnpm --filter @wonder/web run size`.
 *
 * Pages: /login, /index and /downloadApp (opened from a WeChat share: WeChat's browser) as a tourist; /index,
 * /parentsCenter, /furtherEducation, /myTabClass and /growUp/studyPlan (inside the app: a native bridge that
 * answers as the app's shell does) logged in (the official persona, logged in through the simulator's admin
 * API; the browser profile gets the same stored login the app writes, and Lighthouse keeps storage between
 * runs, but each first visit starts without the answers and the home's picture an earlier run kept); and a
 * repeat visit of /index logged in (warm: the HTTP cache, the app's stored queries and the home's picture of
 * an earlier visit kept). Each page runs in its own simulator session. Targets (issue #22): performance ≥ 95,
 * LCP ≤ 1.5 s (a repeat visit ≤ 1 s), TBT ≤ 150 ms, CLS ≤ 0.02, accessibility 100.
 *
 * The floor (issue #30): the same home content built the plain way on the same stack (web/bench/floor-home: one
 * route, one call for a saved copy of the simulator's answers, rendered on the client, untuned), drawing the
 * same pictures as the app (issue #40: banner, tiles, chapter, cards, avatar, tab icons, fetched once from the
 * simulator and served beside it at the same `/__mock/img/` paths, so the largest paint of both is the banner
 * picture), is built and served here and measured in the same rounds; pages are measured round-robin (each
 * round visits every page once), so the machine's load falls alike on all, and each page's LCP, TBT,
 * main-thread work and request count are printed as ratios to the floor's. FLOOR=off leaves it out.
 *
 * Inside the app (issue #40): the main logged-in pages are measured a second time with the native bridge
 * injected (a stand-in that answers as the shell does) and printed as ratios to the same page in a browser,
 * so what the bridge handshake and the in-app startup add shows. Each page's console errors (Lighthouse's
 * errors-in-console) are counted too: a home visit logs none.
 *
 * BEFORE=<another checkout, built> measures that checkout's pages too, in the same rounds (its simulator and
 * web/dist; labels marked "· before"), so a before/after comparison comes from one interleaved run.
 *
 * RUNS=1 for a quick look; PAGES=/login,/index to choose pages (by path), SKIP='/index (repeat)' to leave some
 * out (by label: a shared machine gives a long run fewer rounds); APP_ROOT=<another checkout> measures that
 * checkout's simulator and web/dist instead (a before/after comparison on one machine); LHR_DIR=<folder> writes
 * each run's Lighthouse result there (JSON, with the LCP element, its phases, render-blocking requests and the
 * main-thread tasks, with its trace and network log) and prints each page's LCP phases.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM } from '@wonder/chromium';
import { launchSimulator } from '@wonder/mock-server/launch';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const appRoot = process.env.APP_ROOT ?? root;
const beforeRoot = process.env.BEFORE;
const BEFORE_MARK = ' · before';
/** A page's label without the before mark: the targets are the same for both. */
const unmarked = (label) => label.replace(BEFORE_MARK, '');
const RUNS = Number(process.env.RUNS ?? 3);
const LHR_DIR = process.env.LHR_DIR;
if (LHR_DIR) mkdirSync(LHR_DIR, { recursive: true });
const PAGES = [
  { path: '/login', login: false },
  { path: '/index', login: false, label: '/index (tourist)' },
  { path: '/index', login: true, label: '/index (official)' },
  { path: '/index', login: true, warm: true, label: '/index (repeat)' },
  { path: '/parentsCenter', login: true },
  { path: '/furtherEducation', login: true },
  {
    path: '/downloadApp',
    query: '?from=singlemessage',
    login: false,
    shell: 'wechat',
    label: '/downloadApp (WeChat)',
  },
  { path: '/myTabClass', login: true },
  { path: '/growUp/studyPlan', login: true, shell: 'app', label: '/growUp/studyPlan (app)' },
  // The same pages inside the app, each against its browser twin (`inBrowser`: that page's label).
  { path: '/index', login: true, shell: 'app', label: '/index (app)', inBrowser: '/index (official)' },
  {
    path: '/parentsCenter',
    login: true,
    shell: 'app',
    label: '/parentsCenter (app)',
    inBrowser: '/parentsCenter',
  },
  {
    path: '/furtherEducation',
    login: true,
    shell: 'app',
    label: '/furtherEducation (app)',
    inBrowser: '/furtherEducation',
  },
  { path: '/myTabClass', login: true, shell: 'app', label: '/myTabClass (app)', inBrowser: '/myTabClass' },
]
  .filter((p) => !process.env.PAGES || process.env.PAGES.split(',').includes(p.path))
  .filter((p) => !process.env.SKIP?.split(',').includes(p.label ?? p.path));
const WITH_FLOOR = process.env.FLOOR !== 'off';
const FLOOR_LABEL = 'floor-react (pictures)';
if (beforeRoot) {
  for (const page of [...PAGES]) {
    const label = `${page.label ?? page.path}${BEFORE_MARK}`;
    PAGES.push({
      ...page,
      before: true,
      label,
      inBrowser: page.inBrowser && `${page.inBrowser}${BEFORE_MARK}`,
    });
  }
}
if (WITH_FLOOR) PAGES.unshift({ path: '/index', floor: true, label: FLOOR_LABEL });
const TARGETS = { performance: 95, lcpMs: 1500, warmLcpMs: 1000, tbtMs: 150, cls: 0.02, accessibility: 100 };
/** Issue #40's targets, as ratios of one interleaved run: to the floor, and in the app to the browser. */
const RATIO_TARGETS = { toFloor: 1, indexMainThread: 1.5, inApp: 1.1, scoreOnTheirOwn: 95 };
/** Logged-in pages held to the floor, and the pages that must score on their own (labels). */
const HELD_TO_FLOOR = ['/index (official)', '/parentsCenter', '/myTabClass', '/furtherEducation'];
const SCORED = ['/index (tourist)', '/login'];
/** Lighthouse's mobile user agent plus the marker of the browser the page is opened in (web/src/platform/env.ts). */
const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const USER_AGENTS = {
  wechat: `${MOBILE_UA} MicroMessenger/8.0.50.2701(0x28003237) NetType/WIFI Language/zh_CN`,
  app: `${MOBILE_UA} WonderParent/2.6.0 (Android)`,
};

/**
 * Inside the app the page talks to the shell's bridge (doc 1 §5): a stand-in that answers the startup's two
 * calls as the shell does, at once, with the stored login (what e2e/support/classes-growth.ts injects).
 */
function installAppBridge(user) {
  const w = window;
  w.WonderNativeBridge = {
    platform: 'android',
    appVersion: '2.6.0',
    postMessage(json) {
      const m = JSON.parse(json);
      if (!m.method) return;
      const result =
        m.method === 'GetSystemEnvInfo'
          ? {
              appVersion: '2.6.0',
              system: 'Android',
              systemVersion: '14',
              phoneModel: 'bench',
              channel: '1',
              appDeviceId: 'bench',
              appName: 'WonderParent',
            }
          : m.method === 'GetUserData'
            ? { ...user, studentStatus: 'OFFICIAL_STUDENT' }
            : {};
      setTimeout(() => w.__wonderBridge?.dispatch({ id: m.id, result }), 0);
    },
  };
}
/** web/src/platform/storage.ts LOCAL_KEYS.user; the shape of web/src/lib/user-store.ts. */
const USER_KEY = 'wonder.user';
const SESSION_COOKIE = 'mock-session';
/** web/src/platform/storage.ts LOCAL_KEYS: what a visit keeps for the next (query-persist.ts, screen-snapshot.ts). */
const KEPT_FROM_A_VISIT = ['wonder.queryCache', 'wonder.screenSnapshot'];

/** The simulator serving the measured build (APP_ROOT's own CLI when comparing another checkout). */
async function startSimulator(checkout = appRoot) {
  const sim = await launchSimulator(['--port', '0', '--web', join(checkout, 'web', 'dist')], {
    bin: join(checkout, 'mock-server', 'bin', 'mock-server.mjs'),
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return { origin: sim.origin, stop: () => void sim.stop() };
}

async function adminLogin(origin, session) {
  const r = await fetch(`${origin}/__mock/sessions/${session}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ persona: 'official' }),
  });
  if (!r.ok) throw new Error(`admin login: ${r.status} ${await r.text()}`);
  return r.json();
}

/** What the LCP was painted on (the audit's first node: its snippet, else its selector), to know what to speed up. */
function lcpElementOf(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items.flatMap((item) => item.items ?? [item]).find((i) => i.node)?.node;
  return node ? (node.snippet ?? node.selector ?? '?').replace(/\s+/g, ' ').slice(0, 100) : 'not found';
}

/** The LCP's phases (time to first byte, resource load delay and duration, render delay), ms by phase. */
function lcpPhasesOf(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const table = items.find((i) => i.headings?.some((h) => h.key === 'phase'));
  return Object.fromEntries((table?.items ?? []).map((row) => [row.phase, row.timing]));
}

/** Main-thread time by Lighthouse's categories (script evaluation, style & layout, …), ms. */
function mainThreadByGroupOf(lhr) {
  const items = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  return Object.fromEntries(items.map((i) => [i.groupLabel ?? i.group, i.duration]));
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** The home's answers the floor draws, by a path each one's URL contains (what the app asked for /index). */
const FLOOR_ANSWERS = {
  person: '/getPersonInfo',
  unread: '/getUnReadMsgNum',
  tabs: '/getTabConfig',
  banners: '/index/banner',
  source: '/getSourceConfig',
  today: '/todayClasss',
  report: '/getReportRecord',
  poster: '/getPosterShareTask',
  showConfig: '/homePageShowConfig',
};

/** A saved copy of the simulator's answers to the logged-in home: the app's own calls, recorded once. */
async function saveFloorAnswers(origin, browserPort) {
  const session = `bench-floor-${randomUUID().slice(0, 8)}`;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${browserPort}` });
  const tab = await browser.newPage();
  await tab.goto(`${origin}/favicon.ico`);
  await browser.setCookie({ name: SESSION_COOKIE, value: session, url: origin });
  const login = await adminLogin(origin, session);
  await tab.evaluate(
    (key, l) => {
      const user = { token: l.token, userId: l.userId, time: l.time, openId: l.openId };
      localStorage.setItem(
        key,
        JSON.stringify({ user, student: { studentStatus: 'TOURIST' }, openId: l.openId }),
      );
    },
    USER_KEY,
    login,
  );
  const answers = {};
  tab.on('response', async (response) => {
    const name = Object.keys(FLOOR_ANSWERS).find((k) => response.url().includes(FLOOR_ANSWERS[k]));
    if (name && !answers[name]) answers[name] = await response.json().catch(() => undefined);
  });
  await tab.goto(`${origin}/index`);
  // Until every answer is in (a quiet network proves nothing on a loaded machine), 60 s at most.
  const until = Date.now() + 60_000;
  while (Object.keys(FLOOR_ANSWERS).some((k) => !answers[k]) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await tab.evaluate(() => localStorage.clear());
  await tab.close();
  await browser.disconnect();
  const missing = Object.keys(FLOOR_ANSWERS).filter((k) => !answers[k]);
  if (missing.length > 0) throw new Error(`floor: the home did not ask for ${missing.join(', ')}`);
  return answers;
}

/** The pictures the answers name (root-relative `/__mock/img/…`), fetched once from the simulator. */
async function floorPictures(origin, answers) {
  const paths = new Set(JSON.stringify(answers).match(/\/__mock\/img\/[\w.-]+/g) ?? []);
  const pictures = new Map();
  for (const path of paths) {
    const r = await fetch(`${origin}${path}`);
    if (!r.ok) throw new Error(`floor: ${path} answered ${r.status}`);
    pictures.set(path, { raw: Buffer.from(await r.arrayBuffer()), type: r.headers.get('content-type') });
  }
  if (pictures.size === 0) throw new Error('floor: the answers name no picture');
  return pictures;
}

/** Builds web/bench/floor-home and serves it as phones would get it: gzip, immutable assets, the answers. */
async function serveFloor(answers, pictures) {
  // Always this checkout's floor, also when APP_ROOT measures another checkout's app against it.
  const dir = join(root, 'web', 'bench', 'floor-home');
  // web's own Vite (the floor is built with the app's toolchain and versions).
  const vite = join(root, 'web', 'node_modules', '.bin', 'vite');
  const built = spawnSync(vite, ['build', '--config', 'bench/floor-home/vite.config.ts'], {
    cwd: join(root, 'web'),
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('floor: the build failed');
  const types = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
  };
  const files = new Map();
  const add = (url, raw, type, cache) =>
    files.set(url, { raw, gz: gzipSync(raw, { level: 9 }), type, cache });
  const dist = join(dir, 'dist');
  add('/index.html', readFileSync(join(dist, 'index.html')), types['.html']);
  for (const f of readdirSync(join(dist, 'assets'))) {
    add(
      `/assets/${f}`,
      readFileSync(join(dist, 'assets', f)),
      types[extname(f)] ?? 'application/octet-stream',
    );
  }
  add('/api/home.json', Buffer.from(JSON.stringify(answers)), types['.json']);
  // The simulator's own headers for them (an hour's cache), as the app gets them.
  for (const [path, picture] of pictures) add(path, picture.raw, picture.type, 'public, max-age=3600');
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://floor').pathname;
    const file = files.get(url) ?? (extname(url) ? null : files.get('/index.html'));
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const gz = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, {
      'content-type': file.type,
      'cache-control':
        file.cache ?? (url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
      vary: 'accept-encoding',
      ...(gz ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(gz ? file.gz : file.raw);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() };
}

/** A page's own tab, simulator session and stored login, kept for every round. */
async function prepare(origin, browser, page) {
  const session = `bench-${randomUUID().slice(0, 8)}`;
  const tab = await browser.newPage();
  const stored = page.login ? await adminLogin(origin, session) : null;
  if (page.shell === 'app' && stored) {
    await tab.evaluateOnNewDocument(installAppBridge, {
      token: stored.token,
      userId: stored.userId,
      time: stored.time,
    });
  }
  return { page, origin, session, stored, tab, cdp: await tab.createCDPSession(), results: [] };
}

/** One Lighthouse run of a prepared page (its cookie and storage put back first: other pages share the origin). */
async function runOnce(browser, browserPort, p, round) {
  const { page, origin, tab, cdp } = p;
  const url = `${origin}${page.path}${page.query ?? ''}`;
  // Every page keeps its tab: the one measured must be in front, or the browser does not paint it.
  await tab.bringToFront();
  if (!page.floor) {
    await tab.goto(`${origin}/favicon.ico`);
    await browser.setCookie({ name: SESSION_COOKIE, value: p.session, url: origin });
    // A first visit starts without the answers and the home's picture an earlier run kept (only the login
    // stays); a repeat visit keeps them.
    await tab.evaluate(
      (key, login, kept) => {
        for (const k of kept) localStorage.removeItem(k);
        if (!login) {
          localStorage.removeItem(key);
          return;
        }
        const user = { token: login.token, userId: login.userId, time: login.time, openId: login.openId };
        const student = { studentStatus: 'TOURIST' };
        localStorage.setItem(key, JSON.stringify({ user, student, openId: login.openId }));
      },
      USER_KEY,
      p.stored,
      page.warm ? [] : KEPT_FROM_A_VISIT,
    );
  }
  if (page.warm) {
    // A repeat visit: an earlier one filled the HTTP cache and the app's stored queries.
    await tab.goto(url, { waitUntil: 'networkidle0' });
  } else {
    // Keeping storage (below) keeps the HTTP cache too: empty it so every run is a first visit.
    await cdp.send('Network.clearBrowserCache');
  }
  const runner = await lighthouse(
    url,
    {
      port: browserPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Keep the stored login and the session cookie (the cache is emptied above for a first visit).
      disableStorageReset: true,
      ...(page.shell ? { emulatedUserAgent: USER_AGENTS[page.shell] } : {}),
    },
    undefined,
    tab,
  );
  const { lhr } = runner;
  if (lhr.runtimeError)
    console.error(`${page.label ?? page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (LHR_DIR) {
    const name = `${(page.label ?? page.path).replace(/[^a-z0-9]+/gi, '_')}-${round + 1}.json`;
    writeFileSync(join(LHR_DIR, name), JSON.stringify(lhr));
    const trace = runner.artifacts?.Trace ?? runner.artifacts?.traces?.defaultPass;
    if (trace) writeFileSync(join(LHR_DIR, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
    // The network log beside it: with the trace, Lighthouse's simulation can be re-run on them offline.
    const log = runner.artifacts?.DevtoolsLog ?? runner.artifacts?.devtoolsLogs?.defaultPass;
    if (log) writeFileSync(join(LHR_DIR, name.replace(/\.json$/, '.devtools.json')), JSON.stringify(log));
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const observedLcp = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN;
  p.results.push({
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    observedLcpMs: observedLcp,
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    transferKb: audit('total-byte-weight') / 1024,
    mainThreadMs: audit('mainthread-work-breakdown'),
    requests: requests.length,
    // Started before the largest paint, in the run's own (unthrottled) timeline.
    requestsBeforeLcp: requests.filter((r) => (r.networkRequestTime ?? r.startTime) < observedLcp).length,
    finalUrl: lhr.finalDisplayedUrl,
    lcpElement: lcpElementOf(lhr),
    lcpPhases: lcpPhasesOf(lhr),
    mainByGroup: mainThreadByGroupOf(lhr),
    fcpMs: audit('first-contentful-paint'),
    consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).map((i) =>
      String(i.description ?? i.source ?? '?').slice(0, 140),
    ),
  });
}

/** The median of each key over the runs (a key missing in a run counts 0). */
function medianOfEach(records) {
  const keys = new Set(records.flatMap((r) => Object.keys(r)));
  return Object.fromEntries([...keys].map((k) => [k, median(records.map((r) => r[k] ?? 0))]));
}

function summary(p) {
  const { page, results } = p;
  const pick = (k) => median(results.map((r) => r[k]));
  return {
    label: page.label ?? page.path,
    floor: Boolean(page.floor),
    inBrowser: page.inBrowser,
    lcpTarget: page.warm ? TARGETS.warmLcpMs : TARGETS.lcpMs,
    performance: pick('performance'),
    lcpMs: pick('lcpMs'),
    observedLcpMs: pick('observedLcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    transferKb: pick('transferKb'),
    accessibility: pick('accessibility'),
    mainThreadMs: pick('mainThreadMs'),
    requests: pick('requests'),
    requestsBeforeLcp: pick('requestsBeforeLcp'),
    finalPath: new URL(results[0].finalUrl).pathname,
    lcpElement: results.at(-1).lcpElement,
    lcpPhases: medianOfEach(results.map((r) => r.lcpPhases)),
    mainByGroup: medianOfEach(results.map((r) => r.mainByGroup)),
    fcpMs: pick('fcpMs'),
    // Every run's, once each: one is one too many.
    consoleErrors: [...new Set(results.flatMap((r) => r.consoleErrors))],
  };
}

const sim = await startSimulator();
const beforeSim = beforeRoot ? await startSimulator(beforeRoot) : null;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM.executablePath,
  chromeFlags: ['--headless=new', ...CHROMIUM.args],
});
let floor = null;
const rows = [];
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  if (WITH_FLOOR) {
    const answers = await saveFloorAnswers(sim.origin, chrome.port);
    floor = await serveFloor(answers, await floorPictures(sim.origin, answers));
  }
  const prepared = [];
  for (const page of PAGES)
    prepared.push(
      await prepare(page.floor ? floor.origin : page.before ? beforeSim.origin : sim.origin, browser, page),
    );
  // Round-robin: every page once per round, so a change in the machine's load falls on all of them alike.
  for (let round = 0; round < RUNS; round += 1) {
    for (const p of prepared) {
      await runOnce(browser, chrome.port, p, round);
      console.error(`round ${round + 1}: measured ${p.page.label ?? p.page.path}`);
    }
  }
  for (const p of prepared) rows.push(summary(p));
  for (const p of prepared) await p.tab.close();
  await browser.disconnect();
} finally {
  await chrome.kill();
  sim.stop();
  beforeSim?.stop();
  floor?.stop();
}

/** Wide enough for the longest label (an in-app page's before twin). */
const LABEL_WIDTH = 36;
const pad = (v, n) => String(v).padStart(n);
const flag = (ok) => (ok ? ' ' : '!');
console.log(`\nLighthouse 12, mobile preset (simulated slow 4G, 4x CPU), median of ${RUNS} run(s) per page`);
console.log(
  `${'page'.padEnd(LABEL_WIDTH)}${pad('perf', 6)}${pad('LCP ms', 9)}${pad('seen', 6)}${pad('TBT ms', 8)}${pad('CLS', 7)}${pad('kB', 7)}${pad('a11y', 6)}  landed on`,
);
for (const r of rows) {
  console.log(
    `${r.label.padEnd(LABEL_WIDTH)}${pad(r.performance, 5)}${flag(r.performance >= TARGETS.performance)}` +
      `${pad(Math.round(r.lcpMs), 8)}${flag(r.lcpMs <= r.lcpTarget)}${pad(Math.round(r.observedLcpMs), 6)}` +
      `${pad(Math.round(r.tbtMs), 7)}` +
      `${flag(r.tbtMs <= TARGETS.tbtMs)}` +
      `${pad(r.cls.toFixed(3), 6)}${flag(r.cls <= TARGETS.cls)}${pad(Math.round(r.transferKb), 7)}` +
      `${pad(r.accessibility, 5)}${flag(r.accessibility >= TARGETS.accessibility)}  ${r.finalPath}`,
  );
}
console.log(
  "seen: the largest paint in the run's own timeline (unthrottled; Lighthouse's observed value). The simulated LCP of a page painted from its HTML moves by up to 1.7 s between runs of one build (/downloadApp: 0.75–2.5 s), its seen one does not.",
);
for (const r of rows) console.log(`LCP element, ${r.label}: ${r.lcpElement}`);
const floorRow = rows.find((r) => r.floor);
const byLabel = new Map(rows.map((r) => [r.label, r]));
// Ratios from the same rounds: what this machine's load does to both sides cancels out.
const ratioOf = (v, f) => (f > 0 ? v / f : Number.NaN);
const showRatio = (x, max) => `${Number.isFinite(x) ? `${x.toFixed(2)}×` : '—'}${flag(!(x > max))}`;
if (floorRow) {
  console.log(`\nAgainst ${FLOOR_LABEL} (same rounds; ratio = page / floor; '!' = over its target)`);
  console.log(
    `${'page'.padEnd(LABEL_WIDTH)}${pad('LCP', 9)}${pad('TBT', 9)}${pad('main ms', 9)}${pad('main', 8)}${pad('req', 5)}${pad('req<LCP', 9)}`,
  );
  for (const r of rows) {
    const held = HELD_TO_FLOOR.includes(unmarked(r.label));
    const mainMax =
      unmarked(r.label) === '/index (official)' ? RATIO_TARGETS.indexMainThread : Number.POSITIVE_INFINITY;
    const lcpMax = held ? RATIO_TARGETS.toFloor : Number.POSITIVE_INFINITY;
    console.log(
      `${r.label.padEnd(LABEL_WIDTH)}${pad(showRatio(ratioOf(r.lcpMs, floorRow.lcpMs), lcpMax), 9)}` +
        `${pad(showRatio(ratioOf(r.tbtMs, floorRow.tbtMs), lcpMax), 9)}` +
        `${pad(Math.round(r.mainThreadMs), 9)}${pad(showRatio(ratioOf(r.mainThreadMs, floorRow.mainThreadMs), mainMax), 8)}` +
        `${pad(r.requests, 5)}${pad(r.requestsBeforeLcp, 9)}`,
    );
  }
  console.log(
    `targets (issue #40): ${HELD_TO_FLOOR.join(', ')}: LCP and TBT <= ${RATIO_TARGETS.toFloor.toFixed(2)}× the floor; ` +
      `/index (official) main-thread work <= ${RATIO_TARGETS.indexMainThread}×`,
  );
}
const inApp = rows.filter((r) => r.inBrowser && byLabel.has(r.inBrowser));
if (inApp.length > 0) {
  console.log('\nInside the app against the same page in a browser (same rounds; ratio = app / browser)');
  console.log(
    `${'page'.padEnd(LABEL_WIDTH)}${pad('LCP ms', 8)}${pad('LCP', 9)}${pad('TBT ms', 8)}${pad('TBT', 9)}`,
  );
  for (const r of inApp) {
    const b = byLabel.get(r.inBrowser);
    console.log(
      `${r.label.padEnd(LABEL_WIDTH)}${pad(Math.round(r.lcpMs), 8)}${pad(showRatio(ratioOf(r.lcpMs, b.lcpMs), RATIO_TARGETS.inApp), 9)}` +
        `${pad(Math.round(r.tbtMs), 8)}${pad(showRatio(ratioOf(r.tbtMs, b.tbtMs), RATIO_TARGETS.inApp), 9)}`,
    );
  }
  console.log(`target (issue #40): in the app LCP and TBT <= ${RATIO_TARGETS.inApp}× the browser's`);
}
const scored = rows.filter((r) => SCORED.includes(unmarked(r.label)));
if (scored.length > 0) {
  console.log(
    `scores (target >= ${RATIO_TARGETS.scoreOnTheirOwn}): ${scored.map((r) => `${r.label} ${r.performance}${flag(r.performance >= RATIO_TARGETS.scoreOnTheirOwn)}`).join(', ')}`,
  );
}
// Where each page's LCP and main thread went (medians): TTFB, the picture's load delay and time, the render delay.
console.log('\nLCP phases ms (median) and main-thread ms by category (median)');
for (const r of rows) {
  const phases = Object.entries(r.lcpPhases)
    .map(([k, v]) => `${k} ${Math.round(v)}`)
    .join(', ');
  const main = Object.entries(r.mainByGroup)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${Math.round(v)}`)
    .join(', ');
  console.log(`${r.label}: FCP ${Math.round(r.fcpMs)}; ${phases || 'no phases'}\n  main: ${main}`);
}
const noisy = rows.filter((r) => r.consoleErrors.length > 0);
console.log(
  noisy.length === 0
    ? '\nconsole errors: none on any page'
    : `\nconsole errors (target: none):\n${noisy.map((r) => `  ${r.label}: ${r.consoleErrors.join(' | ')}`).join('\n')}`,
);
console.log(
  `targets: performance >= ${TARGETS.performance}, LCP <= ${TARGETS.lcpMs} ms (repeat visit <= ${TARGETS.warmLcpMs} ms), TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}, accessibility ${TARGETS.accessibility} ('!' = missed)\n`,
);
spawnSync('pnpm', ['--filter', '@wonder/web', 'run', '--silent', 'size'], { stdio: 'inherit', cwd: appRoot });
