/**
 * The drift report: every way a proxied real answer broke the contract, one entry per endpoint, field path
 * and expectation, counted each time it is seen again. Array indices in paths become `*`, so one wrong field
 * in a 40-item list is one entry, not 40. Bounded in entries and in bytes: an entry keeps its own copies of at
 * most DRIFT_TEXT_CHARS per text (its excerpt of what came is shorter still: check-answer.ts), never a view of
 * the answer; past SESSION_CAPS.driftEntries entries or SESSION_CAPS.driftBytes the least recently seen go.
 */
import { type AnyEndpoint, ENDPOINTS_BY_ID, FAMILIES } from '@wonder/contracts';
import { answerFieldOf, type DriftEntry } from '@wonder/contracts/admin';
import { SESSION_CAPS } from '../caps';
import { ownCopy } from '../util/own-copy';
import { driftImpact } from './coverage-map';

export interface Violation {
  path: string;
  expected: string;
  got: string;
}

/** Characters of an entry's path, expectation and excerpt kept (each its own copy). */
const DRIFT_TEXT_CHARS = 300;

/** Bytes an entry holds in V8 (two per character at most), with a little for the object itself. */
const bytesOf = (e: DriftEntry) => 2 * (e.path.length + e.expected.length + e.got.length) + 200;

function impactOf(e: DriftEntry) {
  const endpoint = ENDPOINTS_BY_ID.get(e.endpoint);
  const dataField = endpoint ? FAMILIES[endpoint.family].dataField : null;
  return driftImpact(e.endpoint, answerFieldOf(e.path, dataField));
}

export class DriftReport {
  private readonly entries = new Map<string, DriftEntry>();
  private bytes = 0;
  checked = 0;
  drifted = 0;

  constructor(
    readonly capacity: number = SESSION_CAPS.driftEntries,
    readonly byteBudget: number = SESSION_CAPS.driftBytes,
  ) {}

  /** One real answer, with the violations found in it (none: it met the contract). */
  add(endpoint: AnyEndpoint, violations: readonly Violation[], at = new Date()): void {
    this.checked++;
    if (violations.length === 0) return;
    this.drifted++;
    const now = at.toISOString();
    // Counted once per answer: two items of one list with the same wrong field are one sighting.
    const keys = new Set<string>();
    for (const v of violations) {
      const path = ownCopy(v.path.replace(/\.\d+(?=\.|$)/g, '.*'), DRIFT_TEXT_CHARS);
      const expected = ownCopy(v.expected, DRIFT_TEXT_CHARS);
      const key = `${endpoint.id}\0${path}\0${expected}`;
      if (keys.has(key)) continue;
      keys.add(key);
      const seen = this.entries.get(key);
      // Re-inserted so the Map's order is least recently seen first: the one to drop at the cap.
      if (seen) {
        this.entries.delete(key);
        this.bytes -= bytesOf(seen);
      }
      const entry: DriftEntry = {
        endpoint: endpoint.id,
        host: endpoint.host,
        path,
        expected,
        got: ownCopy(v.got, DRIFT_TEXT_CHARS),
        count: (seen?.count ?? 0) + 1,
        firstSeen: seen?.firstSeen ?? now,
        lastSeen: now,
        // Named when the report is read (list): nothing of it is kept per entry.
        impact: null,
      };
      this.entries.set(key, entry);
      this.bytes += bytesOf(entry);
      while (this.entries.size > this.capacity || (this.bytes > this.byteBudget && this.entries.size > 1)) {
        const [oldKey, old] = this.entries.entries().next().value as [string, DriftEntry];
        this.entries.delete(oldKey);
        this.bytes -= bytesOf(old);
      }
    }
  }

  /** Bytes the entries hold now (at most byteBudget). */
  get keptBytes(): number {
    return this.bytes;
  }

  /** Most counted first, then most recent; each with what it reaches in the repo (the coverage map). */
  list(limit = this.capacity): DriftEntry[] {
    return [...this.entries.values()]
      .sort((a, b) => b.count - a.count || b.lastSeen.localeCompare(a.lastSeen))
      .slice(0, limit)
      .map((e) => ({ ...e, impact: impactOf(e) }));
  }

  get size(): number {
    return this.entries.size;
  }
}
