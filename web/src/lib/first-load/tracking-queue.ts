/**
 * Tracking records leave in batches (issue #30): they wait while the page draws its first view, leave in one
 * writeKafka call once it is drawn and the browser idle (lib/first-load/first-view.ts), then at most every
 * TRACKING_SEND_DELAY_MS while events come, and at once — with keepalive, so the request outlives the page —
 * when the page is hidden or closed, so a parent's last taps are not lost. One record goes alone in the
 * spec's form; more go as the batch form (contracts' TrackingBodySchema). A failed send is only logged
 * (the error table's entry for tracking.writeKafka).
 */
import { TRACKING_BATCH_MAX, type TrackingRecord, trackingEndpoints } from '@wonder/contracts';
import type { ApiClient } from '@wonder/contracts/client';
import { afterFirstView } from './first-view';

/** How long records gather after the first send (chosen). */
export const TRACKING_SEND_DELAY_MS = 2_000;
/** At most this many records wait; beyond it the oldest go (a loop must not eat the memory). */
export const TRACKING_QUEUE_CAP = 200;

export interface TrackingQueueDeps {
  send(records: TrackingRecord[], keepalive: boolean): Promise<unknown>;
  /** Calls `start` when sending may begin (the app: after the first view). */
  whenReady(start: () => void): void;
  win: Window;
  delayMs?: number;
}

export interface TrackingQueue {
  push(record: TrackingRecord): void;
  pending(): number;
}

export function createTrackingQueue(deps: TrackingQueueDeps): TrackingQueue {
  const delayMs = deps.delayMs ?? TRACKING_SEND_DELAY_MS;
  const queue: TrackingRecord[] = [];
  let ready = false;
  let timer: ReturnType<Window['setTimeout']> | undefined;
  const flush = (keepalive: boolean) => {
    if (timer !== undefined) deps.win.clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      void deps.send(queue.splice(0, TRACKING_BATCH_MAX), keepalive).catch(() => {});
    }
  };
  const schedule = () => {
    if (!ready || timer !== undefined) return;
    timer = deps.win.setTimeout(() => {
      timer = undefined;
      flush(false);
    }, delayMs);
  };
  deps.whenReady(() => {
    ready = true;
    flush(false);
  });
  // Leaving sends what waits, first view or not.
  deps.win.addEventListener('pagehide', () => flush(true));
  deps.win.document.addEventListener('visibilitychange', () => {
    if (deps.win.document.visibilityState === 'hidden') flush(true);
  });
  return {
    push(record) {
      queue.push(record);
      if (queue.length > TRACKING_QUEUE_CAP) queue.shift();
      if (ready && queue.length >= TRACKING_BATCH_MAX) flush(false);
      else schedule();
    },
    pending: () => queue.length,
  };
}

/** One queue per client: the app has one; a story or a test brings its own. */
const queues = new WeakMap<ApiClient, TrackingQueue>();

export function trackingQueueFor(api: ApiClient): TrackingQueue {
  let queue = queues.get(api);
  if (!queue) {
    queue = createTrackingQueue({
      send: (records, keepalive) =>
        api.call(trackingEndpoints.writeKafka, {
          body: records.length === 1 && records[0] ? records[0] : records,
          keepalive,
        }),
      whenReady: afterFirstView,
      win: window,
    });
    queues.set(api, queue);
  }
  return queue;
}
