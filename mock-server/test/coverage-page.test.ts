/**
 * The coverage map on the simulator (issue 41): /__mock/coverage.json answers the committed map (its
 * contract's reply schema), /__mock/coverage draws every endpoint × variant with each cell linked to its
 * artefact in the page's index.
 */
import { CoverageMapSchema } from '@wonder/contracts/admin';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverageMap } from '../src/proxy/coverage-map';
import { testApp } from './support/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

describe('the coverage map on the control page', () => {
  it('answers the map as JSON, as its contract says', async () => {
    const r = await app.inject({ url: '/__mock/coverage.json' });
    expect(r.statusCode).toBe(200);
    const map = CoverageMapSchema.parse(r.json());
    expect(map.endpoints.map((e) => e.id)).toEqual(coverageMap().endpoints.map((e) => e.id));
  });

  it('draws a row per variant, each scenario, pact, story and journey linked to its entry in the index', async () => {
    const r = await app.inject({ url: '/__mock/coverage' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    const html = r.body;
    const map = coverageMap();
    expect(html.match(/<tr/g)?.length).toBe(map.totals.variants + 1);
    // Every in-page link has its target.
    const targets = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    const links = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(map.totals.withScenario);
    expect(links.filter((l) => !targets.has(l))).toEqual([]);
    // A story links to Storybook, a scenario carries its title.
    expect(html).toContain('/?path=/story/login-devicelimitdialog--code-100088');
    expect(html).toMatch(/id="scenario-device-limit-100088"><code>device-limit-100088<\/code> <b>/);
  });
});
