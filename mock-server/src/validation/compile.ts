/**
 * Validators compiled once per schema: the zod contract stays the source of truth, and what it accepts is
 * checked by an ajv validator compiled from its JSON Schema (`z.toJSONSchema`), which is several times faster
 * than zod's interpreter on large replies. Where the JSON Schema cannot say exactly what zod accepts
 * (refinements, coercion, formats checked by code such as URLs, flagged regexes, transforms) zod validates,
 * as before. Either way a rejection is described by zod, so messages name the field exactly as they always did.
 *
 * test/validation-equivalence.test.ts proves, for every contract schema, that `check` and zod accept and reject
 * the same values (samples, mutations of them and generated values). The pipeline (routes/pipeline.ts) and
 * the admin routes (admin/route.ts) compile each of their schemas on first use (compileLazily).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type * as z from 'zod/mini';
import { toJSONSchema } from 'zod/mini';
import { exactness } from './exactness';

export type CheckResult<T = unknown> = { ok: true; data: T } | { ok: false; error: z.core.$ZodError };

export interface CompiledSchema<T = unknown> {
  /** Accepts what the zod schema accepts; `data` is zod's output (the value itself where they are the same). */
  check(value: unknown): CheckResult<T>;
  /** How this schema is checked: `ajv` (compiled JSON Schema, zod only to describe a rejection) or `zod`. */
  readonly engine: 'ajv' | 'zod';
}

/**
 * One ajv instance for every schema (compiled code is cached by schema identity). `unicode: false` counts
 * string lengths in UTF-16 units like zod (and JavaScript); `unicodeRegExp: false` compiles patterns without
 * the u flag, as zod runs them; formats are not checked by ajv: an exact schema's formats carry their pattern,
 * and the others are left to zod (see exactness.ts).
 */
const ajv = new Ajv2020({
  strict: false,
  allErrors: false,
  validateFormats: false,
  unicode: false,
  unicodeRegExp: false,
  // `unicode: false` is deprecated in name only (still honoured); its warning would print in every process.
  logger: false,
});

export interface CompileOptions {
  /**
   * The caller reads the output (a handler gets the parsed body): unless zod's output is the value itself
   * (no defaults, coercion or transforms, no object that strips unknown keys), zod parses, as before. Where
   * zod's only change is stripping unknown keys, a value without any (what the app sends) is checked by ajv and
   * handed over as it is (issue 40 item 4: zod's parse of the login body was a tenth of the simulator's own
   * work); one with unknown keys is zod's to strip.
   */
  needOutput?: boolean;
}

export function compileSchema<T = unknown>(
  schema: z.ZodMiniType<T>,
  options: CompileOptions = {},
): CompiledSchema<T> {
  const zodCheck = (value: unknown): CheckResult<T> => {
    const r = schema.safeParse(value);
    return r.success ? { ok: true, data: r.data } : { ok: false, error: r.error };
  };
  const how = exactness(schema);
  const stripsOnly = options.needOutput && !how.outputIsInput && how.outputIsInputWithoutExtraKeys;
  if (!how.accepts || (options.needOutput && !how.outputIsInput && !stripsOnly))
    return { check: zodCheck, engine: 'zod' };
  let validate: (value: unknown) => boolean;
  let closed: ((value: unknown) => boolean) | undefined;
  try {
    const json = toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' });
    validate = ajv.compile(json);
    // The same schema with no key beyond any object's shape: a value it accepts is zod's output as it is.
    if (stripsOnly) closed = ajv.compile(closedObjects(json) as typeof json);
  } catch {
    return { check: zodCheck, engine: 'zod' };
  }
  return {
    engine: 'ajv',
    check(value) {
      // The request a handler reads, as the app sends it (no unknown key): zod would give it back unchanged.
      if (closed?.(value)) return { ok: true, data: value as T };
      // A rejection is rare, and zod describes it (naming the field as the 400s always did); a value with
      // unknown keys is zod's to strip.
      if (closed || !validate(value)) return zodCheck(value);
      return { ok: true, data: value as T };
    },
  };
}

/**
 * A JSON Schema whose objects take no key beyond their properties: zod writes a stripping object as `properties`
 * without `additionalProperties` (records and loose or strict objects say theirs, and keep it).
 */
function closedObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closedObjects);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node))
    out[k] = k === 'enum' || k === 'const' || k === 'default' ? v : closedObjects(v);
  if (out.properties !== undefined && out.additionalProperties === undefined)
    out.additionalProperties = false;
  return out;
}

/** Lazy validators not compiled yet, so a running simulator can compile them ahead of requests. */
const pending = new Set<() => void>();

/**
 * compileSchema on first use: a process compiles only the schemas it meets (about 8 ms each), so a test that
 * builds the simulator to call three endpoints does not compile all two hundred. The CLI compiles the rest in
 * the background once it listens (compilePending), so no app call waits for a compilation.
 */
export function compileLazily<T = unknown>(
  schema: z.ZodMiniType<T>,
  options: CompileOptions = {},
): Pick<CompiledSchema<T>, 'check'> {
  let compiled: CompiledSchema<T> | undefined;
  const compile = () => {
    compiled ??= compileSchema(schema, options);
    pending.delete(compile);
    return compiled;
  };
  pending.add(compile);
  return { check: (value) => (compiled ?? compile()).check(value) };
}

/** Compile every lazy validator still waiting, a few per turn of the event loop; resolves when done. */
export async function compilePending(perTurn = 8): Promise<number> {
  let count = 0;
  while (pending.size) {
    for (const compile of [...pending].slice(0, perTurn)) {
      compile();
      count++;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  return count;
}
