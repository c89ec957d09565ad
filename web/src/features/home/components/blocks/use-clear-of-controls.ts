/**
 * Keeps the floating icons clear of the page's controls (floatLift, rules/content-blocks.ts): measured when
 * they appear, when the page stops scrolling and when its size changes, the icons rise just above a button
 * they would cover (the poster card's 去分享, a lesson's 在线旁听, a tile), within their lane (an invisible
 * fixed element from under the top bar down to their resting place). A control is what a parent taps:
 * buttons, links, inputs narrower than half the screen (a whole card under an icon is not hidden by it:
 * its picture is, and the icon is the card's neighbour for the moment), outside the icons and any dialog.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { floatLift, type ScreenBox } from '../../rules/content-blocks';

const CONTROLS = 'button, a[href], [role="button"], input, select, textarea';
/** Scroll events come in bursts: measure once the page has rested this long. */
const SCROLL_REST_MS = 120;

function box(r: DOMRect): ScreenBox {
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
}

/** The controls a stack in `lane` could cover. */
function controlsNear(lane: DOMRect, stack: HTMLElement): ScreenBox[] {
  const out: ScreenBox[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (stack.contains(el) || el.closest('[role="dialog"], [aria-modal="true"], [inert]')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.width > window.innerWidth / 2) continue;
    if (r.bottom <= lane.top || r.top >= lane.bottom || r.right <= lane.left || r.left >= lane.right)
      continue;
    out.push(box(r));
  }
  return out;
}

/** `shown`: which icons show (a new set is measured again). */
export function useClearOfControls(shown: string) {
  const stackRef = useRef<HTMLDivElement>(null);
  const laneRef = useRef<HTMLDivElement>(null);
  const [lift, setLift] = useState(0);

  const measure = useCallback(() => {
    const stack = stackRef.current;
    const lane = laneRef.current?.getBoundingClientRect();
    // Not on screen (home kept alive behind another tab): nothing to keep clear of.
    if (!stack || !lane || lane.height <= 0) return;
    const height = stack.getBoundingClientRect().height;
    const resting = { top: lane.bottom - height, bottom: lane.bottom, left: lane.left, right: lane.right };
    setLift(floatLift(resting, controlsNear(lane, stack), Math.max(0, resting.top - lane.top)));
  }, []);

  // Before the first paint: the icons never show over a button, not even for a frame.
  useLayoutEffect(() => {
    if (shown) measure();
  }, [shown, measure]);

  useEffect(() => {
    if (!shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, SCROLL_REST_MS);
    };
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    // The page's content growing or shrinking (the list's next page, a section answering late, fonts).
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(later);
    resized?.observe(document.body);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
      resized?.disconnect();
    };
  }, [shown, measure]);

  return { stackRef, laneRef, lift };
}
