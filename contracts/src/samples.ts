/**
 * A schema-valid sample value for any contract schema, by walking zod 4's definitions. Used by the table
 * tests over every endpoint (mock-server) and by the Pact templates when an example array is empty (Pact
 * needs one item). Every candidate is checked against the schema itself, so a sample is valid or the
 * caller's own parse says why. Test tooling: exported as `@wonder/contracts/samples`, not from the barrel
 * the app bundles.
 */
import type * as z from 'zod/mini';

type Def = { type: string } & Record<string, unknown>;

/** zod 4's internal definition of a schema (its `type` and the parts that type has). */
export const defOf = (s: z.ZodMiniType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The definitions of a schema's checks (min_length, string_format…). */
export const checksOf = (s: z.ZodMiniType): Record<string, unknown>[] =>
  ((defOf(s).checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []).map(
    (c) => c._zod.def,
  );

/** True when the schema accepts a missing value (optional, or with a default). */
export function acceptsMissing(schema: z.ZodMiniType): boolean {
  return schema.safeParse(undefined).success;
}

/** Array length bounds from min/max/length checks. */
export function arrayBounds(schema: z.ZodMiniType): { min: number; max?: number } {
  let min = 0;
  let max: number | undefined;
  for (const c of checksOf(schema)) {
    if (c.check === 'min_length') min = Math.max(min, Number(c.minimum));
    if (c.check === 'max_length') max = Number(c.maximum);
    if (c.check === 'length_equals') {
      min = Number(c.length);
      max = Number(c.length);
    }
  }
  return max === undefined ? { min } : { min, max };
}

/** Tried in order; the first the schema accepts wins (covers the contract's formats and patterns). */
const STRING_CANDIDATES = [
  'sample',
  '86',
  '123456',
  '13800138000',
  'A',
  'AAAA',
  'https://static.wonder.example/a.png',
  '2026-09-01T00:00:00.000Z',
  '2026-09-01',
  '2026.09.01 08:00:00',
  '08:00',
  'qa@wonder.example',
  '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  '1',
  '0',
  'Y',
  'Bearer sample-token',
  'parent-h5',
  'L3-2-1',
  'xxxxxxxxxxxxxxxx',
  '',
];
const NUMBER_CANDIDATES = [1, 0, 2, 3, 5, 10, 100, 200, 10001, 1_790_000_000_000, -1, 0.5];

/** Definition types that only wrap an inner schema (`def.innerType`). */
export const WRAPPERS: ReadonlySet<string> = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
]);

export function sampleOf(schema: z.ZodMiniType, depth = 0): unknown {
  if (depth > 12) return null;
  const def = defOf(schema);
  const inner = (s: unknown) => sampleOf(s as z.ZodMiniType, depth + 1);
  switch (def.type) {
    case 'string': {
      const hit = STRING_CANDIDATES.find((c) => schema.safeParse(c).success);
      if (hit !== undefined) return hit;
      for (let n = 1; n <= 64; n++) if (schema.safeParse('x'.repeat(n)).success) return 'x'.repeat(n);
      return 'sample';
    }
    case 'number':
    case 'int':
      return NUMBER_CANDIDATES.find((n) => schema.safeParse(n).success) ?? 1;
    case 'boolean':
      return true;
    case 'bigint':
      return 1n;
    case 'null':
      return null;
    case 'undefined':
    case 'void':
      return undefined;
    case 'any':
    case 'unknown':
      return 'x';
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'object': {
      // The smallest valid object: fields that may be missing are left out, unless a refinement
      // needs them.
      const shape = def.shape as Record<string, z.ZodMiniType>;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(shape)) if (!acceptsMissing(v)) out[k] = inner(v);
      if (schema.safeParse(out).success) return out;
      for (const [k, v] of Object.entries(shape)) if (!(k in out)) out[k] = inner(v);
      return out;
    }
    case 'array': {
      const el = inner(def.element);
      return Array.from({ length: Math.max(1, arrayBounds(schema).min) }, () => el);
    }
    case 'tuple':
      return (def.items as z.ZodMiniType[]).map(inner);
    case 'record':
      return {};
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner((def.getter as () => z.ZodMiniType)());
    case 'union': {
      for (const o of def.options as z.ZodMiniType[]) {
        const v = inner(o);
        if (schema.safeParse(v).success) return v;
      }
      return inner((def.options as z.ZodMiniType[])[0]);
    }
    case 'intersection':
      return { ...(inner(def.left) as object), ...(inner(def.right) as object) };
    default:
      if (WRAPPERS.has(def.type)) return inner(def.innerType);
      return null;
  }
}
