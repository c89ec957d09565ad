/**
 * The simulator's admin API (`/__mock`): every route's method, path and concern, and the constants both
 * sides share. No zod here on purpose: the typed admin client runs in the control page and the app's
 * debug console, and zod would be most of their weight. The shapes are in the per-concern schema files,
 * keyed by the same route ids (a route without schemas fails the type check of contract.ts; schemas
 * without a route fail test/admin-client.test.ts).
 */

/** Where the admin API lives on the simulator's origin. */
export const ADMIN_BASE_PATH = '/__mock';

/** Request header naming the simulator session (else the cookie, else `default`). */
export const MOCK_SESSION_HEADER = 'x-mock-session';
/** Cookie naming the browser's simulator session (set by the control page, read by the simulator). */
export const MOCK_SESSION_COOKIE = 'mock-session';
/** Request header choosing scenarios for that request only. */
export const MOCK_SCENARIO_HEADER = 'x-mock-scenario';
/** The session a request without header or cookie lands in; never evicted (reset when idle instead). */
export const DEFAULT_SESSION_ID = 'default';
/**
 * Request header the admin client sends on every call that changes state. A page on another site can make
 * the browser send a form post (no custom header, no JSON type) without asking first; it cannot add this
 * header without a CORS preflight, which the simulator answers only for allowed origins. So the simulator
 * refuses a state-changing admin call from a page (Origin, Sec-Fetch-Site, Referer) that carries neither this
 * header nor a JSON body.
 */
export const MOCK_ADMIN_HEADER = 'x-mock-admin';
/** Cookie the control page's login sets when the simulator runs with an admin token. */
export const MOCK_ADMIN_COOKIE = 'mock-admin';
/**
 * BroadcastChannel on which the control page tells the app's tabs of its origin that a session's persona
 * changed (the app keeps its user: its debug tooling starts over, as after its own console's switch).
 */
export const MOCK_PERSONA_CHANNEL = 'wonder-mock-persona';
/** What the control page posts on MOCK_PERSONA_CHANNEL. */
export interface MockPersonaSwitched {
  type: 'persona-switched';
  session: string;
  persona: string;
}
// The app's stored login, which a state link writes (one constant with web's LOCAL_KEYS.user).
export { APP_USER_STORAGE_KEY } from '../app-storage';
/**
 * The virtual clock's range, epoch ms: 2000-01-01T00:00:00Z to 2099-12-31T23:59:59.999Z. Every host endpoint
 * can answer in it (dates keep four-digit years, 7-day token expiries and fixture offsets stay valid dates);
 * the admin API refuses a clock outside it.
 */
export const CLOCK_MIN_MS = Date.UTC(2000, 0, 1);
export const CLOCK_MAX_MS = Date.UTC(2100, 0, 1) - 1;
export const SESSION_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

export const SCENARIO_GROUPS = [
  'identity',
  'session',
  'login',
  'home',
  'step-up',
  'parent-centre',
  'network',
  /** Scenarios from files that name no group of their own. */
  'custom',
] as const;
export type ScenarioGroup = (typeof SCENARIO_GROUPS)[number];

/**
 * What a misbehaving network or gateway does to a call. The first six replace the answer (a status, an HTML
 * error page, or no answer at all); the last three deliver the endpoint's real answer badly: cut short with a
 * consistent length, dribbled out past the client's timeout, or with the connection closed half-way.
 */
