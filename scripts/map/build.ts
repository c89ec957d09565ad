/**
 * The coverage map (issue 41): every endpoint × answer variant, joined across the layers that produce it
 * (scenarios), pin it (pacts), show it (stories), drive it (journeys, the failure sweep), with the rows of the
 * app's error table as the variants that must be covered. Built from the code only; the test
 * (scripts/test/map.test.ts) keeps the committed contracts/map/coverage-map.json equal to it and fails on a gap.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_ENDPOINTS, type AnyEndpoint, AUTH_RULES } from '@wonder/contracts';
import type { CoverageEndpoint, CoverageGap, CoverageMap, CoverageVariant } from '@wonder/contracts/admin';
import type { StoryRecord } from '@wonder/stories/records';
import { ERROR_TABLE, type ErrorRule } from '@wonder/web/src/domain/error-policy';
import { EXCEPTIONS } from './exceptions';
import {
  baselineOf,
  fixtureFileOf,
  type Hit,
  journeyHits,
  type Pinned,
  pactHits,
  REPO,
  type SweepCalls,
  scenarioHits,
  storyHits,
  sweepCalls,
} from './sources';
import { ANY_CODE, codeVariant, hasList, innerDef, SWEPT_FAULTS, type VariantId } from './variants';

type Layer = CoverageGap['missing'][number];

const needsToken = (e: AnyEndpoint) => e.headers.some((h) => AUTH_RULES.includes(h)) || e.ignoresGlobalExpiry;

/** The variants the error table names for an endpoint, with the kind of its rule. */
function handledVariants(e: AnyEndpoint): Map<VariantId, string> {
  const rules = (ERROR_TABLE as Readonly<Record<string, readonly ErrorRule[] | undefined>>)[e.id] ?? [];
  const out = new Map<VariantId, string>();
  for (const rule of rules) {
    const codes = 'codes' in rule && rule.codes ? rule.codes : null;
    if (codes) for (const c of codes) out.set(codeVariant(e, c), rule.kind);
    // A rule for every failing code of the call: one variant stands for them all.
    else if (!out.has(ANY_CODE)) out.set(ANY_CODE, rule.kind);
  }
  return out;
}

/** Does a layer's variant cover the map's? A specific failing code covers the "any code" row. */
function covers(hit: VariantId, row: VariantId): boolean {
  return hit === row || (row === ANY_CODE && hit.startsWith('code:'));
}

/** Screens calling each endpoint, on load or on an action, from the sweep's discovery. */
function screensByEndpoint(calls: SweepCalls | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [screen, c] of Object.entries(calls?.screens ?? {})) {
    const add = (id: string, where: string) => out.set(id, [...new Set([...(out.get(id) ?? []), where])]);
    for (const id of c.load) add(id, screen);
    for (const [action, ids] of Object.entries(c.actions))
      for (const id of ids) add(id, `${screen} › ${action}`);
  }
  return out;
}

/** The variants the sweep drives on every call it discovered (e2e/sweep/failures.ts failuresOf). */
function sweptVariants(e: AnyEndpoint, handled: Map<VariantId, string>): Set<VariantId> {
  const out = new Set<VariantId>(SWEPT_FAULTS);
  if (needsToken(e)) out.add('expiry');
  for (const v of handled.keys()) if (v.startsWith('code:')) out.add(v);
  // … and one code the host answers that the table does not name (the spec's default).
  out.add(ANY_CODE);
  return out;
}

/** Property names the app's code reads (`.name`, `name:` or `{ name }` in web/src outside its tests). */
function namesInApp(): Set<string> {
  const out = new Set<string>();
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const path = join(dir, f);
      if (statSync(path).isDirectory()) {
        if (f !== '__tests__' && f !== 'test') walk(path);
      } else if (/\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)) {
        for (const [, name] of readFileSync(path, 'utf8').matchAll(/[.{,]\s*([A-Za-z_]\w*)\b/g))
          if (name) out.add(name);
      }
    }
  };
  walk(join(REPO, 'web', 'src'));
  return out;
}

/** The field names of an endpoint's answer (top level and one level into objects and lists of objects). */
function answerFields(e: AnyEndpoint): string[] {
  // Lists read as their items.
  const unwrap = (schema: unknown) => {
    let def = innerDef(schema);
    while (def.type === 'array') def = innerDef(def.element);
    return def;
  };
  const out: string[] = [];
  const top = unwrap(e.data);
  for (const [name, s] of Object.entries((top.shape ?? {}) as Record<string, unknown>)) {
    out.push(name);
    for (const inner of Object.keys((unwrap(s).shape ?? {}) as object)) out.push(`${name}.${inner}`);
  }
  return out;
}

export interface MapInputs {
  stories: readonly StoryRecord[];
}

