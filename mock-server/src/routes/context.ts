/**
 * Per-request resolution shared by the route pipeline, the error handler and the not-found handler:
 * which session (header, cookie, 'default'), which scenarios (the session's, or the `x-mock-scenario`
 * header's for this request only), and the journal entry of the request with its detail (headers, bodies).
 */
import type { HostId } from '@wonder/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ResolvedScenarios, type ScenarioEngine, TooManyOverridesError } from '../overrides/engine';
import { type SessionBackend, UnknownSessionError } from '../store/backend';
import { didYouMean } from '../util/did-you-mean';
import { ownCopy } from '../util/own-copy';
import { redactUrl } from '../util/redact';
import { bodyBytes, type JournalEntry, keptBody, keptHeaders } from '../world/journal';
import {
  DEFAULT_SESSION_ID,
  SCENARIO_HEADER,
  SESSION_COOKIE,
  SESSION_HEADER,
  SESSION_ID_PATTERN,
  type Session,
} from '../world/session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as it arrived (JSON and text bodies): what the journal keeps. */
    rawBody?: string;
  }
}

export interface RequestState {
  session: Session;
  scenarios: ResolvedScenarios;
  /** True when `x-mock-scenario` replaced the session's scenarios for this request. */
  headerOverride: boolean;
  entry: JournalEntry;
  startedAt: number;
}

export type BeginResult = { ok: true; state: RequestState } | { ok: false; message: string };

const COOKIE_RE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`);

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The session id of a request, or an error message for an id we refuse. */
export function sessionIdOf(request: FastifyRequest): { id: string } | { error: string } {
  let id = headerValue(request, SESSION_HEADER);
  let from = SESSION_HEADER;
  if (!id) {
    const cookie = headerValue(request, 'cookie');
    const m = cookie ? COOKIE_RE.exec(cookie) : null;
    if (m?.[1]) {
      try {
        id = decodeURIComponent(m[1]);
      } catch {
        id = m[1];
      }
      from = `cookie ${SESSION_COOKIE}`;
    }
  }
  if (!id) return { id: DEFAULT_SESSION_ID };
  if (!SESSION_ID_PATTERN.test(id)) return { error: `${from}: session id must match ${SESSION_ID_PATTERN}` };
  return { id };
}

export function parseScenarioList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function beginRequest(
  request: FastifyRequest,
  session: Session,
  engine: ScenarioEngine,
  host: HostId | null,
  endpointId: string | null,
): BeginResult {
  let scenarios = session.scenarios;
  let headerOverride = false;
  const override = headerValue(request, SCENARIO_HEADER);
  if (override) {
    const ids = parseScenarioList(override);
    const unknown = ids.find((id) => !engine.has(id));
    if (unknown !== undefined)
      return {
        ok: false,
        message: `${SCENARIO_HEADER}: unknown scenario '${unknown}'${didYouMean(
          unknown,
          engine.scenarios.map((s) => s.id),
        )}`,
      };
    if (ids.length) {
      try {
        scenarios = engine.resolve(ids);
      } catch (error) {
        if (error instanceof TooManyOverridesError)
          return { ok: false, message: `${SCENARIO_HEADER}: ${error.message}` };
        throw error;
      }
      headerOverride = true;
    }
  }
  const body = request.rawBody ?? null;
  const requestBody = keptBody(body);
  const requestHeaders = keptHeaders(request.headers);
  // Built whole (seq set by the journal): `add` would copy it with a spread on every request.
  const entry = session.journal.push({
    seq: 0,
    time: session.now(),
    host,
    endpoint: endpointId,
    method: request.method,
    path: journalPath(request.url),
    status: null,
    code: null,
    scenario: scenarios.ids[scenarios.ids.length - 1] ?? 'default',
    fault: null,
    durationMs: null,
    note: null,
    detail: {
      // A Host header is the client's to choose: past 300 characters, cut like the path.
      origin: originOf(request),
      url: request.url,
      startedAt: Date.now(),
      requestHeaders: requestHeaders.headers,
      requestBody,
      requestBodyChars: body?.length ?? 0,
      responseHeaders: {},
      responseBody: null,
      responseBodyChars: 0,
      bytes: requestHeaders.bytes + bodyBytes(requestBody) + request.url.length,
    },
  });
  return { ok: true, state: { session, scenarios, headerOverride, entry, startedAt: performance.now() } };
}

/**
 * Journal a request that never reached an endpoint's pipeline (unknown path, unparsable body) in the session
 * it names, if it names a valid one.
 */
export async function journalStray(
  request: FastifyRequest,
  backend: SessionBackend,
  engine: ScenarioEngine,
  host: HostId,
  endpointId: string | null,
  answer: { status: number; code: JournalEntry['code']; note: string; body: string },
): Promise<void> {
  const sid = sessionIdOf(request);
  if ('error' in sid) return;
  await backend
    .use(sid.id, (session) => {
      const begun = beginRequest(request, session, engine, host, endpointId);
      if (begun.ok) finishEntry(begun.state, answer.status, answer.code, answer.note, { body: answer.body });
    })
    .catch((error: unknown) => {
      // A session the simulator does not serve (--admin-token): nothing to journal it in.
      if (!(error instanceof UnknownSessionError)) throw error;
    });
}

/**
 * The last origin made, reused while requests come to the same one (nearly always): every journal entry keeps
 * its origin, and one shared string instead of a new one per request is less for the young-generation GC to
 * copy (it showed in the login bench's CPU profile). The text is the same either way.
 */
let lastOrigin = { protocol: '', host: '', origin: '' };

function originOf(request: FastifyRequest): string {
  const { protocol, host } = request;
  if (protocol === lastOrigin.protocol && host === lastOrigin.host) return lastOrigin.origin;
  const whole = `${protocol}://${host}`;
  const origin = whole.length > JOURNAL_TEXT_CHARS ? ownCopy(whole, JOURNAL_TEXT_CHARS) : whole;
  lastOrigin = { protocol, host, origin };
  return origin;
}

/** Characters of a journal entry's path and note: what the list shows (the detail keeps the rest, by bytes). */
export const JOURNAL_TEXT_CHARS = 300;

/**
 * The URL as the journal keeps it: credentials in the query redacted, at most 300 characters. Cut, it is its own
 * copy; whole, it is the request's URL (at most 8 kB, counted in the entry's bytes) or made from it.
 */
function journalPath(url: string): string {
  const path = redactUrl(url);
  return path.length > JOURNAL_TEXT_CHARS ? ownCopy(path, JOURNAL_TEXT_CHARS) : path;
}

export interface Sent {
  /** The answer's text as sent (before compression), or null when none went out. */
  body: string | null;
  reply?: FastifyReply;
}

export function finishEntry(
  state: RequestState,
  status: number | null,
  code: JournalEntry['code'],
  note: string | null = null,
  sent?: Sent,
): void {
  const e = state.entry;
  e.status = status;
  e.code = code;
  // Its own bounded copy: a note cut from a request's text must not keep that text alive (util/own-copy.ts).
  e.note = note === null ? null : ownCopy(note, JOURNAL_TEXT_CHARS);
  e.durationMs = Math.round((performance.now() - state.startedAt) * 10) / 10;
  if (sent) state.session.journal.answered(e, sent.body, sent.reply?.getHeaders());
}
