/**
 * Helpers of the catalogue tests: pick scenarios for a session, log in, call an endpoint with a valid
 * request (test/support builders) patched with what the test cares about, read code and data whatever
 * the envelope family.
 */

import type { AnyEndpoint } from '@wonder/contracts';
import { ENDPOINTS_BY_ID, FAMILIES } from '@wonder/contracts';
import { MOCK_ADMIN_HEADER } from '@wonder/contracts/admin/client';
import type { FastifyInstance } from 'fastify';
import { adminLogin, injectFor, type Login } from '../support/app';
import { validRequest } from '../support/requests';

let counter = 0;
/** A session id nobody else uses. */
export function freshSession(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}`;
}

export function ep(id: string): AnyEndpoint {
  const e = ENDPOINTS_BY_ID.get(id);
  if (!e) throw new Error(`no endpoint ${id}`);
  return e;
}

export async function useScenarios(
  app: FastifyInstance,
  session: string,
  scenarios: string[],
): Promise<void> {
  const r = await app.inject({
    method: 'PUT',
    url: `/__mock/sessions/${session}/scenarios`,
    payload: { scenarios },
  });
  if (r.statusCode !== 200) throw new Error(`set scenarios failed: ${r.statusCode} ${r.body}`);
}

/** A session with these scenarios and a logged-in user (the scenarios' persona unless given). */
export async function sessionWith(
  app: FastifyInstance,
  scenarios: string[],
  persona?: string,
): Promise<{ session: string; login: Login }> {
  const session = freshSession(scenarios.join('.').slice(0, 40) || 'default');
  await useScenarios(app, session, scenarios);
  return { session, login: await adminLogin(app, session, persona) };
}

export interface Patch {
  body?: Record<string, unknown>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  code: unknown;
  message: unknown;
  data: unknown;
  body: Record<string, unknown>;
}

/** Call an endpoint with a valid request for it, patched. */
export async function call(
  app: FastifyInstance,
  session: string,
  login: Login,
  endpointId: string,
  patch: Patch = {},
): Promise<Answer> {
  const endpoint = ep(endpointId);
  const parts = await validRequest({ app, session, login, endpoint });
  if (patch.body) parts.body = { ...(parts.body as object), ...patch.body };
  if (patch.query) parts.query = { ...(parts.query ?? {}), ...patch.query };
  if (patch.headers) parts.headers = { ...(parts.headers ?? {}), ...patch.headers };
  const r = await app.inject(injectFor(endpoint, session, parts));
  const body = r.json() as Record<string, unknown>;
  const f = FAMILIES[endpoint.family];
  if (f.id === 'raw') return { status: r.statusCode, code: null, message: null, data: body, body };
  return {
    status: r.statusCode,
    code: body[f.codeField],
    message: body[f.messageField],
    data: f.dataField ? body[f.dataField] : body,
    body,
  };
}

export async function resetSession(app: FastifyInstance, session: string): Promise<void> {
  const r = await app.inject({
    method: 'POST',
    url: `/__mock/sessions/${session}/reset`,
    headers: { [MOCK_ADMIN_HEADER]: '1' },
  });
  if (r.statusCode !== 200) throw new Error(`reset failed: ${r.statusCode}`);
}

export async function advanceClock(app: FastifyInstance, session: string, advanceMs: number): Promise<void> {
  const r = await app.inject({
    method: 'POST',
    url: `/__mock/sessions/${session}/clock`,
    payload: { advanceMs },
  });
  if (r.statusCode !== 200) throw new Error(`clock failed: ${r.statusCode} ${r.body}`);
}

/** Parse the spec date format 'YYYY.MM.DD HH:mm:ss' (Beijing time) to epoch ms. */
export function parseSpecDate(text: string): number {
  const m = /^(\d{4})[./-](\d{2})[./-](\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!m) throw new Error(`not a spec date: ${text}`);
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h) - 8, Number(mi), Number(s));
}
