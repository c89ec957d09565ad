/**
 * The scenario engine: resolves `extends` chains, combines several scenarios (later ids win per field),
 * and plans the answer of one request: which overrides apply, honouring `times` counters of the session.
 * Resolution is cached per scenario list, so the per-request cost is one Map lookup plus a short loop.
 */
import { type AnyEndpoint, AUTH_RULES, type Code } from '@wonder/contracts';
import type { PersonaId } from '@wonder/fixtures';
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

function matches(o: ScenarioOverride, e: AnyEndpoint): boolean {
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
   * Serve this catalogue from now on. Checked first (unique ids, a 'default', every chain resolves without a
   * cycle); a catalogue that fails throws and leaves the current one in place.
   */
  replace(scenarios: readonly Scenario[]): void {
    const byId = new Map<string, Scenario>();
    for (const s of scenarios) {
      if (byId.has(s.id)) throw new Error(`duplicate scenario id '${s.id}'`);
      byId.set(s.id, s);
    }
    if (!byId.has(DEFAULT_SCENARIO_ID)) throw new Error("the catalogue needs a 'default' scenario");
    for (const s of scenarios) chainIn(byId, s.id);
    this.byId = byId;
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

  /** The chain of one scenario, root ('default') first, each once; throws on unknown ids and cycles. */
  chainOf(id: string): Scenario[] {
    return chainIn(this.byId, id);
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
    const perEndpoint = new Map<string, AppliedOverride[]>();
    const all: AppliedOverride[] = chain.flatMap((s) =>
      (s.overrides ?? []).map((override, index) => ({ scenarioId: s.id, index, override })),
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

/** Depth first along `extends` (parents in order, then the scenario), each scenario once. */
function chainIn(byId: ReadonlyMap<string, Scenario>, id: string): Scenario[] {
  const chain: Scenario[] = [];
  const done = new Set<string>();
  const visit = (current: string, path: readonly string[]) => {
    if (path.includes(current)) throw new Error(`scenario '${id}' extends itself through '${current}'`);
    if (done.has(current)) return;
    const s = byId.get(current);
    if (!s) throw new UnknownScenarioError(current);
    for (const parent of parentsOf(s)) visit(parent, [...path, current]);
    done.add(current);
    chain.push(s);
  };
  visit(id, []);
  return chain;
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
    const key = `${a.scenarioId}#${a.index}`;
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
    if (matches(override, endpoint)) apply({ scenarioId: AD_HOC_SCENARIO_ID, index, override });
  });
  return plan;
}

export function resolveData(data: ScenarioOverride['data'], ctx: OverrideDataContext): unknown {
  return typeof data === 'function' ? (data as (c: OverrideDataContext) => unknown)(ctx) : data;
}
