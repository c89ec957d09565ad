/**
 * Credentials and personal numbers out of what the simulator lets people take away: the journal (URLs,
 * headers, bodies, the HAR export), the drift report and the logs, readable by anyone with admin access and
 * attached to bug reports. Two steps:
 *
 *  1. **By name**: a value under a credential-looking name (query parameter, header, JSON key, form field)
 *     becomes `***` — see SECRET_NAMES below.
 *  2. **By value**: every value found under such a name (and every token the session issued) is also masked
 *     wherever else it appears — in a URL, another header, a body, a Referer — as a whole word, when it is at
 *     least MIN_SECRET_CHARS long (a "1" or "86" is no credential and would mask half the journal).
 *
 * One `Redactor` does both for a set of known values; `NO_REDACTION` is the same shape doing nothing, for an
 * owner who asks for their journal as it was.
 */

/**
 * Names whose values are credentials or personal numbers. Matched case-insensitively:
 *  - containing: token, passw, pwd, secret, cipher, cookie, authorization, phone, mobile, ticket, signature,
 *    sessionid / session_id / session-id, apikey / api-key / api_key, verificationcode, verifycode, smscode;
 *  - whole names: key, sign, code, captcha-sencond-code (the app's spelling) and any name ending in
 *    `-key` / `_key` / `Key` (secretKey, x-api-key, presentKey) or `-sign` / `_sign` / `Sign`.
 * Not: the envelope's own `code` (a JSON object's top-level `code`/`repCode` beside its message), which is the
 * answer's status, and the browser's client hints (`sec-ch-ua-mobile: ?0`).
 */
const SECRET_PART =
  /token|passw|pwd|secret|cipher|cookie|authorization|phone|mobile|ticket|signature|session[-_]?id|api[-_]?key|verificationcode|verifycode|smscode/i;
const SECRET_WHOLE = /^(?:key|sign|code|captcha-sencond-code)$|[-_]key$|[a-z]Key$|[-_]sign$|[a-z]Sign$/;
const CLIENT_HINT = /^sec-ch-/i;
export const REDACTED = '***';
/** The word before a credential in an Authorization header: no secret itself. */
const AUTH_SCHEME = /^(?:bearer|basic|digest|token)$/i;
/** Shorter values are masked only under their own name. */
export const MIN_SECRET_CHARS = 6;

export function isSecretName(name: string): boolean {
  if (CLIENT_HINT.test(name)) return false;
  return SECRET_PART.test(name) || SECRET_WHOLE.test(name) || SECRET_WHOLE.test(name.toLowerCase());
}

export type Headers = Readonly<Record<string, string | number | readonly string[] | undefined>>;

/** Where values under secret names are looked for: URLs, header lists and body texts (JSON or forms). */
export interface Material {
  urls?: Iterable<string>;
  headers?: Iterable<Headers>;
  bodies?: Iterable<string | null>;
  /** Values known to be secret already (tokens the session issued, captcha keys). */
  values?: Iterable<string>;
}

/** The values under secret names in `material` (and its `values`), long enough to be masked elsewhere. */
export function secretValuesOf(material: Material): Set<string> {
  const found = new Set<string>();
  const add = (v: unknown) => {
    if (typeof v !== 'string' && typeof v !== 'number') return;
    const s = String(v);
    if (s.length < MIN_SECRET_CHARS) return;
    found.add(s);
    // `Bearer <t>`, `<token>---<point>`: the parts are secrets on their own too.
    for (const part of s.split(/\s+|---/))
      if (part.length >= MIN_SECRET_CHARS && !AUTH_SCHEME.test(part)) found.add(part);
  };
  for (const v of material.values ?? []) add(v);
  for (const url of material.urls ?? []) {
    const q = url.indexOf('?');
    if (q !== -1) for (const [name, value] of formPairs(url.slice(q + 1))) if (isSecretName(name)) add(value);
  }
  for (const headers of material.headers ?? [])
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || !isSecretName(name)) continue;
      for (const one of Array.isArray(value) ? value : [value]) add(one);
    }
  for (const body of material.bodies ?? []) {
    if (!body) continue;
    const json = parseJson(body);
    if (json !== undefined)
      walk(
        json,
        (v) => {
          add(v);
          return v;
        },
        true,
      );
    else if (isForm(body)) for (const [name, value] of formPairs(body)) if (isSecretName(name)) add(value);
  }
  return found;
}

export interface Redactor {
  url(url: string): string;
  /** Header name → value(s) as text. */
  headers(headers: Headers): [string, string][];
  /** A body as text: JSON, a form, or other text. */
  body(text: string): string;
  json(value: unknown): unknown;
  /** Any other text (a log line, an excerpt). */
  text(text: string): string;
}

