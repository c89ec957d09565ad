import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../../../platform/storage';
import { createUserStore } from '../../user-store';
import {
  keepSnapshots,
  paintSnapshot,
  removeSnapshotPicture,
  resetSnapshotState,
  SNAPSHOT_ELEMENT_ID,
  SNAPSHOT_HOLD_MS,
  SNAPSHOT_MAX_AGE_MS,
  SNAPSHOT_MAX_BYTES,
  snapshotScreenDrawn,
  snapshotScript,
} from '../screen-snapshot';

const BUILD = '/assets/index-abc.js';
const HOME = '<main class="wp-home"><p>上官晓博，早上好</p></main>';
const OPTIONS = {
  key: LOCAL_KEYS.screenSnapshot,
  userKey: LOCAL_KEYS.user,
  build: BUILD,
  maxAgeMs: SNAPSHOT_MAX_AGE_MS,
  holdMs: SNAPSHOT_HOLD_MS,
  id: SNAPSHOT_ELEMENT_ID,
};

const picture = () => document.getElementById(SNAPSHOT_ELEMENT_ID);
const rootOf = () => document.getElementById('root') as HTMLElement;
const storeLogin = (userId = 'u1') =>
  localStorage.setItem(LOCAL_KEYS.user, JSON.stringify({ user: { token: 't', userId, time: 1 } }));
const storeSnapshot = (over: Record<string, unknown> = {}) =>
  localStorage.setItem(
    LOCAL_KEYS.screenSnapshot,
    JSON.stringify({
      path: '/index',
      userId: 'u1',
      build: BUILD,
      at: Date.now(),
      html: HOME,
      css: '.wp-home{color:red}',
      ...over,
    }),
  );

function page(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="root"></div>';
}

