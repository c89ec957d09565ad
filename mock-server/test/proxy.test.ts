/**
 * The validating proxy against a real second HTTP server (a tiny "staging backend" on node:http started here):
 * one endpoint answers the contract, one drifts. Forwarding (headers and body through, hop-by-hop dropped),
 * overrides still answering from the simulator, the drift entries, the admin route, the CLI's exit code, and
 * --record's scenario file loading as a scenario file and replaying with its credentials redacted.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_ENDPOINTS, type AnyEndpoint, FAMILIES, makeEnvelope } from '@wonder/contracts';
import { type DriftEntry, MOCK_ADMIN_HEADER } from '@wonder/contracts/admin';
import { sampleOf } from '@wonder/contracts/samples';
import { successData } from '@wonder/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { buildApp } from '../src/app';
import { DriftReport, parseProxyTargets } from '../src/proxy';
import { coverageMap } from '../src/proxy/coverage-map';
import { headersFor } from './support/app';

const BIN = fileURLToPath(new URL('../bin/mock-server.mjs', import.meta.url));
const endpoint = (id: string) => ALL_ENDPOINTS.find((e) => e.id === id) as AnyEndpoint;
const LOGIN = endpoint('member.pwdLogin');
const PREFIXES = endpoint('app.getCountryMobilePrefixs');

const REAL_TOKEN = 'real-staging-token-7f3a';
const loginData = { ...(successData(LOGIN.id, 'official') as object), token: REAL_TOKEN };
/** The staging backend's answers: the login meets the contract; the area codes come as numbers and top as 2. */
const ANSWERS: Record<string, unknown> = {
  [LOGIN.path]: makeEnvelope(FAMILIES.member, 0, 'ok', loginData),
  [PREFIXES.path]: makeEnvelope(FAMILIES.app, '00000000', 'ok', [
    { country: '中国', areaCode: 86, firstLetter: 'Z', top: 1 },
    { country: '美国', areaCode: 1, firstLetter: 'M', top: 2 },
  ]),
};

let staging: Server;
let stagingUrl = '';
const received: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];
let app: FastifyInstance;
const recordDir = mkdtempSync(join(tmpdir(), 'mock-record-'));
const recordFile = join(recordDir, 'staging-snapshot.yaml');

beforeAll(async () => {
  staging = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => {
      body += d.toString();
    });
    req.on('end', () => {
      received.push({ url: req.url ?? '', headers: req.headers, body });
      const answer = ANSWERS[(req.url ?? '').split('?')[0] as string];
      res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json', 'x-staging': 'yes' });
      res.end(JSON.stringify(answer ?? { code: 404, message: 'no such path', data: null }));
    });
  });
  await new Promise<void>((resolve) => staging.listen(0, '127.0.0.1', resolve));
  stagingUrl = `http://127.0.0.1:${(staging.address() as AddressInfo).port}`;
  app = await buildApp({
    proxy: parseProxyTargets([`member=${stagingUrl}`, `app=${stagingUrl}`]),
    record: recordFile,
  });
});
afterAll(async () => {
  await app?.close();
  staging?.close();
});

const call = (e: AnyEndpoint, session: string, body?: object) =>
  app.inject({
    method: e.method,
    url: `/${e.host}${e.path}`,
    headers: { ...headersFor(e), 'x-mock-session': session, 'proxy-authorization': 'Basic eDp5' },
    ...(body ? { payload: body } : {}),
  });

const drift = async (query = '') => {
  const r = await app.inject({ url: `/__mock/drift${query}` });
  return { status: r.statusCode, body: r.json() };
};

