/**
 * The JSON Schema of scenario files, generated from the zod contracts, so an editor refuses what the simulator
 * refuses: the file's shape from ScenarioFileSchema (@wonder/contracts/admin, so fields added there flow in),
 * and what the loader checks beyond the shape (check-override.ts) said in JSON Schema — exactly one target per
 * override, at least one effect, the codes each target's hosts answer (codes.ts), success `data` per endpoint
 * (each endpoint's `data` schema), data only with an endpoint target, a known persona. What it cannot say
 * (an `extends` naming a scenario of another file, two files with one id) the loader reports with its line.
 * Valid in ajv's strict mode (test/scenario-schema.test.ts). Committed as mock-server/scenarios/
 * scenario.schema.json (`pnpm --filter @wonder/mock-server run scenarios:schema` rewrites it;
 * test/scenario-files.test.ts fails when it is out of date), written into any other scenarios directory the
 * simulator is started with, and served at /__mock/scenario.schema.json.
 */
import { ALL_ENDPOINTS, AUTH_RULES, type Code, HOST_IDS, type HostId } from '@wonder/contracts';
import { OVERRIDE_EFFECTS, OVERRIDE_TARGETS, ScenarioFileSchema } from '@wonder/contracts/admin';
import { PERSONA_IDS } from '@wonder/fixtures';
import { type JsonSchema, jsonSchema } from '../validation/json-schema';
import { codesOf } from './codes';

export const SCENARIO_SCHEMA_FILE = 'scenario.schema.json';

/** Every JSON value the loader takes for these codes: it compares codes as text, so "500" and 500 are one. */
function codeValues(codes: readonly Code[]): (string | number)[] {
  const out: (string | number)[] = [];
  for (const text of new Set(codes.map(String))) {
    out.push(text);
    if (/^-?\d+$/.test(text) && String(Number(text)) === text) out.push(Number(text));
  }
  return out;
}

/** `enum` of these values; none allowed when there are none (ajv refuses an empty enum). */
const among = (values: readonly (string | number)[]): JsonSchema | false =>
  values.length ? { enum: [...values] } : false;

/** The codes every one of these hosts answers. */
function sharedCodes(hosts: readonly HostId[]): (string | number)[] {
  const [first, ...rest] = hosts.map((h) => new Set(codesOf(h).map((c) => String(c.code))));
  return codeValues([...(first ?? [])].filter((c) => rest.every((s) => s.has(c))));
}

const AUTH_HOSTS = [
  ...new Set(ALL_ENDPOINTS.filter((e) => e.headers.some((h) => AUTH_RULES.includes(h))).map((e) => e.host)),
];

const dataRef = (id: string) => `data.${id}`;
/** `field` is present (and matches `schema`); `properties` beside `required` as ajv's strict mode asks. */
const has = (field: string, schema: JsonSchema | boolean = true): JsonSchema => ({
  properties: { [field]: schema },
  required: [field],
});

/** JSON Schema's if/then (an object, not a promise). */
const ifThen = (condition: JsonSchema, then: JsonSchema): JsonSchema => ({ if: condition, then });

/** The top-level field names of an object schema (zod/mini keeps them in its definition), else null. */
function fieldsOf(schema: unknown): string[] | null {
  const def = (schema as { _zod?: { def?: { type?: string; shape?: object } } } | undefined)?._zod?.def;
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : null;
}

/**
 * `when` names only fields the endpoint's request has (check-override.ts's checkWhen): a query name, or a body
 * path whose first segment is a body field (`a.b.0.c`); none where the request has no such fields.
 */
function whenRules(e: (typeof ALL_ENDPOINTS)[number]): JsonSchema {
  const names = (fields: string[] | null): JsonSchema | false =>
    fields === null || fields.length === 0
      ? false
      : {
          type: 'object',
          propertyNames: {
            pattern: `^(?:${fields.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?:\\.|$)`,
          },
        };
  return { type: 'object', properties: { query: names(fieldsOf(e.query)), body: names(fieldsOf(e.body)) } };
}

/**
 * What check-override.ts checks of an answer (the override's own effects, or each answer of its sequence):
 * a code its hosts answer and, for an endpoint, success data its data schema accepts.
 */
function answerRules(codes: JsonSchema | false, e?: (typeof ALL_ENDPOINTS)[number]): JsonSchema {
  return {
    type: 'object',
    properties: { code: codes },
    ...(e === undefined
      ? {}
      : // Success data (no code, or a success code) is what the endpoint's data schema accepts.
        ifThen(
          { anyOf: [{ not: has('code') }, has('code', among(codeValues(e.successCodes)))] },
          { properties: { data: { $ref: `#/$defs/${dataRef(e.id)}` } } },
        )),
  };
}

/** An answer's rules on the override itself and on every answer of its sequence. */
const everyAnswer = (rules: JsonSchema, more: JsonSchema = {}): JsonSchema => ({
  allOf: [
    rules,
    { properties: { sequence: { type: 'array', items: rules }, ...((more.properties as JsonSchema) ?? {}) } },
  ],
});
/** Where an endpoint's answer rules are defined once (referenced by the override and its sequence's answers). */
const answerRef = (id: string) => `answer.${id}`;

