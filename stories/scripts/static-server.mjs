/**
 * A tiny static file server for storybook-static/ on 127.0.0.1 at a free port (node:http only, so no
 * extra dependency). Used by the test-runner script and the screenshot script.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const staticDir = join(packageDir, 'storybook-static');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.map': 'application/json',
};

/** What a static Storybook is built from: a file here newer than the build means the build is stale. */
export const SOURCE_ROOTS = [
  'web/src',
  'stories/src',
  'stories/.storybook',
  'fixtures/src',
  'fixtures/pictures',
  'contracts/src',
];

/** The most recently changed file below `roots` (relative to `repoDir`), or null when there is none. */
export function newestSource(repoDir, roots = SOURCE_ROOTS) {
  /** @type {{ path: string; mtimeMs: number }[]} */
  const files = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push({ path, mtimeMs: statSync(path).mtimeMs });
    }
  };
  for (const root of roots) walk(join(repoDir, root));
  return files.reduce((newest, f) => (newest && newest.mtimeMs >= f.mtimeMs ? newest : f), null);
}

/**
 * Exits unless storybook-static/ exists and is newer than every source it is built from: a run over a stale
 * build would compare the old code's pictures with the baselines and pass or fail for the wrong reason
 * (`pnpm run test:stories` builds first; a filtered `pnpm --filter @wonder/stories test <file>` does not).
 */
export function assertBuilt() {
  const index = join(staticDir, 'index.json');
  if (!existsSync(index)) {
    console.error(
      `No static Storybook in ${staticDir}: run the build first (pnpm --filter @wonder/stories build).`,
    );
    process.exit(1);
  }
  const newest = newestSource(resolve(packageDir, '..'));
  if (newest && newest.mtimeMs > statSync(index).mtimeMs) {
    console.error(
      `The static Storybook is older than ${newest.path}: build it again (pnpm --filter @wonder/stories build).`,
    );
    process.exit(1);
  }
}

/** Largest JSON body an `api` route reads (the review's approve and reject calls are a few hundred bytes). */
const MAX_BODY = 64 * 1024;

function readJson(request) {
  return new Promise((resolvePromise, reject) => {
    let size = 0;
    const chunks = [];
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new Error('body: larger than 64 kB'));
      else chunks.push(chunk);
    });
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolvePromise(text ? JSON.parse(text) : {});
      } catch {
        reject(new Error('body: not JSON'));
      }
    });
    request.on('error', reject);
  });
}

/** Answers an `api` route: its handler's { status, body } as JSON; a thrown error is the caller's (400). */
async function answerApi(handler, request, response) {
  let status = 200;
  let body;
  try {
    ({ status = 200, body } = await handler(await readJson(request)));
  } catch (error) {
    status = 400;
    body = { error: error instanceof Error ? error.message : String(error) };
  }
  response.writeHead(status, { 'content-type': TYPES['.json'], 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

/**
 * Serve a built Storybook (storybook-static by default); resolves with { url, close }. `answers` maps a
 * path to a JSON body served instead of a file (the test-runner's own index, scripts/runner-index.mjs);
 * `alias` is a path prefix served as the root (so that index's Storybook links still open); `api` maps
 * `METHOD /path` to a handler of the request's JSON body resolving with { status, body } (the served review's
 * approve and reject); `port` 0 is a free one; `index` the page a folder answers.
 */
export function serveStatic(
  root = staticDir,
  { answers = {}, alias, api = {}, port = 0, index = 'index.html' } = {},
) {
  const server = createServer((request, response) => {
    let pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const handler = api[`${request.method} ${pathname}`];
    if (handler) {
      void answerApi(handler, request, response);
      return;
    }
    if (Object.hasOwn(answers, pathname)) {
      response.writeHead(200, { 'content-type': TYPES['.json'] });
      response.end(JSON.stringify(answers[pathname]));
      return;
    }
    if (alias && pathname.startsWith(`${alias}/`)) pathname = pathname.slice(alias.length);
    let file = normalize(join(root, pathname));
    // Never serve outside the build folder.
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, index);
    if (!existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const body = readFileSync(file);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    // Chromium's media stack asks a video for byte ranges and seeks with them, as any web server answers
    // them: a story's video (the home card's, the teacher's) then plays and seeks in the served Storybook as
    // it does in the app (the visual capture shows posters, .storybook/visual-capture.ts).
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, body.length - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), body.length - 1) : body.length - 1;
      if (start > end || start >= body.length) {
        response.writeHead(416, { 'content-range': `bytes */${body.length}` }).end();
        return;
      }
      response.writeHead(206, {
        'content-type': type,
        'accept-ranges': 'bytes',
        'content-range': `bytes ${start}-${end}/${body.length}`,
      });
      response.end(body.subarray(start, end + 1));
      return;
    }
    response.writeHead(200, { 'content-type': type, 'accept-ranges': 'bytes' });
    response.end(body);
  });
  return new Promise((resolvePromise) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolvePromise({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}
