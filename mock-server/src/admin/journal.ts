/**
 * Admin routes: a session's request journal, newest first; one entry with its headers and bodies; the whole
 * journal as HAR 1.2 (a download: Content-Disposition names it after the session). Credentials are taken out
 * of all three (util/redact.ts).
 */
import type { FastifyInstance } from 'fastify';
import { version } from '../../package.json' with { type: 'json' };
import { asAdmin } from '../store/backend';
import { redactBodyText, redactHeaders, redactUrl } from '../util/redact';
import type { JournalEntry } from '../world/journal';
import { journalHar } from './har';
import { bad, serve } from './route';

/** An entry as the journal list shows it: no headers or bodies, whether they are kept. */
export function summaryOf(e: JournalEntry) {
  const { detail, ...summary } = e;
  return { ...summary, detail: detail !== undefined };
}

export async function journalRoutes(admin: FastifyInstance): Promise<void> {
  const { backend: hostBackend } = admin.mock;
  const backend = asAdmin(hostBackend);
  serve(admin, 'journal', ({ params, query }) =>
    backend.use(params.id, (s) => ({
      session: s.id,
      capacity: s.journal.capacity,
      entries: s.journal.list(query.limit).map(summaryOf),
    })),
  );
  serve(admin, 'journalEntry', ({ params, query }) =>
    backend.use(params.id, (s) => {
      const e = s.journal.find(query.seq);
      if (!e)
        bad(
          `query.seq: no entry ${query.seq} in the journal of '${s.id}' (it keeps the last ${s.journal.capacity})`,
        );
      const d = e.detail;
      return {
        session: s.id,
        entry: summaryOf(e),
        detail: d
          ? {
              url: redactUrl(`${d.origin}${d.url}`),
              startedAt: new Date(d.startedAt).toISOString(),
              request: {
                headers: redactHeaders(d.requestHeaders),
                body: d.requestBody === null ? null : redactBodyText(d.requestBody),
                bodyChars: d.requestBodyChars,
              },
              response: {
                headers: redactHeaders(d.responseHeaders),
                body: d.responseBody === null ? null : redactBodyText(d.responseBody),
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
      return journalHar(s.id, s.journal.list(), `${request.protocol}://${request.host}`, version);
    }),
  );
}
