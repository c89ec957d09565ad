/** zod → JSON Schema (draft 2020-12, what OpenAPI 3.1 embeds) for the OpenAPI document. */
import * as z from 'zod/mini';

export type JsonSchema = Record<string, unknown>;

export function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete out.$schema;
  return out;
}
