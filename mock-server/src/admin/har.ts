/**
 * A session's journal as HAR 1.2, the format browsers' network panels import and export and Playwright's
 * `routeFromHAR` replays, so a journal goes into a bug report beside the app's own capture or serves a page
 * again without the simulator. Entries oldest first, each with its bodies unless the journal dropped them to
 * stay within its body budget (the entry's comment says so); one page per navigation: the app's address
 * when it made the call (its Referer), a new page each time that address changes. Credentials are redacted as
 * in the entry view unless the session's owner asks for the HAR as sent (`redact: false`: a HAR that replays,
 * since routeFromHAR matches whole URLs and bodies). The simulator's own facts (session time, scenario,
 * fault, code) go in `_journal`, a custom field as the format allows.
 */
import type { Har } from '@wonder/contracts/admin';
import { SESSION_CAPS } from '../caps';
import { type Headers, NO_REDACTION, type Redactor } from '../util/redact';
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

const DROPPED = `headers and bodies dropped: the journal keeps ${SESSION_CAPS.journalDetailBytes} bytes of them per session, newer entries kept theirs`;

function harEntry(
  e: JournalEntry,
  origin: string,
  redact: Redactor,
  pageref: string | undefined,
): Har['log']['entries'][number] {
  const d = e.detail;
  const url = redact.url(d ? `${d.origin}${d.url}` : `${origin}${e.path}`);
  // The answer's text is kept before compression: the HAR says so by leaving content-encoding out, and the
  // length is the text's (what a replay sends).
  const responseHeaders = d
    ? redact
        .headers(d.responseHeaders)
        .filter(([name]) => name !== 'content-encoding' && name !== 'content-length')
    : [];
  const mimeOut = (d && header(d.responseHeaders, 'content-type')) ?? 'application/json';
  const mimeIn = (d && header(d.requestHeaders, 'content-type')) ?? 'application/json';
  const duration = e.durationMs ?? 0;
  const cut = (text: string | null, chars: number) =>
    text !== null && chars > text.length ? `cut at ${text.length} of ${chars} characters` : undefined;
  const responseComment = !d
    ? 'headers and body not kept'
    : d.bodiesDropped
      ? DROPPED
      : cut(d.responseBody, d.responseBodyChars);
  const comments = [
    e.note === null ? undefined : redact.text(e.note),
    d?.bodiesDropped ? DROPPED : undefined,
  ];
  const comment = comments.filter(Boolean).join('; ');
  return {
    ...(pageref ? { pageref } : {}),
    startedDateTime: new Date(d?.startedAt ?? e.time).toISOString(),
    time: duration,
    request: {
      method: e.method,
      url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: d ? redact.headers(d.requestHeaders).map(([name, value]) => ({ name, value })) : [],
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
      headers: responseHeaders.map(([name, value]) => ({ name, value })),
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
    ...(comment ? { comment } : {}),
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
 * `origin`: where entries without their detail were sent (the origin the HAR is asked from); `redact`: the
 * session's redaction (admin/journal.ts redactorOf), or NO_REDACTION for the journal as sent (the caller
 * checked that the session's owner asks).
 */
export function journalHar(
  session: string,
  entries: readonly JournalEntry[],
  origin: string,
  version: string,
  redact: Redactor,
): Har {
  const pages: Har['log']['pages'] = [];
  let lastPage: string | undefined;
  const harEntries = [...entries].reverse().map((e) => {
    const referer = e.detail && header(e.detail.requestHeaders, 'referer');
    if (referer !== undefined && referer !== lastPage) {
      lastPage = referer;
      pages.push({
        startedDateTime: new Date(e.detail?.startedAt ?? e.time).toISOString(),
        id: `page_${pages.length + 1}`,
        title: redact.url(referer),
        pageTimings: {},
      });
    }
    return harEntry(e, origin, redact, referer === undefined ? undefined : pages.at(-1)?.id);
  });
  return {
    log: {
      version: '1.2',
      creator: { name: 'wonder-mock-server', version },
      pages,
      entries: harEntries,
      comment: `simulator session ${session}${redact === NO_REDACTION ? ' (as sent: credentials included)' : ''}`,
    },
  };
}
