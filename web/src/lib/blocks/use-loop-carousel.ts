/**
 * A looping banner carousel's behaviour (doc 2 §9 "Banner autoplay 2000 ms, swipe 300 ms, looping"): a
 * track moved by a CSS transform, with a copy of the last slide before the first and of the first after the
 * last, so moving on from the last slide slides forward into the first instead of rewinding across them
 * all; once the 300 ms slide has ended on a copy, the track jumps, unanimated, to the real slide it copies.
 * Autoplay rests while a finger is on it or the parent asks for reduced motion (then slides move without
 * animation). The positions are pure functions below, so the loop is unit-tested without a browser.
 */
import { type CSSProperties, type TouchEvent, useCallback, useEffect, useRef, useState } from 'react';

export const BANNER_AUTOPLAY_MS = 2000;
export const BANNER_SWIPE_MS = 300;
/** A horizontal move longer than this (px) is a swipe, shorter is a tap. */
const SWIPE_PX = 40;

/**
 * Track positions with the two copies: 0 is the copy of the last slide, 1…count the slides, count + 1 the
 * copy of the first. One step moves one position, never past a copy.
 */
export function stepPosition(position: number, step: 1 | -1, count: number): number {
  return Math.min(count + 1, Math.max(0, position + step));
}

/** Where the track rests once a slide has ended: a copy's real slide, or the position itself. */
export function restingPosition(position: number, count: number): number {
  if (position <= 0) return count;
  if (position >= count + 1) return 1;
  return position;
}

/** The slide (0-based) a position shows. */
export function slideAt(position: number, count: number): number {
  return (((position - 1) % count) + count) % count;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export interface LoopCarousel {
  /** Whether the track carries the two copies (two slides or more). */
  loops: boolean;
  /** The track position (see stepPosition). */
  position: number;
  /** The slide (0-based) in view. */
  current: number;
  trackStyle: CSSProperties;
  onTransitionEnd(): void;
  touch: {
    onTouchStart(e: TouchEvent): void;
    onTouchMove(e: TouchEvent): void;
    onTouchEnd(e: TouchEvent): void;
  };
  /** True right after a swipe, so the tap that ends it opens nothing. */
  swiped(): boolean;
}

export function useLoopCarousel(count: number, autoplay: boolean): LoopCarousel {
  const loops = count > 1;
  const [position, setPosition] = useState(1);
  const [animate, setAnimate] = useState(false);
  const [drag, setDrag] = useState<number | null>(null);
  const startX = useRef<number | null>(null);
  const swiped = useRef(false);

  const go = useCallback(
    (step: 1 | -1) => {
      if (count < 2) return;
      if (prefersReducedMotion()) {
        setAnimate(false);
        setPosition((p) => restingPosition(stepPosition(p, step, count), count));
        return;
      }
      setAnimate(true);
      setPosition((p) => stepPosition(restingPosition(p, count), step, count));
    },
    [count],
  );

  const touching = drag !== null;
  useEffect(() => {
    if (!autoplay || touching || !loops || prefersReducedMotion()) return;
    const timer = setInterval(() => go(1), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [autoplay, touching, loops, go]);

  const at = loops ? position : 0;
  return {
    loops,
    position: at,
    current: loops ? slideAt(position, count) : 0,
    trackStyle: {
      transform: `translateX(calc(${-at * 100}% + ${drag ?? 0}px))`,
      transition: animate && drag === null ? `transform ${BANNER_SWIPE_MS}ms ease` : 'none',
    },
    onTransitionEnd: () => {
      setAnimate(false);
      setPosition((p) => restingPosition(p, count));
    },
    touch: {
      onTouchStart: (e) => {
        startX.current = e.touches[0]?.clientX ?? null;
        swiped.current = false;
        setDrag(0);
      },
      onTouchMove: (e) => {
        const x = e.touches[0]?.clientX;
        if (loops && startX.current !== null && x !== undefined) setDrag(x - startX.current);
      },
      onTouchEnd: (e) => {
        const end = e.changedTouches[0]?.clientX;
        if (startX.current !== null && end !== undefined && Math.abs(end - startX.current) > SWIPE_PX) {
          swiped.current = true;
          go(end < startX.current ? 1 : -1);
        }
        startX.current = null;
        setDrag(null);
      },
    },
    swiped: () => swiped.current,
  };
}
