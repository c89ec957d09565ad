/**
 * Turns an example value into a Pact template by walking it together with its zod schema, so the
 * matchers follow the contract instead of being written by hand 101 times:
 *  - scalars → `like` (type only); strings whose schema carries a pattern the client checks → `regex`;
 *  - arrays → a type matcher with the schema's minimum (0 unless the contract requires items) over one
 *    example item (all items of a request, which must be replayed as the app sends them);
 *  - in responses, a null the schema also allows to be absent is left out: the app reads it as "no
 *    value", so the provider may send null, omit it, or send a value;
 *  - exact values only where the caller asks for them (envelope codes the app branches on).
 * `reify` (pact-js) gives back the example the mock server answers, which the consumer tests compare
 * the client's typed data with.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { acceptsMissing, arrayBounds, checksOf, defOf, sampleOf, WRAPPERS } from '@wonder/contracts/samples';
import type * as z from 'zod/mini';

export type Side = 'request' | 'response';

function patternOf(schema: z.ZodMiniType): RegExp | undefined {
  for (const c of checksOf(schema)) {
    if (c.check === 'string_format' && c.format === 'regex' && c.pattern instanceof RegExp) return c.pattern;
  }
  return undefined;
}

/** A type matcher over an array, bounded like the contract. */
function arrayMatcher(items: unknown[], min: number, max?: number): unknown {
  const m: Record<string, unknown> = { 'pact:matcher:type': 'type', min, value: items };
  if (max !== undefined) m.max = max;
  return m;
}

/** The Pact template of `value` under `schema`. */
export function template(schema: z.ZodMiniType, value: unknown, side: Side): unknown {
  return templateOf(schema, [value], side);
}

/** Marks a field to leave out of the expected response. */
const OMIT = Symbol('omit');

/**
 * The template of several values of one schema (the items of an example array): the example is the
 * first value, and each rule must hold for every value, since Pact applies an array's item rules to all
 * items. A response field that is null or missing in any item is left out when the schema allows it to
 * be missing; a pattern is kept only when every value matches it, a union option only when every value
 * takes the same one.
 */
function templateOf(schema: z.ZodMiniType, values: readonly unknown[], side: Side): unknown {
  const value = values[0];
  if (value === undefined) return undefined;
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) {
    if (value === null) return null;
    const present = values.filter((v) => v !== null && v !== undefined);
    return templateOf(def.innerType as z.ZodMiniType, present, side);
  }
  if (value === null) return null;
  switch (def.type) {
    case 'pipe':
      return templateOf(def.in as z.ZodMiniType, values, side);
    case 'lazy':
      return templateOf((def.getter as () => z.ZodMiniType)(), values, side);
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return MatchersV3.like(value);
      const shape = def.shape as Record<string, z.ZodMiniType>;
      const catchall = def.catchall as z.ZodMiniType | undefined;
      const objects = values as Record<string, unknown>[];
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        const field = shape[k] ?? catchall;
        if (!field || v === undefined) continue;
        const column = objects.map((o) => o?.[k]);
        const t = fieldTemplate(field, column, side);
        if (t !== OMIT) out[k] = t;
      }
      return out;
    }
    case 'array': {
      if (!Array.isArray(value)) return MatchersV3.like(value);
      const element = def.element as z.ZodMiniType;
      const { min, max } = arrayBounds(schema);
      if (side === 'request') {
        if (value.length === 0) return [];
        // The replayed request must be what the app sends: every item, the first one carrying the rules.
        return arrayMatcher([templateOf(element, value, side), ...value.slice(1)], 0, max);
      }
      const items = (values as unknown[][]).flat();
      const one = templateOf(element, items.length > 0 ? items : [sampleOf(element)], side);
      return arrayMatcher(
        Array.from({ length: Math.max(1, min) }, () => one),
        min,
        max,
      );
    }
    case 'tuple': {
      const items = def.items as z.ZodMiniType[];
      return (value as unknown[]).map((v, i) => {
        const item = items[i];
        return item ? templateOf(item, values.map((t) => (t as unknown[])[i]) as unknown[], side) : v;
      });
    }
    case 'union': {
      const options = def.options as z.ZodMiniType[];
      const chosen = values.map((v) => options.find((o) => o.safeParse(v).success));
      const option = chosen[0];
      if (option && chosen.every((c) => c === option)) return templateOf(option, values, side);
      return MatchersV3.like(value);
    }
    case 'string': {
      const pattern = patternOf(schema);
      const all = pattern && values.every((v) => typeof v === 'string' && pattern.test(v));
      return all ? MatchersV3.regex(pattern.source, String(value)) : MatchersV3.like(value);
    }
    default:
      return MatchersV3.like(value);
  }
}

/** One field of an object across all the values: omitted, null, or its template. */
function fieldTemplate(field: z.ZodMiniType, column: unknown[], side: Side): unknown {
  const missing = column.some((v) => v === null || v === undefined);
  if (side === 'response' && missing && acceptsMissing(field)) return OMIT;
  if (column[0] === null) return null;
  return templateOf(field, side === 'response' ? column.filter((v) => v != null) : column, side);
}

/** The example a template stands for (what the Pact mock server answers or expects). */
export function exampleOf<T = unknown>(t: unknown): T {
  return MatchersV3.reify(t) as T;
}
