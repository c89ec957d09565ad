/** zod → JSON Schema (draft 2020-12, what OpenAPI 3.1 embeds) for the OpenAPI document. */
import * as z from 'zod/mini';

export type JsonSchema = Record<string, unknown>;

export function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete out.$schema;
  return nameRecordKeys(out) as JsonSchema;
}

/**
 * What zod writes, said so that linters and generators read it as validators do (the same values accepted):
 *  - a record over an enum (`z.record(z.enum([...]), v)`) comes out as `propertyNames` + `required` +
 *    `additionalProperties`: exact, but linters ("required property not defined") and generators want the keys
 *    as `properties`, spelled out here with the value schema;
 *  - a tuple (`z.tuple([a, b])`) comes out as `prefixItems` + `items: false`: exact in draft 2020-12, but
 *    Spectral's `array-items` wants an `items` schema, and tools that know only `items` (Prism, older
 *    generators) read `false` as "no items". Written as `items` = the union of the element schemas with
 *    `maxItems` = the tuple's length: no item is past the prefix, so `items` checks nothing more, and a tool that
 *    ignores `prefixItems` still reads an array of two strings.
 */
function nameRecordKeys(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nameRecordKeys);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = nameRecordKeys(v);
  const keys = (out.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  if (keys && !out.properties && typeof out.additionalProperties === 'object')
    out.properties = Object.fromEntries(keys.map((key) => [String(key), out.additionalProperties]));
  const prefix = out.prefixItems;
  if (Array.isArray(prefix) && prefix.length > 0 && out.items === false) {
    const distinct = [...new Map(prefix.map((p) => [JSON.stringify(p), p])).values()];
    out.items = distinct.length === 1 ? distinct[0] : { anyOf: distinct };
    out.minItems ??= prefix.length;
    out.maxItems = prefix.length;
  }
  return out;
}
