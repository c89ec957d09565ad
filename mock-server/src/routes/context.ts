/**
 * Per-request resolution shared by the route pipeline, the error handler and the not-found handler:
 * which session (header, cookie, 'default'), which scenarios (the session's, or the `x-mock-scenario`
 * header's for this request only), and the journal entry of the request.
 */
import type { HostId } from '@wonder/contracts';
import type { FastifyRequest } from 'fastify';
import type { ResolvedScenarios, ScenarioEngine } from '../scenarios/engine';
import type { JournalEntry } from '../world/journal';
import { redactUrl } from '../world/redact';
import {
  DEFAULT_SESSION_ID,
  SCENARIO_HEADER,
  SESSION_COOKIE,
  SESSION_HEADER,
  SESSION_ID_PATTERN,
  type Session,
  type SessionStore,
} from '../world/session';

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
  sessions: SessionStore,
  engine: ScenarioEngine,
  host: HostId | null,
  endpointId: string | null,
): BeginResult {
  const sid = sessionIdOf(request);
  if ('error' in sid) return { ok: false, message: sid.error };
  const session = sessions.get(sid.id);
  let scenarios = session.scenarios;
  let headerOverride = false;
  const override = headerValue(request, SCENARIO_HEADER);
  if (override) {
    const ids = parseScenarioList(override);
    const unknown = ids.find((id) => !engine.has(id));
    if (unknown !== undefined)
      return { ok: false, message: `${SCENARIO_HEADER}: unknown scenario '${unknown}'` };
    if (ids.length) {
      scenarios = engine.resolve(ids);
      headerOverride = true;
    }
  }
  const entry = session.journal.add({
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
  });
  return { ok: true, state: { session, scenarios, headerOverride, entry, startedAt: performance.now() } };
}

/** The URL as the journal keeps it: credentials in the query redacted, at most 300 characters. */
function journalPath(url: string): string {
  const path = redactUrl(url);
  return path.length > 300 ? `${path.slice(0, 300)}…` : path;
}

export function finishEntry(
  state: RequestState,
  status: number | null,
  code: JournalEntry['code'],
  note: string | null = null,
): void {
  const e = state.entry;
  e.status = status;
  e.code = code;
  e.note = note;
  e.durationMs = Math.round((performance.now() - state.startedAt) * 10) / 10;
}
