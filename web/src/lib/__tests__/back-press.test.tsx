import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pressBack, useBackPress } from '../back-press';

describe('back-press', () => {
  it('goes back when no page claims the press', () => {
    const back = vi.fn();
    pressBack(back);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('asks the latest page first; a handled press does not go back, an unhandled one does', () => {
    let handles = true;
    const pageBack = vi.fn();
    const hook = renderHook(() => useBackPress(() => handles, pageBack));
    const shellBack = vi.fn();
    pressBack(shellBack);
    expect(shellBack).not.toHaveBeenCalled();
    hook.result.current();
    expect(pageBack).not.toHaveBeenCalled();
    handles = false;
    pressBack(shellBack);
    hook.result.current();
    expect(shellBack).toHaveBeenCalledTimes(1);
    expect(pageBack).toHaveBeenCalledTimes(1);
    hook.unmount();
    handles = true;
    pressBack(shellBack);
    expect(shellBack).toHaveBeenCalledTimes(2);
  });
});

describe('the browser back (popstate) reaches the same handler through a guard entry', () => {
  /** jsdom runs history traversal as a task; wait for the popstate it fires. */
  const systemBack = () =>
    act(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true });
          window.history.back();
        }),
    );

  beforeEach(() => {
    window.history.replaceState({ key: 'page' }, '', '/myClassList?id=1');
  });

  it('arms no guard while the page would not claim a press', () => {
    const before = window.history.length;
    const hook = renderHook(() => useBackPress(() => false, vi.fn(), false));
    expect(window.history.length).toBe(before);
    hook.unmount();
  });

  it('a claimed system back stays on the page; the second back is not asked (never trapped)', async () => {
    const handler = vi.fn(() => true);
    const before = window.history.length;
    const hook = renderHook(({ claims }) => useBackPress(handler, vi.fn(), claims), {
      initialProps: { claims: true },
    });
    // The guard: same address, the router's state kept, marked.
    expect(window.history.length).toBe(before + 1);
    expect(window.history.state).toMatchObject({ key: 'page', __wonderBackGuard: true });
    await systemBack();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(window.location.pathname + window.location.search).toBe('/myClassList?id=1');
    expect(window.history.state).toEqual({ key: 'page' });
    // The popup is open (the page no longer claims): no new guard; the next back is the browser's own.
    hook.rerender({ claims: false });
    const back = vi.spyOn(window.history, 'back');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();
    back.mockRestore();
    hook.unmount();
  });

  it('a system back the handler declines goes on back', async () => {
    const handler = vi.fn(() => false);
    const hook = renderHook(() => useBackPress(handler, vi.fn(), true));
    const back = vi.spyOn(window.history, 'back');
    await systemBack();
    expect(handler).toHaveBeenCalledTimes(1);
    // Once by the test (the press), once by the guard (going on).
    expect(back).toHaveBeenCalledTimes(2);
    back.mockRestore();
    hook.unmount();
  });

  it('a guard left behind is found again when the parent comes back to it', async () => {
    window.history.pushState({ key: 'page', __wonderBackGuard: true }, '', '/myClassList?id=1');
    const handler = vi.fn(() => true);
    const before = window.history.length;
    const hook = renderHook(() => useBackPress(handler, vi.fn(), true));
    expect(window.history.length).toBe(before);
    await systemBack();
    expect(handler).toHaveBeenCalledTimes(1);
    hook.unmount();
  });
});
