/**
 * A returning parent sees the last home at once (issue #22 item 3), painted from the HTML before any script
 * has run: when a parent leaves /index with its sections drawn (the page is hidden or unloaded), its markup
 * is kept in localStorage; the next visit's HTML (scripts/prerender.mjs, `paintSnapshot`) paints it over the
 * loading screen, and the app takes it away once the screen has drawn its fresh answers
 * (`snapshotScreenDrawn`), another screen has rendered instead (`removeSnapshotPicture`), or after
 * SNAPSHOT_HOLD_MS whatever happened. The kept answers (query-persist.ts) cannot do this: they need the
 * scripts, React and a render first (a repeat visit's LCP was 2.1 s at 4× CPU; with the picture it is the
 * first paint).
 * - only for the login stored on this browser: the same user, the same build (its entry script), at most
 *   SNAPSHOT_MAX_AGE_MS old and SNAPSHOT_MAX_BYTES large; a logout or a user change removes it at once;
 * - a picture, not the screen: inert and hidden from assistive technology (a tap on it does nothing, as on
 *   a prerendered frame), and no token is in it (only what the screen showed, as in the kept answers).
 */
import { LOCAL_KEYS } from '../../platform/storage';
import type { RoutePath } from '../routes';

export const SNAPSHOT_PATHS: readonly RoutePath[] = ['/index'];
export const SNAPSHOT_MAX_BYTES = 200_000;
export const SNAPSHOT_MAX_AGE_MS = 24 * 60 * 60_000;
/** Longest the picture stays when no screen says it is drawn (a failed call, a redirect to /login…). */
export const SNAPSHOT_HOLD_MS = 4000;
export const SNAPSHOT_ELEMENT_ID = 'wp-snapshot';

export interface StoredSnapshot {
  path: string;
  userId: string;
  /** The entry script's address: another build draws other markup. */
  build: string;
  at: number;
  html: string;
  /**
   * The rules of the stylesheets the screen had beyond those its HTML carries inline (a lazy chunk's
   * stylesheet comes with its script, which the picture must not wait for).
   */
  css: string;
}

export interface PaintOptions {
  key: string;
  userKey: string;
  build: string;
  maxAgeMs: number;
  holdMs: number;
  id: string;
}

/**
 * The page's inline script (runs in the phone's browser before the first paint: self-contained, ES2020;
 * prerender.mjs inlines its source): paints the kept picture of this path for the stored login, if any.
 */
export function paintSnapshot(o: PaintOptions): boolean {
  try {
    const login = JSON.parse(localStorage.getItem(o.userKey) || 'null');
    const kept = JSON.parse(localStorage.getItem(o.key) || 'null');
    const user = login?.user;
    if (!user?.token || !kept || typeof kept.html !== 'string' || typeof kept.css !== 'string') return false;
    const age = Date.now() - kept.at;
    if (kept.path !== location.pathname || kept.userId !== user.userId || kept.build !== o.build)
      return false;
    if (!(age >= 0 && age <= o.maxAgeMs)) return false;
    const picture = document.createElement('div');
    picture.id = o.id;
    picture.setAttribute('aria-hidden', 'true');
    picture.setAttribute('inert', '');
    picture.style.cssText =
      'position:fixed;inset:0;z-index:900;overflow:hidden;background:var(--wp-bg,#f5f6f8)';
    const style = document.createElement('style');
    style.textContent = kept.css;
    picture.innerHTML = kept.html;
    picture.prepend(style);
    document.body.prepend(picture);
    setTimeout(() => picture.remove(), o.holdMs);
    return true;
  } catch {
    return false;
  }
}

/** The inline script for a prerendered path ('' where no picture is kept); `build` is the entry's address. */
export function snapshotScript(path: RoutePath, build: string): string {
  if (!SNAPSHOT_PATHS.includes(path)) return '';
  const options: PaintOptions = {
    key: LOCAL_KEYS.screenSnapshot,
    userKey: LOCAL_KEYS.user,
    build,
    maxAgeMs: SNAPSHOT_MAX_AGE_MS,
    holdMs: SNAPSHOT_HOLD_MS,
    id: SNAPSHOT_ELEMENT_ID,
  };
  return `(${paintSnapshot.toString()})(${JSON.stringify(options)});`;
}

/** Takes the picture away (another screen rendered; the picture's own timer also does). */
export function removeSnapshotPicture(doc: Document = document): void {
  doc.getElementById(SNAPSHOT_ELEMENT_ID)?.remove();
}

let drawn = false;

/** The rules of the page's linked same-origin stylesheets that are not inline in its HTML (`style[data-href]`). */
export function linkedRules(doc: Document): string {
  const origin = doc.location?.origin;
  const inline = new Set(
    [...doc.querySelectorAll('style[data-href]')].map((el) => el.getAttribute('data-href')),
  );
  const rules: string[] = [];
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const url = new URL(link.getAttribute('href') ?? '', doc.baseURI);
    if (url.origin !== origin || inline.has(url.pathname) || !link.sheet) continue;
    try {
      for (const rule of link.sheet.cssRules) rules.push(rule.cssText);
    } catch {
      // Not readable (another origin after a redirect): the picture goes without it.
    }
  }
  return rules.join('\n');
}

/** The kept screen has drawn its fresh answers: the picture goes, and leaving now keeps a new one. */
export function snapshotScreenDrawn(doc: Document = document): void {
  drawn = true;
  removeSnapshotPicture(doc);
}

export interface KeepSnapshotsDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** The logged-in user, if any (the token only tells whether there is a login; it is never stored). */
  user: () => { token: string; userId: string } | null;
  /** Calls back whenever the user store changes. */
  subscribe: (listener: () => void) => () => void;
  build: string;
  win?: Window;
  now?: () => number;
}

/** Keeps the picture when the page is hidden or unloaded on a kept path; removes it on a user change. */
export function keepSnapshots(deps: KeepSnapshotsDeps): () => void {
  const win = deps.win ?? window;
  const now = deps.now ?? Date.now;
  const key = LOCAL_KEYS.screenSnapshot;
  const take = () => {
    const user = deps.user();
    const path = win.location.pathname as RoutePath;
    const root = win.document.getElementById('root');
    if (!drawn || !user?.token || !root || !SNAPSHOT_PATHS.includes(path)) return;
    // The whole markup: a part cut at this visit's fold would show a gap on a taller screen next time.
    const html = root.innerHTML;
    const css = linkedRules(win.document);
    if (html.length + css.length > SNAPSHOT_MAX_BYTES) return;
    const kept: StoredSnapshot = { path, userId: user.userId, build: deps.build, at: now(), html, css };
    try {
      deps.storage?.setItem(key, JSON.stringify(kept));
    } catch {
      // A full quota: the next visit paints the loading screen, as without a picture.
    }
  };
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') take();
  };
  let userId = deps.user()?.userId ?? null;
  const unsubscribe = deps.subscribe(() => {
    const next = deps.user()?.userId ?? null;
    if (next === userId) return;
    userId = next;
    drawn = false;
    deps.storage?.removeItem(key);
  });
  win.addEventListener('pagehide', take);
  win.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    unsubscribe();
    win.removeEventListener('pagehide', take);
    win.document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Tests: the module's "drawn" mark back to a fresh page's. */
export function resetSnapshotState(): void {
  drawn = false;
}
