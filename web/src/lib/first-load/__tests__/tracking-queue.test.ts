import { TRACKING_BATCH_MAX, type TrackingRecord } from '@wonder/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTrackingQueue, TRACKING_QUEUE_CAP, TRACKING_SEND_DELAY_MS } from '../tracking-queue';

const record = (n: number) => ({ event_name: `e${n}` }) as TrackingRecord;

function setup() {
  vi.useFakeTimers();
  const sent: { names: string[]; keepalive: boolean }[] = [];
  let start: () => void = () => {};
  const target = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const win = Object.assign(target, {
    document: doc,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
  }) as unknown as Window;
  const queue = createTrackingQueue({
    send: async (records, keepalive) => {
      sent.push({ names: records.map((r) => r.event_name), keepalive });
    },
    whenReady: (fn) => {
      start = fn;
    },
    win,
  });
  return { queue, sent, ready: () => start(), win, doc };
}

describe('tracking records leave in batches (lib/first-load/tracking-queue.ts)', () => {
  afterEach(() => vi.useRealTimers());

  it('nothing leaves before the first view; then one batch, then one per delay', () => {
    const { queue, sent, ready } = setup();
    queue.push(record(1));
    queue.push(record(2));
    vi.advanceTimersByTime(TRACKING_SEND_DELAY_MS * 3);
    expect(sent).toEqual([]);
    ready();
    expect(sent).toEqual([{ names: ['e1', 'e2'], keepalive: false }]);
    queue.push(record(3));
    queue.push(record(4));
    vi.advanceTimersByTime(TRACKING_SEND_DELAY_MS - 1);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent[1]).toEqual({ names: ['e3', 'e4'], keepalive: false });
    expect(queue.pending()).toBe(0);
  });

  it('the page going away sends what waits at once, with keepalive, first view or not', () => {
    const { queue, sent, win, doc } = setup();
    queue.push(record(1));
    win.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([{ names: ['e1'], keepalive: true }]);
    queue.push(record(2));
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(sent[1]).toEqual({ names: ['e2'], keepalive: true });
  });

  it(`a batch carries at most ${TRACKING_BATCH_MAX} records, and at most ${TRACKING_QUEUE_CAP} wait (the oldest go)`, () => {
    const { queue, sent, ready } = setup();
    for (let n = 0; n < TRACKING_QUEUE_CAP + 10; n += 1) queue.push(record(n));
    expect(queue.pending()).toBe(TRACKING_QUEUE_CAP);
    ready();
    expect(sent.map((s) => s.names.length)).toEqual([50, 50, 50, 50]);
    expect(sent[0]?.names[0]).toBe('e10');
  });
});
