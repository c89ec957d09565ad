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
 *  3. **By shape**: a value that looks like a credential wherever it stands, under any name — a JWT, or more than
 *     SHAPE_MIN_CHARS of hex or base64 mixing digits and letters (see looksSecret) — is masked too: a real
 *     service's token under a name nobody listed, a signature in a trace header.
 *
 * One `Redactor` does both for a set of known values; `NO_REDACTION` is the same shape doing nothing, for an
 * owner who asks for their journal as it was.
 */

/**
 * Names whose values are credentials or personal numbers. Matched case-insensitively:
 *  - containing: token, passw, pwd, secret, cipher, cookie, authorization, phone, mobile, ticket, signature,
 *    sessionid / session_id / session-id, apikey / api-key / api_key, verificationcode, verifycode, smscode;
 *  - whole names: key, sign, code, captcha-sencond-code (the app's spelling) and any name ending in
 *    `-key` / `_key` / `Key` (secretKey, x-api-key, presentKey) or `-sign` / `_sign` / `Sign`;
 *  - with one of SECRET_WORDS as a word of its own (camelCase, `-`, `_`, `.` apart; two words together count,
 *    so `idCard` and `openId` are `idcard` and `openid`): `authCode`, `x-auth-user`, `otp`, `user_pass`, `jwt`…
 *    As words, so `author`, `passport`, `footprint` or `spinner` are not.
 * Not: the envelope's own `code` (a JSON object's top-level `code`/`repCode` beside its message), which is the
 * answer's status, and the browser's client hints (`sec-ch-ua-mobile: ?0`).
 */
const SECRET_PART =
  /token|passw|pwd|secret|cipher|cookie|authorization|phone|mobile|ticket|signature|session[-_]?id|api[-_]?key|verificationcode|verifycode|smscode/i;
const SECRET_WHOLE = /^(?:key|sign|code|captcha-sencond-code)$|[-_]key$|[a-z]Key$|[-_]sign$|[a-z]Sign$/;
/**
 * Credential words (see above): sign-in secrets (auth, oauth, pass, passcode, passphrase, pin, otp, totp, hotp,
 * mfa), tokens by their kind (jwt, bearer, sso, saml, csrf, xsrf, sid), WeChat's user ids (openid, unionid), key
 * material (credential, credentials, private, privkey, salt, hmac) and personal numbers (idcard, idno, bankcard,
 * email).
 */
const SECRET_WORDS = new Set([
  'auth',
  'oauth',
  'pass',
  'passcode',
  'passphrase',
  'pin',
  'otp',
  'totp',
  'hotp',
  'mfa',
  'jwt',
  'bearer',
  'sso',
  'saml',
  'csrf',
  'xsrf',
  'sid',
  'openid',
  'unionid',
  'credential',
  'credentials',
  'private',
  'privkey',
  'salt',
  'hmac',
  'idcard',
  'idno',
  'bankcard',
  'email',
]);
const CLIENT_HINT = /^sec-ch-/i;
export const REDACTED = '***';
/** The word before a credential in an Authorization header: no secret itself. */
const AUTH_SCHEME = /^(?:bearer|basic|digest|token)$/i;
/** Shorter values are masked only under their own name. */
export const MIN_SECRET_CHARS = 6;

/** A name's words: `x-authCode_v2` → x, auth, code, v2. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function hasSecretWord(name: string): boolean {
  const words = wordsOf(name);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (SECRET_WORDS.has(word) || SECRET_WORDS.has(`${word}${words[i + 1] ?? ''}`)) return true;
  }
  return false;
}

export function isSecretName(name: string): boolean {
  if (CLIENT_HINT.test(name)) return false;
  return (
    SECRET_PART.test(name) ||
    SECRET_WHOLE.test(name) ||
    SECRET_WHOLE.test(name.toLowerCase()) ||
    hasSecretWord(name)
  );
}

/** Longer hex or base64 than this, mixing digits and letters, is masked wherever it stands. */
export const SHAPE_MIN_CHARS = 16;
const JWT = /^eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const HEX = /^[0-9a-fA-F]+$/;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * Whether a word looks like a credential by its shape: a JWT (`eyJ…` in three parts), or more than SHAPE_MIN_CHARS
 * characters of hex with digits and letters, or of base64 (either alphabet) with digits, lower and upper case —
 * what random bytes give, and what names, words, dates, paths and numbers do not.
 */
export function looksSecret(word: string): boolean {
  if (word.length <= SHAPE_MIN_CHARS) return false;
  if (JWT.test(word)) return true;
  const digit = /[0-9]/.test(word);
  if (!digit) return false;
  if (HEX.test(word)) return /[a-fA-F]/.test(word);
  return BASE64.test(word) && /[a-z]/.test(word) && /[A-Z]/.test(word);
}

/** Runs of characters a credential is written with (base64's and hex's, a JWT's dots, base64's padding last). */
const WORD_RUN = /[A-Za-z0-9+/_.-]{17,}={0,2}/g;
/** A run that starts like a path or a URL (`/app/v1/…`, `https://…`, `h5.example.com/…`). */
const PATH_LIKE = /^(?:\/|[a-z][a-z0-9+.-]*:\/\/|[\w-]+(?:\.[\w-]+)+\/)/i;

/**
 * Text with every word that looks like a credential (looksSecret) masked. A run that starts like a path or a URL
 * is judged segment by segment, so a path stays readable and only a token-like segment of it goes; dots and
 * dashes ending a run (a sentence's full stop) are not part of the word.
 */
function maskShapes(text: string): string {
  if (text.length <= SHAPE_MIN_CHARS) return text;
  return text.replace(WORD_RUN, (run) => {
    const word = run.replace(/[.-]+$/, '');
    const rest = run.slice(word.length);
    if (PATH_LIKE.test(word) && word.includes('/'))
      return `${word
        .split('/')
        .map((segment) => (looksSecret(segment) ? REDACTED : segment))
        .join('/')}${rest}`;
    return looksSecret(word) ? `${REDACTED}${rest}` : run;
  });
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

/** Redaction by name, and by value for `values` (see secretValuesOf) and by shape. */
export function redactor(values: Iterable<string> = []): Redactor {
  const byValue = valueMask(values);
  const masked = (text: string) => maskShapes(byValue(text));
  // By shape in the query only: a path is the contract's, and stays readable.
  const url = (u: string) => {
    const named = byValue(redactQuery(u));
    const q = named.indexOf('?');
    return q === -1 ? named : `${named.slice(0, q + 1)}${maskShapes(named.slice(q + 1))}`;
  };
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
      // By shape in string values only: a key (`originalImageBase64`) is the contract's, and stays readable.
      if (json !== undefined) return byValue(JSON.stringify(walk(json, () => REDACTED, true, maskShapes)));
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
