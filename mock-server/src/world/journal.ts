/**
 * The per-session request journal: a ring buffer (newest first when read) so memory stays bounded no
 * matter how long a QA session runs. Entries are pushed when a request arrives and completed when it is
 * answered, so a request held by a 'timeout' fault is visible while it hangs.
 *
 * Every entry keeps its detail — URL, headers and bodies of the request and the answer — for the entry view,
 * the journal queries and the HAR export (a HAR that replays needs every answer's body). Bodies are bounded
 * twice: each is cut at SESSION_CAPS.journalBodyChars, and all the bodies of a session together stay within
 * SESSION_CAPS.journalBodyBudget characters, the oldest entries' bodies dropped first (`bodiesDropped` says
 * so). The detail holds what arrived and what was sent, by reference (no copy on the request path);
 * credentials are taken out when it is read, unless its owner asks otherwise (util/redact.ts).
 */
import type { Code, HostId } from '@wonder/contracts';
import { JOURNAL_CAPACITY } from '@wonder/contracts/admin/client';
import type { Headers } from '../util/redact';
import { SESSION_CAPS } from './caps';

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

/** A body as the journal keeps it: at most journalBodyChars (a copy only when it is cut). */
export function keptBody(text: string | null | undefined): string | null {
  if (text === null || text === undefined || text === '') return null;
  return text.length <= SESSION_CAPS.journalBodyChars
    ? text
    : // Buffer round trip: a plain slice would keep the whole original string alive behind it.
      Buffer.from(text.slice(0, SESSION_CAPS.journalBodyChars)).toString();
}

const bodyChars = (d: JournalDetail) => (d.requestBody?.length ?? 0) + (d.responseBody?.length ?? 0);

export class Journal {
  private readonly entries: (JournalEntry | undefined)[];
  private next = 0;
  private seq = 0;
  private count = 0;
  /** Characters of the bodies the entries now keep (at most `bodyBudget`). */
  private keptChars = 0;

  constructor(
    readonly capacity = JOURNAL_CAPACITY,
    readonly bodyBudget: number = SESSION_CAPS.journalBodyBudget,
  ) {
    this.entries = new Array(capacity);
  }

  add(entry: Omit<JournalEntry, 'seq'>): JournalEntry {
    const full: JournalEntry = { seq: ++this.seq, ...entry };
    const overwritten = this.entries[this.next];
    if (overwritten?.detail) this.keptChars -= bodyChars(overwritten.detail);
    this.entries[this.next] = full;
    this.next = (this.next + 1) % this.capacity;
    if (this.count < this.capacity) this.count++;
    if (full.detail) this.keep(bodyChars(full.detail));
    return full;
  }

  /** The answer of an entry: its headers and body (kept within the budget like the request's). */
  answered(entry: JournalEntry, body: string | null | undefined, headers?: Headers): void {
    const d = entry.detail;
    if (!d) return;
    const kept = keptBody(body);
    d.responseBodyChars = body?.length ?? 0;
    if (headers) d.responseHeaders = headers;
    if (d.bodiesDropped) return;
    this.keptChars -= d.responseBody?.length ?? 0;
    d.responseBody = kept;
    this.keep(kept?.length ?? 0);
  }

  /** Account for `chars` more kept characters, dropping the oldest entries' bodies until within the budget. */
  private keep(chars: number): void {
    this.keptChars += chars;
    for (let i = this.count; i >= 1 && this.keptChars > this.bodyBudget; i--) {
      const old = this.entries[(this.next - i + this.capacity) % this.capacity]?.detail;
      if (!old || old.bodiesDropped || bodyChars(old) === 0) continue;
      this.keptChars -= bodyChars(old);
      old.requestBody = null;
      old.responseBody = null;
      old.bodiesDropped = true;
    }
    // The newest entry alone never exceeds the budget: each of its bodies is cut at journalBodyChars first.
  }

  /** Characters of bodies kept now (tests, the caps table). */
  get bodyChars(): number {
    return this.keptChars;
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
    this.entries.fill(undefined);
    this.next = 0;
    this.count = 0;
    this.keptChars = 0;
  }
}
