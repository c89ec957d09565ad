/**
 * What the schemas cannot say about an override, checked against the contracts before it can answer: its
 * endpoint is served, its code is one its host answers (every host it targets), and success data is what the
 * endpoint's `data` schema accepts. Scenario files, ad-hoc faults and the control page's saves all pass
 * here, so a mistake is a message naming the field, never an off-contract answer (a 500) later.
 */
import { type AnyEndpoint, AUTH_RULES, HOST_IDS, type HostId, isSuccessCode } from '@wonder/contracts';
import { compileLazily } from '../validation/compile';
import { codesOf, isHostCode } from './codes';
import type { ScenarioOverride } from './types';

export interface OverrideProblem {
  /** Inside the override, e.g. ['data', 'list', 0, 'id']. */
  path: readonly (string | number)[];
  message: string;
}

/** The hosts an override's target covers. */
function hostsOf(
  o: ScenarioOverride,
  endpoints: readonly AnyEndpoint[],
  endpoint: AnyEndpoint | undefined,
): HostId[] {
  if (endpoint) return [endpoint.host];
  if (o.host) return [o.host];
  if (o.auth)
    return [
      ...new Set(endpoints.filter((e) => e.headers.some((h) => AUTH_RULES.includes(h))).map((e) => e.host)),
    ];
  return [...HOST_IDS];
}

export function checkOverride(
  o: ScenarioOverride,
  endpoints: readonly AnyEndpoint[],
  byId: ReadonlyMap<string, AnyEndpoint>,
): OverrideProblem[] {
  const problems: OverrideProblem[] = [];
  const endpoint = o.endpoint === undefined ? undefined : byId.get(o.endpoint);
  if (o.endpoint !== undefined && !endpoint) {
    problems.push({ path: ['endpoint'], message: `unknown endpoint '${o.endpoint}'` });
    return problems;
  }
  if (o.code !== undefined) {
    const code = o.code;
    const missing = hostsOf(o, endpoints, endpoint).filter((h) => !isHostCode(h, code));
    if (missing.length) {
      const first = missing[0] as HostId;
      const known = codesOf(first)
        .map((c) => JSON.stringify(c.code))
        .join(', ');
      problems.push({
        path: ['code'],
        message: `${JSON.stringify(code)} is not a code ${missing.length > 1 ? `of host ${missing.join(', ')}` : `host '${first}' answers`} (it answers ${known})`,
      });
    }
  }
  const failureCode =
    o.code !== undefined && endpoint !== undefined && !isSuccessCode(endpoint.successCodes, o.code);
  if ('data' in o && o.data !== undefined && typeof o.data !== 'function' && !failureCode) {
    if (!endpoint) {
      problems.push({
        path: ['data'],
        message: 'success data needs an endpoint target: every endpoint has its own shape',
      });
    } else {
      const r = compileLazily(endpoint.data).check(o.data);
      if (!r.ok)
        for (const issue of r.error.issues.slice(0, 5))
          problems.push({
            path: ['data', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
            message: `${issue.message.replace(/^Invalid input: /, '')} (${endpoint.id} data)`,
          });
    }
  }
  return problems;
}
