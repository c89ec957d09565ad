/**
 * Serving the built app (--web): pre-compressed twins by accept-encoding, cache headers by kind of file,
 * the SPA fallback only for page paths, and compressed JSON replies above the threshold.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { endpoints } from '@wonder/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE, SHORT } from '../src/web/serve-web';
import { testApp } from './support/app';

const INDEX = '<!doctype html><title>Wonder家长</title><div id="root"></div>'.repeat(40);
const LOGIN_PAGE =
  '<!doctype html><title>Wonder家长</title><div id="root" data-prerendered="/login"><h1>欢迎</h1></div>'.repeat(
    20,
  );
const STUDY_PLAN_PAGE = LOGIN_PAGE.replaceAll('/login', '/growUp/studyPlan');
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let dir = '';
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wp-web-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'login'));
  mkdirSync(join(dir, 'growUp', 'studyPlan'), { recursive: true });
  const twin = (file: string, body: string) => {
    writeFileSync(join(dir, file), body);
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(body));
    writeFileSync(join(dir, `${file}.gz`), gzipSync(body));
  };
  twin('index.html', INDEX);
  twin('assets/index-Ab12Cd34.js', SCRIPT);
  twin('login/index.html', LOGIN_PAGE);
  twin('growUp/studyPlan/index.html', STUDY_PLAN_PAGE);
  writeFileSync(join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  app = await testApp({ webDir: dir });
});

afterAll(async () => {
  await app?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('serving the built app', () => {
  it('sends the brotli twin of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const r = await app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to gzip-only clients and the plain file to the rest', async () => {
    const gz = await app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers page paths with index.html, never cached without revalidation', async () => {
    for (const url of ['/', '/index', '/parentsCenter?classHourType=1']) {
      const r = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['cache-control'], url).toBe(REVALIDATE);
      expect(brotliDecompressSync(r.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('answers a prerendered route with its own page (compressed, revalidated), and its neighbours with index.html', async () => {
    const cases = [
      ['/login', LOGIN_PAGE],
      ['/login/?redirect=%2Findex', LOGIN_PAGE],
      ['/growUp/studyPlan?enter=1', STUDY_PLAN_PAGE],
      ['/growUp/situation', INDEX],
      ['/loginx', INDEX],
    ] as const;
    for (const [url, page] of cases) {
      const r = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['cache-control'], url).toBe(REVALIDATE);
      expect(brotliDecompressSync(r.rawPayload).toString(), url).toBe(page);
    }
  });

  it('answers a page navigation under a host prefix (/evaluation/result) with the app, an API call with JSON', async () => {
    const page = await app.inject({ url: '/evaluation/result', headers: { accept: 'text/html,*/*' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(INDEX);
    const api = await app.inject({ url: '/evaluation/result', headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
  });

  it('serves the favicon as itself and answers a missing file 404, not the page', async () => {
    const icon = await app.inject({ url: '/favicon.ico' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe(SHORT);
    expect(icon.rawPayload).toEqual(Buffer.from([0, 0, 1, 0]));
    const missing = await app.inject({ url: '/robots.txt' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>');
  });

  it('compresses a JSON reply above 1 KB for a client that asks, and leaves small ones alone', async () => {
    const list = endpoints.shell.tabConfig;
    const big = await app.inject({
      url: `/${list.host}${list.path}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(big.statusCode).toBe(200);
    const raw = big.headers['content-encoding'] === 'gzip' ? gunzipSync(big.rawPayload) : big.rawPayload;
    const size = raw.length;
    expect(big.headers['content-encoding']).toBe(size > 1024 ? 'gzip' : undefined);
    expect(JSON.parse(raw.toString()).code).toBe('00000000');
    const small = await app.inject({
      url: '/__mock/scenarios?limit=1',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.statusCode).toBeLessThan(500);
  });
});