/** What check-override.ts checks beyond the shape, as schema keywords on the override object. */
function overrideRules(): JsonSchema[] {
  const targeted = (field: string, value: unknown, then: JsonSchema): JsonSchema =>
    ifThen(has(field, { const: value }), then);
  return [
    { oneOf: OVERRIDE_TARGETS.map((k) => has(k)) },
    { anyOf: OVERRIDE_EFFECTS.map((k) => has(k)) },
    // Every endpoint has its own data shape: success data needs an endpoint target.
    { dependentRequired: { data: ['endpoint'] } },
    // …in a sequence's answers too.
    ifThen(
      { not: has('endpoint') },
      { properties: { sequence: { type: 'array', items: { type: 'object', not: has('data') } } } },
    ),
    ...ALL_ENDPOINTS.map((e) =>
      targeted(
        'endpoint',
        e.id,
        everyAnswer({ $ref: `#/$defs/${answerRef(e.id)}` }, { properties: { when: whenRules(e) } }),
      ),
    ),
    ...HOST_IDS.map((h) => targeted('host', h, everyAnswer(answerRules(among(sharedCodes([h])))))),
    targeted('auth', true, everyAnswer(answerRules(among(sharedCodes(AUTH_HOSTS))))),
    targeted('all', true, everyAnswer(answerRules(among(sharedCodes(HOST_IDS))))),
  ];
}

const KEYWORDS_OF: Record<string, readonly string[]> = {
  object: [
    'properties',
    'required',
    'additionalProperties',
    'propertyNames',
    'patternProperties',
    'minProperties',
    'maxProperties',
    'dependentRequired',
  ],
  array: ['items', 'prefixItems', 'minItems', 'maxItems', 'uniqueItems', 'contains'],
  string: ['minLength', 'maxLength', 'pattern', 'format'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
};
KEYWORDS_OF.integer = KEYWORDS_OF.number as readonly string[];

/**
 * What zod writes, said so that ajv's strict mode takes it. zod writes a union of primitives as
 * `type: [a, b]`, which strict mode refuses (strictTypes, unless allowUnionTypes): the same as `anyOf` of one
 * branch per type, each with the keywords of its type.
 */
function forStrictMode(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forStrictMode);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) out[k] = k === 'enum' || k === 'const' ? v : forStrictMode(v);
  // A record with enum keys (z.record(z.enum(…), …)) requires keys it has no `properties` for, which strict
  // mode refuses (strictRequired): name them, with the schema they already get through additionalProperties.
  if (Array.isArray(out.required)) {
    const properties = { ...((out.properties as JsonSchema | undefined) ?? {}) };
    for (const k of out.required as string[])
      if (!(k in properties)) properties[k] = (out.additionalProperties as JsonSchema | undefined) ?? true;
    out.properties = properties;
  }
  if (!Array.isArray(out.type)) return out;
  const types = out.type as string[];
  delete out.type;
  const branches = types.map((t) => {
    const branch: JsonSchema = { type: t };
    for (const k of KEYWORDS_OF[t] ?? []) if (k in out) branch[k] = out[k];
    return branch;
  });
  for (const t of types) for (const k of KEYWORDS_OF[t] ?? []) delete out[k];
  const union = { anyOf: branches };
  if (out.anyOf === undefined) return { ...out, ...union };
  return { ...out, allOf: [...((out.allOf as unknown[]) ?? []), union] };
}

export function scenarioFileJsonSchema(): JsonSchema {
  return forStrictMode(fileSchema()) as JsonSchema;
}

function fileSchema(): JsonSchema {
  const shape = jsonSchema(ScenarioFileSchema, 'input');
  const properties = shape.properties as Record<string, JsonSchema>;
  const overrides = properties.overrides as JsonSchema;
  const override = overrides.items as JsonSchema;
  const existing = (override.allOf as JsonSchema[] | undefined) ?? [];
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Wonder Parent simulator scenario file',
    description:
      'One scenario in the shape of the built-in catalogue (mock-server/src/scenarios/catalogue). Generated from ' +
      "the contracts: each override has exactly one target, codes its hosts answer and, as success data, what its endpoint's " +
      'data schema accepts. The simulator also checks what a schema cannot: that `extends` names a known scenario ' +
      'and no other file has this id.',
    ...shape,
    properties: {
      ...properties,
      persona: { ...(properties.persona as JsonSchema), enum: [...PERSONA_IDS] },
      overrides: { ...overrides, items: { $ref: '#/$defs/override' } },
    },
    $defs: {
      ...((shape.$defs as JsonSchema | undefined) ?? {}),
      override: { ...override, allOf: [...existing, ...overrideRules()] },
      ...Object.fromEntries(ALL_ENDPOINTS.map((e) => [dataRef(e.id), jsonSchema(e.data, 'input')])),
      ...Object.fromEntries(
        ALL_ENDPOINTS.map((e) => [
          answerRef(e.id),
          answerRules(among(codeValues(codesOf(e.host).map((c) => c.code))), e),
        ]),
      ),
    },
  };
}

/** The schema as file text (stable: the same contracts give the same bytes). */
export function scenarioFileJsonSchemaText(): string {
  return `${JSON.stringify(scenarioFileJsonSchema(), null, 2)}\n`;
}
