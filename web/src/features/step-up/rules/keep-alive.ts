/**
 * The class-choice lock keep-alive (doc 3 §4, §9): a ping every 10 s, at most 30, stopping on code 201
 * or when the parent leaves. Framework-free and clock-injected, so the schedule is unit-tested with fake
 * timers; use-keep-alive.ts binds it to the screen's lifetime.
 *
 * The next ping is scheduled when the previous one has answered, so a slow answer never overlaps the next
 * ping and a 201 is never followed by one more ping already in flight.
 */
import { STEP_UP_LIMITS } from '@wonder/contracts';

export type PingResult = 'kept' | 'lost';
export type StopReason = 'lost' | 'max' | 'left';

export interface KeepAliveOptions {
  /** One ping: 'lost' when the host answered 201. A rejected ping (network) keeps the schedule going. */
  ping(): Promise<PingResult>;
  intervalMs?: number;
  max?: number;
  onStop?(reason: StopReason, pings: number): void;
  setTimer?(fn: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
}

export interface KeepAlive {
  start(): void;
  /** The parent left: no further ping (an answer still in flight is ignored). */
  stop(): void;
  pings(): number;
  running(): boolean;
}

export function createKeepAlive(options: KeepAliveOptions): KeepAlive {
  const interval = options.intervalMs ?? STEP_UP_LIMITS.KEEP_ALIVE_INTERVAL_MS;
  const max = options.max ?? STEP_UP_LIMITS.KEEP_ALIVE_MAX;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let count = 0;
  let timer: unknown = null;
  let active = false;

  const finish = (reason: StopReason) => {
    if (!active) return;
    active = false;
    if (timer !== null) clearTimer(timer);
    timer = null;
    options.onStop?.(reason, count);
  };

  const schedule = () => {
    timer = setTimer(() => {
      timer = null;
      count += 1;
      options.ping().then(
        (result) => {
          if (!active) return;
          if (result === 'lost') finish('lost');
          else if (count >= max) finish('max');
          else schedule();
        },
        () => {
          if (!active) return;
          if (count >= max) finish('max');
          else schedule();
        },
      );
    }, interval);
  };

  return {
    start() {
      if (active) return;
      active = true;
      count = 0;
      schedule();
    },
    stop: () => finish('left'),
    pings: () => count,
    running: () => active,
  };
}
