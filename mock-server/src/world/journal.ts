/**
 * The per-session request journal: a ring buffer (newest first when read) so memory stays bounded no
 * matter how long a QA session runs. Entries are pushed when a request arrives and completed when it is
 * answered, so a request held by a 'timeout' fault is visible while it hangs.
 *
 * The newest SESSION_CAPS.journalDetails entries also keep their detail — headers and bodies of the request
 * and the answer, each body cut at SESSION_CAPS.journalBodyChars — for the entry view and the HAR export. The
 * detail holds what arrived and what was sent, by reference (no copy on the request path); credentials are
 * taken out when it is read (util/redact.ts).
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
  /** Headers and bodies; only on the newest entries. */
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

export class Journal {
  private readonly entries: (JournalEntry | undefined)[];
  private next = 0;
  private seq = 0;
  private count = 0;

  constructor(
    readonly capacity = JOURNAL_CAPACITY,
    readonly detailed = Math.min(SESSION_CAPS.journalDetails, capacity),
  ) {
    this.entries = new Array(capacity);
  }

  add(entry: Omit<JournalEntry, 'seq'>): JournalEntry {
    const full: JournalEntry = { seq: ++this.seq, ...entry };
    // The entry that just stopped being one of the newest `detailed` forgets its headers and bodies.
    const older = this.entries[(this.next - this.detailed + this.capacity) % this.capacity];
    if (older) older.detail = undefined;
    this.entries[this.next] = full;
    this.next = (this.next + 1) % this.capacity;
    if (this.count < this.capacity) this.count++;
    return full;
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
  }
}