beforeEach(() => {
  resetSnapshotState();
  page('/index');
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe("the page's inline script (paintSnapshot)", () => {
  it('paints the kept home of the stored login over the page, inert and hidden from assistive technology', () => {
    storeLogin();
    storeSnapshot();
    expect(paintSnapshot(OPTIONS)).toBe(true);
    const shown = picture();
    expect(shown?.querySelector('main')?.outerHTML).toBe(HOME);
    expect(shown?.getAttribute('aria-hidden')).toBe('true');
    expect(shown?.hasAttribute('inert')).toBe(true);
    expect(document.body.firstElementChild).toBe(shown);
  });

  it('paints nothing without a login, for another user, path or build, too old, or unreadable', () => {
    storeSnapshot();
    expect(paintSnapshot(OPTIONS), 'no login').toBe(false);
    storeLogin('u2');
    expect(paintSnapshot(OPTIONS), 'another user').toBe(false);
    storeLogin();
    for (const over of [
      { path: '/parentsCenter' },
      { build: '/assets/index-old.js' },
      { at: Date.now() - SNAPSHOT_MAX_AGE_MS - 1000 },
      { at: Date.now() + 60_000 },
      { html: 42 },
      { css: undefined },
    ]) {
      storeSnapshot(over);
      expect(paintSnapshot(OPTIONS), JSON.stringify(over)).toBe(false);
    }
    localStorage.setItem(LOCAL_KEYS.screenSnapshot, '{not json');
    expect(paintSnapshot(OPTIONS), 'unreadable').toBe(false);
    expect(picture()).toBeNull();
  });

  it("carries the rules of the screen's lazily loaded stylesheets", () => {
    storeLogin();
    storeSnapshot();
    paintSnapshot(OPTIONS);
    expect(picture()?.querySelector('style')?.textContent).toBe('.wp-home{color:red}');
    expect(picture()?.innerHTML).toContain(HOME);
  });

  it('takes the picture away by itself after the hold time', () => {
    vi.useFakeTimers();
    storeLogin();
    storeSnapshot();
    paintSnapshot(OPTIONS);
    vi.advanceTimersByTime(SNAPSHOT_HOLD_MS - 1);
    expect(picture()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(picture()).toBeNull();
  });

  it('is inlined as self-contained source for the kept paths only', () => {
    expect(snapshotScript('/login', BUILD)).toBe('');
    const source = snapshotScript('/index', BUILD);
    expect(source).toContain(JSON.stringify(BUILD));
    storeLogin();
    storeSnapshot();
    // Evaluated the way the HTML runs it: no imports, no closure over this module.
    new Function(source)();
    expect(picture()?.innerHTML).toContain(HOME);
  });
});

describe('keeping the picture (keepSnapshots)', () => {
  const storage = () => ({
    getItem: (k: string) => localStorage.getItem(k),
    setItem: (k: string, v: string) => localStorage.setItem(k, v),
    removeItem: (k: string) => localStorage.removeItem(k),
  });
  const kept = () => JSON.parse(localStorage.getItem(LOCAL_KEYS.screenSnapshot) ?? 'null');

  function keep(userId = 'u1') {
    const store = createUserStore(false);
    store.setUser({ token: 't', userId, time: 1 });
    const stop = keepSnapshots({
      storage: storage(),
      user: () => store.getState().user,
      subscribe: (listener) => store.subscribe(listener),
      build: BUILD,
      now: () => 1000,
    });
    return { store, stop };
  }
  const hide = () => window.dispatchEvent(new Event('pagehide'));

  it('keeps the drawn home when the page goes, with its user, build and time', () => {
    const { stop } = keep();
    rootOf().innerHTML = HOME;
    // Linked sheets: one inline in the HTML already, one of a lazy chunk (absolute, as Vite's loader writes
    // it), one of another origin.
    document.head.innerHTML = `<style data-href="/assets/index.css"></style>
      <link rel="stylesheet" href="/assets/index.css">
      <link rel="stylesheet" href="${window.location.origin}/assets/HomeBlocks.css">
      <link rel="stylesheet" href="https://cdn.example/x.css">`;
    const rulesOf: Record<string, string> = {
      '/assets/index.css': '.inline{}',
      [`${window.location.origin}/assets/HomeBlocks.css`]: '.wp-block{display:grid}',
      'https://cdn.example/x.css': '.foreign{}',
    };
    for (const link of document.head.querySelectorAll('link')) {
      const rules = [{ cssText: rulesOf[link.getAttribute('href') ?? ''] }];
      Object.defineProperty(link, 'sheet', { value: { cssRules: rules } });
    }
    hide();
    expect(kept(), 'not drawn yet: skeletons are not kept').toBeNull();
    snapshotScreenDrawn();
    hide();
    expect(kept()).toEqual({
      path: '/index',
      userId: 'u1',
      build: BUILD,
      at: 1000,
      html: HOME,
      css: '.wp-block{display:grid}',
    });
    document.head.innerHTML = '';
    stop();
  });

  it('keeps nothing on another path, for a tourist, or when the markup is too large', () => {
    const { store, stop } = keep();
    snapshotScreenDrawn();
    page('/parentsCenter');
    rootOf().innerHTML = HOME;
    hide();
    expect(kept()).toBeNull();
    page('/index');
    rootOf().innerHTML = `<p>${'x'.repeat(SNAPSHOT_MAX_BYTES)}</p>`;
    hide();
    expect(kept()).toBeNull();
    rootOf().innerHTML = HOME;
    store.logout();
    hide();
    expect(kept()).toBeNull();
    stop();
  });

  it('removes the kept picture at once on a logout or a user change', () => {
    const { store, stop } = keep();
    snapshotScreenDrawn();
    rootOf().innerHTML = HOME;
    hide();
    expect(kept()).not.toBeNull();
    store.setUser({ token: 't2', userId: 'u2', time: 2 });
    expect(kept()).toBeNull();
    // The new user's home is not drawn yet: leaving keeps nothing of the old one.
    hide();
    expect(kept()).toBeNull();
    stop();
  });

  it('the picture is removed by another screen or once the home has drawn', () => {
    storeLogin();
    storeSnapshot();
    paintSnapshot(OPTIONS);
    removeSnapshotPicture();
    expect(picture()).toBeNull();
    paintSnapshot(OPTIONS);
    snapshotScreenDrawn();
    expect(picture()).toBeNull();
  });
});
