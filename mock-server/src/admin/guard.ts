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
 *  4. No call from another site at all, reads included: an image tag on any page a QA visits could otherwise
 *     read journals into nowhere and, before reads stopped making sessions, fill the session store. A browser's
 *     call is judged by Sec-Fetch-Site (same-origin and none — a typed URL, a bookmark — pass), else by its
 *     Origin or Referer: it must come from the simulator's own origin or a --cors-origin one. Only a person
 *     following a link from elsewhere to the control page or the API docs (a top-level navigation) is let in.
 *     Programs send none of these headers and pass.
 * Wrong Bearer tokens are guesses like wrong logins: counted and slowed by the same throttle (login-throttle.ts).
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
  // A state link: it checks the token, or the grant the link carries, itself (admin/links.ts).
  'GET /__mock/open',
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

/** Whether the request holds the token (a Bearer header or the login's cookie); a wrong Bearer is a guess. */
export async function holdsToken(access: AdminAccess, request: FastifyRequest): Promise<boolean | Refusal> {
  const { token } = access;
  if (token === undefined) return true;
  const cookie = adminCookieOf(request);
  if (cookie !== undefined && access.cookies?.valid(cookie, Date.now()) === true) return true;
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer === undefined) return false;
  const turn = await takeTurn(access, request);
  if (turn) return turn;
  if (isAdminToken(access, bearer)) {
    access.loginThrottle.succeeded(request.ip);
    return true;
  }
  access.loginThrottle.failed(request.ip, Date.now());
  return false;
}

/**
 * Wait for this address's turn to have a token checked (login-throttle.ts): resolves null when it may be
 * checked now, or the 429 to answer when its turn is too far away.
 */
export async function takeTurn(access: AdminAccess, request: FastifyRequest): Promise<Refusal | null> {
  const admission = access.loginThrottle.admit(request.ip, Date.now());
  if (!admission.ok) {
    const seconds = Math.ceil(admission.retryMs / 1000);
    return [429, `body.token: too many wrong tokens from ${request.ip}; try again in ${seconds} s`, seconds];
  }
  if (admission.waitMs > 0) await new Promise((resolve) => setTimeout(resolve, admission.waitMs));
  return null;
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

/** A refusal: the status, the message (starting with the field), and for a 429 the seconds to wait. */
type Refusal = [status: number, error: string, retryAfterSeconds?: number];

function refuse(reply: FastifyReply, status: number, error: string): void {
  reply.code(status).send({ error, statusCode: status });
}

/** The refusal for a request, or null when it may go on. */
async function refusal(access: AdminAccess, request: FastifyRequest): Promise<Refusal | null> {
  if (!hostAllowed(access, request.headers.host))
    return [
      403,
      `host: '${hostNameOf(request.headers.host ?? '')}' is not a name this simulator answers admin calls under ` +
        '(DNS rebinding guard): use its IP address or localhost, or allow the name with --cors-origin',
    ];
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  if (!PUBLIC_ROUTES.has(route)) {
    const holds = await holdsToken(access, request);
    if (holds !== true)
      return holds === false
        ? [
            401,
            'authorization: the admin API needs the admin token (Authorization: Bearer <token>, or log in on the control page)',
          ]
        : holds;
  }
  if (!SAFE_METHODS.has(request.method)) {
    const origin = request.headers.origin;
    if (origin !== undefined && !fromHere(access, origin, request.headers.host))
      return [403, `origin: '${origin}' may not change the simulator's state`];
    const json = (request.headers['content-type'] ?? '').startsWith('application/json');
    if (fromPage(request) && !json && request.headers[MOCK_ADMIN_HEADER] === undefined)
      return [
        403,
        `headers: a call that changes state needs content-type: application/json or the ${MOCK_ADMIN_HEADER} header ` +
          '(refused: it could be a form posted from another site)',
      ];
  }
  return crossSite(access, request, route);
}

/** An origin the admin API answers: its own (the Host the call came to) or a --cors-origin one. */
function fromHere(access: AdminAccess, origin: string, host: string | undefined): boolean {
  return access.allowedOrigin(origin) || sameOrigin(origin, host);
}

/** The origin of a Referer, or undefined. */
function originOf(url: string | undefined): string | undefined {
  if (url === undefined || !URL.canParse(url)) return undefined;
  return new URL(url).origin;
}

/** Pages a person may open from a link on another site: the control page, a state link and the API docs. */
const isPage = (route: string) =>
  route === 'GET /__mock' || route === 'GET /__mock/open' || route.startsWith('GET /__mock/docs');

/** Rule 4: a browser's call from another site is refused, reads included (see the header comment). */
function crossSite(access: AdminAccess, request: FastifyRequest, route: string): Refusal | null {
  const h = request.headers;
  const site = h['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return null;
  if (site === undefined && h.origin === undefined && h.referer === undefined) return null;
  const source = h.origin ?? originOf(h.referer);
  if (source !== undefined && fromHere(access, source, h.host)) return null;
  if (h['sec-fetch-mode'] === 'navigate' && isPage(route)) return null;
  return [
    403,
    `origin: a call from another site (${source ?? `sec-fetch-site: ${site}`}) may not use the admin API ` +
      '(only its own pages and the --cors-origin origins may)',
  ];
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
  admin.addHook('onRequest', async (request, reply) => {
    const refused = await refusal(access, request);
    if (!refused) return;
    const [status, error, retryAfter] = refused;
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    refuse(reply, status, error);
    return reply;
  });
}
