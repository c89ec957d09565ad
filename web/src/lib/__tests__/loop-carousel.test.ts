import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BANNER_AUTOPLAY_MS,
  restingPosition,
  slideAt,
  stepPosition,
  useLoopCarousel,
} from '../blocks/use-loop-carousel';

describe('the looping carousel (doc 2 §9: autoplay 2000 ms, swipe 300 ms, looping)', () => {
  it('positions: 0 copies the last slide, count + 1 the first; a slide ending on a copy rests on its original', () => {
    expect(stepPosition(3, 1, 3)).toBe(4);
    expect(stepPosition(4, 1, 3)).toBe(4);
    expect(stepPosition(1, -1, 3)).toBe(0);
    expect(restingPosition(4, 3)).toBe(1);
    expect(restingPosition(0, 3)).toBe(3);
    expect(restingPosition(2, 3)).toBe(2);
    expect([0, 1, 2, 3, 4].map((p) => slideAt(p, 3))).toEqual([2, 0, 1, 2, 0]);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('autoplay moves forward every 2000 ms in 300 ms, from the last slide into the first, never back', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useLoopCarousel(3, true));
    expect(result.current.current).toBe(0);
    const seen: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS));
      expect(result.current.trackStyle.transition).toBe('transform 300ms ease');
      seen.push(result.current.position);
      act(() => result.current.onTransitionEnd());
    }
    // Slides 2 and 3, then the copy of the first (position 4) — forward — which rests on the first.
    expect(seen).toEqual([2, 3, 4]);
    expect(result.current.position).toBe(1);
    expect(result.current.current).toBe(0);
    expect(result.current.trackStyle.transition).toBe('none');
  });

  it('one banner does not move', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useLoopCarousel(1, true));
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2));
    expect(result.current.loops).toBe(false);
    expect(result.current.trackStyle.transform).toBe('translateX(calc(0% + 0px))');
  });
});
