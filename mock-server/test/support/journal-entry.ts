/**
 * A request journalled as routes/context.ts does it — headers and body cut by keptHeaders/keptBody, their
 * bytes and the URL's charged — without an app: the journal's byte budget tested on its own.
 */

import type { Headers } from '../../src/util/redact';
import { bodyBytes, type Journal, type JournalEntry, keptBody, keptHeaders } from '../../src/world/journal';

export function journalRequest(
  journal: Journal,
  r: { path: string; url?: string; body: string | null; headers?: Headers; note?: string },
): JournalEntry {
  const url = r.url ?? r.path;
  const headers = keptHeaders(r.headers ?? {});
  const body = keptBody(r.body);
  return journal.add({
    time: Date.now(),
    host: 'app',
    endpoint: null,
    method: 'POST',
    path: r.path,
    status: null,
    code: null,
    scenario: 'default',
    fault: null,
    durationMs: null,
    note: r.note ?? null,
    detail: {
      origin: 'http://127.0.0.1:4010',
      url,
      startedAt: Date.now(),
      requestHeaders: headers.headers,
      requestBody: body,
      requestBodyChars: r.body?.length ?? 0,
      responseHeaders: {},
      responseBody: null,
      responseBodyChars: 0,
      bytes: headers.bytes + bodyBytes(body) + url.length,
    },
  });
}
