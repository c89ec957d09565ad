/**
 * What the schemas cannot say about an override, checked against the contracts before it can answer: its
 * endpoint is served, its code is one its host answers (every host it targets), and success data is what the
 * endpoint's `data` schema accepts. Scenario files, ad-hoc faults and the control page's saves all pass
 * here, so a mistake is a message naming the field, never an off-contract answer (a 500) later.
 */
import { type AnyEndpoint, AUTH_RULES, HOST_IDS, type HostId, isSuccessCode } from '@wonder/contracts';
import type { OverrideAnswer, ScenarioOverride } from '../overrides/types';
import { didYouMean } from '../util/did-you-mean';
import { compileLazily } from '../validation/compile';
import { codesOf, isHostCode } from './codes';

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

/** The top-level field names of an object schema (zod/mini keeps them in its definition), else null. */
function fieldsOf(schema: unknown): string[] | null {
  const def = (schema as { _zod?: { def?: { type?: string; shape?: object } } } | undefined)?._zod?.def;
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : null;
}

/** `when` names fields the endpoint's request has: a typo would never match, silently. */
function checkWhen(o: ScenarioOverride, endpoint: AnyEndpoint | undefined): OverrideProblem[] {
  if (!o.when || !endpoint) return [];
  const problems: OverrideProblem[] = [];
  for (const where of ['query', 'body'] as const) {
    const known = fieldsOf(endpoint[where]);
    for (const name of Object.keys(o.when[where] ?? {})) {
      const first = name.split('.')[0] ?? name;
      if (known === null) {
        problems.push({
          path: ['when', where, name],
          message: `${endpoint.id} takes no ${where === 'query' ? 'query' : 'JSON body'} fields`,
        });
      } else if (!known.includes(first))
        problems.push({
          path: ['when', where, name],
          message: `${endpoint.id} has no ${where} field '${first}'${didYouMean(first, known)}`,
        });
    }
  }
  return problems;
}

function checkAnswer(
  o: OverrideAnswer,
  hosts: () => HostId[],
  endpoint: AnyEndpoint | undefined,
  at: readonly (string | number)[],
): OverrideProblem[] {
  const problems: OverrideProblem[] = [];
  if (o.code !== undefined) {
    const code = o.code;
    const missing = hosts().filter((h) => !isHostCode(h, code));
    if (missing.length) {
      const first = missing[0] as HostId;
      const known = codesOf(first)
        .map((c) => JSON.stringify(c.code))
        .join(', ');
      problems.push({
        path: [...at, 'code'],
        message: `${JSON.stringify(code)} is not a code ${missing.length > 1 ? `of host ${missing.join(', ')}` : `host '${first}' answers`} (it answers ${known})`,
      });
    }
  }
  const failureCode =
    o.code !== undefined && endpoint !== undefined && !isSuccessCode(endpoint.successCodes, o.code);
  if ('data' in o && o.data !== undefined && typeof o.data !== 'function' && !failureCode) {
    if (!endpoint) {
      problems.push({
        path: [...at, 'data'],
        message: 'success data needs an endpoint target: every endpoint has its own shape',
      });
    } else {
      const r = compileLazily(endpoint.data).check(o.data);
      if (!r.ok)
        for (const issue of r.error.issues.slice(0, 5))
          problems.push({
            path: [...at, 'data', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
            message: `${issue.message.replace(/^Invalid input: /, '')} (${endpoint.id} data)`,
          });
    }
  }
  return problems;
}

export function checkOverride(
  o: ScenarioOverride,
  endpoints: readonly AnyEndpoint[],
  byId: ReadonlyMap<string, AnyEndpoint>,
): OverrideProblem[] {
  const endpoint = o.endpoint === undefined ? undefined : byId.get(o.endpoint);
  if (o.endpoint !== undefined && !endpoint)
    return [
      {
        path: ['endpoint'],
        message: `unknown endpoint '${o.endpoint}'${didYouMean(o.endpoint, byId.keys())}`,
      },
    ];
  const hosts = () => hostsOf(o, endpoints, endpoint);
  return [
    ...checkWhen(o, endpoint),
    ...(o.sequence
      ? o.sequence.flatMap((answer, i) => checkAnswer(answer, hosts, endpoint, ['sequence', i]))
      : checkAnswer(o, hosts, endpoint, [])),
  ];
}
