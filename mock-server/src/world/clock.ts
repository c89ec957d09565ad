/**
 * A session's virtual clock. Everything time-dependent in the simulator (token expiry, countdowns,
 * activity periods, fixture dates) reads `now()` from here, never Date.now(), so QA can move time per
 * session without disturbing anyone else. It stays in CLOCK_MIN_MS … CLOCK_MAX_MS (2000 … 2099): the admin API
 * refuses a move out of the range, and a running clock stops at its end instead of passing it.
 */
import { CLOCK_MAX_MS, CLOCK_MIN_MS } from '@wonder/contracts/admin/client';

export interface ClockSnapshot {
  now: number;
  iso: string;
  offsetMs: number;
  frozen: boolean;
}

export class VirtualClock {
  private offsetMs = 0;
  private frozenAt: number | null = null;

  now(): number {
    const at = this.frozenAt ?? Date.now() + this.offsetMs;
    return Math.min(CLOCK_MAX_MS, Math.max(CLOCK_MIN_MS, at));
  }

  /** Jump to an instant; when frozen the clock stays there until moved again. */
  set(ms: number, freeze = false): void {
    if (freeze) {
      this.frozenAt = ms;
      this.offsetMs = ms - Date.now();
    } else {
      this.frozenAt = null;
      this.offsetMs = ms - Date.now();
    }
  }

  advance(ms: number): void {
    if (this.frozenAt !== null) this.frozenAt += ms;
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
    this.frozenAt = null;
  }

  /** What a snapshot keeps: the offset from real time, and the instant it is frozen at, if it is. */
  state(): { offsetMs: number; frozenAt: number | null } {
    return { offsetMs: this.offsetMs, frozenAt: this.frozenAt };
  }

  restore(state: { offsetMs: number; frozenAt: number | null }): void {
    this.offsetMs = state.offsetMs;
    this.frozenAt = state.frozenAt;
  }

  snapshot(): ClockSnapshot {
    const now = this.now();
    return { now, iso: new Date(now).toISOString(), offsetMs: this.offsetMs, frozen: this.frozenAt !== null };
  }
}
