/**
 * The fixtures' pictures on the simulator's origin: every picture a fixture points at answers 200 with its
 * image type (also with the web app served beside it and with an admin token set: pictures are no admin
 * route), and nothing outside the pictures' folder is reachable through their path.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PICTURE_FILES, PICTURES_PATH, successData } from '@wonder/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './support/app';

let webDir = '';
let app: FastifyInstance;
let guarded: FastifyInstance;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'wp-pictures-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  app = await testApp({ webDir });
  guarded = await testApp({ adminToken: 'secret-admin-token' });
});

afterAll(async () => {
  await app?.close();
  await guarded?.close();
  if (webDir) rmSync(webDir, { recursive: true, force: true });
});

describe('pictures', () => {
  it("serves every picture (and the cards' video) of the fixtures with its type, cached for an hour", async () => {
    for (const file of PICTURE_FILES) {
      const r = await app.inject({ url: `${PICTURES_PATH}/${file}` });
      const video = file.endsWith('.mp4');
      expect(`${file} ${r.statusCode} ${r.headers['content-type']}`).toBe(
        `${file} 200 ${video ? 'video/mp4' : 'image/svg+xml'}`,
      );
      expect(r.headers['cache-control']).toBe('public, max-age=3600');
      // An MP4 starts with its `ftyp` box; a picture is an SVG document.
      if (video) expect(r.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
      else expect(r.body).toContain('<svg');
    }
  });

  it('serves the home banner the fixtures answer, without the admin token a guarded simulator asks for', async () => {
    const [position] = successData('gateway.getPositionBanner', 'official') as {
      dataList: { imgPath: string }[];
    }[];
    const banner = position?.dataList[0]?.imgPath ?? '';
    expect(banner.startsWith(`${PICTURES_PATH}/`)).toBe(true);
    expect((await guarded.inject({ url: banner })).statusCode).toBe(200);
    expect((await guarded.inject({ url: '/__mock/sessions' })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown picture and never leaves the folder', async () => {
    expect((await app.inject({ url: `${PICTURES_PATH}/nope.svg` })).statusCode).toBe(404);
    for (const url of [`${PICTURES_PATH}/../pictures.ts`, `${PICTURES_PATH}/%2e%2e/package.json`]) {
      const r = await app.inject({ url });
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
      expect(r.body).not.toContain('"name"');
    }
  });
});
