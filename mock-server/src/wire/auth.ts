/**
 * The token check of every endpoint whose header rules include one of AUTH_RULES. The token travels in
 * `token` (rules session/token/stepUp), `authorization: Bearer <t>` (bearer) or `authorization: <t>`
 * (authorization). Failures use the spec's global expiry codes (doc 1 §8) and HTTP 401.
 */

import type { IncomingHttpHeaders } from 'node:http';
import { type AnyEndpoint, AUTH_RULES, HEADER, type HeaderRule } from '@wonder/contracts';
import type { Session } from '../world/session';
import type { IssuedToken } from '../world/world';

export const AUTH_FAILURE = {
  /** No token at all. */
  missing: { code: 1000010, message: '登录状态失效，请重新登录（缺少token）' },
  /** A token this session never issued (or revoked). */
  unknown: { code: 1000014, message: '登录状态失效，请重新登录（token无效）' },
  /** Issued, but the session clock is past its expiry (TTL 7 days). */
  expired: { code: 10000004, message: '登录状态失效，请重新登录（token已过期）' },
} as const;

export type AuthFailureKind = keyof typeof AUTH_FAILURE;

export type AuthResult = { ok: true; issued: IssuedToken } | { ok: false; kind: AuthFailureKind };

/** The auth rules an endpoint has, computed once per route. */
export function authRulesOf(e: AnyEndpoint): HeaderRule[] {
  return e.headers.filter((h) => AUTH_RULES.includes(h));
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export function tokenFrom(rule: HeaderRule, headers: IncomingHttpHeaders): string | undefined {
  switch (rule) {
    case 'session':
    case 'token':
    case 'stepUp':
      return header(headers, HEADER.token) || undefined;
    case 'bearer': {
      const v = header(headers, HEADER.authorization);
      const m = v ? /^Bearer\s+(\S+)$/i.exec(v) : null;
      return m?.[1];
    }
    case 'authorization':
      return header(headers, HEADER.authorization) || undefined;
    default:
      return undefined;
  }
}

/** Check every auth rule of the endpoint; all must carry a live token of this session. */
export function checkAuth(
  rules: readonly HeaderRule[],
  headers: IncomingHttpHeaders,
  session: Session,
): AuthResult {
  let issued: IssuedToken | undefined;
  for (const rule of rules) {
    const token = tokenFrom(rule, headers);
    if (!token) return { ok: false, kind: 'missing' };
    const t = session.world.tokens.get(token);
    if (!t) return { ok: false, kind: 'unknown' };
    if (session.now() > t.expiresAt) return { ok: false, kind: 'expired' };
    issued ??= t;
  }
  if (!issued) return { ok: false, kind: 'missing' };
  return { ok: true, issued };
}

/** Look up a token without failing (endpoints without auth rules may still know who calls). */
export function peekToken(headers: IncomingHttpHeaders, session: Session): IssuedToken | undefined {
  const token =
    tokenFrom('token', headers) ?? tokenFrom('bearer', headers) ?? tokenFrom('authorization', headers);
  if (!token) return undefined;
  const t = session.world.tokens.get(token);
  return t && session.now() <= t.expiresAt ? t : undefined;
}
