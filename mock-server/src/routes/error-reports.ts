/**
 * The error-reporting service of doc 1 §7, simulated: the app's Sentry SDK posts envelopes to
 * `POST /sentry/api/<project>/envelope/` (contracts' ERROR_REPORTS), and each one becomes an entry of the
 * sending session's journal, its note naming what was reported ("error report: TypeError: x is undefined"),
 * so QA sees the app's reports beside the calls that led to them.
 *
 * The envelope format (Sentry's): a JSON header line, then items, each a JSON item header and a payload of
 * `length` bytes when the header gives one, else up to the next newline. Anything else is a 400 naming what
 * is wrong; a well-formed envelope is answered 200 `{ id }` as Sentry does.
 */
import { ERROR_REPORTS } from '@wonder/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UnknownSessionError } from '../store/backend';
import { beginRequest, finishEntry, sessionIdOf } from './context';

export interface EnvelopeItem {
  type: string;
  payload: unknown;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

export class EnvelopeError extends Error {}

const NEWLINE = 0x0a;

function lineEnd(body: Buffer, from: number): number {
  const i = body.indexOf(NEWLINE, from);
  return i === -1 ? body.length : i;
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new EnvelopeError(`${what}: not JSON`);
  }
}

function asObject(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new EnvelopeError(`${what}: must be a JSON object`);
  return value as Record<string, unknown>;
}

export function parseEnvelope(body: Buffer): Envelope {
  let at = lineEnd(body, 0);
  const header = asObject(
    parseJson(body.subarray(0, at).toString('utf8'), 'envelope header'),
    'envelope header',
  );
  const items: EnvelopeItem[] = [];
  at += 1;
  while (at < body.length) {
    const end = lineEnd(body, at);
    const headerText = body.subarray(at, end).toString('utf8');
    at = end + 1;
    if (headerText.trim() === '') continue;
    const n = items.length;
    const itemHeader = asObject(parseJson(headerText, `item ${n} header`), `item ${n} header`);
    if (typeof itemHeader.type !== 'string' || itemHeader.type === '')
      throw new EnvelopeError(`item ${n} header.type: must be a non-empty string`);
    const length = itemHeader.length;
    let payloadEnd: number;
    if (length === undefined) payloadEnd = lineEnd(body, at);
    else if (
      typeof length === 'number' &&
      Number.isInteger(length) &&
      length >= 0 &&
      at + length <= body.length
    )
      payloadEnd = at + length;
    else throw new EnvelopeError(`item ${n} header.length: must be the payload's byte count`);
    const raw = body.subarray(at, payloadEnd).toString('utf8');
    at = payloadEnd + 1;
    const json = itemHeader.type === 'attachment' ? raw : parseJson(raw, `item ${n} payload`);
    items.push({ type: itemHeader.type, payload: json });
  }
  return { header, items };
}

/** One line for the journal: what the app reported. */
export function describeEnvelope(envelope: Envelope): string {
  const parts = envelope.items.map(({ type, payload }) => {
    if (type !== 'event' || typeof payload !== 'object' || payload === null) return type;
    const event = payload as {
      message?: string | { formatted?: string };
      exception?: { values?: { type?: string; value?: string }[] };
    };
    const exception = event.exception?.values?.at(-1);
    if (exception) return [exception.type, exception.value].filter(Boolean).join(': ');
    const message = typeof event.message === 'string' ? event.message : event.message?.formatted;
    return message ?? 'event';
  });
  return `error report: ${parts.join('; ') || 'empty envelope'}`.slice(0, 300);
}

/** Sentry authenticates a post by its public key (query `sentry_key` or header `x-sentry-auth`). */
function publicKeyOf(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown>;
  if (typeof query.sentry_key === 'string') return query.sentry_key;
  const auth = request.headers['x-sentry-auth'];
  const m = typeof auth === 'string' ? /sentry_key=([^,\s]+)/.exec(auth) : null;
  return m?.[1] ?? null;
}

/** What an envelope post gets: the status, the journal's note (the reason or what was reported), the reply. */
function judge(request: FastifyRequest<{ Params: { projectId: string } }>): {
  status: number;
  note: string;
  reply: Record<string, unknown>;
} {
  const refuse = (status: number, message: string) => ({
    status,
    note: message,
    reply: { error: message, statusCode: status },
  });
  if (request.params.projectId !== ERROR_REPORTS.projectId)
    return refuse(404, `projectId: no project '${request.params.projectId}'`);
  if (publicKeyOf(request) !== ERROR_REPORTS.publicKey)
    return refuse(401, 'sentry_key: missing or not this project’s public key');
  const body = request.body;
  if (!Buffer.isBuffer(body) || body.length === 0) return refuse(400, 'body: an envelope is required');
  let envelope: Envelope;
  try {
    envelope = parseEnvelope(body);
  } catch (error) {
    if (error instanceof EnvelopeError) return refuse(400, error.message);
    throw error;
  }
  return { status: 200, note: describeEnvelope(envelope), reply: { id: envelope.header.event_id ?? null } };
}

export async function registerErrorReports(app: FastifyInstance): Promise<void> {
  const { backend, engine } = app.mock;
  await app.register(async (scope) => {
    // The SDK sends text/plain (no preflight); every content type is read as bytes: the format decides.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      `${ERROR_REPORTS.prefix}/api/:projectId/envelope/`,
      async (request: FastifyRequest<{ Params: { projectId: string } }>, reply: FastifyReply) => {
        const sid = sessionIdOf(request);
        if ('error' in sid) return reply.code(400).send({ error: sid.error, statusCode: 400 });
        const verdict = judge(request);
        // The session is read and changed through the backend (store/backend.ts), as every host route does.
        const begun = await backend
          .use(sid.id, (session) => {
            const started = beginRequest(request, session, engine, null, null);
            if (started.ok) finishEntry(started.state, verdict.status, null, verdict.note);
            return started;
          })
          .catch((error: unknown) => {
            if (error instanceof UnknownSessionError) return { ok: false as const, message: error.message };
            throw error;
          });
        if (!begun.ok) return reply.code(400).send({ error: begun.message, statusCode: 400 });
        return reply.code(verdict.status).send(verdict.reply);
      },
    );
  });
}
