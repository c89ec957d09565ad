/** The watcher's side of rules/visibility.ts: reading the markers, the event it tracks, its throttle. Pure. */
import { EXPOSURE_ATTR, PLAY_ATTR } from './visibility';

/** The tracking event of a seen element; paras `section` and `id` (chosen: the spec names no event). */
export const EXPOSURE_EVENT = 'home_exposure';

/** What the watcher observes. */
export const WATCHED = `[${EXPOSURE_ATTR}], [${PLAY_ATTR}]`;

/** The tracking paras of a marked element, or null when it is not marked for exposure. */
export function exposureOf(el: Element): { section: string; id: string } | null {
  const value = el.getAttribute(EXPOSURE_ATTR);
  if (!value) return null;
  const at = value.indexOf(':');
  return { section: value.slice(0, at), id: value.slice(at + 1) };
}

export const playsWhenSeen = (el: Element): el is HTMLVideoElement =>
  el instanceof HTMLVideoElement && el.hasAttribute(PLAY_ATTR);

export interface VisibilityEntry {
  target: Element;
  isIntersecting: boolean;
  intersectionRatio: number;
}

/**
 * Collects visibility changes and applies the latest state of each element once per `wait` (a throttle
 * with a trailing call): `apply(seen, unseen)`.
 */
export function visibilityBatch(
  apply: (seen: Element[], unseen: Element[]) => void,
  wait: number,
  threshold: number,
) {
  const latest = new Map<Element, boolean>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const seen: Element[] = [];
    const unseen: Element[] = [];
    for (const [el, visible] of latest) (visible ? seen : unseen).push(el);
    latest.clear();
    apply(seen, unseen);
  };
  return {
    note(entries: readonly VisibilityEntry[]) {
      for (const e of entries) latest.set(e.target, e.isIntersecting && e.intersectionRatio >= threshold);
      timer ??= setTimeout(flush, wait);
    },
    dispose() {
      clearTimeout(timer);
      latest.clear();
    },
  };
}
