/**
 * `when` of an override: does this request carry these field values? Query and header values arrive as text
 * and are compared as text; body fields are found by path (`a.b.0.c`) in the JSON body and compared by value,
 * a number and its text counting as equal (a phone number written either way). A field whose name ends in
 * `Cipher` is the app's RSA-encrypted text (random padding: never the same twice), so it is compared
 * decrypted with the development key: `phoneCipher: "13800000000"` picks one phone.
 */
import { rsaDecrypt } from '../crypto/rsa';
import type { MatchValue, OverrideWhen } from './types';

/** What `when` looks at: the request as it arrived (before validation: the overrides act first). */
export interface RequestFields {
  query: unknown;
  headers: Readonly<Record<string, unknown>>;
  body: unknown;
}

const CIPHER_FIELD = /Cipher$/;

export function at(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function same(actual: unknown, expected: MatchValue): boolean {
  if (Array.isArray(actual)) return actual.some((one) => same(one, expected));
  if (actual === expected) return true;
  if (actual === undefined || actual === null || expected === null) return false;
  return typeof actual !== 'object' && String(actual) === String(expected);
}

export function fieldHolds(actual: unknown, expected: MatchValue, name: string): boolean {
  if (same(actual, expected)) return true;
  return typeof actual === 'string' && CIPHER_FIELD.test(name) && same(rsaDecrypt(actual), expected);
}

export function whenHolds(when: OverrideWhen, request: RequestFields | undefined): boolean {
  if (!request) return false;
  for (const [name, expected] of Object.entries(when.query ?? {}))
    if (!fieldHolds(at(request.query, name), expected, name)) return false;
  for (const [name, expected] of Object.entries(when.headers ?? {}))
    if (!fieldHolds(request.headers[name.toLowerCase()], expected, name)) return false;
  for (const [name, expected] of Object.entries(when.body ?? {}))
    if (!fieldHolds(at(request.body, name), expected, name)) return false;
  return true;
}
