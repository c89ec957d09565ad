/**
 * Host replies go out as the pipeline wrote them: the same JSON as the contracts' envelope, compressed (br or
 * gzip, as the client accepts) only from COMPRESS_MIN_BYTES on, with Vary naming both Origin and the encoding.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { endpoints } from '@wonder/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from '../src/routes/compress';
import { adminLogin, injectFor, type Login, testApp } from './support/app';
import { genericRequest } from './support/requests';

let app: FastifyInstance;
let login: Login;
beforeAll(async () => {
  app = await testApp();
  login = await adminLogin(app, 'compress', 'official');
});
afterAll(async () => app.close());

const home = endpoints.home.homePageShowConfig;
const call = (headers: Record<string, string>) => {
  const parts = genericRequest(home, login);
  return app.inject(injectFor(home, 'compress', { ...parts, headers: { ...parts.headers, ...headers } }));
};

describe('host reply compression', () => {
  it('compresses a large reply for a client that accepts it, and only then', async () => {
    const plain = await call({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    expect(plain.json()).toMatchObject({ code: '00000000', message: 'success' });

    const br = await call({ 'accept-encoding': 'gzip;q=0.5, br', origin: 'http://localhost:5173' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toBe('origin, accept-encoding'); // field names are case-insensitive
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await call({ 'accept-encoding': 'gzip' });
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small reply as it is', async () => {
    const e = endpoints.login.getCountryMobilePrefixs;
    const r = await app.inject({ url: `/${e.host}${e.path}`, headers: { 'accept-encoding': 'br' } });
    expect(r.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(r.headers['content-encoding']).toBeUndefined();
  });
});
