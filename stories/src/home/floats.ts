/**
 * The geometric check of the floating icons (issue 43: 精彩活动 covered the corner of 去分享): no icon's box
 * meets the box of a control on the page — a button, link or input narrower than half the screen, outside
 * the icons and any dialog (the rule of web's features/home/components/blocks/use-clear-of-controls.ts).
 * Waits for the icons to settle: they are measured again once a scroll has rested.
 */
import { expect, waitFor } from 'storybook/test';
import { UNTIL_RENDERED } from '../play';

const CONTROLS = 'button, a[href], [role="button"], input, select, textarea';

const named = (el: Element) =>
  (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 20);

/** The pairs (icon, control) whose boxes intersect. */
export function coveredControls(): string[] {
  const icons = [...document.querySelectorAll('.wp-home-float')];
  const pairs: string[] = [];
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (control.closest('.wp-home-floats, [role="dialog"], [aria-modal="true"], [inert]')) continue;
    const c = control.getBoundingClientRect();
    if (c.width === 0 || c.height === 0 || c.width > window.innerWidth / 2) continue;
    for (const icon of icons) {
      const f = icon.getBoundingClientRect();
      if (f.left < c.right && f.right > c.left && f.top < c.bottom && f.bottom > c.top)
        pairs.push(`${named(icon)} covers ${named(control)}`);
    }
  }
  return pairs;
}

/** At least one floating icon shows, and none covers a control. */
export async function floatsClearOfControls(): Promise<void> {
  await waitFor(
    () => expect(document.querySelectorAll('.wp-home-float').length).toBeGreaterThan(0),
    UNTIL_RENDERED,
  );
  await waitFor(() => expect(coveredControls()).toEqual([]), UNTIL_RENDERED);
}

/** Scrolls the page so that `el`'s bottom sits where the floating icons rest (their lane's bottom). */
export function scrollUnderTheFloats(el: Element): void {
  const lane = document.querySelector('.wp-home-floats-lane')?.getBoundingClientRect();
  if (!lane) throw new Error('no floating icons on the page');
  window.scrollBy(0, el.getBoundingClientRect().bottom - lane.bottom + 10);
}
