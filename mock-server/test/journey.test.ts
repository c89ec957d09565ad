/**
 * Issue 42, "Save as journey": the example journey committed under e2e/tests was written by
 * scripts/record-journey.ts from a recorded session (a phone browser on the production build); writing it again
 * from its committed bundle gives the same file, so the e2e suite runs what the simulator writes.
 */
import { readFileSync } from 'node:fs';
import type { SessionBundle } from '@wonder/contracts/admin';
import { describe, expect, it } from 'vitest';
import { visitsOf, writeJourney } from '../src/recording/journey';

const EXAMPLE = {
  name: 'recorded-home-parent-centre',
  title: 'replays a recorded visit: home, then the parent centre',
};
const tests = new URL('../../e2e/tests/', import.meta.url);
const bundle = JSON.parse(
  readFileSync(new URL(`recorded/${EXAMPLE.name}.bundle.json`, tests), 'utf8'),
) as SessionBundle;

describe('Save as journey', () => {
  it('writes the committed example journey again from its committed bundle', () => {
    const committed = readFileSync(new URL(`${EXAMPLE.name}.spec.ts`, tests), 'utf8');
    expect(writeJourney(bundle, EXAMPLE)).toBe(committed);
  });

  it("visits the recorded session's routes in order and checks each visit's calls", () => {
    expect(visitsOf(bundle).map((v) => v.route)).toEqual(['/index', '/parentsCenter']);
    const spec = writeJourney(bundle, EXAMPLE);
    expect(spec).toContain("openRecorded(page, session, recorded, '/index')");
    expect(spec).toContain("await visit(page, '/parentsCenter');");
    expect(spec).toContain("'app.homePageShowConfig': 1,");
    // Compared exactly but for the client's one retry of a call without response (doc 1 §7).
    expect(spec).toContain(
      'expect(retriesAllowed(await callsReached(session, since, 0, visit1), visit1)).toEqual(visit1);',
    );
    // Tracking is batched on a timer: at least once on the visit that sent it, never an exact count.
    expect(spec).not.toMatch(/'tracking\.writeKafka': [1-9]/);
    expect(spec).toContain("await sentOnVisit(session, since, 0, ['tracking.writeKafka']);");
  });

  it('refuses a session that visited no route of the app', () => {
    expect(() => writeJourney({ ...bundle, journal: [] }, EXAMPLE)).toThrow(/visited no route/);
  });
});
