/**
 * What each layer says about the answers it produces, pins, shows or drives, read from the code: the
 * simulator's built-in scenarios, the committed pact files, the stories' parameters, the journeys' typed
 * scenario ids and faults, and the failure sweep's committed discovery. Each reader returns
 * (endpoint, variant, reference) triples; build.ts joins them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ALL_ENDPOINTS,
  type AnyEndpoint,
  ENDPOINTS_BY_ID,
  type EndpointId,
  endpoints,
  FAMILIES,
  HOSTS,
  isScenarioId,
  SCENARIO_IDS,
  type ScenarioId,
} from '@wonder/contracts';
import { answerFieldOf } from '@wonder/contracts/admin';
import { matches } from '@wonder/mock-server/overrides';
import { SCENARIOS } from '@wonder/mock-server/scenarios';
import type { StoryRecord } from '@wonder/stories/records';
import { codeVariant, dataVariant, faultVariant, pactVariant, type VariantId } from './variants';

export interface Hit<R> {
  endpoint: string;
  variant: VariantId;
  ref: R;
}

/** The repo's root: scripts/ is one level below it. */
export const REPO = join(import.meta.dirname, '..', '..');

/** The endpoints an override targets, as the simulator decides it. */
const targets = (o: Parameters<typeof matches>[0]): AnyEndpoint[] =>
  ALL_ENDPOINTS.filter((e) => matches(o, e));

interface Answer {
  code?: string | number;
  fault?: string;
  data?: unknown;
}

function answerVariant(endpoint: AnyEndpoint, a: Answer): VariantId | null {
  if (a.fault) return faultVariant(a.fault);
  if (a.code !== undefined) return codeVariant(endpoint, a.code);
  if (a.data !== undefined) return dataVariant(a.data);
  return null; // latency only
}

/**
 * Scenarios whose answers come from the simulator's stateful handlers (a param, not an override): what
 * they answer, as their descriptions say.
 */
const STATEFUL: Partial<Record<ScenarioId, readonly { endpoint: EndpointId; variant: VariantId }[]>> = {
  'sms-captcha-required': [{ endpoint: 'member.sendLoginCode', variant: 'code:4011' }],
  'keep-alive-201-after-n': [{ endpoint: 'ems.stepUpResourcesKeep', variant: 'code:201' }],
};

/** Built-in scenarios: each override's answers (a sequence's each), on the endpoints it targets. */
export function scenarioHits(): Hit<string>[] {
  const out: Hit<string>[] = [];
  for (const [id, answers] of Object.entries(STATEFUL))
    for (const a of answers ?? []) out.push({ endpoint: a.endpoint, variant: a.variant, ref: id });
  for (const s of SCENARIOS) {
    if (s.id === 'default') {
      for (const e of ALL_ENDPOINTS) out.push({ endpoint: e.id, variant: 'success', ref: s.id });
      continue;
    }
    for (const o of s.overrides ?? []) {
      const answers: Answer[] = o.sequence ?? [o];
      for (const e of targets(o)) {
        for (const a of answers) {
          const variant = answerVariant(e, a);
          if (variant) out.push({ endpoint: e.id, variant, ref: s.id });
        }
      }
    }
  }
  return out;
}

interface PactInteraction {
  description: string;
  request: { method: string; path: string };
  response: {
    status: number;
    body?: { content?: unknown };
    matchingRules?: { body?: Record<string, unknown> };
  };
}

/** A success interaction and the answer fields it pins (its body's matching rules and values). */
export interface Pinned {
  endpoint: string;
  pact: string;
  fields: string[];
}

/** The leaves of a JSON value as field paths (list items flattened). */
function leavesOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => leavesOf(v, prefix));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leavesOf(v, prefix ? `${prefix}.${k}` : k));
  return prefix ? [prefix] : [];
}

/** The committed pact files (contracts/pacts): each interaction, by its request's endpoint. */
export function pactHits(pinned: Pinned[] = []): Hit<string>[] {
  const dir = join(REPO, 'contracts', 'pacts');
  const byProvider = new Map(Object.values(HOSTS).map((h) => [h.provider, h.id]));
  const out: Hit<string>[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const pact = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      provider: { name: string };
      interactions: PactInteraction[];
    };
    const host = byProvider.get(pact.provider.name);
    for (const i of pact.interactions) {
      const e = ALL_ENDPOINTS.find(
        (x) => x.host === host && x.method === i.request.method && x.path === i.request.path,
      );
      if (!e)
        throw new Error(
          `${file}: "${i.description}" calls ${i.request.method} ${i.request.path}, no endpoint`,
        );
      const variant = pactVariant(e, i.response.status, i.response.body?.content);
      const ref = `${file.replace(/\.json$/, '')} › ${i.description}`;
      out.push({ endpoint: e.id, variant, ref });
      if (variant === 'success' || variant === 'empty') {
        const dataField = FAMILIES[e.family].dataField ?? null;
        const content = i.response.body?.content as Record<string, unknown> | undefined;
        const data = dataField ? content?.[dataField] : content;
        const fields = new Set([
          ...Object.keys(i.response.matchingRules?.body ?? {}).map((r) => answerFieldOf(r, dataField)),
          ...leavesOf(data),
        ]);
        fields.delete('');
        pinned.push({ endpoint: e.id, pact: ref, fields: [...fields].sort() });
      }
    }
  }
  return out;
}