describe('validating proxy', () => {
  it('forwards a proxied host with its headers and body, and passes the real answer on', async () => {
    const r = await call(LOGIN, 'proxy-a', { phoneCipher: 'abc', passwordCipher: 'def' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-staging']).toBe('yes');
    expect(r.json().data.token).toBe(REAL_TOKEN);
    const seen = received.at(-1);
    expect(seen?.url).toBe(LOGIN.path);
    expect(JSON.parse(seen?.body ?? '')).toEqual({ phoneCipher: 'abc', passwordCipher: 'def' });
    expect(seen?.headers.appid).toBe(headersFor(LOGIN).appid);
    expect(seen?.headers['x-mock-session']).toBeUndefined();
    expect(seen?.headers['proxy-authorization']).toBeUndefined();
    const journal = (await app.inject({ url: '/__mock/sessions/proxy-a/journal' })).json();
    expect(journal.entries[0].note).toBe(`proxy → ${stagingUrl}`);
  });

  it('reports each violation of a drifting answer once per answer, with where, what and when', async () => {
    await call(PREFIXES, 'proxy-a');
    await call(PREFIXES, 'proxy-a');
    const { status, body } = await drift();
    expect(status).toBe(200);
    expect(body).toMatchObject({ checked: 3, drifted: 2 });
    expect(body.proxied).toContainEqual({ host: 'app', url: stagingUrl });
    const byPath = Object.fromEntries(body.entries.map((e: DriftEntry) => [e.path, e]));
    expect(byPath['reply.data.*.areaCode']).toMatchObject({
      endpoint: PREFIXES.id,
      host: 'app',
      expected: 'string',
      got: '86',
      count: 2,
    });
    expect(byPath['reply.data.*.top']).toMatchObject({ endpoint: PREFIXES.id, got: '2', count: 2 });
    expect(body.entries.some((e: DriftEntry) => e.endpoint === LOGIN.id)).toBe(false);
    const entry = byPath['reply.data.*.top'] as DriftEntry;
    expect(entry.firstSeen <= entry.lastSeen).toBe(true);
  });

  it('names what a drifting field reaches: the contract entry, the pacts pinning it, the scenarios, fixture and stories serving and showing the shape (issue 41)', async () => {
    // The answers of the test before drifted.
    const { body } = await drift();
    const entry = body.entries.find((e: DriftEntry) => e.path === 'reply.data.*.areaCode') as DriftEntry;
    const map = coverageMap().endpoints.find((e) => e.id === PREFIXES.id);
    // The map's own record of the endpoint: the pacts are the ones that pin areaCode, not all of its pacts.
    const pinning = map?.pinned.filter((p) => p.fields.includes('areaCode')).map((p) => p.pact) ?? [];
    expect(pinning.length).toBeGreaterThan(0);
    expect(map?.shownBy.length).toBeGreaterThan(0);
    expect(entry.impact).toEqual({
      contract: `${PREFIXES.id} › areaCode`,
      pacts: pinning,
      scenarios: expect.arrayContaining(['default']),
      fixture: 'fixtures/src/endpoints/login.ts',
      stories: map?.shownBy,
    });
  });

  it('answers an overridden endpoint from the simulator, without calling the real service', async () => {
    const before = received.length;
    const set = await app.inject({
      method: 'POST',
      url: '/__mock/sessions/proxy-b/faults',
      headers: { [MOCK_ADMIN_HEADER]: '1' },
      payload: { faults: [{ endpoint: PREFIXES.id, code: '50000001', message: 'from the simulator' }] },
    });
    expect(set.statusCode).toBe(200);
    const r = await call(PREFIXES, 'proxy-b');
    expect(r.json()).toMatchObject({ code: '50000001', message: 'from the simulator' });
    expect(received.length).toBe(before);
  });

  it('refuses a bad drift query with a 400 naming the field', async () => {
    const { status, body } = await drift('?limit=0');
    expect(status).toBe(400);
    expect(body.error).toMatch(/^query\.limit/);
    expect((await drift('?limit=1')).body.entries).toHaveLength(1);
  });

  it('answers 502 in the host envelope when the real service is unreachable', async () => {
    const down = await buildApp({ proxy: parseProxyTargets(['all=http://127.0.0.1:9']) });
    const r = await down.inject({ url: `/app${PREFIXES.path}` });
    await down.close();
    expect(r.statusCode).toBe(502);
    expect(r.json()).toMatchObject({ code: '502', message: expect.stringMatching(/^proxy: /) });
  });
});

describe('mock-server drift (CLI)', () => {
  const runDrift = (url: string) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, [BIN, 'drift', '--url', url], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
      });
      child.stderr.on('data', (d: Buffer) => {
        out += d.toString();
      });
      child.once('exit', (code) => resolve({ code, out }));
    });

  it('prints the drift table and exits 1 when there is drift, 0 when there is none', async () => {
    const clean = await buildApp();
    const [driftOrigin, cleanOrigin] = await Promise.all([
      app.listen({ port: 0, host: '127.0.0.1' }),
      clean.listen({ port: 0, host: '127.0.0.1' }),
    ]);
    const [drifted, none] = await Promise.all([runDrift(driftOrigin), runDrift(cleanOrigin)]);
    await clean.close();
    console.log(drifted.out);
    expect(drifted.code).toBe(1);
    expect(drifted.out).toMatch(/endpoint\s+path\s+expected\s+got\s+count\s+firstSeen\s+lastSeen/);
    expect(drifted.out).toMatch(/app\.getCountryMobilePrefixs\s+reply\.data\.\*\.areaCode\s+string\s+86\s+2/);
    expect(none.code).toBe(0);
    expect(none.out).toContain('No drift.');
  }, 60_000);
});

