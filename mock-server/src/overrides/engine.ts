/**
 * The scenario engine: resolves `extends` chains, combines several scenarios (later ids win per field),
 * and plans the answer of one request: which overrides apply, honouring `times` counters of the session.
 * Resolution is cached per scenario list, so the per-request cost is one Map lookup plus a short loop.
 */
import { type AnyEndpoint, AUTH_RULES, type Code } from '@wonder/contracts';
import type { PersonaId } from '@wonder/fixtures';
import { SESSION_CAPS } from '../caps';
import type { FaultKind, OverrideAnswer, OverrideDataContext, Scenario, ScenarioOverride } from './types';
import { type RequestFields, whenHolds } from './when';

export const DEFAULT_SCENARIO_ID = 'default';
export const DEFAULT_PERSONA: PersonaId = 'official';
/** Pseudo scenario id of faults set through the admin API; always applied last. */
export const AD_HOC_SCENARIO_ID = 'ad-hoc';

export interface AppliedOverride {
  scenarioId: string;
  index: number;
  override: ScenarioOverride;
  /** Its `times` counter's key in the session (`<scenario>#<index>`), made once, not per request. */
  key: string;
}

/** The merged effect of the overrides that apply to one request. */
export interface RequestPlan {
  delayMs: number;
  fault: FaultKind | null;
  code: Code | undefined;
  message: string | undefined;
  status: number | undefined;
  extra: ScenarioOverride['extra'];
  data: ScenarioOverride['data'];
  hasData: boolean;
  /** The last scenario that contributed, or null when nothing overrode the answer. */
  scenarioId: string | null;
}

export interface ResolvedScenarios {
  /** Ids as requested. */
  readonly ids: readonly string[];
  /** Every scenario of the chains, root first, each once. */
  readonly chain: readonly Scenario[];
  readonly persona: PersonaId;
  /** True when a scenario other than 'default' chose the persona. */
  readonly personaExplicit: boolean;
  readonly params: Readonly<Record<string, number | string>>;
  /** Matching overrides for an endpoint, in application order (cached). */
  overridesFor(endpoint: AnyEndpoint): readonly AppliedOverride[];
}

export class UnknownScenarioError extends Error {
  constructor(readonly scenarioId: string) {
    super(`unknown scenario '${scenarioId}'`);
  }
}

/**
 * Scenarios that together hold more overrides than a session may select (SESSION_CAPS.selectedOverrides): every
 * request's plan walks them, so 10,000 of them on one endpoint cost every session's calls (issue 39 item 5).
 */
export class TooManyOverridesError extends Error {
  constructor(
    readonly what: string,
    readonly count: number,
  ) {
    super(
      `${what} ${count} overrides along the extends chains; a scenario or a session selects at most ${SESSION_CAPS.selectedOverrides}`,
    );
  }
}

/** Whether an override targets an endpoint (one endpoint, a host's, every token-checked one, or all). */
export function matches(o: ScenarioOverride, e: AnyEndpoint): boolean {
  if (o.all) return true;
  if (o.endpoint !== undefined) return o.endpoint === e.id;
  if (o.host !== undefined) return o.host === e.host;
  if (o.auth) return e.headers.some((h) => AUTH_RULES.includes(h));
  return false;
}

/** The scenarios a scenario builds on, in order: `extends` (one id or a list), 'default' when it says none. */
export function parentsOf(s: Scenario): readonly string[] {
  if (s.id === DEFAULT_SCENARIO_ID) return [];
  if (s.extends === undefined) return [DEFAULT_SCENARIO_ID];
  return typeof s.extends === 'string' ? [s.extends] : s.extends;
}

export class ScenarioEngine {
  private byId = new Map<string, Scenario>();
  /** Each scenario's chain, root first (worked out once per catalogue). */
  private chains = new Map<string, readonly Scenario[]>();
  private readonly resolved = new Map<string, ResolvedScenarios>();
  private current: readonly Scenario[] = [];
  /** Bumped when the catalogue changes (scenario files reloaded): sessions resolve their ids again. */
  version = 0;

  constructor(scenarios: readonly Scenario[]) {
    this.replace(scenarios);
  }

  get scenarios(): readonly Scenario[] {
    return this.current;
  }

  /**
   * Serve this catalogue from now on. Checked first (catalogueProblems); a catalogue with a problem throws
   * CatalogueError, with the problems as data, and leaves the current one in place.
   */
  replace(scenarios: readonly Scenario[]): void {
    const checked = checkCatalogue(scenarios);
    if (checked.problems.length > 0) throw new CatalogueError(checked.problems);
    this.byId = checked.byId;
    this.chains = checked.chains;
    this.current = scenarios;
    this.resolved.clear();
    this.version++;
  }

