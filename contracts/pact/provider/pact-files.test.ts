/**
 * The pact files on disk against the two vocabularies they must not drift from:
 *  - every provider state they name is a simulator scenario (and a constant of states.ts whose persona
 *    is the scenario's), so QA, Pact and e2e say the same thing;
 *  - every endpoint of contracts/ has an interaction (method + path) in its host's file, including its
 *    success interaction.
 * Reads the files, not the consumer code: it checks what backend teams actually get.
 */
import { readFileSync } from 'node:fs';
import { ALL_ENDPOINTS, HOST_IDS } from '@wonder/contracts';
import { PERSONAS } from '@wonder/fixtures';
import { SCENARIOS, ScenarioEngine } from '@wonder/mock-server';
import { describe, expect, it } from 'vitest';
import { pactFilePath } from '../providers';
import { STATE_INFO, STATE_NAMES, type StateName } from '../states';

interface PactFile {
  interactions: {
    description: string;
    providerStates?: { name: string; params?: Record<string, unknown> }[];
    request: { method: string; path: string };
  }[];
}

const pacts = Object.fromEntries(
  HOST_IDS.map((h) => [h, JSON.parse(readFileSync(pactFilePath(h), 'utf8')) as PactFile]),
);
const engine = new ScenarioEngine(SCENARIOS);
const scenarioIds = new Set(SCENARIOS.map((s) => s.id));

describe('pact files', () => {
  it('name only provider states that are simulator scenarios and constants of states.ts', () => {
    const problems: string[] = [];
    for (const [host, pact] of Object.entries(pacts)) {
      for (const i of pact.interactions) {
        const states = i.providerStates ?? [];
        if (states.length !== 1) problems.push(`${host}: '${i.description}' has ${states.length} states`);
        for (const s of states) {
          if (!scenarioIds.has(s.name))
            problems.push(`${host}: state '${s.name}' is not a simulator scenario`);
          if (!(s.name in STATE_INFO)) problems.push(`${host}: state '${s.name}' is not in states.ts`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every state constant is a scenario whose persona is the one the state logs in', () => {
    const problems: string[] = [];
    for (const name of STATE_NAMES) {
      if (!scenarioIds.has(name)) {
        problems.push(`'${name}' is not a simulator scenario`);
        continue;
      }
      const persona = engine.resolve([name]).persona;
      const declared = STATE_INFO[name as StateName].persona;
      const hasAccount = PERSONAS[persona].studentStatus !== 'TOURIST';
      if (declared === null ? hasAccount : declared !== persona) {
        problems.push(`'${name}': states.ts says ${declared}, the scenario plays ${persona}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('cover every endpoint of contracts/, each with its success interaction', () => {
    const missing: string[] = [];
    for (const e of ALL_ENDPOINTS) {
      const pact = pacts[e.host] as PactFile;
      const mine = pact.interactions.filter(
        (i) => i.request.method === e.method && i.request.path === e.path,
      );
      if (mine.length === 0) missing.push(`${e.id}: no interaction for ${e.method} ${e.path}`);
      else if (!mine.some((i) => i.description === `${e.id} succeeds`)) missing.push(`${e.id}: no success`);
    }
    expect(missing).toEqual([]);
  });
});
