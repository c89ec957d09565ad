/**
 * The parent's back-press, claimable by a page: doc 1 §7 "isPushQuestionnaire … true opens a satisfaction
 * popup on back-press from myClassList" — a page may show something before it is left. A back-press is any
 * of:
 * - the page's own back button (the hook's returned function);
 * - the native shell's WebViewGoBack (main.tsx calls `pressBack`);
 * - the browser's or WeChat's back (Android's hardware back in WeChat is the browser's): a history
 *   `popstate`, which cannot be cancelled, so a page that would claim the next press arms a **guard**: one
 *   history entry of the same address on top of its own (`history.pushState`, the router's state copied
 *   plus a mark, so the router sees the same location). The system back then only leaves the guard: the page
 *   is still there, and the press is handed to the page's handler as any other. If the handler takes it (the
 *   popup opens), the guard is spent and the next back leaves: the parent is never trapped. If it does not,
 *   the press goes on back (`history.back()` once more).
 *
 * The page registers a handler while mounted and returns true when it handled the press (nothing else
 * happens), false to let it go back as usual. Only a page that would claim the next press arms the guard
 * (`claims`), so every other page's history stays as it was. A guard left behind (the parent went forward
 * from the page) is found again when they come back to it, and leaving it by the page's own back (the
 * router's -1) asks the handler once more, which then declines: the press goes on to the page before.
 */
import { useEffect, useRef } from 'react';

type Handler = () => boolean;

const handlers: Handler[] = [];

/** The mark a guard entry carries in history.state. */
const GUARD = '__wonderBackGuard';

const isGuard = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[GUARD] === true;

/** A back-press from outside React (the shell): the latest page's handler, else one page back. */
export function pressBack(goBack: () => void = () => window.history.back()): void {
  const top = handlers.at(-1);
  if (!top?.()) goBack();
}

/**
 * Claim back-presses while mounted; returns the page's own back: it asks the handler first, then runs
 * `goBack` when the handler did not take the press. `claims`: whether the handler would take the next press
 * (the guard is armed while it is true, so the browser's back reaches the handler too).
 */
export function useBackPress(handler: Handler, goBack: () => void, claims = false): () => void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const entry: Handler = () => latest.current();
    handlers.push(entry);
    return () => {
      const i = handlers.lastIndexOf(entry);
      if (i >= 0) handlers.splice(i, 1);
    };
  }, []);

  // The guard: armed once the page would claim a press; the address it guards.
  const guarded = useRef<string | null>(isGuard(window.history.state) ? window.location.href : null);
  useEffect(() => {
    if (!claims || guarded.current !== null) return;
    const state = window.history.state as Record<string, unknown> | null;
    window.history.pushState({ ...state, [GUARD]: true }, '', window.location.href);
    guarded.current = window.location.href;
  }, [claims]);
  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      // Only the step off this page's own guard, onto the page's entry, is a press to hand over.
      if (guarded.current === null || isGuard(event.state)) return;
      if (window.location.href !== guarded.current) {
        guarded.current = null;
        return;
      }
      guarded.current = null;
      if (!latest.current()) window.history.back();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  return () => {
    if (!latest.current()) goBack();
  };
}
