/**
 * State links: a URL that puts a browser — a phone's included — into a session already set up, logged in, on
 * a route of the app. `GET /__mock/open?persona=official&scenarios=token-expired-1000010&clock=…&to=/index`
 * makes a fresh session (or resets the one a link names), sets it up, stores it in the browser's `mock-session`
 * cookie, and answers a small page that writes the app's stored login (what the app's login form stores:
 * web/src/lib/user-store.ts, under APP_USER_STORAGE_KEY) and goes on to the route.
 *
 * Short links (`POST /__mock/links`, `POST /__mock/sessions/:id/link`) keep the setup here for LINK_LIFETIME_MS.
 * With an admin token (a simulator on the LAN), a link carries a grant: a random value kept with the link, that
 * opens only that link's one session and only until it expires — never the admin token, which would open the
 * whole admin API to whoever scans the code. Without a grant, /open needs the admin token like any admin route.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import {
  type AdminReply,
  APP_USER_STORAGE_KEY,
  type LinkSetup,
  OpenLinkQuerySchema,
} from '@wonder/contracts/admin';
import { PERSONA_IDS, type PersonaId, studentInfoFor, userInfoFor } from '@wonder/fixtures';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { SESSION_CAPS } from '../caps';
import type { ScenarioOverride } from '../overrides/types';
import { checkOverride } from '../scenarios/check-override';
import { asAdmin, UnknownSessionError } from '../store/backend';
import { personaById } from '../world/personas';
import { SESSION_COOKIE, type Session } from '../world/session';
import { applyBundle, type BundleStore, checkBundle } from './bundles';
import { type AdminAccess, holdsToken } from './guard';
import { logIn } from './personas';
import { AdminError, bad, serve } from './route';

/** How long a link and its grant work: long enough to scan a code and open the app, not a working day. */
export const LINK_LIFETIME_MS = 15 * 60 * 1000;
/** Links kept at once (the oldest go first). */
export const LINK_STORE_CAP = 200;

interface Link {
  id: string;
  session: string;
  /** null: join the session as it is. */
  setup: LinkSetup | null;
  login: boolean;
  to: string;
  grant: string | null;
  expiresAt: number;
}

class LinkStore {
  private readonly links = new Map<string, Link>();

  put(link: Omit<Link, 'id'>, now = Date.now()): Link {
    for (const [id, l] of this.links) if (l.expiresAt <= now) this.links.delete(id);
    while (this.links.size >= LINK_STORE_CAP) {
      const oldest = this.links.keys().next().value;
      if (oldest === undefined) break;
      this.links.delete(oldest);
    }
    const full = { ...link, id: `l-${randomBytes(8).toString('hex')}` };
    this.links.set(full.id, full);
    return full;
  }

  get(id: string, now = Date.now()): Link | undefined {
    const l = this.links.get(id);
    if (l && l.expiresAt <= now) {
      this.links.delete(id);
      return undefined;
    }
    return l;
  }
}

const freshSessionId = () => `qa-${randomBytes(5).toString('hex')}`;

/** A clock value of a link: with an offset as given, without one in the app's time zone (+08:00). */
function clockMs(value: string): number {
  const withZone = /(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}+08:00`;
  return Date.parse(withZone);
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * A browser followed the link from a page of another site (Sec-Fetch-Site; else its Referer's origin is not
 * the one the call came to). A QR code scanned, a URL typed or a bookmark sends `none` and no Referer.
 */
function fromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'cross-site' || site === 'same-site';
  const referer = request.headers.referer;
  if (referer === undefined || !URL.canParse(referer)) return false;
  return new URL(referer).host !== (request.headers.host ?? '').toLowerCase();
}

/**
 * The link carries the admin token: a Bearer header or the control page's login cookie. Without a token
 * configured nobody can carry one (holdsToken lets everyone in there, which proves nothing about the link).
 */
async function carriesToken(access: AdminAccess, request: FastifyRequest): Promise<boolean> {
  return access.token !== undefined && (await holdsToken(access, request)) === true;
}

/** Whether a setup changes anything (else a link joins its session as it is). */
const setsUp = (s: LinkSetup) =>
  s.persona !== undefined ||
  (s.scenarios?.length ?? 0) > 0 ||
  s.clock !== undefined ||
  (s.faults?.length ?? 0) > 0 ||
  s.bundle !== undefined;

/**
 * The origin a phone can reach: the one the call came to, unless that is loopback on a simulator listening on
 * every interface — then this machine's first LAN address (the QA opened the control page on 127.0.0.1).
 */
function reachableOrigin(request: FastifyRequest): string {
  const host = request.headers.host ?? '127.0.0.1';
  const origin = `${request.protocol}://${host}`;
  const bound = request.server.server.address();
  const everywhere = typeof bound === 'object' && bound !== null && ['0.0.0.0', '::'].includes(bound.address);
  if (!everywhere || !/^(127\.|localhost|\[::1\])/.test(host)) return origin;
  const lan = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal);
  return lan ? `${request.protocol}://${lan.address}:${bound.port}` : origin;
}

