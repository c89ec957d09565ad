/**
 * Whether a zod schema's JSON Schema says exactly what the schema accepts, found by walking zod 4's
 * definitions. JSON Schema cannot carry code: a refinement, a coercion, a transform or pipe, a format zod
 * checks by code (a URL) or a regex with flags (JSON Schema patterns have none) make it inexact, and such a
 * schema is left to zod. Unknown definition types count as inexact, so a new zod feature never slips through.
 */
import { checksOf, defOf } from '@wonder/contracts/samples';
import type * as z from 'zod/mini';

export interface Exactness {
  /** The JSON Schema accepts exactly the values zod accepts. */
  accepts: boolean;
  /** zod's output is the accepted value itself (nothing coerced, defaulted, transformed or stripped). */
  outputIsInput: boolean;
  /**
   * zod's output is the accepted value itself whenever no object in it has a key beyond its shape: the only
   * change zod makes is dropping unknown keys of plain objects, and none of them sits in a union (where zod
   * keeps the first option that parses, stripped by that option's shape).
   */
  outputIsInputWithoutExtraKeys: boolean;
}

/** Types whose JSON Schema is exact, apart from their checks. */
const PLAIN = new Set(['string', 'number', 'boolean', 'null', 'literal', 'enum', 'unknown', 'any', 'never']);
/** Wrappers whose JSON Schema is their inner type's, made optional or nullable. */
const WRAPPING = new Set(['optional', 'nullable', 'readonly', 'nonoptional']);
/** Accepted exactly, but the output differs (a default fills a missing value). */
const OUTPUT_CHANGING = new Set(['default', 'prefault']);

function checksExact(schema: z.ZodMiniType): boolean {
  const own = defOf(schema);
  const checks = [...checksOf(schema), ...(own.check ? [own as Record<string, unknown>] : [])];
  return checks.every((c) => {
    if (c.check === 'custom' || c.check === 'overwrite') return false;
    if (c.check !== 'string_format') return true;
    // Formats that carry their pattern (datetime, email, regex, starts_with…) are emitted with it.
    const pattern = c.pattern;
    return pattern instanceof RegExp && pattern.flags.replace('g', '') === '';
  });
}

export function exactness(schema: z.ZodMiniType, seen = new Set<z.ZodMiniType>()): Exactness {
  if (seen.has(schema)) return { accepts: true, outputIsInput: true, outputIsInputWithoutExtraKeys: true };
  seen.add(schema);
  const def = defOf(schema);
  const inner = (s: unknown) => exactness(s as z.ZodMiniType, seen);
  const all = (
    parts: Exactness[],
    own: Exactness = { accepts: true, outputIsInput: true, outputIsInputWithoutExtraKeys: true },
  ): Exactness => ({
    accepts: own.accepts && parts.every((p) => p.accepts),
    outputIsInput: own.outputIsInput && parts.every((p) => p.outputIsInput),
    outputIsInputWithoutExtraKeys:
      own.outputIsInputWithoutExtraKeys && parts.every((p) => p.outputIsInputWithoutExtraKeys),
  });
  const plainOutput = def.coerce !== true;
  const own = {
    accepts: checksExact(schema) && def.coerce !== true,
    outputIsInput: plainOutput,
    outputIsInputWithoutExtraKeys: plainOutput,
  };

  if (PLAIN.has(def.type)) return own;
  if (WRAPPING.has(def.type)) return all([inner(def.innerType)], own);
  if (OUTPUT_CHANGING.has(def.type))
    return all([inner(def.innerType)], {
      ...own,
      outputIsInput: false,
      outputIsInputWithoutExtraKeys: false,
    });
  switch (def.type) {
    case 'array':
      return all([inner(def.element)], own);
    case 'tuple':
      return all([...(def.items as unknown[]).map(inner), ...(def.rest ? [inner(def.rest)] : [])], own);
    case 'union': {
      const options = all((def.options as unknown[]).map(inner), own);
      // An option that strips decides the output by its own shape: only options that never strip are safe.
      return { ...options, outputIsInputWithoutExtraKeys: options.outputIsInput };
    }
    case 'intersection':
      return all([inner(def.left), inner(def.right)], own);
    case 'record':
      return all([inner(def.keyType), inner(def.valueType)], own);
    case 'object': {
      const shape = Object.values(def.shape as Record<string, unknown>).map(inner);
      // A plain z.object drops unknown keys from its output; loose and strict ones keep or refuse them.
      const strips = def.catchall === undefined;
      const catchall = def.catchall ? [inner(def.catchall)] : [];
      return all([...shape, ...catchall], { ...own, outputIsInput: own.outputIsInput && !strips });
    }
    case 'lazy':
      return inner((def.getter as () => unknown)());
    default:
      // pipe, transform, catch, custom, date, bigint, map, set, function, promise, template_literal…
      return { accepts: false, outputIsInput: false, outputIsInputWithoutExtraKeys: false };
  }
}
