/**
 * Valid sample values for zod schemas, for table tests over every endpoint. Walks zod 4's definitions;
 * every candidate is checked against the schema itself, so a sample is either valid or reported.
 */
import type { z } from 'zod';

type Def = { type: string } & Record<string, unknown>;
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

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

function firstValid(schema: z.ZodType, candidates: readonly unknown[]): unknown {
  for (const c of candidates) if (schema.safeParse(c).success) return c;
  return candidates[0];
}

export function sampleOf(schema: z.ZodType, depth = 0): unknown {
  if (depth > 12) return null;
  const def = defOf(schema);
  const inner = (s: unknown) => sampleOf(s as z.ZodType, depth + 1);
  switch (def.type) {
    case 'string': {
      const hit = STRING_CANDIDATES.find((c) => schema.safeParse(c).success);
      if (hit !== undefined) return hit;
      for (let n = 1; n <= 64; n++) if (schema.safeParse('x'.repeat(n)).success) return 'x'.repeat(n);
      return 'sample';
    }
    case 'number':
    case 'int':
      return firstValid(schema, NUMBER_CANDIDATES);
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
      const shape = def.shape as Record<string, z.ZodType>;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(shape)) {
        const t = defOf(v).type;
        if (t === 'optional') continue;
        out[k] = inner(v);
      }
      if (schema.safeParse(out).success) return out;
      // Some refinements need the optional fields too.
      for (const [k, v] of Object.entries(shape)) if (!(k in out)) out[k] = inner(v);
      return out;
    }
    case 'array': {
      const el = inner(def.element);
      const arr = [el];
      return schema.safeParse(arr).success ? arr : schema.safeParse([]).success ? [] : [el, el];
    }
    case 'tuple':
      return (def.items as z.ZodType[]).map(inner);
    case 'record':
      return {};
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'prefault':
    case 'default':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner((def.getter as () => z.ZodType)());
    case 'union': {
      for (const o of def.options as z.ZodType[]) {
        const v = inner(o);
        if (schema.safeParse(v).success) return v;
      }
      return inner((def.options as z.ZodType[])[0]);
    }
    case 'intersection':
      return { ...(inner(def.left) as object), ...(inner(def.right) as object) };
    default:
      return null;
  }
}

/** The required keys of an object schema (empty for non-objects). */
export function requiredKeys(schema: z.ZodType): string[] {
  const def = defOf(schema);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape as Record<string, z.ZodType>)
    .filter(([, v]) => !v.safeParse(undefined).success)
    .map(([k]) => k);
}

/** A value of the wrong type for a field: an object where a scalar is expected, a string otherwise. */
export function wrongTypeFor(field: z.ZodType): unknown {
  for (const candidate of [{ wrong: true }, 'wrong-type', 12345, [1, 2]]) {
    if (!field.safeParse(candidate).success) return candidate;
  }
  return undefined;
}

export function fieldSchema(schema: z.ZodType, key: string): z.ZodType | undefined {
  const def = defOf(schema);
  if (def.type !== 'object') return undefined;
  return (def.shape as Record<string, z.ZodType>)[key];
}

/** Query strings carry strings: stringify scalar sample values. */
export function toQuery(value: unknown): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    if (v === undefined || v === null) continue;
    out[k] = Array.isArray(v) ? v.map(String) : typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
  return out;
}
