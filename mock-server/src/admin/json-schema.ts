/** zod → JSON Schema (draft 2020-12, what OpenAPI 3.1 embeds) for the OpenAPI document. */
import * as z from 'zod/mini';

export type JsonSchema = Record<string, unknown>;

export function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete out.$schema;
  return nameRecordKeys(out) as JsonSchema;
}

/**
 * A record over an enum (`z.record(z.enum([...]), v)`) comes out as `propertyNames` + `required` +
 * `additionalProperties`: exact, but linters ("required property not defined") and generators want the keys
 * as `properties`. Spelled out here with the value schema: the same values are accepted.
 */
function nameRecordKeys(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nameRecordKeys);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = nameRecordKeys(v);
  const keys = (out.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  if (keys && !out.properties && typeof out.additionalProperties === 'object')
    out.properties = Object.fromEntries(keys.map((key) => [String(key), out.additionalProperties]));
  return out;
}
