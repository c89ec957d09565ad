// @vitest-environment jsdom
/**
 * The coverage map (issue 41) is current and has no gap: built from the code (scripts/map/build.ts), it must
 * equal the committed contracts/map/coverage-map.json (what the simulator's /__mock/coverage, the drift
 * report and the review page read), and every variant the app's error table handles has a scenario, a pact
 * and a story, or an entry of scripts/map/exceptions.ts. `pnpm run coverage --write` rewrites the file.
 * jsdom: the stories load as modules (their parameters are read), and the app's components read the window as
 * they load.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CoverageMapSchema } from '@wonder/contracts/admin';
import { loadStoryRecords } from '@wonder/stories/records';
import { describe, expect, it } from 'vitest';
import { buildCoverageMap } from '../map/build';
import { REPO } from '../map/sources';

const FILE = join(REPO, 'contracts', 'map', 'coverage-map.json');

describe('the coverage map', () => {
  it('is current, and every handled variant has a scenario, a pact and a story (or an exception)', async () => {
    const stories = await loadStoryRecords();
    expect(stories.length).toBeGreaterThan(100);
    const map = CoverageMapSchema.parse(buildCoverageMap({ stories }));
    const text = `${JSON.stringify(map, null, 1)}\n`;
    if (process.env.MAP_WRITE) writeFileSync(FILE, text);
    expect(map.gaps, 'handled variants without a layer (scripts/map/exceptions.ts may excuse one)').toEqual(
      [],
    );
    expect(
      readFileSync(FILE, 'utf8') === text,
      'contracts/map/coverage-map.json is stale: run `pnpm run coverage --write`',
    ).toBe(true);
  }, 120_000);
});
