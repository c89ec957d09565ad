/**
 * The OpenAPI document's security: one scheme per credential header of the auth rules (contracts'
 * AUTH_RULES), the admin token and cookie, and Sentry's public key. A rule that sends several headers
 * needs all of its credentials (one requirement object holding several schemes); its other headers (the
 * klzz_ol_home time and uid, step-up's time and uid) stay plain header parameters, as they are not secrets.
 * Generators then ask for the token once, and linters find every operation's security defined.
 */
import { type AnyEndpoint, AUTH_RULES, HEADER, type HeaderRule } from '@wonder/contracts';
import { MOCK_ADMIN_COOKIE } from '@wonder/contracts/admin';

export const SECURITY_SCHEMES = {
  token: {
    type: 'apiKey',
    in: 'header',
    name: HEADER.token,
    description:
      'The login token (header rules session, token and stepUp). Against the simulator: a token the session issued at login, or a fixture token `fixture-<persona>-<userId>` logged in with POST /__mock/sessions/{id}/login or a Pact state.',
  },
  homeToken: {
    type: 'apiKey',
    in: 'header',
    name: HEADER.homeToken,
    description:
      'The same token again, in the klzz_ol_home_* triple of logged-in main-API calls (header rule session).',
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'Gateway calls: `Authorization: Bearer <token>` (header rule bearer).',
  },
  rawAuthorization: {
    type: 'apiKey',
    in: 'header',
    name: HEADER.authorization,
    description:
      'Evaluation and marketing calls: the token itself in Authorization, without a scheme (header rule authorization).',
  },
  adminToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The admin API, when the simulator runs with --admin-token (or MOCK_ADMIN_TOKEN); without one it is open.',
  },
  adminCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: MOCK_ADMIN_COOKIE,
    description:
      'The admin cookie the control page login (POST /__mock/login) sets, when an admin token is set.',
  },
  sentryKey: {
    type: 'apiKey',
    in: 'query',
    name: 'sentry_key',
    description: "The error-reporting project's public key, as Sentry SDKs send it (or in x-sentry-auth).",
  },
} as const;

export type SchemeName = keyof typeof SECURITY_SCHEMES;

/** The credential schemes of each auth rule; their headers are not listed as parameters. */
const RULE_SCHEMES: Readonly<Partial<Record<HeaderRule, readonly SchemeName[]>>> = {
  session: ['token', 'homeToken'],
  token: ['token'],
  stepUp: ['token'],
  bearer: ['bearer'],
  authorization: ['rawAuthorization'],
};

const AUTH: ReadonlySet<HeaderRule> = new Set(AUTH_RULES);

/** Every auth rule has its schemes (a new rule fails here at start, not silently in the document). */
for (const rule of AUTH_RULES)
  if (!RULE_SCHEMES[rule])
    throw new Error(`header rule '${rule}' proves who calls: give it a security scheme`);

/** The operation's security: all credential schemes its rules need, or `[]` (none) for public calls. */
export function securityOf(e: AnyEndpoint): Record<string, string[]>[] {
  const schemes = new Set(e.headers.filter((r) => AUTH.has(r)).flatMap((r) => RULE_SCHEMES[r] ?? []));
  return schemes.size ? [Object.fromEntries([...schemes].map((s) => [s, []]))] : [];
}

/** Header names carried by a security scheme of the endpoint (so not repeated as parameters). */
export function credentialHeaders(e: AnyEndpoint): ReadonlySet<string> {
  const names = new Set<string>();
  for (const rule of e.headers) {
    for (const s of RULE_SCHEMES[rule] ?? []) {
      const scheme = SECURITY_SCHEMES[s];
      names.add(scheme.type === 'http' ? HEADER.authorization : scheme.name);
    }
  }
  return names;
}

/** The admin API: open, or the admin token, or the control page's cookie. */
export const ADMIN_SECURITY = [{}, { adminToken: [] }, { adminCookie: [] }];
