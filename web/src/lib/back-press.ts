/**
 * The parent's back-press, claimable by a page: doc 1 §7 "isPushQuestionnaire … true opens a satisfaction
 * popup on back-press from myClassList" — a page may show something before it is left. A back-press is the
 * page's own back button and the native shell's WebViewGoBack (main.tsx routes it here); the page registers
 * a handler while mounted and returns true when it handled the press (nothing else happens), false to let
 * the press go back as usual. The browser's own back button is not claimed: history cannot be cancelled
 * without pushing extra entries, which then break "back" for every later page.
 */
import { useEffect, useRef } from 'react';

type Handler = () => boolean;

const handlers: Handler[] = [];

/** A back-press from outside React (the shell): the latest page's handler, else one page back. */
export function pressBack(goBack: () => void = () => window.history.back()): void {
  const top = handlers.at(-1);
  if (!top?.()) goBack();
}

/**
 * Claim back-presses while mounted; returns the page's own back: it asks the handler first, then runs
 * `goBack` when the handler did not take the press.
 */
export function useBackPress(handler: Handler, goBack: () => void): () => void {
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
  return () => {
    if (!latest.current()) goBack();
  };
}
