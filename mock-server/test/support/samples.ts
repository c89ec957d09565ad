/**
 * Schema helpers for the table tests over every endpoint: valid samples (shared with the Pact templates,
 * from @wonder/contracts/samples), required keys, wrong-typed values, query strings.
 */
import { acceptsMissing, defOf } from '@wonder/contracts/samples';
import type * as z from 'zod/mini';

/** The required keys of an object schema (empty for non-objects). */
export function requiredKeys(schema: z.ZodMiniType): string[] {
  const def = defOf(schema);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape as Record<string, z.ZodMiniType>)
    .filter(([, v]) => !acceptsMissing(v))
    .map(([k]) => k);
}

/** A value of the wrong type for a field: an object where a scalar is expected, a string otherwise. */
export function wrongTypeFor(field: z.ZodMiniType): unknown {
  for (const candidate of [{ wrong: true }, 'wrong-type', 12345, [1, 2]]) {
    if (!field.safeParse(candidate).success) return candidate;
  }
  return undefined;
}

export function fieldSchema(schema: z.ZodMiniType, key: string): z.ZodMiniType | undefined {
  const def = defOf(schema);
  if (def.type !== 'object') return undefined;
  return (def.shape as Record<string, z.ZodMiniType>)[key];
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
