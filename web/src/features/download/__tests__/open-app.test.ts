import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_OPEN_FALLBACK_MS, type OpenAppDeps, openAppOrInstall } from '../rules/open-app';

/** A page whose visibility the test sets, on the fake clock. */
function fakePage() {
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const win = new EventTarget();
  const assigned: string[] = [];
  const deps: OpenAppDeps = {
    assign: (url) => assigned.push(url),
    document: doc as unknown as OpenAppDeps['document'],
    window: win as unknown as OpenAppDeps['window'],
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  const setVisibility = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { deps, assigned, setVisibility, pageHide: () => win.dispatchEvent(new Event('pagehide')) };
}

describe('open the app, install after 3000 ms (doc 2 §2, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries the scheme at once and opens the store when the page is still visible 3000 ms later', () => {
    const page = fakePage();
    openAppOrInstall('wonderparent://open', 'https://store.example/app', page.deps);
    expect(page.assigned).toEqual(['wonderparent://open']);
    vi.advanceTimersByTime(APP_OPEN_FALLBACK_MS - 1);
    expect(page.assigned).toEqual(['wonderparent://open']);
    vi.advanceTimersByTime(1);
    expect(page.assigned).toEqual(['wonderparent://open', 'https://store.example/app']);
    expect(APP_OPEN_FALLBACK_MS).toBe(3000);
  });

  it('no store when the app opened: the page went to the background, even if the parent came back', () => {
    const page = fakePage();
    openAppOrInstall('wonderparent://open', 'https://store.example/app', page.deps);
    vi.advanceTimersByTime(800);
    page.setVisibility('hidden');
    vi.advanceTimersByTime(1000);
    page.setVisibility('visible');
    vi.advanceTimersByTime(APP_OPEN_FALLBACK_MS);
    expect(page.assigned).toEqual(['wonderparent://open']);
  });

  it('no store when the page is hidden when the time is up, or was unloaded', () => {
    const hidden = fakePage();
    openAppOrInstall('s://', 'https://store.example/app', hidden.deps);
    (hidden.deps.document as { visibilityState: DocumentVisibilityState }).visibilityState = 'hidden';
    vi.advanceTimersByTime(APP_OPEN_FALLBACK_MS);
    expect(hidden.assigned).toEqual(['s://']);

    const left = fakePage();
    openAppOrInstall('s://', 'https://store.example/app', left.deps);
    left.pageHide();
    vi.advanceTimersByTime(APP_OPEN_FALLBACK_MS);
    expect(left.assigned).toEqual(['s://']);
  });

  it('cancelling (the page unmounts) drops the pending fallback', () => {
    const page = fakePage();
    const cancel = openAppOrInstall('s://', 'https://store.example/app', page.deps);
    cancel();
    vi.advanceTimersByTime(APP_OPEN_FALLBACK_MS * 2);
    expect(page.assigned).toEqual(['s://']);
  });
});
