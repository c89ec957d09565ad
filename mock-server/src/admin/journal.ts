/**
 * Admin routes: a session's request journal, newest first, filtered like WireMock's request journal
 * (endpoint, status, code, body text); the count of the requests matching a filter, checked against an
 * expectation (WireMock's verify); one entry with its headers and bodies; the whole journal as HAR 1.2 (a
 * download: Content-Disposition names it after the session). Credentials are taken out of all of them
 * (util/redact.ts), except for the session's owner: the HAR with `redact=false`, and body text searched as sent.
 */
import type { AdminBody, JournalFilter } from '@wonder/contracts/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { version } from '../../package.json' with { type: 'json' };
import { asAdmin } from '../store/backend';
import { didYouMean } from '../util/did-you-mean';
import { NO_REDACTION, type Redactor, redactor, secretValuesOf } from '../util/redact';
import type { JournalEntry } from '../world/journal';
import type { Session } from '../world/session';
import { isOwner } from './guard';
import { journalHar } from './har';
import { AdminError, bad, serve } from './route';

/** An entry as the journal list shows it: no headers or bodies, whether they are kept. */
export function summaryOf(e: JournalEntry, redact: Redactor) {
  const { detail, ...summary } = e;
  return {
    ...summary,
    path: redact.text(summary.path),
    note: summary.note === null ? null : redact.text(summary.note),
    detail: detail !== undefined,
  };
}

/**
 * The session's redaction: by name, and by value for every token it issued, every captcha key, and every value
 * its journal holds under a credential-looking name — masked wherever else it appears (util/redact.ts).
 */
export function redactorOf(session: Session): Redactor {
  const w = session.world;
  const details = session.journal.list().flatMap((e) => (e.detail ? [e.detail] : []));
  const values = secretValuesOf({
    values: [
      ...w.tokens.keys(),
      ...[...w.captchas.values()].flatMap((c) => (c.secretKey ? [c.token, c.secretKey] : [c.token])),
      ...w.solvedCaptchas.keys(),
    ],
    urls: details.map((d) => d.url),
    headers: details.flatMap((d) => [d.requestHeaders, d.responseHeaders]),
    bodies: details.flatMap((d) => [d.requestBody, d.responseBody]),
  });
  return redactor(values);
}

type Verdict = 'match' | 'no' | 'unreadable';

/** The filter as a test of one entry; the body text is searched as `redact` shows it. */
function matcherOf(filter: JournalFilter, redact: Redactor): (e: JournalEntry) => Verdict {
  return (e) => {
    if (filter.endpoint !== undefined && e.endpoint !== filter.endpoint) return 'no';
    if (filter.status !== undefined && e.status !== filter.status) return 'no';
    if (filter.code !== undefined && String(e.code) !== filter.code) return 'no';
    const wanted = filter.bodyContains;
    if (wanted === undefined) return 'match';
    const d = e.detail;
    if (!d || d.requestBodyChars === 0) return 'no';
    if (d.requestBody === null) return 'unreadable';
    return redact.body(d.requestBody).includes(wanted) ? 'match' : 'no';
  };
}

/** What a filter asks for, in words (the count's message). */
function describeFilter(f: JournalFilter): string {
  const parts = [
    f.endpoint === undefined ? 'requests' : `calls of ${f.endpoint}`,
    f.status === undefined ? '' : `answered HTTP ${f.status}`,
    f.code === undefined ? '' : `with code ${f.code}`,
    f.bodyContains === undefined ? '' : `whose body contains ${JSON.stringify(f.bodyContains)}`,
  ];
  return parts.filter(Boolean).join(' ');
}

type Expectation = NonNullable<AdminBody<'journalCount'>['expect']>;

function verdictOf(expect: Expectation | undefined, count: number): [boolean | null, string] {
  if (!expect) return [null, ''];
  const { count: exactly, atLeast, atMost } = expect;
  const ok =
    (exactly === undefined || count === exactly) &&
    (atLeast === undefined || count >= atLeast) &&
    (atMost === undefined || count <= atMost);
  const wanted = [
    exactly === undefined ? '' : `exactly ${exactly}`,
    atLeast === undefined ? '' : `at least ${atLeast}`,
    atMost === undefined ? '' : `at most ${atMost}`,
  ]
    .filter(Boolean)
    .join(' and ');
  return [ok, `; expected ${wanted || 'any number'}: ${ok ? 'verified' : 'NOT verified'}`];
}

