/**
 * The per-session request journal: a ring buffer (newest first when read) so memory stays bounded no
 * matter how long a QA session runs. Entries are pushed when a request arrives and completed when it is
 * answered, so a request held by a 'timeout' fault is visible while it hangs.
 *
 * Every entry keeps its detail — URL, headers and bodies of the request and the answer — for the entry view,
 * the journal queries and the HAR export (a HAR that replays needs every answer's body). The detail is bounded
 * in bytes (UTF-8): each body cut at SESSION_CAPS.journalBodyBytes, each side's headers at journalHeaderBytes,
 * and all of a session's details together at journalDetailBytes: past it the oldest entries' headers and
 * bodies are dropped first (`bodiesDropped` says so; the entry and its path stay). What fits is held by
 * reference (no copy on the request path); credentials are taken out when it is read, unless its owner asks
 * otherwise (util/redact.ts).
 */
import type { Code, HostId } from '@wonder/contracts';
import { JOURNAL_CAPACITY } from '@wonder/contracts/admin/client';
import { SESSION_CAPS } from '../caps';
import type { Headers } from '../util/redact';

export interface JournalDetail {
  /** scheme://host the request was sent to. */
  origin: string;
  /** The whole URL as received (redacted when read). */
  url: string;
  /** Real time the request arrived, epoch ms (the entry's `time` is the session's virtual time). */
  startedAt: number;
  requestHeaders: Headers;
  /** The body as text (null when none), and its length before the cut. */
  requestBody: string | null;
  requestBodyChars: number;
  responseHeaders: Headers;
  responseBody: string | null;
  responseBodyChars: number;
  /** Bytes of headers and bodies kept, counted against the session's journalDetailBytes. */
  bytes: number;
  /** Of which the answer's (set when it is sent). */
  responseBytes?: number;
  /** The bodies were dropped to keep the session's journal within its body budget (newer entries kept theirs). */
  bodiesDropped?: true;
}

export interface JournalEntry {
  seq: number;
  /** Session (virtual) time the request arrived, epoch ms. */
  time: number;
  host: HostId | null;
  /** Endpoint id, or null for a path no contract describes. */
  endpoint: string | null;
  method: string;
  path: string;
  /** HTTP status; null while pending or when the connection was dropped on purpose. */
  status: number | null;
  /** Envelope code answered; null when none. */
  code: Code | null;
  /** The scenario that decided the answer ('default' when nothing overrode it). */
  scenario: string;
  /** Fault applied, if any ('timeout', 'reset', 'gateway-502'…), or 'delay:<ms>'. */
  fault: string | null;
  /** Real milliseconds spent answering. */
  durationMs: number | null;
  /** Short reason of a 4xx (validation message, auth failure), or where a proxied call went. */
  note: string | null;
  /** URL, headers and bodies (absent only on entries made without them, e.g. in tests). */
  detail?: JournalDetail;
}

const BODY_BYTES = SESSION_CAPS.journalBodyBytes;
const HEADER_BYTES = SESSION_CAPS.journalHeaderBytes;
/** The header a cut header list ends with, saying how much was left out. */
export const HEADERS_CUT = 'x-mock-journal-headers-cut';
/**
 * What a header costs besides its text: V8 spends about 64 bytes on an object property and its two strings
 * (measured: 1300 one-character headers held 83 kB), so a request of a thousand tiny headers, a few bytes of
 * text each, cannot hold 16 times the memory its counted bytes say.
 */
export const HEADER_OVERHEAD_BYTES = 64;

/** A body as the journal keeps it: at most journalBodyBytes of UTF-8 (a copy only when it is cut). */
export function keptBody(text: string | null | undefined): string | null {
  if (text === null || text === undefined || text === '') return null;
  // Most bodies are far under the cap in characters, which is at most their bytes / 1: no need to count.
  if (text.length * 3 <= BODY_BYTES || Buffer.byteLength(text) <= BODY_BYTES) return text;
  // Cut on a character boundary (a partial UTF-8 sequence at the end decodes to U+FFFD, dropped); a copy, so
  // the whole original string is not kept alive behind a slice.
  return Buffer.from(text.slice(0, BODY_BYTES))
    .subarray(0, BODY_BYTES)
    .toString()
    .replace(/\uFFFD$/, '');
}

/** Bytes a body costs the journal (UTF-8). */
export function bodyBytes(text: string | null): number {
  return text === null ? 0 : Buffer.byteLength(text);
}

/**
 * Headers as the journal keeps them: all of them by reference while their names and values (and
 * HEADER_OVERHEAD_BYTES each) fit in journalHeaderBytes, else a copy of those that fit and a last header saying
 * how many bytes were left out. Header text is Latin-1 (one byte a character), so characters are bytes.
 */
export function keptHeaders(headers: Headers): { headers: Headers; bytes: number } {
  let bytes = 0;
  // A for-in over the header object: no array of entries per request (this runs twice on every request).
  for (const name in headers) bytes += headerBytes(name, headers[name]);
  if (bytes <= HEADER_BYTES) return { headers, bytes };
  const kept: Record<string, string | number | readonly string[]> = {};
  let used = 0;
  for (const [name, value] of Object.entries(headers)) {
    const size = headerBytes(name, value);
    // Room left for the last header (its name, a value of up to 40 characters, its overhead).
    if (value === undefined || used + size > HEADER_BYTES - HEADERS_CUT.length - 40 - HEADER_OVERHEAD_BYTES)
      continue;
    kept[name] = value;
    used += size;
  }
  const note = `${bytes - used} bytes of headers not kept`;
  kept[HEADERS_CUT] = note;
  return { headers: kept, bytes: used + headerBytes(HEADERS_CUT, note) };
}

