/**
 * The coverage map (issue 41): for every endpoint × answer variant, what produces it, pins it, shows it and
 * drives it, across the layers of the repo. scripts/map builds it from the code (the contracts, the app's
 * error table, the simulator's scenarios, the committed pact files, the stories, the journeys and the
 * failure sweep's discovered calls) into contracts/map/coverage-map.json; the simulator serves it on
 * /__mock/coverage and names the impact of a drifting answer with it; the designers' review page shows it.
 */
import * as z from 'zod/mini';

/**
 * An answer variant of an endpoint: `success`, `empty` (a list answered empty), `code:<code>` (a business
 * code; `code:any` stands for every failing code of a call whose error-table rule names none), `expiry` (one
 * of the global expiry codes, doc 1 §8), or `fault:<kind>` (502, 504, 404, reset, timeout, cut: what a network
 * or gateway does instead of answering).
 */
export const VariantIdSchema = z.union([
  z.enum(['success', 'empty', 'expiry']),
  z.string().check(z.regex(/^(code|fault):.+$/)),
]);

const StoryRefSchema = z.object({
  /** Storybook id (also its baseline's name). */
  id: z.string(),
  /** The baseline picture, from the repo root; null when the story has none. */
  baseline: z.nullable(z.string()),
});

const JourneyRefSchema = z.object({
  /** e2e/tests/<file>:<line> of the call that sets the state up. */
  where: z.string(),
});

export const CoverageVariantSchema = z.object({
  variant: VariantIdSchema,
  /**
   * The app's error table names it (web/src/domain/error-policy.ts): the rule's kind ('screen', 'done', 'logged',
   * 'first-page', 'sent-text', or 'default' for the spec's default toast of a business code); null for a
   * variant the table has no row for.
   */
  handled: z.nullable(z.string()),
  /** Scenario ids (built-in) that answer this variant. */
  scenarios: z.array(z.string()),
  /** Pact interactions that pin it: `<provider file> › <description>`. */
  pacts: z.array(z.string()),
  stories: z.array(StoryRefSchema),
  journeys: z.array(JourneyRefSchema),
  /** Screens the failure sweep drives this variant on (from its committed discovery, e2e/sweep/calls.json). */
  sweep: z.array(z.string()),
  /** Why a handled variant may lack a layer (scripts/map/exceptions.ts); null when none is needed. */
  exception: z.nullable(z.string()),
});

export const CoverageEndpointSchema = z.object({
  id: z.string(),
  host: z.string(),
  summary: z.string(),
  /** Screens that call it (the sweep's discovery: on load or on a main action). */
  screens: z.array(z.string()),
  /** Fields of its answer the app's code names (a search of the calling code: a guide, not a proof). */
  fieldsRead: z.array(z.string()),
  /** The file of its fixture builder (what the simulator answers by default), from the repo root. */
  fixture: z.nullable(z.string()),
  /** The success interactions of its pacts and the answer fields each pins (`list.id`: lists flattened). */
  pinned: z.array(z.object({ pact: z.string(), fields: z.array(z.string()) })),
  /** Stories that show its answer: they hold, fail or answer it, or open a screen that calls it. */
  shownBy: z.array(z.string()),
  variants: z.array(CoverageVariantSchema),
});

export const CoverageGapSchema = z.object({
  endpoint: z.string(),
  variant: VariantIdSchema,
  /** The layers it lacks (empty for a stale exception). */
  missing: z.array(z.enum(['scenario', 'pact', 'story'])),
  /** An exception nothing needs any more: its reason, to be deleted with it. */
  stale: z.optional(z.string()),
});

export const CoverageMapSchema = z.object({
  endpoints: z.array(CoverageEndpointSchema),
  totals: z.object({
    variants: z.number(),
    withScenario: z.number(),
    withPact: z.number(),
    withStory: z.number(),
    withJourney: z.number(),
    withSweep: z.number(),
    /** Variants the error table handles, and how many of them lack a layer (without an exception). */
    handled: z.number(),
    gaps: z.number(),
  }),
  /** Handled variants missing a scenario, a pact or a story, and not excused. */
  gaps: z.array(CoverageGapSchema),
});

export type CoverageMap = z.output<typeof CoverageMapSchema>;

/**
 * A path into an answer as the map names its fields (`list.id`), from a pact's matching rule
 * (`$.data.list[*].id`) or a drift report's path (`reply.data.list.*.id`): the root, the envelope's data field
 * and list indexes dropped.
 */
export function answerFieldOf(path: string, dataField: string | null): string {
  const parts = path.split(/[.[\]]/).filter((p) => p && p !== '$' && p !== '*' && !/^\d+$/.test(p));
  if (parts[0] === 'reply') parts.shift();
  if (dataField && parts[0] === dataField) parts.shift();
  return parts.join('.');
}
export type CoverageEndpoint = z.output<typeof CoverageEndpointSchema>;
export type CoverageVariant = z.output<typeof CoverageVariantSchema>;
export type CoverageGap = z.output<typeof CoverageGapSchema>;

/**
 * What a drifting field of a real answer reaches (the proxy's drift report, from the coverage map): the
 * contract entry, the pacts that pin the field, the scenarios and fixture that serve the shape the contract
 * has, and the stories that show it.
 */
export const DriftImpactSchema = z.object({
  /** `<endpoint id> › <field>` of the contracts (the field as the pacts name it). */
  contract: z.string(),
  pacts: z.array(z.string()),
  scenarios: z.array(z.string()),
  fixture: z.nullable(z.string()),
  stories: z.array(z.string()),
});
export type DriftImpact = z.output<typeof DriftImpactSchema>;

export const coverageSchemas = {
  coverage: { reply: CoverageMapSchema },
};