export async function linkRoutes(admin: FastifyInstance, bundles: BundleStore): Promise<void> {
  const { backend: hostBackend, sessions, engine, endpoints, access } = admin.mock;
  const backend = asAdmin(hostBackend);
  const links = new LinkStore();
  const byId = new Map(endpoints.map((e) => [e.id, e]));
  const knownPersonas = new Set<string>(PERSONA_IDS);

  async function sessionExists(id: string): Promise<boolean> {
    try {
      await hostBackend.use(id, () => undefined, { mustExist: true, read: true });
      return true;
    } catch (e) {
      if (e instanceof UnknownSessionError) return false;
      throw e;
    }
  }

  /** Check a setup before anything changes (a 400 naming the field `where.<field>`). */
  function check(setup: LinkSetup, where: string): void {
    if (setup.persona !== undefined && !knownPersonas.has(setup.persona))
      bad(`${where}.persona: unknown persona '${setup.persona}' (one of ${PERSONA_IDS.join(', ')})`);
    for (const id of setup.scenarios ?? [])
      if (!engine.has(id)) bad(`${where}.scenarios: unknown scenario '${id}'`);
    if (setup.clock !== undefined) {
      const ms = clockMs(setup.clock);
      if (Number.isNaN(ms) || ms < Date.UTC(2000, 0, 1) || ms >= Date.UTC(2100, 0, 1))
        bad(`${where}.clock: '${setup.clock}' is not a time between 2000 and 2099`);
    }
    for (const [i, f] of (setup.faults ?? []).entries()) {
      if (typeof f !== 'object' || f === null || Array.isArray(f)) bad(`${where}.faults.${i}: an object`);
      const [p] = checkOverride(f as ScenarioOverride, endpoints, byId);
      if (p) bad(`${where}.faults.${[i, ...p.path].join('.')}: ${p.message}`);
    }
    if (setup.bundle !== undefined && !bundles.get(setup.bundle))
      bad(`${where}.bundle: no bundle '${setup.bundle}' (kept for an hour after POST /__mock/bundles)`);
  }

  /** Set the session up (reset first), as the link says; then log its persona in when asked. */
  function apply(s: Session, setup: LinkSetup | null, login: boolean) {
    if (setup && setsUp(setup)) {
      s.reset();
      const bundle = setup.bundle === undefined ? undefined : bundles.get(setup.bundle);
      if (bundle) applyBundle(s, checkBundle(bundle, sessions, engine, 'query.bundle'), bundle);
      const ids = [
        ...(setup.persona !== undefined && engine.has(setup.persona) ? [setup.persona] : []),
        ...(setup.scenarios ?? []),
      ];
      if (ids.length) s.setScenarios(ids);
      if (setup.clock !== undefined) s.clock.set(clockMs(setup.clock));
      const faults = (setup.faults ?? []) as ScenarioOverride[];
      if (faults.length) {
        if (Buffer.byteLength(JSON.stringify(faults)) > SESSION_CAPS.adHocFaultsBytes)
          bad(`query.faults: more than ${SESSION_CAPS.adHocFaultsBytes / 1024} kB`);
        s.setAdHocFaults(faults);
      }
    }
    s.madeByQa = true;
    const persona = setup?.persona ?? s.scenarios.persona;
    if (!login || personaById(persona as PersonaId).studentStatus === 'TOURIST') return null;
    return { persona, login: logIn(s, persona) };
  }

  async function reply(request: FastifyRequest, link: Link): Promise<AdminReply<'createLink'>> {
    const path = `/__mock/open?id=${link.id}${link.grant ? `&grant=${link.grant}` : ''}`;
    const url = `${reachableOrigin(request)}${path}`;
    return {
      id: link.id,
      session: link.session,
      path,
      url,
      expiresAt: new Date(link.expiresAt).toISOString(),
      granted: link.grant !== null,
      qrSvg: await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }),
    };
  }

  const keep = (session: string, setup: LinkSetup | null, login: boolean, to: string) =>
    links.put({
      session,
      setup,
      login,
      to,
      grant: access.token === undefined ? null : randomBytes(18).toString('base64url'),
      expiresAt: Date.now() + LINK_LIFETIME_MS,
    });

  serve(admin, 'createLink', async ({ body }, request) => {
    const { session, login, to, ...setup } = body;
    check(setup, 'body');
    const link = keep(session ?? freshSessionId(), setup, login ?? setup.persona !== undefined, to ?? '/');
    return reply(request, link);
  });

  serve(admin, 'sessionLink', async ({ params, body }, request) => {
    // The session is QA's from now on (the phone's calls land in it; with a token it must exist).
    await backend.use(params.id, (s) => {
      s.madeByQa = true;
    });
    return reply(request, keep(params.id, null, body.login ?? true, body.to ?? '/'));
  });

  // Not a JSON route of the contract: it answers a page. Its query is the contract's OpenLinkQuerySchema.
  admin.get('/open', async (request, res) => {
    const parsed = OpenLinkQuerySchema.safeParse(request.query ?? {});
    if (!parsed.success) {
      const i = parsed.error.issues[0];
      bad(`query.${i?.path.join('.') ?? ''}: ${i?.message ?? 'invalid'}`);
    }
    const q = parsed.data;
    let link: Link;
    if (q.id !== undefined) {
      const kept = links.get(q.id);
      if (!kept) throw new AdminError(404, `query.id: no link '${q.id}' (links work for 15 minutes)`);
      if (kept.grant !== null && !(q.grant !== undefined && sameSecret(q.grant, kept.grant)))
        if ((await holdsToken(access, request)) !== true)
          throw new AdminError(401, 'query.grant: this link needs its grant (scan the code again)');
      link = kept;
    } else {
      if (q.grant !== undefined) bad('query.grant: a grant goes with the link it was made for (id=)');
      if ((await holdsToken(access, request)) !== true)
        throw new AdminError(
          401,
          'authorization: with an admin token, open a link made on the control page (it carries a grant)',
        );
      let faults: unknown[] | undefined;
      if (q.faults !== undefined) {
        try {
          faults = JSON.parse(q.faults);
        } catch {
          bad('query.faults: not JSON (the faults route’s list)');
        }
        if (!Array.isArray(faults)) bad('query.faults: a JSON list of faults');
        if (faults.length > SESSION_CAPS.adHocFaults)
          bad(`query.faults: at most ${SESSION_CAPS.adHocFaults} faults`);
      }
      const setup: LinkSetup = {
        ...(q.persona === undefined ? {} : { persona: q.persona }),
        ...(q.scenarios === undefined ? {} : { scenarios: q.scenarios.split(',').filter(Boolean) }),
        ...(q.clock === undefined ? {} : { clock: q.clock }),
        ...(faults === undefined ? {} : { faults: faults as LinkSetup['faults'] }),
        ...(q.bundle === undefined ? {} : { bundle: q.bundle }),
      };
      if ((setup.scenarios?.length ?? 0) > 20) bad('query.scenarios: at most 20');
      check(setup, 'query');
      // A link on another site naming a session someone already uses could reset it (or slip its cookie into
      // the QA's browser) as soon as they click: only a new session may be opened that way — the phone flow.
      if (q.session !== undefined && fromAnotherSite(request) && (await sessionExists(q.session)))
        if (!(await carriesToken(access, request)))
          throw new AdminError(
            403,
            `query.session: '${q.session}' already exists, and a link from another site may not open it ` +
              '(open it from the control page, or a link made there: it carries a grant)',
          );
      const login =
        q.login === undefined ? setup.persona !== undefined : q.login === '1' || q.login === 'true';
      link = {
        id: '',
        session: q.session ?? freshSessionId(),
        setup,
        login,
        to: q.to ?? '/',
        grant: null,
        expiresAt: 0,
      };
    }
    if (link.setup) check(link.setup, 'query');
    const done = await backend.use(link.session, (s) => apply(s, link.setup, link.login));
    return openPage(res, link, done);
  });
}