/** Redaction by name, and by value for `values` (see secretValuesOf). */
export function redactor(values: Iterable<string> = []): Redactor {
  const masked = valueMask(values);
  const url = (u: string) => masked(redactQuery(u));
  return {
    url,
    headers: (headers) => {
      const out: [string, string][] = [];
      for (const [name, value] of Object.entries(headers)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value])
          out.push([name, isSecretName(name) ? REDACTED : masked(String(one))]);
      }
      return out;
    },
    body: (text) => {
      const json = parseJson(text);
      if (json !== undefined) return masked(JSON.stringify(walk(json, () => REDACTED, true)));
      // Not JSON: a body cut at the journal's cap, or a form.
      return masked(isForm(text) ? redactQuery(`?${text}`).slice(1) : text);
    },
    json: (value) => walk(value, () => REDACTED, true, masked),
    text: masked,
  };
}

/** The same shape, changing nothing: the journal as it was, for its owner (`?redact=false`). */
export const NO_REDACTION: Redactor = {
  url: (u) => u,
  headers: (headers) =>
    Object.entries(headers).flatMap(([name, value]) =>
      value === undefined
        ? []
        : (Array.isArray(value) ? value : [value]).map((one): [string, string] => [name, String(one)]),
    ),
  body: (text) => text,
  json: (value) => value,
  text: (text) => text,
};

/** By name only: what is known without any material (the journal's stored path, log lines). */
const BY_NAME = redactor();

/** The URL with the values of secret query parameters replaced by `***`. */
export function redactUrl(url: string): string {
  return BY_NAME.url(url);
}

/** Header name → value(s) as text, secret ones as `***`. */
export function redactHeaders(headers: Headers): [string, string][] {
  return BY_NAME.headers(headers);
}

/** A JSON value with secret fields as `***`. */
export function redactJson(value: unknown): unknown {
  return BY_NAME.json(value);
}

/** A body as the journal shows it, secret fields as `***` (JSON, or a form redacted like a query). */
export function redactBodyText(text: string): string {
  return BY_NAME.body(text);
}

function redactQuery(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const parts = url.slice(q + 1).split('&');
  let changed = false;
  for (const [i, part] of parts.entries()) {
    const eq = part.indexOf('=');
    if (eq !== -1 && isSecretName(decoded(part.slice(0, eq)))) {
      parts[i] = `${part.slice(0, eq)}=${REDACTED}`;
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${parts.join('&')}` : url;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // A malformed escape: judge it as written.
    return text;
  }
}

function formPairs(text: string): [string, string][] {
  return text.split('&').flatMap((part): [string, string][] => {
    const eq = part.indexOf('=');
    return eq === -1 ? [] : [[decoded(part.slice(0, eq)), decoded(part.slice(eq + 1))]];
  });
}

const isForm = (text: string) => text.includes('=') && !text.includes('{');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An envelope's head (`{code, message, data}`): its `code` is the answer's status, no credential. */
const isEnvelope = (o: Record<string, unknown>) => 'message' in o || 'msg' in o || 'repMsg' in o;

/**
 * A JSON value with every secret-named string or number (at any depth) replaced by `replace(value)`, other
 * strings by `other(value)`.
 */
function walk(
  value: unknown,
  replace: (value: string | number) => unknown,
  top: boolean,
  other: (text: string) => string = (t) => t,
): unknown {
  if (typeof value === 'string') return other(value);
  if (Array.isArray(value)) return value.map((v) => walk(v, replace, false, other));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const envelope = top && isEnvelope(record);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) {
    const secret = isSecretName(k) && !(envelope && (k === 'code' || k === 'repCode'));
    out[k] =
      secret && (typeof v === 'string' || typeof v === 'number')
        ? replace(v)
        : walk(v, replace, false, other);
  }
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Text with each of `values` (and its URL-encoded form) masked where it stands as a whole word. */
function valueMask(values: Iterable<string>): (text: string) => string {
  const forms = new Set<string>();
  for (const v of values) {
    if (v.length < MIN_SECRET_CHARS) continue;
    forms.add(v);
    forms.add(encodeURIComponent(v));
    // As JSON writes it inside a string (quotes, backslashes, control characters escaped).
    forms.add(JSON.stringify(v).slice(1, -1));
  }
  if (!forms.size) return (text) => text;
  // Longest first, so a value containing another is masked whole.
  const pattern = [...forms]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  // A whole word: not inside a longer one, but right after a URL escape (`%3D<value>`) counts as a start.
  const re = new RegExp(`(?<=^|[^A-Za-z0-9]|%[0-9A-Fa-f]{2})(?:${pattern})(?![A-Za-z0-9])`, 'g');
  return (text) => text.replace(re, REDACTED);
}
