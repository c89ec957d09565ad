import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirstView, FIRST_VIEW_LATEST_MS, useFirstViewDrawn } from '../first-view';

/** A window whose page has loaded and which has no requestIdleCallback (as Safari): idle is a 50 ms timer. */
function loadedWindow(): Window {
  return {
    document: { readyState: 'complete' },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    addEventListener: () => {},
  } as unknown as Window;
}

describe('the first view releases what waits for it (lib/first-view.ts)', () => {
  afterEach(() => vi.useRealTimers());

  it('holds tasks until the screen says it has drawn, then runs them once the browser is idle', () => {
    vi.useFakeTimers();
    const view = createFirstView(loadedWindow());
    const ran: string[] = [];
    view.after(() => ran.push('popups'));
    view.after(() => ran.push('tracking'));
    vi.advanceTimersByTime(FIRST_VIEW_LATEST_MS - 100);
    expect(ran).toEqual([]);
    view.drawn();
    vi.advanceTimersByTime(60);
    expect(ran).toEqual(['popups', 'tracking']);
    expect(view.released()).toBe(true);
    // Later tasks run at once; a second drawn() runs nothing again.
    view.after(() => ran.push('late'));
    view.drawn();
    vi.advanceTimersByTime(FIRST_VIEW_LATEST_MS);
    expect(ran).toEqual(['popups', 'tracking', 'late']);
  });

  it('a screen that never says it has drawn releases them FIRST_VIEW_LATEST_MS after load', () => {
    vi.useFakeTimers();
    const view = createFirstView(loadedWindow());
    const listener = vi.fn();
    view.subscribe(listener);
    view.after(() => {
      throw new Error('a failing task does not stop the others');
    });
    const ran = vi.fn();
    view.after(ran);
    vi.advanceTimersByTime(FIRST_VIEW_LATEST_MS - 1);
    expect(ran).not.toHaveBeenCalled();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('a one-call screen says it has drawn once its answer has committed, and only then', () => {
    const drawn = vi.fn();
    const view = renderHook(({ ready }) => useFirstViewDrawn(ready, drawn), {
      initialProps: { ready: false },
    });
    expect(drawn).not.toHaveBeenCalled();
    view.rerender({ ready: true });
    expect(drawn).toHaveBeenCalledOnce();
    view.rerender({ ready: true });
    expect(drawn).toHaveBeenCalledOnce();
  });
});