/** The page that stores the login (or forgets an old one) and goes on to the route, in the app's origin. */
function openPage(
  res: FastifyReply,
  link: Link,
  done: { persona: string; login: AdminReply<'login'> } | null,
): FastifyReply {
  let record: string | null = null;
  if (done) {
    const who = personaById(done.persona as PersonaId);
    const { login } = done;
    // What the app's login form stores (the user with its name, the student as the status lookup answers).
    record = JSON.stringify({
      user: {
        ...userInfoFor(who),
        appToken: null,
        token: login.token,
        time: login.time,
        openId: login.openId,
      },
      student: studentInfoFor(who),
      openId: login.openId,
    });
  }
  // JSON inside a script: `<` escaped so no value can close the script element.
  const js = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
  const script =
    `try{${record === null ? `localStorage.removeItem(${js(APP_USER_STORAGE_KEY)})` : `localStorage.setItem(${js(APP_USER_STORAGE_KEY)},${js(record)})`}}catch(e){}` +
    `location.replace(${js(link.to)});`;
  res.setCookie(SESSION_COOKIE, link.session, { path: '/', sameSite: 'lax', maxAge: 30 * 24 * 3600 });
  res.header('cache-control', 'no-store');
  res.header('referrer-policy', 'no-referrer');
  return res
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Opening ${link.session}</title>` +
        `<p>Opening session ${link.session}…</p><script>${script}</script>`,
    );
}
