/**
 * Open the app by its scheme, and install it when it does not open (doc 2 §2, §9: fallback after 3000 ms).
 * A browser says nothing when a scheme has no app behind it, so the only sign that the app opened is that
 * the page went to the background: if it is still visible when the time is up, and was not hidden in
 * between (a parent who comes back from the app must not be sent to the store), the store opens.
 */

export const APP_OPEN_FALLBACK_MS = 3000;

export interface OpenAppDeps {
  /** Navigate the page (location.assign). */
  assign(url: string): void;
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export function browserOpenAppDeps(): OpenAppDeps {
  return {
    assign: (url) => window.location.assign(url),
    document,
    window,
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  };
}

/** Starts the attempt; the returned function cancels a pending fallback (the page unmounts). */
export function openAppOrInstall(scheme: string, installUrl: string, deps: OpenAppDeps): () => void {
  let left = false;
  const onVisibility = () => {
    if (deps.document.visibilityState === 'hidden') left = true;
  };
  const onPageHide = () => {
    left = true;
  };
  const stopListening = () => {
    deps.document.removeEventListener('visibilitychange', onVisibility);
    deps.window.removeEventListener('pagehide', onPageHide);
  };
  deps.document.addEventListener('visibilitychange', onVisibility);
  deps.window.addEventListener('pagehide', onPageHide);

  const timer = deps.setTimeout(() => {
    stopListening();
    if (!left && deps.document.visibilityState === 'visible') deps.assign(installUrl);
  }, APP_OPEN_FALLBACK_MS);
  deps.assign(scheme);

  return () => {
    deps.clearTimeout(timer);
    stopListening();
  };
}
