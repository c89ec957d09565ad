/**
 * The validating proxy against a hostile real service (issue 31 item 2), a node:http server on 127.0.0.1: a
 * 100 MB answer, a gzip bomb (100 MB of spaces in ~100 kB of gzip), an endless fast stream and an endless trickle. Each
 * call answers 502 in the host's envelope — the first three at the byte cap (counted after decompression), the
 * trickle at the endpoint's timeout, body included — and the process's memory does not follow the answers.
 */
import { execFileSync } from 'node:child_process';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ALL_ENDPOINTS, type AnyEndpoint } from '@wonder/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { SESSION_CAPS } from '../src/caps';
import { DEFAULT_PROXY_MAX_BYTES, parseProxyTargets } from '../src/proxy';
import { DriftReport } from '../src/proxy/drift-report';
import { headersFor } from './support/app';

const MB = 1024 * 1024;
/** A short client timeout for this test's copy of the endpoint, so the trickle case takes a second. */
const TIMEOUT_MS = 1200;
const PREFIXES = {
  ...(ALL_ENDPOINTS.find((e) => e.id === 'app.getCountryMobilePrefixs') as AnyEndpoint),
  timeoutMs: TIMEOUT_MS,
};
const CHUNK = Buffer.alloc(64 * 1024, ' ');

/** gzip of `mb` MB of spaces: one gzip member of 1 MB repeated (a gzip stream may hold several), ~1 kB each. */
function gzipBomb(mb: number): Buffer {
  const member = gzipSync(Buffer.alloc(MB, ' '), { level: 9 });
  return Buffer.concat(Array(mb).fill(member));
}

/** Write chunks as fast as the client reads, until `total` bytes or the client goes away. */
function stream(res: ServerResponse, total: number, every = 0): void {
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  const closed = () => res.destroyed || res.writableEnded;
  res.on('close', () => clearTimeout(timer));
  const pump = () => {
    while (!closed() && sent < total) {
      const chunk = every ? CHUNK.subarray(0, 16) : CHUNK;
      sent += chunk.length;
      if (every) {
        res.write(chunk);
        timer = setTimeout(pump, every);
        return;
      }
      if (!res.write(chunk)) {
        res.once('drain', pump);
        return;
      }
    }
    if (!closed()) res.end();
  };
  pump();
}

let upstream: Server;
let app: FastifyInstance;
let bomb: Buffer;

beforeAll(async () => {
  bomb = gzipBomb(100);
  upstream = createServer((req, res) => {
    const kind = req.headers['x-upstream-kind'];
    if (kind === 'gzip-bomb') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(bomb);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    if (kind === 'big') stream(res, 100 * MB);
    else if (kind === 'endless') stream(res, Number.POSITIVE_INFINITY);
    else if (kind === 'trickle') stream(res, Number.POSITIVE_INFINITY, 100);
    else res.end('{"code":"00000000","message":"ok","data":[]}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  app = await buildApp({
    endpoints: ALL_ENDPOINTS.map((e) => (e.id === PREFIXES.id ? PREFIXES : e)),
    proxy: parseProxyTargets([`app=${url}`]),
  });
});
afterAll(async () => {
  await app?.close();
  upstream?.closeAllConnections();
  upstream?.close();
});

const call = (kind: string) =>
  app.inject({
    method: PREFIXES.method,
    url: `/app${PREFIXES.path}`,
    headers: { ...headersFor(PREFIXES), 'x-mock-session': 'proxy-limits', 'x-upstream-kind': kind },
  });

describe('the validating proxy against a hostile real service', () => {
  it('cuts 100 MB, a gzip bomb and an endless stream at the byte cap, and a trickle at the timeout', async () => {
    expect((await call('ok')).statusCode).toBe(200);
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 20);
    try {
      for (const kind of ['big', 'gzip-bomb', 'endless', 'trickle']) {
        const started = Date.now();
        const r = await call(kind);
        const took = Date.now() - started;
        expect(r.statusCode, kind).toBe(502);
        const body = r.json() as { code: string; message: string };
        expect(body.code, kind).toBe('502');
        expect(body.message, kind).toMatch(
          kind === 'trickle'
            ? /did not answer: .*(timeout|aborted)/i
            : new RegExp(`answered more than ${DEFAULT_PROXY_MAX_BYTES} bytes`),
        );
        // Answered within the endpoint's timeout (plus the scheduling slack of a shared machine).
        expect(took, kind).toBeLessThan(TIMEOUT_MS + 2000);
      }
    } finally {
      clearInterval(sampler);
    }
    expect((rssPeak - rssBefore) / MB).toBeLessThan(100);
  });
});

describe('the drift report and large drifting answers (issue 39 item 3)', () => {
  it('keeps a short excerpt of each, never the answer: heap growth after 6 answers of 9.9 MB', {
    timeout: 120_000,
  }, () => {
    const script = fileURLToPath(new URL('./support/drift-heap.ts', import.meta.url));
    const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', script, '6'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
    });
    const r = JSON.parse(out.trim().split('\n').pop() as string) as {
      answers: number;
      entries: number;
      longestGot: number;
      keptBytes: number;
      heapGrowthMb: number;
    };
    expect(r.answers).toBe(6);
    expect(r.entries).toBe(6);
    expect(r.longestGot).toBeLessThanOrEqual(120);
    expect(r.keptBytes).toBeLessThanOrEqual(SESSION_CAPS.driftBytes);
    // Before: about 10 MB an answer (each excerpt a slice of its answer's text).
    expect(r.heapGrowthMb).toBeLessThan(5);
  });

  it('holds at most its byte budget, the least recently seen entries going first', () => {
    const report = new DriftReport(500, 4096);
    const e = ALL_ENDPOINTS.find((x) => x.id === 'app.getCountryMobilePrefixs') as AnyEndpoint;
    for (let i = 0; i < 50; i++)
      report.add(e, [{ path: `reply.data.f${i}`, expected: 'e'.repeat(1000), got: 'g'.repeat(1000) }]);
    expect(report.keptBytes).toBeLessThanOrEqual(4096);
    const kept = report.list();
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((x) => x.expected.length <= 301 && x.got.length <= 301)).toBe(true);
    expect(kept.map((x) => x.path)).toContain('reply.data.f49');
    expect(kept.map((x) => x.path)).not.toContain('reply.data.f0');
  });
});