export const FAULT_KINDS = [
  'timeout',
  'reset',
  'status-404',
  'status-504',
  'host-down',
  'gateway-502',
  'truncated-body',
  'slow-body',
  'close-mid-body',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Upper bound of an injected delay, whatever a scenario or an ad-hoc fault asks. */
export const MAX_DELAY_MS = 120_000;
/** Most journal entries a session keeps (and a journal read returns). */
export const JOURNAL_CAPACITY = 200;
/** Most distinct violations the proxy's drift report keeps (the simulator's caps.ts). */
export const DRIFT_CAPACITY = 500;

/** The simulator's plugins are split along these; the OpenAPI document tags routes with them. */
export const ADMIN_CONCERNS = [
  'scenarios',
  'sessions',
  'journal',
  'clock',
  'faults',
  'personas',
  'hosts',
  'docs',
  'access',
  'proxy',
  'pact',
] as const;
export type AdminConcern = (typeof ADMIN_CONCERNS)[number];

export type AdminMethod = 'GET' | 'PUT' | 'POST' | 'DELETE';

export interface AdminRouteInfo {
  readonly method: AdminMethod;
  /** Under ADMIN_BASE_PATH; `:id` is the session id. */
  readonly path: string;
  readonly concern: AdminConcern;
  readonly summary: string;
}

export const ADMIN_ROUTES = {
  scenarios: {
    method: 'GET',
    path: '/scenarios',
    concern: 'scenarios',
    summary: 'Every scenario with titles, group, chain, persona and what it affects',
  },
  scenarioFiles: {
    method: 'GET',
    path: '/scenario-files',
    concern: 'scenarios',
    summary: 'The scenarios directory: each file, the scenarios it gives, or why it was refused',
  },
  saveScenarioFile: {
    method: 'POST',
    path: '/sessions/:id/scenario-file',
    concern: 'scenarios',
    summary: "Save the session's scenarios and ad-hoc faults as a new scenario file (live at once)",
  },
  sessionScenarios: {
    method: 'GET',
    path: '/sessions/:id/scenarios',
    concern: 'scenarios',
    summary: "The session's scenarios and the persona they resolve to",
  },
  setScenarios: {
    method: 'PUT',
    path: '/sessions/:id/scenarios',
    concern: 'scenarios',
    summary: "Replace the session's scenarios (combined in order; `times` counters re-armed)",
  },
  sessions: {
    method: 'GET',
    path: '/sessions',
    concern: 'sessions',
    summary: 'Every live session (LRU, `cap` at most)',
  },
  session: {
    method: 'GET',
    path: '/sessions/:id',
    concern: 'sessions',
    summary: 'Summary of one session (created on first use)',
  },
  deleteSession: {
    method: 'DELETE',
    path: '/sessions/:id',
    concern: 'sessions',
    summary: 'Drop a session (the default session is reset instead)',
  },
  reset: {
    method: 'POST',
    path: '/sessions/:id/reset',
    concern: 'sessions',
    summary: 'Initial scenarios, fresh world, empty journal, real time, no ad-hoc faults',
  },
  select: {
    method: 'POST',
    path: '/sessions/:id/select',
    concern: 'sessions',
    summary: 'Set the mock-session cookie, so the app in this browser uses the session',
  },
  seedCaptcha: {
    method: 'POST',
    path: '/sessions/:id/captcha',
    concern: 'sessions',
    summary: "Seed a slider challenge in the session's world (Pact states: the check names a fixed token)",
  },
  createLink: {
    method: 'POST',
    path: '/links',
    concern: 'sessions',
    summary:
      'A short state link (/__mock/open?id=): persona, scenarios, clock, faults or a bundle, and the route to open; with an admin token it carries a grant for that one session',
  },
  sessionLink: {
    method: 'POST',
    path: '/sessions/:id/link',
    concern: 'sessions',
    summary:
      'Open on a phone: a link (and its QR code) that puts a browser in this session, logged in, on a route',
  },
  exportBundle: {
    method: 'GET',
    path: '/sessions/:id/bundle',
    concern: 'sessions',
    summary: 'The session as one versioned bundle: scenarios, clock, ad-hoc faults, world and journal',
  },
  importBundle: {
    method: 'PUT',
    path: '/sessions/:id/bundle',
    concern: 'sessions',
    summary: "Make the session the bundle's (an older bundle version is refused with the reason)",
  },
  storeBundle: {
    method: 'POST',
    path: '/bundles',
    concern: 'sessions',
    summary: 'Keep a bundle for a while, for a link that opens it (/__mock/open?bundle=)',
  },
  journey: {
    method: 'GET',
    path: '/sessions/:id/journey',
    concern: 'journal',
    summary:
      "Save as journey: a Playwright test in the e2e style that opens the session's bundle, visits its routes in order and checks its calls",
  },
  scenarioFromJournal: {
    method: 'POST',
    path: '/sessions/:id/scenario-file/from-journal',
    concern: 'scenarios',
    summary:
      "Save as scenario: the session's recorded answers (or a HAR's) as a scenario file, every answer checked against the contract first",
  },
  nearMiss: {
    method: 'GET',
    path: '/sessions/:id/journal/near-miss',
    concern: 'journal',
    summary:
      'Why an entry was refused, field by field against the contract, and the `when` overrides it nearly matched',
  },
  journal: {
    method: 'GET',
    path: '/sessions/:id/journal',
    concern: 'journal',
    summary: "The session's requests, newest first; filtered by endpoint, status, code or body text",
  },
  journalCount: {
    method: 'POST',
    path: '/sessions/:id/journal/count',
    concern: 'journal',
    summary:
      "How many of the session's requests match a filter (endpoint, status, code, body text), and whether that is the count expected (WireMock's verify)",
  },
  journalEntry: {
    method: 'GET',
    path: '/sessions/:id/journal/entry',
    concern: 'journal',
    summary:
      'One journal entry with its headers and bodies (kept for the newest entries; credentials as ***)',
  },
  journalHar: {
    method: 'GET',
    path: '/sessions/:id/journal.har',
    concern: 'journal',
    summary:
      "The session's journal as HAR 1.2, one page per navigation (a browser's network-panel import; Playwright's routeFromHAR with redact=false; credentials as *** otherwise)",
  },
  clock: {
    method: 'GET',
    path: '/sessions/:id/clock',
    concern: 'clock',
    summary: "The session's virtual time",
  },
  setClock: {
    method: 'POST',
    path: '/sessions/:id/clock',
    concern: 'clock',
    summary: 'Move the virtual clock: reset, then set (ISO or epoch ms) or freeze, then advanceMs',
  },
  faults: {
    method: 'GET',
    path: '/sessions/:id/faults',
    concern: 'faults',
    summary: "The session's ad-hoc faults",
  },
  setFaults: {
    method: 'POST',
    path: '/sessions/:id/faults',
    concern: 'faults',
    summary: 'Set (or, with append, add) ad-hoc faults; they apply after the scenarios',
  },
  clearFaults: {
    method: 'DELETE',
    path: '/sessions/:id/faults',
    concern: 'faults',
    summary: 'Remove every ad-hoc fault',
  },
  faultCatalogue: {
    method: 'GET',
    path: '/fault-catalogue',
    concern: 'faults',
    summary: 'What a fault can name: fault kinds, endpoints, and the codes each host answers',
  },
  personas: {
    method: 'GET',
    path: '/personas',
    concern: 'personas',
    summary: 'Personas with their login phone and password',
  },
  login: {
    method: 'POST',
    path: '/sessions/:id/login',
    concern: 'personas',
    summary: "Log a persona in without the RSA dance (default: the scenarios' persona); optional fixed token",
  },
  hosts: {
    method: 'GET',
    path: '/hosts',
    concern: 'hosts',
    summary: 'Base URL of every simulated host on the origin you call',
  },
  publicKey: {
    method: 'GET',
    path: '/crypto/public-key',
    concern: 'hosts',
    summary: 'The development RSA public key the app encrypts login fields with',
  },
  openapi: {
    method: 'GET',
    path: '/openapi.json',
    concern: 'docs',
    summary: 'This document: every simulated host route and the admin API',
  },
  coverage: {
    method: 'GET',
    path: '/coverage.json',
    concern: 'docs',
    summary:
      'The coverage map: every endpoint × answer variant, with the scenarios, pacts, stories, journeys and sweep cases that cover it (its page: /__mock/coverage)',
  },
  drift: {
    method: 'GET',
    path: '/drift',
    concern: 'proxy',
    summary: 'The validating proxy: every way the real services broke the contract, with counts (--proxy)',
  },
  adminLogin: {
    method: 'POST',
    path: '/login',
    concern: 'access',
    summary: 'Check the admin token and set the admin cookie (the control page, when --admin-token is set)',
  },
  adminLogout: {
    method: 'POST',
    path: '/logout',
    concern: 'access',
    summary: 'Clear the admin cookie',
  },
  pactProviderState: {
    method: 'POST',
    path: '/pact/provider-states',
    concern: 'pact',
    summary:
      "Pact's state-change URL: reset the caller's session (default: `default`), select the state's scenario and log in its persona with the fixture token",
  },
} as const satisfies Record<string, AdminRouteInfo>;

export type AdminRouteId = keyof typeof ADMIN_ROUTES;
export const ADMIN_ROUTE_IDS = Object.keys(ADMIN_ROUTES) as AdminRouteId[];

/** Routes of one session: their path names it (`:id`). */
export type SessionRouteId = {
  [K in AdminRouteId]: (typeof ADMIN_ROUTES)[K]['path'] extends `${string}:id${string}` ? K : never;
}[AdminRouteId];

export function isSessionRoute(id: AdminRouteId): id is SessionRouteId {
  return ADMIN_ROUTES[id].path.includes(':id');
}