  get(id: string): Scenario | undefined {
    return this.byId.get(id);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** The chain of one scenario, root ('default') first, each once; throws on unknown ids. */
  chainOf(id: string): readonly Scenario[] {
    const chain = this.chains.get(id);
    if (!chain) throw new UnknownScenarioError(id);
    return chain;
  }

  /** Validate a list of ids (throws UnknownScenarioError). */
  check(ids: readonly string[]): void {
    for (const id of ids) if (!this.byId.has(id)) throw new UnknownScenarioError(id);
  }

  resolve(ids: readonly string[]): ResolvedScenarios {
    const key = ids.join(',');
    const hit = this.resolved.get(key);
    if (hit) return hit;
    const chain: Scenario[] = [];
    const inChain = new Set<string>();
    for (const id of ids.length ? ids : [DEFAULT_SCENARIO_ID]) {
      for (const s of this.chainOf(id)) {
        if (!inChain.has(s.id)) {
          inChain.add(s.id);
          chain.push(s);
        }
      }
    }
    let persona: PersonaId = DEFAULT_PERSONA;
    let personaExplicit = false;
    const params: Record<string, number | string> = {};
    for (const s of chain) {
      if (s.persona) {
        persona = s.persona;
        personaExplicit = s.id !== DEFAULT_SCENARIO_ID;
      }
      Object.assign(params, s.params);
    }
    const count = overridesIn(chain);
    if (count > SESSION_CAPS.selectedOverrides)
      throw new TooManyOverridesError(`these scenarios hold`, count);
    // Indexed by endpoint on first use: a request walks only the overrides that can match it.
    const perEndpoint = new Map<string, AppliedOverride[]>();
    const all: AppliedOverride[] = chain.flatMap((s) =>
      (s.overrides ?? []).map((override, index) => ({
        scenarioId: s.id,
        index,
        override,
        key: `${s.id}#${index}`,
      })),
    );
    const result: ResolvedScenarios = {
      ids: [...ids],
      chain,
      persona,
      personaExplicit,
      params,
      overridesFor(endpoint) {
        let list = perEndpoint.get(endpoint.id);
        if (!list) {
          list = all.filter((a) => matches(a.override, endpoint));
          perEndpoint.set(endpoint.id, list);
        }
        return list;
      },
    };
    // Bounded: the header override can name arbitrary combinations.
    if (this.resolved.size > 500) this.resolved.clear();
    this.resolved.set(key, result);
    return result;
  }
}

function overridesIn(chain: readonly Scenario[]): number {
  let n = 0;
  for (const s of chain) n += s.overrides?.length ?? 0;
  return n;
}

/**
 * What keeps a catalogue from being served, as data: the scenario to blame (null when none is: no 'default'),
 * the field of it that is wrong, and the message a person reads. The scenario-file loader blames the file of
 * `scenarioId`; built-in scenarios are checked by their tests.
 */
export interface CatalogueProblem {
  scenarioId: string | null;
  field: 'id' | 'extends';
  message: string;
}

/** A catalogue refused by ScenarioEngine.replace, with every problem found. */
export class CatalogueError extends Error {
  constructor(readonly problems: readonly CatalogueProblem[]) {
    super(problems.map((p) => p.message).join('; '));
  }
}

/** The problems of a catalogue (none: it can be served): unique ids, a 'default', chains that resolve within the cap. */
export function catalogueProblems(scenarios: readonly Scenario[]): CatalogueProblem[] {
  return checkCatalogue(scenarios).problems;
}

function checkCatalogue(scenarios: readonly Scenario[]) {
  const problems: CatalogueProblem[] = [];
  const byId = new Map<string, Scenario>();
  for (const s of scenarios) {
    if (byId.has(s.id))
      problems.push({ scenarioId: s.id, field: 'id', message: `duplicate scenario id '${s.id}'` });
    else byId.set(s.id, s);
  }
  if (!byId.has(DEFAULT_SCENARIO_ID))
    problems.push({ scenarioId: null, field: 'id', message: "the catalogue needs a 'default' scenario" });
  const chains = chainsOf(byId, problems);
  for (const s of byId.values()) {
    const count = overridesIn(chains.get(s.id) ?? []);
    if (count > SESSION_CAPS.selectedOverrides)
      problems.push({
        scenarioId: s.id,
        field: 'extends',
        message: new TooManyOverridesError(`scenario '${s.id}' selects`, count).message,
      });
  }
  return { problems, byId, chains };
}

/**
 * Every scenario's chain — depth first along `extends` (parents in order, then the scenario), each scenario
 * once — worked out in one pass over the catalogue, each chain from its parents' (a catalogue of 200 files each
 * extending the one before costs 200 chains, not 200 walks of 200). An unknown parent is the problem of the
 * scenario naming it, a cycle the problem of the scenario whose chain runs into it; such a chain stops there.
 */
function chainsOf(
  byId: ReadonlyMap<string, Scenario>,
  problems: CatalogueProblem[],
): Map<string, readonly Scenario[]> {
  const chains = new Map<string, readonly Scenario[]>();
  const visiting = new Set<string>();
  const reported = new Set<string>();
  const report = (p: CatalogueProblem) => {
    const key = `${p.scenarioId}\u0000${p.message}`;
    if (reported.has(key)) return;
    reported.add(key);
    problems.push(p);
  };
  const visit = (id: string, from: string): readonly Scenario[] => {
    const known = chains.get(id);
    if (known) return known;
    const s = byId.get(id);
    if (!s) return [];
    if (visiting.has(id)) {
      report({
        scenarioId: from,
        field: 'extends',
        message: `scenario '${from}' extends itself through '${id}'`,
      });
      return [];
    }
    visiting.add(id);
    const chain: Scenario[] = [];
    const inChain = new Set<string>();
    for (const parent of parentsOf(s)) {
      if (!byId.has(parent))
        report({ scenarioId: s.id, field: 'extends', message: `extends unknown scenario '${parent}'` });
      for (const p of visit(parent, from))
        if (!inChain.has(p.id)) {
          inChain.add(p.id);
          chain.push(p);
        }
    }
    chain.push(s);
    visiting.delete(id);
    chains.set(id, chain);
    return chain;
  };
  for (const id of byId.keys()) visit(id, id);
  return chains;
}

/** Folds one answer into the plan, field by field (a code brings its own message, status, extra and data). */
function applyAnswer(plan: RequestPlan, o: OverrideAnswer): void {
  if (o.delayMs !== undefined) plan.delayMs = o.delayMs;
  if (o.fault !== undefined) plan.fault = o.fault;
  if (o.code !== undefined) {
    plan.code = o.code;
    // A code without its own message or data must not inherit an earlier override's.
    plan.message = o.message;
    plan.status = o.status;
    plan.extra = o.extra;
    plan.hasData = 'data' in o;
    plan.data = o.data;
  } else {
    if (o.message !== undefined) plan.message = o.message;
    if (o.status !== undefined) plan.status = o.status;
    if ('data' in o) {
      plan.hasData = true;
      plan.data = o.data;
    }
  }
}

/**
 * Merge the overrides that apply to this request, field by field, later winning. An override with `when`
 * applies only when the request's fields hold (`request`: the request as it arrived). Overrides with `times`
 * count their uses in `counters` (the session's) and stop applying once used up; a `sequence` counts its
 * answers there too and repeats its last one.
 */
export function planRequest(
  overrides: readonly AppliedOverride[],
  adHoc: readonly ScenarioOverride[],
  endpoint: AnyEndpoint,
  counters: Map<string, number>,
  request?: RequestFields,
): RequestPlan {
  const plan: RequestPlan = {
    delayMs: 0,
    fault: null,
    code: undefined,
    message: undefined,
    status: undefined,
    extra: undefined,
    data: undefined,
    hasData: false,
    scenarioId: null,
  };
  if (overrides.length === 0 && adHoc.length === 0) return plan;
  const apply = (a: AppliedOverride) => {
    const o = a.override;
    if (o.when && !whenHolds(o.when, request)) return;
    const key = a.key;
    if (o.times !== undefined) {
      const used = counters.get(key) ?? 0;
      if (used >= o.times) return;
      counters.set(key, used + 1);
    }
    if (o.sequence) {
      const seqKey = `${key}#seq`;
      const next = counters.get(seqKey) ?? 0;
      const last = o.sequence.length - 1;
      // Counted up to the last answer only: it repeats from then on.
      if (next < last) counters.set(seqKey, next + 1);
      applyAnswer(plan, o.sequence[Math.min(next, last)] as OverrideAnswer);
    } else applyAnswer(plan, o);
    plan.scenarioId = a.scenarioId;
  };
  for (const a of overrides) apply(a);
  adHoc.forEach((override, index) => {
    if (matches(override, endpoint))
      apply({ scenarioId: AD_HOC_SCENARIO_ID, index, override, key: `${AD_HOC_SCENARIO_ID}#${index}` });
  });
  return plan;
}

export async function resolveData(
  data: ScenarioOverride['data'],
  ctx: OverrideDataContext,
): Promise<unknown> {
  return typeof data === 'function' ? await (data as (c: OverrideDataContext) => unknown)(ctx) : data;
}
