/**
 * The compiled validators (src/validation) accept and reject exactly what the zod contracts do, for every
 * schema the simulator checks: each endpoint's query, body and reply envelope, each admin route's query, body
 * and reply. Values: the contract's sample and a fully filled one, the fixtures' real replies, every field of
 * those replaced by a wrong or edge value or removed, an unknown key added, and values fast-check generates.
 */

import { isDeepStrictEqual } from 'node:util';
import { ALL_ENDPOINTS, envelopeOf, FAMILIES, makeEnvelope } from '@wonder/contracts';
import { ALL_ADMIN_ROUTES } from '@wonder/contracts/admin';
import { defOf, sampleOf, WRAPPERS } from '@wonder/contracts/samples';
import { PERSONA_IDS, successData } from '@wonder/fixtures';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { compileSchema } from '../src/validation/compile';
import { successCodeOf } from '../src/wire/envelope';
import { personaById } from '../src/world/personas';

z.config(z.locales.en());

/** Every optional field filled, so mutations reach the whole shape (sampleOf gives the smallest value). */
function fullSampleOf(schema: z.ZodMiniType, depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 8) return sampleOf(schema);
  if (WRAPPERS.has(def.type)) {
    const inner = fullSampleOf(def.innerType as z.ZodMiniType, depth + 1);
    return schema.safeParse(inner).success ? inner : sampleOf(schema);
  }
  if (def.type === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(def.shape as Record<string, z.ZodMiniType>))
      out[k] = fullSampleOf(v, depth + 1);
    return schema.safeParse(out).success ? out : sampleOf(schema);
  }
  if (def.type === 'array') {
    const full = [fullSampleOf(def.element as z.ZodMiniType, depth + 1)];
    return schema.safeParse(full).success ? full : sampleOf(schema);
  }
  return sampleOf(schema);
}

const EDGE_VALUES: unknown[] = [
  null,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  '12',
  '😀😀',
  'x'.repeat(300),
  true,
  {},
  [null],
];

/** Paths to every value inside `value` (objects and arrays), at most `max`. */
function pathsOf(value: unknown, max = 25): (string | number)[][] {
  const out: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    if (out.length >= max || typeof v !== 'object' || v === null) return;
    for (const [k, child] of Object.entries(v)) {
      const p = [...path, Array.isArray(v) ? Number(k) : k];
      out.push(p);
      walk(child, p);
    }
  };
  walk(value, []);
  return out;
}

/** `value` with the field at `path` replaced or removed; only the containers along the path are copied. */
function replaced(value: unknown, path: (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const child = replaced(copy[key], rest, next);
  if (child === REMOVE) delete copy[key];
  else copy[key] = child;
  return copy;
}
const REMOVE = Symbol('remove');

/** Inside a value, fewer edges: one per JSON type, and the two that trip length and type checks. */
const NESTED_EDGES: unknown[] = [null, -1, 1.5, '', '😀😀', true, {}];

function mutationsOf(value: unknown): unknown[] {
  const out: unknown[] = [value, ...EDGE_VALUES, undefined];
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    out.push({ ...value, unknownKey: 'x' });
  for (const path of pathsOf(value)) {
    out.push(replaced(value, path, REMOVE));
    const inner = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], value);
    // An unknown key deeper in: what zod strips from a nested object (the handler reads its output).
    if (typeof inner === 'object' && inner !== null && !Array.isArray(inner))
      out.push(replaced(value, path, { ...inner, unknownKey: 'x' }));
    for (const edge of path.length === 1 ? EDGE_VALUES : NESTED_EDGES) out.push(replaced(value, path, edge));
  }
  return out;
}

interface Case {
  name: string;
  schema: z.ZodMiniType;
  values: unknown[];
}

const compiled = new Map<z.ZodMiniType, ReturnType<typeof compileSchema>>();
function compiledOf(schema: z.ZodMiniType) {
  const known = compiled.get(schema);
  if (known) return known;
  const made = compileSchema(schema);
  compiled.set(schema, made);
  return made;
}