export function buildCoverageMap({ stories }: MapInputs): CoverageMap {
  const scenarios = scenarioHits();
  const pinned: Pinned[] = [];
  const pacts = pactHits(pinned);
  const shown = storyHits(stories, scenarios);
  const journeys = journeyHits(scenarios);
  const calls = sweepCalls();
  const screens = screensByEndpoint(calls);
  const names = namesInApp();
  const routed = storiesByScreen(stories);
  const held = new Map<string, Set<string>>();
  for (const story of stories) {
    const api = (story.parameters.api ?? {}) as { hold?: string[]; fail?: object; data?: object };
    for (const id of [...(api.hold ?? []), ...Object.keys(api.fail ?? {}), ...Object.keys(api.data ?? {})])
      held.set(id, new Set([...(held.get(id) ?? []), story.id]));
  }
  const byEndpoint = <R>(hits: readonly Hit<R>[]) => {
    const m = new Map<string, Hit<R>[]>();
    for (const h of hits) m.set(h.endpoint, [...(m.get(h.endpoint) ?? []), h]);
    return m;
  };
  const [sc, pa, st, jo] = [
    byEndpoint(scenarios),
    byEndpoint(pacts),
    byEndpoint(shown),
    byEndpoint(journeys),
  ];
  const usedExceptions = new Set<number>();
  const gaps: CoverageGap[] = [];

  const endpoints: CoverageEndpoint[] = [...ALL_ENDPOINTS]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((e) => {
      const handled = handledVariants(e);
      const swept = sweptVariants(e, handled);
      const calledBy = screens.get(e.id) ?? [];
      const ids = new Set<VariantId>(['success', ...(hasList(e) ? ['empty'] : []), ...handled.keys()]);
      if (needsToken(e)) ids.add('expiry');
      for (const f of SWEPT_FAULTS) ids.add(f);
      for (const hits of [sc, pa, st, jo]) for (const h of hits.get(e.id) ?? []) ids.add(h.variant);
      const refs = <R>(hits: Map<string, Hit<R>[]>, v: VariantId) =>
        (hits.get(e.id) ?? []).filter((h) => covers(h.variant, v)).map((h) => h.ref);
      const uniq = (xs: string[]) => [...new Set(xs)].sort();
      const variants: CoverageVariant[] = [...ids].sort(variantOrder).map((variant) => {
        const row: CoverageVariant = {
          variant,
          handled: handled.get(variant) ?? null,
          scenarios: uniq(refs(sc, variant)),
          pacts: uniq(refs(pa, variant)),
          stories: uniq(refs(st, variant)).map((id) => ({ id, baseline: baselineOf(id) })),
          journeys: uniq(refs(jo, variant)).map((where) => ({ where })),
          sweep: swept.has(variant) ? calledBy : [],
          exception: null,
        };
        if (row.handled === null) return row;
        const missing: Layer[] = [];
        if (row.scenarios.length === 0) missing.push('scenario');
        if (row.pacts.length === 0) missing.push('pact');
        if (row.stories.length === 0) missing.push('story');
        if (missing.length === 0) return row;
        const i = EXCEPTIONS.findIndex((x) => x.endpoint === e.id && x.variant === variant);
        const excused = i >= 0 ? EXCEPTIONS[i] : undefined;
        if (excused && missing.every((m) => excused.missing.includes(m))) {
          usedExceptions.add(i);
          return { ...row, exception: excused.reason };
        }
        gaps.push({ endpoint: e.id, variant, missing });
        return row;
      });
      return {
        id: e.id,
        host: e.host,
        summary: e.summary,
        screens: calledBy,
        fieldsRead: answerFields(e).filter((f) => names.has(f.slice(f.lastIndexOf('.') + 1))),
        fixture: fixtureFileOf(e.id),
        pinned: pinned.filter((p) => p.endpoint === e.id).map(({ pact, fields }) => ({ pact, fields })),
        shownBy: [
          ...new Set([
            ...(held.get(e.id) ?? []),
            ...(calls ? Object.entries(calls.screens) : [])
              .filter(([, c]) => c.load.includes(e.id))
              .flatMap(([screen]) => routed.get(screen) ?? []),
          ]),
        ].sort(),
        variants,
      };
    });

  // An exception nothing needs any more is stale: the map says so rather than keep a reason that lies.
  EXCEPTIONS.forEach((x, i) => {
    if (!usedExceptions.has(i))
      gaps.push({ endpoint: x.endpoint, variant: x.variant, missing: [], stale: x.reason });
  });

  const all = endpoints.flatMap((e) => e.variants);
  const count = (f: (v: CoverageVariant) => boolean) => all.filter(f).length;
  return {
    endpoints,
    totals: {
      variants: all.length,
      withScenario: count((v) => v.scenarios.length > 0),
      withPact: count((v) => v.pacts.length > 0),
      withStory: count((v) => v.stories.length > 0),
      withJourney: count((v) => v.journeys.length > 0),
      withSweep: count((v) => v.sweep.length > 0),
      handled: count((v) => v.handled !== null),
      gaps: gaps.length,
    },
    gaps,
  };
}

/** Stories by the screen they open (`parameters.route`, its path). */
function storiesByScreen(stories: readonly StoryRecord[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const s of stories) {
    const route = s.parameters.route;
    if (typeof route !== 'string') continue;
    const path = route.split('?')[0] ?? route;
    out.set(path, [...(out.get(path) ?? []), s.id]);
  }
  return out;
}

/** success, empty, the codes, expiry, then the faults. */
function variantOrder(a: VariantId, b: VariantId): number {
  const rank = (v: VariantId) =>
    v === 'success' ? 0 : v === 'empty' ? 1 : v.startsWith('code:') ? 2 : v === 'expiry' ? 3 : 4;
  return rank(a) - rank(b) || a.localeCompare(b);
}