function headerBytes(name: string, value: Headers[string]): number {
  if (value === undefined) return 0;
  if (!Array.isArray(value))
    return (
      HEADER_OVERHEAD_BYTES + name.length + (typeof value === 'string' ? value.length : String(value).length)
    );
  let n = 0;
  for (const v of value as readonly string[]) n += HEADER_OVERHEAD_BYTES + name.length + String(v).length;
  return n;
}

export class Journal {
  private readonly entries: (JournalEntry | undefined)[];
  private next = 0;
  private seq = 0;
  private count = 0;

  /**
   * Entries whose detail still holds headers and bodies, oldest first (from `head`: the ones before it left),
   * and the bytes they cost. Entries leave from the front — the budget drops the oldest, the ring overwrites the
   * oldest — so leaving is a step of `head`, not a search and a splice on every request.
   */
  private withDetail: JournalEntry[] = [];
  private head = 0;
  private detailBytes = 0;

  constructor(
    readonly capacity = JOURNAL_CAPACITY,
    readonly detailBudget = SESSION_CAPS.journalDetailBytes,
  ) {
    this.entries = new Array(capacity);
  }

  add(entry: Omit<JournalEntry, 'seq'>): JournalEntry {
    return this.push({ seq: 0, ...entry });
  }

  /**
   * `add` for an entry built whole by its caller (the request pipeline, on every request): that object itself is
   * kept, its `seq` set here, with no copy of it made. The caller writes `seq` first (any number), where `add`
   * puts it, so the entry's JSON lists its fields in the same order either way.
   */
  push(full: JournalEntry): JournalEntry {
    full.seq = ++this.seq;
    // The entry being overwritten may still hold detail: its bytes are given back.
    const overwritten = this.entries[this.next];
    if (overwritten) this.untrack(overwritten);
    this.entries[this.next] = full;
    this.next = (this.next + 1) % this.capacity;
    if (this.count < this.capacity) this.count++;
    if (full.detail) {
      this.withDetail.push(full);
      this.detailBytes += full.detail.bytes;
      this.trim(full);
    }
    return full;
  }

  /** The answer of an entry: its headers and body, cut like the request's and charged to the same budget. */
  answered(entry: JournalEntry, body: string | null | undefined, headers?: Headers): void {
    const d = entry.detail;
    if (!d) return;
    d.responseBodyChars = body?.length ?? 0;
    // Dropped already (a long-held answer outlived its detail): the sizes are all that is kept.
    if (d.bodiesDropped) return;
    const kept = keptBody(body);
    d.responseBody = kept;
    let bytes = bodyBytes(kept);
    if (headers) {
      const h = keptHeaders(headers);
      d.responseHeaders = h.headers;
      bytes += h.bytes;
    }
    this.charge(entry, bytes);
  }

  /** The entry's answer was kept, costing `bytes`: older entries drop their detail past the budget. */
  charge(entry: JournalEntry, bytes: number): void {
    const d = entry.detail;
    if (!d || d.bodiesDropped) return;
    const grown = bytes - (d.responseBytes ?? 0);
    d.responseBytes = bytes;
    d.bytes += grown;
    this.detailBytes += grown;
    this.trim(entry);
  }

  /** Bytes of headers and bodies the journal keeps now (at most detailBudget, bar the newest entry's). */
  get keptBytes(): number {
    return this.detailBytes;
  }

  /** Oldest details go while they cost too much (never `keep`'s, the newest). */
  private trim(keep: JournalEntry): void {
    while (this.detailBytes > this.detailBudget && this.withDetail[this.head] !== keep) {
      const oldest = this.withDetail[this.head];
      if (!oldest) return;
      this.drop(oldest);
    }
  }

  /** Headers and bodies go; the sizes and `bodiesDropped` stay so the entry view and the HAR say so. */
  private drop(entry: JournalEntry): void {
    this.untrack(entry);
    const d = entry.detail;
    if (!d) return;
    d.requestHeaders = {};
    d.responseHeaders = {};
    d.requestBody = null;
    d.responseBody = null;
    // The path the entry keeps anyway (redacted, at most 300 characters) stands for the URL.
    d.url = entry.path;
    d.bytes = 0;
    d.responseBytes = 0;
    d.bodiesDropped = true;
  }

  private untrack(entry: JournalEntry): void {
    // Never tracked, or already let go (the budget dropped its detail): nothing to look for.
    if (!entry.detail || entry.detail.bodiesDropped) return;
    if (this.withDetail[this.head] === entry) {
      this.withDetail[this.head] = undefined as unknown as JournalEntry;
      this.head++;
      // Now and then the array is cut down to the entries still in it.
      if (this.head > 1024 && this.head * 2 > this.withDetail.length) {
        this.withDetail = this.withDetail.slice(this.head);
        this.head = 0;
      }
    } else {
      // Not the oldest: never on the request path (entries leave oldest first), kept for safety.
      const i = this.withDetail.indexOf(entry, this.head);
      if (i === -1) return;
      this.withDetail.splice(i, 1);
    }
    this.detailBytes -= entry.detail?.bytes ?? 0;
  }

  /** Newest first. */
  list(limit = this.capacity): JournalEntry[] {
    const out: JournalEntry[] = [];
    for (let i = 1; i <= this.capacity && out.length < limit; i++) {
      const e = this.entries[(this.next - i + this.capacity) % this.capacity];
      if (!e) break;
      out.push(e);
    }
    return out;
  }

  find(seq: number): JournalEntry | undefined {
    return this.list().find((e) => e.seq === seq);
  }

  get size(): number {
    return this.count;
  }

  clear(): void {
    this.withDetail = [];
    this.head = 0;
    this.detailBytes = 0;
    this.entries.fill(undefined);
    this.next = 0;
    this.count = 0;
  }
}