export async function journalRoutes(admin: FastifyInstance): Promise<void> {
  const { backend: hostBackend, access, endpoints } = admin.mock;
  const backend = asAdmin(hostBackend);
  const endpointIds = new Set(endpoints.map((e) => e.id));
  const checkEndpoint = (where: 'query' | 'body', f: JournalFilter) => {
    if (f.endpoint !== undefined && !endpointIds.has(f.endpoint))
      bad(`${where}.endpoint: unknown endpoint '${f.endpoint}'${didYouMean(f.endpoint, endpointIds)}`);
  };
  const owner = (request: FastifyRequest) => isOwner(access, request);

  serve(admin, 'journal', ({ params, query }, request) => {
    const { limit, ...filter } = query;
    checkEndpoint('query', filter);
    return backend.read(params.id, (s) => {
      const redact = redactorOf(s);
      // Body text is searched as sent for the session's owner, else as the entry view shows it.
      const matches = matcherOf(filter, owner(request) ? NO_REDACTION : redact);
      return {
        session: s.id,
        capacity: s.journal.capacity,
        entries: s.journal
          .list()
          .filter((e) => matches(e) === 'match')
          .slice(0, limit ?? s.journal.capacity)
          .map((e) => summaryOf(e, redact)),
      };
    });
  });
  serve(admin, 'journalCount', ({ params, body }, request) => {
    const { expect, ...filter } = body;
    checkEndpoint('body', filter);
    return backend.read(params.id, (s) => {
      const matches = matcherOf(filter, owner(request) ? NO_REDACTION : redactorOf(s));
      const seqs: number[] = [];
      let unreadable = 0;
      for (const e of s.journal.list()) {
        const v = matches(e);
        if (v === 'match') seqs.push(e.seq);
        else if (v === 'unreadable') unreadable++;
      }
      const [verified, expected] = verdictOf(expect, seqs.length);
      const unread = unreadable ? ` (${unreadable} more could not be read: their bodies were dropped)` : '';
      return {
        session: s.id,
        count: seqs.length,
        unreadable,
        seqs,
        verified,
        message: `${seqs.length} ${describeFilter(filter)} in '${s.id}'${unread}${expected}`,
      };
    });
  });
  serve(admin, 'journalEntry', ({ params, query }) =>
    backend.read(params.id, (s) => {
      const e = s.journal.find(query.seq);
      if (!e)
        bad(
          `query.seq: no entry ${query.seq} in the journal of '${s.id}' (it keeps the last ${s.journal.capacity})`,
        );
      const d = e.detail;
      const redact = redactorOf(s);
      const dropped = d?.bodiesDropped ? { bodyDropped: true } : {};
      return {
        session: s.id,
        entry: summaryOf(e, redact),
        detail: d
          ? {
              url: redact.url(`${d.origin}${d.url}`),
              startedAt: new Date(d.startedAt).toISOString(),
              request: {
                headers: redact.headers(d.requestHeaders),
                body: d.requestBody === null ? null : redact.body(d.requestBody),
                bodyChars: d.requestBodyChars,
                ...(d.requestBodyChars > 0 ? dropped : {}),
              },
              response: {
                headers: redact.headers(d.responseHeaders),
                body: d.responseBody === null ? null : redact.body(d.responseBody),
                bodyChars: d.responseBodyChars,
                ...(d.responseBodyChars > 0 ? dropped : {}),
              },
            }
          : null,
      };
    }),
  );
  serve(admin, 'journalHar', ({ params, query }, request, reply) => {
    if (query.redact === false && !owner(request))
      throw new AdminError(
        403,
        "query.redact: only the session's owner may export it unredacted: call from this machine (loopback), " +
          'or start the simulator with --admin-token and send it',
      );
    return backend.read(params.id, (s) => {
      reply.header('content-disposition', `attachment; filename="journal-${s.id}.har"`);
      return journalHar(
        s.id,
        s.journal.list(),
        `${request.protocol}://${request.host}`,
        version,
        query.redact === false ? NO_REDACTION : redactorOf(s),
      );
    });
  });
}
