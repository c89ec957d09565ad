/**
 * The per-session request journal: a ring buffer (newest first when read) so memory stays bounded no
 * matter how long a QA session runs. Entries are pushed when a request arrives and completed when it is
 * answered, so a request held by a 'timeout' fault is visible while it hangs.
 */
import type { Code, HostId } from '@wonder/contracts';
import { JOURNAL_CAPACITY } from '@wonder/contracts/admin/client';

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
  /** Fault applied, if any: 'timeout', 'reset', 'host-down', 'status-404', 'status-504', or 'delay:<ms>'. */
  fault: string | null;
  /** Real milliseconds spent answering. */
  durationMs: number | null;
  /** Short reason of a 4xx (validation message, auth failure). */
  note: string | null;
}

export { JOURNAL_CAPACITY } from '@wonder/contracts/admin/client';

export class Journal {
  private readonly entries: (JournalEntry | undefined)[];
  private next = 0;
  private seq = 0;
  private count = 0;

  constructor(readonly capacity = JOURNAL_CAPACITY) {
    this.entries = new Array(capacity);
  }

  add(entry: Omit<JournalEntry, 'seq'>): JournalEntry {
    const full: JournalEntry = { seq: ++this.seq, ...entry };
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

  get size(): number {
    return this.count;
  }

  clear(): void {
    this.entries.fill(undefined);
    this.next = 0;
    this.count = 0;
  }
}
