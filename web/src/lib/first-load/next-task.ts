/**
 * Runs `fn` in a task of its own, soon: the browser may paint or handle a tap in between (issue 40: work that
 * ran as one long task on a phone, split). `scheduler.postTask` where the browser has it (Chromium), else a
 * message channel's task: not a 0 ms timer, which the browser stretches to 4 ms once timers nest.
 */
interface PostTaskScheduler {
  postTask(fn: () => void, options?: { priority?: 'user-blocking' | 'user-visible' | 'background' }): unknown;
}

export function nextTask(fn: () => void): void {
  const scheduler = (globalThis as { scheduler?: PostTaskScheduler }).scheduler;
  if (typeof scheduler?.postTask === 'function') {
    void scheduler.postTask(fn, { priority: 'user-visible' });
    return;
  }
  if (typeof MessageChannel === 'function') {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      fn();
    };
    channel.port2.postMessage(null);
    return;
  }
  setTimeout(fn, 0);
}

/** The window parts `nextFrame` uses (a test's window may have no frame callbacks). */
interface FrameWindow {
  setTimeout(fn: () => void, ms: number): unknown;
  requestAnimationFrame?: (fn: FrameRequestCallback) => number;
}

/** Runs `fn` in the next frame's callback, before its paint; a frame's time later where there are no frames. */
export function nextFrame(fn: () => void, win: FrameWindow = globalThis): void {
  if (typeof win.requestAnimationFrame === 'function') win.requestAnimationFrame(() => fn());
  else win.setTimeout(fn, FRAME_MS);
}

/** A frame at 60 Hz. */
const FRAME_MS = 16;