describe('--record', () => {
  it('writes the real answers as a scenario file that loads and replays, credentials redacted', async () => {
    await app.mock.proxy?.recorder?.flush();
    const text = readFileSync(recordFile, 'utf8');
    expect(text).not.toContain(REAL_TOKEN);
    expect(text).toContain(LOGIN.id);
    // The drifting answer cannot be replayed: a scenario file's data must meet the contract.
    expect(text).not.toContain(PREFIXES.id);

    const replay = await buildApp({ scenariosDir: recordDir });
    try {
      const files = (await replay.inject({ url: '/__mock/scenario-files' })).json();
      const file = files.files.find((f: { file: string }) => f.file === 'staging-snapshot.yaml');
      expect(file).toMatchObject({ problems: [] });
      const r = await replay.inject({
        method: 'POST',
        url: `/member${LOGIN.path}`,
        headers: { ...headersFor(LOGIN), 'x-mock-scenario': 'staging-snapshot' },
        payload: sampleOf(LOGIN.body as z.ZodMiniType) as object,
      });
      expect(r.json()).toMatchObject({ code: 0, data: { token: '***' } });
    } finally {
      await replay.close();
    }
  });
});

describe('--proxy values and the report cap', () => {
  it('maps each host, every host with all= ({host} or a /<host> suffix), and refuses the rest naming the value', () => {
    const t = parseProxyTargets(['all=https://{host}.staging.example.com', 'member=http://127.0.0.1:7001/']);
    expect(t.get('app')).toBe('https://app.staging.example.com');
    expect(t.get('member')).toBe('http://127.0.0.1:7001');
    expect(parseProxyTargets(['all=http://10.0.0.5:4010']).get('ems')).toBe('http://10.0.0.5:4010/ems');
    expect(() => parseProxyTargets(['nohost=http://x'])).toThrow(
      /--proxy nohost=http:\/\/x: expected <host>=<url>/,
    );
    expect(() => parseProxyTargets(['app=ftp://x'])).toThrow(/not an http\(s\) URL/);
  });

  it('keeps at most its capacity of entries, dropping the least recently seen', () => {
    const report = new DriftReport(2);
    const v = (path: string) => [{ path, expected: 'string', got: '1' }];
    report.add(PREFIXES, v('reply.a'));
    report.add(PREFIXES, v('reply.b'));
    report.add(PREFIXES, v('reply.a'));
    report.add(PREFIXES, v('reply.c'));
    expect(report.list().map((e) => [e.path, e.count])).toEqual([
      ['reply.a', 2],
      ['reply.c', 1],
    ]);
    expect(report).toMatchObject({ checked: 4, drifted: 4, size: 2 });
  });
});
