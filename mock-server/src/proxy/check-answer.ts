/**
 * A real service's answer against the same contract the simulator's own answers meet: JSON, the host's
 * envelope head (code and message, as the client reads it first), and for a success code the whole envelope
 * with the endpoint's `data` schema. A failure code is judged by its head only, like the client does.
 */
import { type AnyEndpoint, envelopeHead, envelopeOf, FAMILIES, isSuccessCode } from '@wonder/contracts';
import type * as z from 'zod/mini';
import { jsonNestingProblem } from '../util/nesting';
import { ownCopy } from '../util/own-copy';
import { type Redactor, redactor, secretValuesOf } from '../util/redact';
import { compileLazily } from '../validation/compile';
import type { Violation } from './drift-report';

const GOT_CHARS = 120;

export interface CheckedAnswer {
  violations: Violation[];
  /** The parsed answer when it was JSON. */
  json: unknown;
  /** A success answer that met the contract: what a recorded scenario can replay. */
  success: boolean;
}

/** Credentials by name, and every value the answer holds under a credential-looking name wherever it is. */
function redactorOfAnswer(text: string): Redactor {
  return redactor(secretValuesOf({ bodies: [text] }));
}

/**
 * What came, as the drift report keeps it: at most GOT_CHARS, redacted, and its own copy (util/own-copy.ts) —
 * an excerpt sliced from a 10 MB answer kept the whole answer alive until the report was read.
 */
function excerpt(value: unknown, redact: Redactor): string {
  if (value === undefined) return 'missing';
  // A long text is cut before it is redacted and quoted: twice the excerpt leaves room for the masks.
  const bounded =
    typeof value === 'string' && value.length > 2 * GOT_CHARS ? value.slice(0, 2 * GOT_CHARS) : value;
  const text = redact.text(JSON.stringify(redact.json(bounded)) ?? String(bounded));
  return ownCopy(text, GOT_CHARS - 1);
}

function at(value: unknown, path: readonly PropertyKey[]): unknown {
  let v = value;
  for (const key of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

function violationsOf(error: z.core.$ZodError, value: unknown, text: string): Violation[] {
  const redact = redactorOfAnswer(text);
  return error.issues.map((issue) => ({
    path: ['reply', ...issue.path.map(String)].join('.'),
    expected:
      'expected' in issue && typeof issue.expected === 'string'
        ? issue.expected
        : issue.message.replace(/^Invalid input: /, ''),
    got: excerpt(at(value, issue.path), redact),
  }));
}

export function answerChecker(endpoint: AnyEndpoint) {
  const family = FAMILIES[endpoint.family];
  const head = family.id === 'raw' ? null : compileLazily(envelopeHead(family));
  const whole = compileLazily(envelopeOf(family, endpoint.data));

  return function check(text: string): CheckedAnswer {
    // Before parsing: the checks and the redactor walk the value recursively (util/nesting.ts).
    const deep = jsonNestingProblem(text);
    if (deep)
      return {
        violations: [{ path: 'reply', expected: `JSON ${deep.message}`, got: `line ${deep.line}` }],
        json: undefined,
        success: false,
      };
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return {
        violations: [{ path: 'reply', expected: 'JSON', got: excerpt(text, redactorOfAnswer(text)) }],
        json: undefined,
        success: false,
      };
    }
    if (head) {
      const h = head.check(json);
      if (!h.ok) return { violations: violationsOf(h.error, json, text), json, success: false };
      const code = (json as Record<string, string | number>)[family.codeField];
      if (!isSuccessCode(endpoint.successCodes, code)) return { violations: [], json, success: false };
    }
    const r = whole.check(json);
    return r.ok
      ? { violations: [], json, success: true }
      : { violations: violationsOf(r.error, json, text), json, success: false };
  };
}