interface StoryApi {
  fail?: Record<string, { code: string | number } | 'network'>;
  data?: Record<string, unknown>;
}

/**
 * What a story shows: the answers its `api` parameter gives (a failure, other data), and the scenario it
 * names (`parameters.state`, a typed ScenarioId) with that scenario's answers.
 */
export function storyHits(stories: readonly StoryRecord[], scenarios: readonly Hit<string>[]): Hit<string>[] {
  const out: Hit<string>[] = [];
  for (const story of stories) {
    const api = (story.parameters.api ?? {}) as StoryApi;
    for (const [id, fail] of Object.entries(api.fail ?? {})) {
      const e = ENDPOINTS_BY_ID.get(id);
      if (!e) throw new Error(`story ${story.id}: api.fail names an unknown endpoint ${id}`);
      out.push({
        endpoint: id,
        variant: fail === 'network' ? 'fault:reset' : codeVariant(e, fail.code),
        ref: story.id,
      });
    }
    for (const [id, data] of Object.entries(api.data ?? {})) {
      if (!ENDPOINTS_BY_ID.has(id))
        throw new Error(`story ${story.id}: api.data names an unknown endpoint ${id}`);
      out.push({ endpoint: id, variant: dataVariant(data), ref: story.id });
    }
    const state = story.parameters.state;
    if (state === undefined) continue;
    if (typeof state !== 'string' || !isScenarioId(state))
      throw new Error(`story ${story.id}: parameters.state '${String(state)}' is not a scenario id`);
    for (const h of scenarios) if (h.ref === state && state !== 'default') out.push({ ...h, ref: story.id });
  }
  return out;
}

/**
 * What the journeys select: every typed scenario id in a `setScenarios`, `startAs` or `scenarios:` list of
 * e2e/tests (its scenario's answers), and every ad-hoc fault object with an endpoint, by file and line.
 */
export function journeyHits(scenarios: readonly Hit<string>[]): Hit<string>[] {
  const dir = join(REPO, 'e2e', 'tests');
  const ids = new Set<string>(SCENARIO_IDS);
  const out: Hit<string>[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.spec.ts'))) {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      const where = `e2e/tests/${file}:${i + 1}`;
      if (/setScenarios\(|startAs\(|scenarios:/.test(line)) {
        for (const [, id] of line.matchAll(/'([a-z0-9-]+)'/g)) {
          if (!id || !ids.has(id) || id === 'default') continue;
          for (const h of scenarios) if (h.ref === id) out.push({ ...h, ref: where });
        }
      }
      const fault = /endpoint: '([\w.]+)'.*?(?:fault: '([\w-]+)'|code: '?([\w]+)'?)/.exec(line);
      const e = fault?.[1] ? ENDPOINTS_BY_ID.get(fault[1]) : undefined;
      if (e && fault) {
        const variant = fault[2] ? faultVariant(fault[2]) : codeVariant(e, fault[3] ?? '');
        out.push({ endpoint: e.id, variant, ref: where });
      }
    });
  }
  return out;
}

/** The sweep's committed discovery: the calls each screen makes, on load and on its main actions. */
export interface SweepCalls {
  screens: Record<string, { load: string[]; actions: Record<string, string[]> }>;
}

export function sweepCalls(): SweepCalls | null {
  const file = join(REPO, 'e2e', 'sweep', 'calls.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SweepCalls) : null;
}

/** The file of an endpoint's fixture builder (fixtures/src/endpoints/<group>.ts names it by its key). */
export function fixtureFileOf(endpointId: string): string | null {
  const dir = join(REPO, 'fixtures', 'src', 'endpoints');
  for (const [group, defs] of Object.entries(endpoints)) {
    for (const [key, e] of Object.entries(defs as Record<string, AnyEndpoint>)) {
      if (e.id !== endpointId) continue;
      const kebab = group.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
      const named = new RegExp(`\\.${key}\\b`);
      const hit =
        files.find((f) => f === `${kebab}.ts` && named.test(readFileSync(join(dir, f), 'utf8'))) ??
        files.find((f) => named.test(readFileSync(join(dir, f), 'utf8')));
      return hit ? `fixtures/src/endpoints/${hit}` : null;
    }
  }
  return null;
}

/** The baseline picture of a story, from the repo root, if it has one. */
export function baselineOf(storyId: string): string | null {
  const rel = `stories/visual-baselines/${storyId}.png`;
  return existsSync(join(REPO, rel)) ? rel : null;
}