const FIXTURE_PERSONAS = PERSONA_IDS.slice(0, 2);
const NOW = Date.UTC(2026, 8, 1, 4);

function cases(): Case[] {
  const out: Case[] = [];
  for (const e of ALL_ENDPOINTS) {
    const reply = envelopeOf(FAMILIES[e.family], e.data);
    const fixtures = FIXTURE_PERSONAS.map((p) =>
      makeEnvelope(
        FAMILIES[e.family],
        successCodeOf(e),
        'success',
        successData(e.id, personaById(p), NOW),
        e.family === 'app' ? { count: 1 } : e.family === 'ems' ? { time: NOW } : {},
      ),
    );
    out.push({ name: `${e.id} reply`, schema: reply, values: [fixtures, fullSampleOf(reply)].flat() });
    if (e.body)
      out.push({ name: `${e.id} body`, schema: e.body, values: [sampleOf(e.body), fullSampleOf(e.body)] });
    if (e.query)
      out.push({
        name: `${e.id} query`,
        schema: e.query,
        values: [sampleOf(e.query), fullSampleOf(e.query)],
      });
  }
  for (const r of ALL_ADMIN_ROUTES) {
    for (const part of ['query', 'body', 'reply'] as const) {
      const schema = r[part];
      if (schema)
        out.push({ name: `admin ${r.id} ${part}`, schema, values: [sampleOf(schema), fullSampleOf(schema)] });
    }
  }
  return out;
}

describe('compiled validators agree with the zod contracts', () => {
  const all = cases();

  it('covers every endpoint and admin route, and compiles most of them to ajv', () => {
    expect(all.length).toBeGreaterThan(ALL_ENDPOINTS.length + ALL_ADMIN_ROUTES.length);
    const engines = all.map((c) => compiledOf(c.schema).engine);
    expect(engines.filter((e) => e === 'ajv').length / engines.length).toBeGreaterThan(0.8);
  });

  it.each(all.map((c) => [c.name, c] as const))('%s: samples, fixtures and their mutations', (_name, c) => {
    const validator = compiledOf(c.schema);
    const disagreements: string[] = [];
    for (const base of c.values) {
      for (const value of mutationsOf(base)) {
        const zodOk = c.schema.safeParse(value).success;
        if (validator.check(value).ok !== zodOk)
          disagreements.push(`zod ${zodOk ? 'accepts' : 'rejects'} ${JSON.stringify(value)?.slice(0, 200)}`);
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  });

  it.each(all.filter((c) => !c.name.endsWith(' reply')).map((c) => [c.name, c] as const))(
    '%s, read by a handler: the same output as zod (unknown keys stripped)',
    (_name, c) => {
      // What a handler gets (needOutput): zod's output, whichever engine checked the value.
      const validator = compileSchema(c.schema, { needOutput: true });
      const disagreements: string[] = [];
      for (const base of c.values) {
        for (const value of mutationsOf(base)) {
          const zod = c.schema.safeParse(value);
          const ours = validator.check(value);
          if (ours.ok !== zod.success || (ours.ok && zod.success && !isDeepStrictEqual(ours.data, zod.data)))
            disagreements.push(`${JSON.stringify(value)?.slice(0, 200)}`);
        }
      }
      expect(disagreements.slice(0, 5)).toEqual([]);
    },
  );

  it('agrees on values fast-check generates (any JSON, and objects of the right keys)', () => {
    const picked = all.filter((_, i) => i % 7 === 0);
    fc.assert(
      fc.property(fc.constantFrom(...picked), fc.jsonValue(), (c, value) => {
        expect(compiledOf(c.schema).check(value).ok).toBe(c.schema.safeParse(value).success);
      }),
      { numRuns: 300, seed: 21 },
    );
  });
});
