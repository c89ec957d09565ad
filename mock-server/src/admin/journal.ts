/**
 * Admin routes: a session's request journal, newest first; one entry with its headers and bodies; the whole
 * journal as HAR 1.2 (a download: Content-Disposition names it after the session). Credentials are taken out
 * of all three (util/redact.ts).
 */
import type { FastifyInstance } from 'fastify';
import { version } from '../../package.json' with { type: 'json' };
import { asAdmin } from '../store/backend';
import { type Redactor, redactor, secretValuesOf } from '../util/redact';
import type { JournalEntry } from '../world/journal';
import type { Session } from '../world/session';
import { journalHar } from './har';
import { bad, serve } from './route';

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

export async function journalRoutes(admin: FastifyInstance): Promise<void> {
  const { backend: hostBackend } = admin.mock;
  const backend = asAdmin(hostBackend);
  serve(admin, 'journal', ({ params, query }) =>
    backend.use(params.id, (s) => {
      const redact = redactorOf(s);
      return {
        session: s.id,
        capacity: s.journal.capacity,
        entries: s.journal.list(query.limit).map((e) => summaryOf(e, redact)),
      };
    }),
  );
  serve(admin, 'journalEntry', ({ params, query }) =>
    backend.use(params.id, (s) => {
      const e = s.journal.find(query.seq);
      if (!e)
        bad(
          `query.seq: no entry ${query.seq} in the journal of '${s.id}' (it keeps the last ${s.journal.capacity})`,
        );
      const d = e.detail;
      const redact = redactorOf(s);
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
              },
              response: {
                headers: redact.headers(d.responseHeaders),
                body: d.responseBody === null ? null : redact.body(d.responseBody),
                bodyChars: d.responseBodyChars,
              },
            }
          : null,
      };
    }),
  );
  serve(admin, 'journalHar', ({ params }, request, reply) =>
    backend.use(params.id, (s) => {
      reply.header('content-disposition', `attachment; filename="journal-${s.id}.har"`);
      return journalHar(
        s.id,
        s.journal.list(),
        `${request.protocol}://${request.host}`,
        version,
        redactorOf(s),
      );
    }),
  );
}
