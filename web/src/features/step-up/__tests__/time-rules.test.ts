/** Time rules: Beijing dates, the grouping countdown, the activity period and the keep-alive scheduler. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PERIOD,
  FALLBACK_PERIOD,
  isInPeriod,
  resolvePeriod,
} from '../../../domain/higher-level-period';
import { countdownEnd, remainingUntil } from '../rules/countdown';
import { beijingDay, endOfBeijingDay, parseBeijing } from '../rules/dates';
import { createKeepAlive, type PingResult } from '../rules/keep-alive';

const bj = (iso: string) => new Date(`${iso}+08:00`).getTime();

describe('Beijing dates', () => {
  it('reads the spec formats as Beijing wall-clock time', () => {
    expect(parseBeijing('2021/06/20 23:59:59')).toBe(bj('2021-06-20T23:59:59'));
    expect(parseBeijing('2026.11.26 08:07:37')).toBe(bj('2026-11-26T08:07:37'));
    expect(parseBeijing('2026-11-26')).toBe(bj('2026-11-26T00:00:00'));
    expect(parseBeijing('2021/02/30')).toBeNull();
    expect(parseBeijing('soon')).toBeNull();
    expect(parseBeijing(null)).toBeNull();
  });

  it('ends a day at its 23:59:59, whatever time the date carries', () => {
    expect(endOfBeijingDay('2026.11.26')).toBe(bj('2026-11-26T23:59:59'));
    expect(endOfBeijingDay('2026.11.26 08:07:37')).toBe(bj('2026-11-26T23:59:59'));
    expect(beijingDay(bj('2026-11-26T23:59:59'))).toBe('2026.11.26');
  });
});

describe('grouping countdown', () => {
  it('ends at the remaining date plus 23:59:59, else at the release date', () => {
    expect(countdownEnd('2026.11.26', '2026.12.01 10:00:00')).toBe(bj('2026-11-26T23:59:59'));
    expect(countdownEnd(null, '2026.12.01 10:00:00')).toBe(bj('2026-12-01T23:59:59'));
    expect(countdownEnd(null, null)).toBeNull();
  });

  it('splits what is left into days, hours, minutes and seconds', () => {
    const end = bj('2026-11-26T23:59:59');
    expect(remainingUntil(end, bj('2026-11-24T22:58:58'))).toEqual({
      days: 2,
      hours: 1,
      minutes: 1,
      seconds: 1,
      over: false,
    });
    expect(remainingUntil(end, end - 1_000)).toMatchObject({ days: 0, seconds: 1, over: false });
  });

  it('stays at zero once the seat is released', () => {
    const end = bj('2026-11-26T23:59:59');
    expect(remainingUntil(end, end)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, over: true });
    expect(remainingUntil(end, end + 86_400_000).over).toBe(true);
  });
});

describe('activity period (doc 2 §9, doc 3 §9)', () => {
  it('uses the static config when it answers a window', () => {
    const p = resolvePeriod({ startTime: '2026.11.16 00:00:00', endTime: '2026.12.07 23:59:59' });
    expect(p.source).toBe('config');
    expect(isInPeriod(p, bj('2026-11-23T12:00:00'))).toBe(true);
    expect(isInPeriod(p, bj('2026-12-07T23:59:59') + 500)).toBe(true);
    expect(isInPeriod(p, bj('2026-12-08T00:00:00'))).toBe(false);
    expect(isInPeriod(p, bj('2026-11-15T23:59:59'))).toBe(false);
  });

  it('falls back to the spec default when the config makes no window', () => {
    const p = resolvePeriod({ startTime: '2026.12.07 00:00:00', endTime: '2026.11.16 00:00:00' });
    expect(p).toBe(DEFAULT_PERIOD);
    expect(p.start).toBe(bj('2021-05-31T00:00:00'));
    expect(p.end).toBe(bj('2021-06-20T23:59:59'));
  });

  it('uses the fallback window when the config cannot be read', () => {
    const p = resolvePeriod(null);
    expect(p).toBe(FALLBACK_PERIOD);
    expect(isInPeriod(p, bj('2021-06-09T23:59:59'))).toBe(false);
    expect(isInPeriod(p, bj('2021-06-10T00:00:00'))).toBe(true);
    expect(isInPeriod(p, bj('2021-06-20T23:59:59'))).toBe(true);
  });
});

describe('keep-alive scheduler (fake timers)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Pings answered by `answers` in order (the last repeats); counts sends. */
  function setup(answers: (PingResult | Error)[], max?: number) {
    vi.useFakeTimers();
    let sent = 0;
    const stops: string[] = [];
    const ping = vi.fn(() => {
      const a = answers[Math.min(sent, answers.length - 1)] ?? 'kept';
      sent += 1;
      return a instanceof Error ? Promise.reject(a) : Promise.resolve(a);
    });
    const keeper = createKeepAlive({ ping, max, onStop: (reason, n) => stops.push(`${reason}@${n}`) });
    return { keeper, ping, stops };
  }

  it('pings every 10 s, the first one 10 s after start', async () => {
    const { keeper, ping } = setup(['kept']);
    keeper.start();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(ping).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(ping).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(ping).toHaveBeenCalledTimes(3);
    keeper.stop();
  });

  it('stops after 30 pings', async () => {
    const { keeper, ping, stops } = setup(['kept']);
    keeper.start();
    await vi.advanceTimersByTimeAsync(10_000 * 40);
    expect(ping).toHaveBeenCalledTimes(30);
    expect(stops).toEqual(['max@30']);
    expect(keeper.running()).toBe(false);
  });

  it('stops on 201 (the lock is lost), with no ping after it', async () => {
    const { keeper, ping, stops } = setup(['kept', 'kept', 'kept', 'lost']);
    keeper.start();
    await vi.advanceTimersByTimeAsync(10_000 * 10);
    expect(ping).toHaveBeenCalledTimes(4);
    expect(stops).toEqual(['lost@4']);
  });

  it('keeps going after a ping that got no answer', async () => {
    const { keeper, ping } = setup([new Error('network'), 'kept']);
    keeper.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(ping).toHaveBeenCalledTimes(3);
    keeper.stop();
  });

  it('stops when the parent leaves, even with an answer in flight', async () => {
    vi.useFakeTimers();
    let answer: (r: PingResult) => void = () => {};
    const ping = vi.fn(() => new Promise<PingResult>((r) => (answer = r)));
    const stops: string[] = [];
    const keeper = createKeepAlive({ ping, onStop: (reason, n) => stops.push(`${reason}@${n}`) });
    keeper.start();
    await vi.advanceTimersByTimeAsync(10_000);
    keeper.stop();
    answer('kept');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ping).toHaveBeenCalledTimes(1);
    expect(stops).toEqual(['left@1']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never schedules the next ping before the previous one answered', async () => {
    vi.useFakeTimers();
    let answer: (r: PingResult) => void = () => {};
    const ping = vi.fn(() => new Promise<PingResult>((r) => (answer = r)));
    const keeper = createKeepAlive({ ping });
    keeper.start();
    await vi.advanceTimersByTimeAsync(45_000);
    expect(ping).toHaveBeenCalledTimes(1);
    answer('kept');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(ping).toHaveBeenCalledTimes(2);
    keeper.stop();
  });
});
