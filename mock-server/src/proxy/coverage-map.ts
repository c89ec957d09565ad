/**
 * The repo's coverage map (contracts/map/coverage-map.json, built by scripts/map from the code and kept
 * current by the test command) read once, when first asked for: the control page's /__mock/coverage shows it,
 * and the drift report names with it what a drifting field of a real answer reaches (issue 41).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { CoverageEndpoint, CoverageMap, DriftImpact } from '@wonder/contracts/admin';

let loaded: { map: CoverageMap; byId: Map<string, CoverageEndpoint> } | undefined;

function load() {
  if (!loaded) {
    const file = createRequire(import.meta.url).resolve('@wonder/contracts/coverage-map.json');
    const map = JSON.parse(readFileSync(file, 'utf8')) as CoverageMap;
    loaded = { map, byId: new Map(map.endpoints.map((e) => [e.id, e])) };
  }
  return loaded;
}

export function coverageMap(): CoverageMap {
  return load().map;
}

/**
 * What a drifting field reaches: the pacts pinning it (or a field inside it), the scenarios and fixture
 * serving the shape the contract has, the stories showing the endpoint's answer. Null for an endpoint the
 * map does not know.
 */
export function driftImpact(endpointId: string, field: string): DriftImpact | null {
  const e = load().byId.get(endpointId);
  if (!e) return null;
  const reaches = (f: string) => field === '' || f === field || f.startsWith(`${field}.`);
  const served = e.variants.filter((v) => v.variant === 'success' || v.variant === 'empty');
  return {
    contract: `${endpointId} › ${field || '(the whole answer)'}`,
    pacts: e.pinned.filter((p) => p.fields.some(reaches)).map((p) => p.pact),
    scenarios: [...new Set(served.flatMap((v) => v.scenarios))].sort(),
    fixture: e.fixture,
    stories: e.shownBy,
  };
}
