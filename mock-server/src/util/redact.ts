/**
 * Credentials and personal numbers out of what the simulator lets people take away: the journal (URLs,
 * headers, bodies, the HAR export), readable by anyone with admin access and attached to bug reports. A value is
 * judged by its name (query parameter, header, JSON key): tokens, passwords, ciphers, secrets, cookies, phone
 * numbers, SMS codes; such a value becomes `***`.
 */
const SECRET_NAME = /token|passw|pwd|secret|cipher|cookie|authorization|phone|mobile|verificationcode/i;
/** The browser's client hints (`sec-ch-ua-mobile: ?0`) say what kind of device asks, nothing personal. */
const CLIENT_HINT = /^sec-ch-/i;
export const REDACTED = '***';

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name) && !CLIENT_HINT.test(name);
}

/** The URL with the values of secret query parameters replaced by `***`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const parts = url.slice(q + 1).split('&');
  let changed = false;
  for (const [i, part] of parts.entries()) {
    const eq = part.indexOf('=');
    let name = eq === -1 ? part : part.slice(0, eq);
    try {
      name = decodeURIComponent(name);
    } catch {
      // A malformed escape: judge the name as written.
    }
    if (eq !== -1 && isSecretName(name)) {
      parts[i] = `${part.slice(0, eq)}=${REDACTED}`;
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${parts.join('&')}` : url;
}

export type Headers = Readonly<Record<string, string | number | readonly string[] | undefined>>;

/** Header name → value(s) as text, secret ones as `***`. */
export function redactHeaders(headers: Headers): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      out.push([name, isSecretName(name) ? REDACTED : String(one)]);
    }
  }
  return out;
}

/** A JSON value with every secret-named field (at any depth) replaced by `replace(value, name)`. */
function walk(value: unknown, replace: (value: unknown, name: string) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => walk(v, replace));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] =
      isSecretName(k) && (typeof v === 'string' || typeof v === 'number') ? replace(v, k) : walk(v, replace);
  }
  return out;
}

/** A JSON value with secret fields as `***`. */
export function redactJson(value: unknown): unknown {
  return walk(value, () => REDACTED);
}

/**
 * A body as the journal shows it: JSON with its secret fields as `***`, a form body with its secret fields
 * redacted like a query, other text as it is.
 */
export function redactBodyText(text: string): string {
  try {
    return JSON.stringify(redactJson(JSON.parse(text)));
  } catch {
    // Not JSON: a body cut at the journal's cap, or a form.
    return text.includes('=') && !text.includes('{') ? redactUrl(`?${text}`).slice(1) : text;
  }
}
