import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createListenerStore, useListenerStore } from '../listener-store';

describe('a listener store', () => {
  it('tells its listeners of a change, not of the same value, and no more once they unsubscribe', () => {
    const store = createListenerStore({ n: 1 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const next = { n: 2 };
    store.set(next);
    expect(store.get()).toBe(next);
    expect(listener).toHaveBeenCalledTimes(1);
    store.set(next);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set({ n: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ n: 3 });
  });

  it('re-renders a component with the part it selects', () => {
    const store = createListenerStore({ chosen: 1, other: 'a' });
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useListenerStore(store, (s) => s.chosen);
    });
    expect(result.current).toBe(1);
    act(() => store.set({ chosen: 1, other: 'b' }));
    expect(renders).toBe(1);
    act(() => store.set({ chosen: 2, other: 'b' }));
    expect(result.current).toBe(2);
  });
});
