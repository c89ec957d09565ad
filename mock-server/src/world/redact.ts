/**
 * What the journal keeps of a URL: query values that are credentials (token, password, cipher, secret…) are
 * replaced by `***`. The journal is readable by anyone with admin access, and the main API passes the token
 * as a query parameter (doc 1 §7); a QA lead sharing a journal should not share logins with it.
 */
const SECRET_PARAM = /token|passw|pwd|secret|cipher/i;
export const REDACTED = '***';

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
    if (eq !== -1 && SECRET_PARAM.test(name)) {
      parts[i] = `${part.slice(0, eq)}=${REDACTED}`;
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${parts.join('&')}` : url;
}
