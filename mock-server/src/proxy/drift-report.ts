/**
 * The drift report: every way a proxied real answer broke the contract, one entry per endpoint, field path
 * and expectation, counted each time it is seen again. Array indices in paths become `*`, so one wrong field
 * in a 40-item list is one entry, not 40. Bounded: past SESSION_CAPS.driftEntries the least recently seen
 * entry goes.
 */
import type { AnyEndpoint } from '@wonder/contracts';
import type { DriftEntry } from '@wonder/contracts/admin';
import { SESSION_CAPS } from '../world/caps';

export interface Violation {
  path: string;
  expected: string;
  got: string;
}

export class DriftReport {
  private readonly entries = new Map<string, DriftEntry>();
  checked = 0;
  drifted = 0;

  constructor(readonly capacity: number = SESSION_CAPS.driftEntries) {}

  /** One real answer, with the violations found in it (none: it met the contract). */
  add(endpoint: AnyEndpoint, violations: readonly Violation[], at = new Date()): void {
    this.checked++;
    if (violations.length === 0) return;
    this.drifted++;
    const now = at.toISOString();
    // Counted once per answer: two items of one list with the same wrong field are one sighting.
    const keys = new Set<string>();
    for (const v of violations) {
      const path = v.path.replace(/\.\d+(?=\.|$)/g, '.*');
      const key = `${endpoint.id}\0${path}\0${v.expected}`;
      if (keys.has(key)) continue;
      keys.add(key);
      const seen = this.entries.get(key);
      // Re-inserted so the Map's order is least recently seen first: the one to drop at the cap.
      if (seen) this.entries.delete(key);
      this.entries.set(key, {
        endpoint: endpoint.id,
        host: endpoint.host,
        path,
        expected: v.expected,
        got: v.got,
        count: (seen?.count ?? 0) + 1,
        firstSeen: seen?.firstSeen ?? now,
        lastSeen: now,
      });
      if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    }
  }

  /** Most counted first, then most recent. */
  list(limit = this.capacity): DriftEntry[] {
    return [...this.entries.values()]
      .sort((a, b) => b.count - a.count || b.lastSeen.localeCompare(a.lastSeen))
      .slice(0, limit);
  }

  get size(): number {
    return this.entries.size;
  }
}
