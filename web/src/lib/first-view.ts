/**
 * "Nothing that does not draw the first view starts before it is idle" (DESIGN.md, load budget; issue #30):
 * the home's popup chain, visibility tracking, sending the tracking queue, the query persister and the
 * error-reporting SDK wait for `afterFirstView`. A screen says when it has committed its first view
 * (`firstViewDrawn()`: the gate of lib/gathered-queries.ts does it, a screen of one call or none uses
 * `useFirstViewDrawn`); then the waiting work starts once the browser is idle. A
 * screen that says nothing releases it LATEST_MS after the page's load event, so nothing waits forever.
 *
 * Why: on a phone every task that runs while the first view is being drawn lengthens the page's blocking
 * time; a popup chain started inside the first data commit was one 480 ms task (4× CPU trace).
 */
import { useEffect, useSyncExternalStore } from 'react';

/** A screen that never says it has drawn releases the waiting work this long after `load` (chosen). */
export const FIRST_VIEW_LATEST_MS = 3_000;
/** The idle callback's own bound once the first view is drawn. */
const IDLE_TIMEOUT_MS = 1_000;

type Task = () => void;

export interface FirstView {
  /** The screen's first view has committed: release the waiting work once the browser is idle. */
  drawn(): void;
  /** Runs `task` once released (at once if already). */
  after(task: Task): void;
  released(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createFirstView(win: Window, latestMs = FIRST_VIEW_LATEST_MS): FirstView {
  let released = false;
  let marked = false;
  const tasks: Task[] = [];
  const listeners = new Set<() => void>();
  const release = () => {
    if (released) return;
    released = true;
    for (const task of tasks.splice(0)) {
      try {
        task();
      } catch (error) {
        console.error('[first-view] a deferred task failed', error);
      }
    }
    for (const listener of listeners) listener();
  };
  // Safari has no requestIdleCallback.
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(release, { timeout: IDLE_TIMEOUT_MS })
      : win.setTimeout(release, 50);
  const latest = () => win.setTimeout(release, latestMs);
  if (win.document.readyState === 'complete') latest();
  else win.addEventListener('load', latest, { once: true });
  return {
    drawn() {
      if (marked) return;
      marked = true;
      whenIdle();
    },
    after(task) {
      if (released) task();
      else tasks.push(task);
    },
    released: () => released,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const firstView = typeof window === 'undefined' ? null : createFirstView(window);

/** The screen's first view has committed (call from an effect after that commit). */
export const firstViewDrawn = (): void => firstView?.drawn();

/** Runs `task` once the first view is drawn and the browser idle (at once in a page that was already). */
export const afterFirstView = (task: Task): void => (firstView ? firstView.after(task) : task());

/**
 * A screen whose first view is its one call's answer (or no call) says so once `drawn` has committed; a
 * screen that gathers several calls says it through lib/gathered-queries.ts's gate. `drawnFn`: tests.
 */
export function useFirstViewDrawn(drawn = true, drawnFn: () => void = firstViewDrawn): void {
  useEffect(() => {
    if (drawn) drawnFn();
  }, [drawn, drawnFn]);
}

const alwaysReleased = () => () => {};

/** True once the waiting work may start: a component renders what does not draw the first view after it. */
export function useAfterFirstView(): boolean {
  return useSyncExternalStore(
    firstView ? firstView.subscribe : alwaysReleased,
    () => firstView?.released() ?? true,
    // The prerendered frame is the first view: nothing deferred is in it.
    () => false,
  );
}
