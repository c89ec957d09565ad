/**
 * The built-in catalogue defines exactly the typed scenario ids of the contracts (SCENARIO_IDS), the one
 * vocabulary Pact states, stories, journeys and the coverage map share: a scenario added, renamed or removed
 * here without the list (or the other way round) fails.
 */
import { SCENARIO_IDS } from '@wonder/contracts';
import { expect, it } from 'vitest';
import { SCENARIOS } from '../src/scenarios/catalogue';

it('the catalogue defines exactly SCENARIO_IDS', () => {
  expect(SCENARIOS.map((s) => s.id).sort()).toEqual([...SCENARIO_IDS].sort());
});
