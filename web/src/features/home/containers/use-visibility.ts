/**
 * Watches home's marked elements (rules/visibility.ts) with one IntersectionObserver, picking up elements
 * as pages and sections render (a MutationObserver on the page): a seen element is reported once through
 * `onSeen`, a marked video plays while seen and pauses otherwise (also when the page is hidden by a
 * keep-alive route, which the observer reports as not intersecting).
 */
import { HOME_PAGE_GESTURES } from '@wonder/contracts';
import { useEffect, useRef } from 'react';
import { exposureOf, playsWhenSeen, visibilityBatch, WATCHED } from '../rules/visibility-batch';

const { VISIBILITY_THRESHOLD, VISIBILITY_THROTTLE_MS } = HOME_PAGE_GESTURES;

export function useVisibility(
  selector: string,
  onSeen: ((exposure: { section: string; id: string }) => void) | undefined,
): void {
  const report = useRef(onSeen);
  report.current = onSeen;
  const enabled = onSeen !== undefined;
  useEffect(() => {
    const root = document.querySelector(selector);
    if (!enabled || !root || typeof IntersectionObserver === 'undefined') return;
    const reported = new WeakSet<Element>();
    const batch = visibilityBatch(
      (seen, unseen) => {
        for (const el of seen) {
          if (playsWhenSeen(el)) void el.play().catch(() => undefined);
          const exposure = exposureOf(el);
          if (exposure && !reported.has(el)) {
            reported.add(el);
            report.current?.(exposure);
          }
        }
        for (const el of unseen) if (playsWhenSeen(el)) el.pause();
      },
      VISIBILITY_THROTTLE_MS,
      VISIBILITY_THRESHOLD,
    );
    const io = new IntersectionObserver((entries) => batch.note(entries), {
      threshold: VISIBILITY_THRESHOLD,
    });
    const observed = new Set<Element>();
    const scan = () => {
      for (const el of root.querySelectorAll(WATCHED)) {
        if (observed.has(el)) continue;
        observed.add(el);
        io.observe(el);
      }
      for (const el of observed) {
        if (el.isConnected) continue;
        io.unobserve(el);
        observed.delete(el);
      }
    };
    scan();
    const mo = new MutationObserver(scan);
    mo.observe(root, { childList: true, subtree: true });
    return () => {
      mo.disconnect();
      io.disconnect();
      batch.dispose();
    };
  }, [selector, enabled]);
}
