/**
 * "Nothing that does not draw the first view starts before it is idle" (DESIGN.md, load budget; issue #30):
 * the home's popup chain, visibility tracking, sending the tracking queue, the query persister and the
 * error-reporting SDK wait for `afterFirstView`; it starts once the first view is drawn, a frame has painted it and
 * the browser is idle.
 *
 * Who says the first view is drawn (issue 43): every screen, without having to remember it. The router says so
 * when a screen first commits (`screenCommitted`, app/router.tsx), unless the screen has claimed its first view
 * in that commit: the gate of lib/first-load/gathered-queries.ts (`useFirstView`, `useFirstViewGate`) and
 * `useFirstViewDrawn` claim it and say it when their answers have committed. The page's load event plus
 * FIRST_VIEW_LATEST_MS (a claimed first view: FIRST_VIEW_CLAIMED_LATEST_MS) is only a safety net: when it fires,
 * no screen said anything (a bug: a dev build warns), or a claimed first view is still waiting for its calls.
 *
 * Why: on a phone every task that runs while the first view is being drawn lengthens the page's blocking
 * time; a popup chain started inside the first data commit was one 480 ms task (4× CPU trace).
 */
import { startTransition, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { createListenerStore } from '../../platform/listener-store';
import { nextFrame } from './next-task';

/** A page whose screen never says it has drawn releases the waiting work this long after `load` (chosen). */
export const FIRST_VIEW_LATEST_MS = 3_000;
/**
 * A screen that claimed its first view holds the waiting work until it has drawn, this long after `load` at the
 * most (chosen: a first view still waiting for its calls on a loaded phone must not get the popups' and the
 * error reports' work in the middle of it, which the 3 s net gave it).
 */
export const FIRST_VIEW_CLAIMED_LATEST_MS = 10_000;
/** The idle callback's own bound once the first view is drawn. */
const IDLE_TIMEOUT_MS = 1_000;

type Task = () => void;

export interface FirstView {
  /** The screen's first view has committed: release the waiting work once the browser is idle. */
  drawn(): void;
  /** A screen will say `drawn` itself (its first view waits for calls): the router's commit does not. */
  claim(): void;
  /** A screen has committed (the router): its first view, unless it claimed it. */
  screenCommitted(): void;
  /** Runs `task` once released (at once if already). */
  after(task: Task): void;
  released(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createFirstView(
  win: Window,
  latestMs = FIRST_VIEW_LATEST_MS,
  claimedLatestMs = FIRST_VIEW_CLAIMED_LATEST_MS,
): FirstView {
  const released = createListenerStore(false);
  let marked = false;
  let claimed = false;
  let extended = false;
  const tasks: Task[] = [];
  const release = () => {
    if (released.get()) return;
    released.set(true);
    for (const task of tasks.splice(0)) {
      try {
        task();
      } catch (error) {
        console.error('[first-view] a deferred task failed', error);
      }
    }
  };
  // Safari has no requestIdleCallback.
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(release, { timeout: IDLE_TIMEOUT_MS })
      : win.setTimeout(release, 50);
  const safetyNet = () => {
    if (marked || released.get()) return;
    if (claimed && !extended) {
      extended = true;
      win.setTimeout(safetyNet, claimedLatestMs - latestMs);
      return;
    }
    if (!claimed && import.meta.env.DEV)
      console.warn(
        `[first-view] no screen said its first view was drawn ${latestMs} ms after load: the popups, tracking and error reports waited for nothing. A screen outside the router must call firstViewDrawn() (lib/first-load/first-view.ts).`,
      );
    release();
  };
  const latest = () => win.setTimeout(safetyNet, latestMs);
  if (win.document.readyState === 'complete') latest();
  else win.addEventListener('load', latest, { once: true });
  // Idle once the first view is on the screen (issue 40): asked for at once, the idle time left in the frame of the
  // commit came before that paint, and the waiting work ran ahead of it (a parent-centre trace: the error SDK's
  // chunk, 28 kB, asked for 23 ms before the page's largest paint, on the line with its last scripts). A frame
  // callback runs before its frame's paint, and the frame shows a little after that: the next frame's callback
  // comes once it has.
  const drawn = () => {
    if (marked) return;
    marked = true;
    nextFrame(() => nextFrame(() => win.setTimeout(whenIdle, 0), win), win);
  };
  return {
    drawn,
    claim() {
      claimed = true;
    },
    screenCommitted() {
      if (!claimed) drawn();
    },
    after(task) {
      if (released.get()) task();
      else tasks.push(task);
    },
    released: released.get,
    subscribe: released.subscribe,
  };
}

const firstView = typeof window === 'undefined' ? null : createFirstView(window);

/** The screen's first view has committed (call from an effect after that commit). */
export const firstViewDrawn = (): void => firstView?.drawn();

/** A screen has committed (app/router.tsx, from an effect): its first view unless it claimed one. */
export const screenCommitted = (): void => firstView?.screenCommitted();

/** A screen says its first view itself (from a layout effect: before the router's commit effect runs). */
const claimFirstView = (): void => firstView?.claim();

/** Runs `task` once the first view is drawn and the browser idle (at once in a page that was already). */
export const afterFirstView = (task: Task): void => (firstView ? firstView.after(task) : task());

/**
 * A screen whose first view is its one call's answer says so once `drawn` has committed (a screen that gathers
 * several calls says it through lib/first-load/gathered-queries.ts's gate, which uses this); it claims its first
 * view from its first commit, so the router's commit does not say it first. `drawnFn`, `claimFn`: tests.
 */
export function useFirstViewDrawn(
  drawn = true,
  drawnFn: () => void = firstViewDrawn,
  claimFn: () => void = claimFirstView,
): void {
  useLayoutEffect(() => claimFn(), [claimFn]);
  useEffect(() => {
    if (drawn) drawnFn();
  }, [drawn, drawnFn]);
}

const noSubscription = () => () => {};

/**
 * True once the waiting work may start: a component renders what does not draw the first view after it.
 * The release reaches its readers as a transition (issue 40): React renders them (the home's popups and their
 * chunk, the shell's two later calls) in short slices, not in one task the moment the browser turns idle; read
 * from the store, it was one sync render of 12 ms in a microtask, 46 ms at 4× CPU. `view`: tests.
 */
export function useAfterFirstView(view: FirstView | null = firstView): boolean {
  // The first render reads it as it is; the prerendered frame is the first view: nothing deferred is in it.
  const atMount = useSyncExternalStore(
    noSubscription,
    () => view?.released() ?? true,
    () => false,
  );
  const [released, setReleased] = useState(atMount);
  useEffect(() => {
    if (released || !view) return;
    const update = () => {
      if (view.released()) startTransition(() => setReleased(true));
    };
    // Released between the render and this effect.
    update();
    return view.subscribe(update);
  }, [view, released]);
  return released || atMount;
}

/**
 * A query that draws no part of the first view (a tile with its own loading state, a count, a call whose answer
 * only a tap reads), asked once the waiting work is released (`useAfterFirstView`'s value): its call then does
 * not share the first view's network, and it stays pending (its own loading state) until then.
 */
export function askedAfterFirstView<O extends { enabled?: unknown }>(options: O, released: boolean): O {
  const own = options.enabled;
  const enabled =
    typeof own === 'function'
      ? (query: unknown) => released && own(query) === true
      : released && own !== false;
  return { ...options, enabled };
}
