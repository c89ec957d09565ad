/**
 * Who may use the admin API (/__mock). The simulated hosts stay open: they are what the app calls.
 *  1. Host header: an IP address, localhost, the bound host name or an allowed origin's host. A page on
 *     attacker.example whose name is made to resolve to 127.0.0.1 (DNS rebinding) sends its own name, and is
 *     refused before it can read sessions or tokens.
 *  2. Admin token (`--admin-token` / MOCK_ADMIN_TOKEN): when set, every admin route but the control page's
 *     shell and its login needs `Authorization: Bearer <token>` or the cookie that login sets.
 *  3. State-changing calls (POST, PUT, DELETE) from a web page need a JSON body or the x-mock-admin header,
 *     which a form or another site's page cannot send without a CORS preflight; and an Origin, when sent, must
 *     be allowed. A page's request says it comes from one: browsers send Origin on every POST, PUT and
 *     DELETE (Fetch standard), and Sec-Fetch-Site / Referer besides. A call with none of them is a program's
 *     (curl, a script, a CI job), which no other site can make a browser send, so it goes through as it is:
 *     `curl -X DELETE …/faults` works as the README shows it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { MOCK_ADMIN_COOKIE, MOCK_ADMIN_HEADER } from '@wonder/contracts/admin/client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OriginPolicy } from '../http/cors';
import type { AdminCookies } from './admin-cookie';
import type { LoginThrottle } from './login-throttle';

export interface AdminAccess {
  /** The admin token; undefined leaves the admin API open (a simulator on a developer's loopback). */
  token?: string;
  /** Host names admin calls may arrive under, besides IP addresses and localhost. */
  hostNames: ReadonlySet<string>;
  /** Origins besides its own that may call the admin API (--cors-origin only: no localhost port, no LAN). */
  allowedOrigin: OriginPolicy;
  /** The control page's login cookies (with a token): signed, expiring, revoked by logout. */
  cookies: AdminCookies | null;
  loginThrottle: LoginThrottle;
}

/** Admin routes that work without the token: the control page (it asks for the token) and its login. */
// The control page is registered at '/' under the /__mock prefix: Fastify names that route '/__mock'.
const PUBLIC_ROUTES = new Set([
  'GET /__mock',
  'GET /__mock/control-page.js',
  // A document generated from the contracts, nothing of a session: editors fetch it without the token.
  'GET /__mock/scenario.schema.json',
  'POST /__mock/login',
  'POST /__mock/logout',
]);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameSecret(a: string, b: string): boolean {
  const x = createHmac('sha256', 'compare').update(a).digest();
  const y = createHmac('sha256', 'compare').update(b).digest();
  return timingSafeEqual(x, y);
}

/** The host name of a Host header value (`name:port`, `[::1]:port`), lower case. */
export function hostNameOf(host: string): string {
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '');
  return name.toLowerCase();
}

function hostAllowed(access: AdminAccess, host: string | undefined): boolean {
  if (host === undefined) return true;
  const name = hostNameOf(host);
  return (
    isIP(name) !== 0 || name === 'localhost' || name.endsWith('.localhost') || access.hostNames.has(name)
  );
}

export function adminCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, v] = part.trim().split('=', 2);
    if (k === MOCK_ADMIN_COOKIE) return v;
  }
  return undefined;
}

/** `candidate` is the admin token (compared in constant time). */
export function isAdminToken(access: AdminAccess, candidate: string): boolean {
  return access.token !== undefined && sameSecret(candidate, access.token);
}

function holdsToken(access: AdminAccess, request: FastifyRequest): boolean {
  const { token } = access;
  if (token === undefined) return true;
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer !== undefined && isAdminToken(access, bearer)) return true;
  const cookie = adminCookieOf(request);
  return cookie !== undefined && access.cookies?.valid(cookie, Date.now()) === true;
}

/** Loopback addresses, IPv4-mapped ones included (`::ffff:127.0.0.1`). */
function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || plain.startsWith('127.');
}

/**
 * The caller owns the simulator's sessions: it holds the admin token (the guard let it through), or, when
 * there is none, it calls from this machine. Owners may take credentials away (an unredacted HAR). Behind a
 * reverse proxy on the same machine every caller looks local: run such a simulator with --admin-token.
 */
export function isOwner(access: AdminAccess, request: FastifyRequest): boolean {
  return access.token !== undefined || isLoopbackAddress(request.socket.remoteAddress);
}

function refuse(reply: FastifyReply, status: number, error: string): void {
  reply.code(status).send({ error, statusCode: status });
}

/** The refusal for a request, or null when it may go on. */
function refusal(access: AdminAccess, request: FastifyRequest): [number, string] | null {
  if (!hostAllowed(access, request.headers.host))
    return [
      403,
      `host: '${hostNameOf(request.headers.host ?? '')}' is not a name this simulator answers admin calls under ` +
        '(DNS rebinding guard): use its IP address or localhost, or allow the name with --cors-origin',
    ];
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  if (!PUBLIC_ROUTES.has(route) && !holdsToken(access, request))
    return [
      401,
      'authorization: the admin API needs the admin token (Authorization: Bearer <token>, or log in on the control page)',
    ];
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.origin;
  if (origin !== undefined && !access.allowedOrigin(origin) && !sameOrigin(origin, request.headers.host))
    return [403, `origin: '${origin}' may not change the simulator's state`];
  const json = (request.headers['content-type'] ?? '').startsWith('application/json');
  if (fromPage(request) && !json && request.headers[MOCK_ADMIN_HEADER] === undefined)
    return [
      403,
      `headers: a call that changes state needs content-type: application/json or the ${MOCK_ADMIN_HEADER} header ` +
        '(refused: it could be a form posted from another site)',
    ];
  return null;
}

/**
 * Headers only a browser's request carries (the page that made it): see the header comment, rule 3. Not
 * Sec-Fetch-Mode: Node's fetch (undici) sends it too, and a script is a program's call.
 */
const PAGE_HEADERS = ['origin', 'sec-fetch-site', 'referer'] as const;

function fromPage(request: FastifyRequest): boolean {
  return PAGE_HEADERS.some((name) => request.headers[name] !== undefined);
}

function sameOrigin(origin: string, host: string | undefined): boolean {
  return host !== undefined && URL.canParse(origin) && new URL(origin).host === host.toLowerCase();
}

export function registerAdminGuard(admin: FastifyInstance, access: AdminAccess): void {
  admin.addHook('onRequest', (request, reply, done) => {
    const refused = refusal(access, request);
    // Callback hook: answer without calling done() (returning the reply would be read as a promise).
    if (refused) refuse(reply, ...refused);
    else done();
  });
}
