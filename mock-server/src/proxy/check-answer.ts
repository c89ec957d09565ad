/**
 * A real service's answer against the same contract the simulator's own answers meet: JSON, the host's
 * envelope head (code and message, as the client reads it first), and for a success code the whole envelope
 * with the endpoint's `data` schema. A failure code is judged by its head only, like the client does.
 */
import { type AnyEndpoint, envelopeHead, envelopeOf, FAMILIES, isSuccessCode } from '@wonder/contracts';
import type * as z from 'zod/mini';
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

function excerpt(value: unknown, redact: Redactor): string {
  if (value === undefined) return 'missing';
  const text = redact.text(JSON.stringify(redact.json(value)) ?? String(value));
  return text.length > GOT_CHARS ? `${text.slice(0, GOT_CHARS - 1)}…` : text;
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
