/**
 * A session's journal as HAR 1.2, the format browsers' network panels import and export, so a journal goes
 * into a bug report beside the app's own capture. Entries oldest first; those old enough to have lost their
 * headers and bodies (the journal keeps them for the newest entries) still appear, without them. Credentials
 * are redacted as in the entry view; the simulator's own facts (session time, scenario, fault, code) go in
 * `_journal`, a custom field as the format allows.
 */
import type { Har } from '@wonder/contracts/admin';
import type { Headers, Redactor } from '../util/redact';
import type { JournalEntry } from '../world/journal';

const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  504: 'Gateway Timeout',
};

function header(headers: Headers, name: string): string | undefined {
  const v = headers[name];
  return v === undefined ? undefined : String(Array.isArray(v) ? v[0] : v);
}

function queryOf(url: string): { name: string; value: string }[] {
  const q = url.indexOf('?');
  if (q === -1) return [];
  return [...new URLSearchParams(url.slice(q + 1))].map(([name, value]) => ({ name, value }));
}

function harEntry(e: JournalEntry, origin: string, redact: Redactor): Har['log']['entries'][number] {
  const pairs = (headers: Headers) => redact.headers(headers).map(([name, value]) => ({ name, value }));
  const d = e.detail;
  const url = redact.url(d ? `${d.origin}${d.url}` : `${origin}${e.path}`);
  const mimeOut = (d && header(d.responseHeaders, 'content-type')) ?? 'application/json';
  const mimeIn = (d && header(d.requestHeaders, 'content-type')) ?? 'application/json';
  const duration = e.durationMs ?? 0;
  const cut = (text: string | null, chars: number) =>
    text !== null && chars > text.length ? `cut at ${text.length} of ${chars} characters` : undefined;
  const responseComment = d
    ? cut(d.responseBody, d.responseBodyChars)
    : 'headers and body no longer kept (only the newest entries keep them)';
  return {
    startedDateTime: new Date(d?.startedAt ?? e.time).toISOString(),
    time: duration,
    request: {
      method: e.method,
      url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: d ? pairs(d.requestHeaders) : [],
      queryString: queryOf(url),
      ...(d?.requestBody ? { postData: { mimeType: mimeIn, text: redact.body(d.requestBody) } } : {}),
      headersSize: -1,
      bodySize: d?.requestBodyChars ?? -1,
    },
    response: {
      status: e.status ?? 0,
      statusText: e.status === null ? '' : (STATUS_TEXT[e.status] ?? ''),
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: d ? pairs(d.responseHeaders) : [],
      content: {
        size: d?.responseBodyChars ?? 0,
        mimeType: mimeOut,
        ...(d?.responseBody ? { text: redact.body(d.responseBody) } : {}),
        ...(responseComment ? { comment: responseComment } : {}),
      },
      redirectURL: '',
      headersSize: -1,
      bodySize: d?.responseBodyChars ?? -1,
    },
    cache: {},
    timings: { send: 0, wait: duration, receive: 0 },
    ...(e.note ? { comment: redact.text(e.note) } : {}),
    _journal: {
      seq: e.seq,
      sessionTime: new Date(e.time).toISOString(),
      endpoint: e.endpoint,
      scenario: e.scenario,
      fault: e.fault,
      code: e.code,
    },
  };
}

/**
 * `origin`: where entries that lost their detail were sent (the origin the HAR is asked from); `redact`: the
 * session's redaction (admin/journal.ts redactorOf), or NO_REDACTION for the journal as it was.
 */
export function journalHar(
  session: string,
  entries: readonly JournalEntry[],
  origin: string,
  version: string,
  redact: Redactor,
): Har {
  return {
    log: {
      version: '1.2',
      creator: { name: 'wonder-mock-server', version },
      pages: [],
      entries: [...entries].reverse().map((e) => harEntry(e, origin, redact)),
      comment: `simulator session ${session}`,
    },
  };
}
