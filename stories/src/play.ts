import { expect, screen, waitFor } from 'storybook/test';

/**
 * How long a play function waits for what the story renders. Fixture data is built by a seeded faker on
 * first use and antd-mobile popups animate in; on a loaded 2-core CI machine that takes seconds, far more
 * than testing-library's default 1 s.
 */
export const UNTIL_RENDERED = { timeout: 30_000 } as const;

/**
 * antd-mobile's popups (dialogs, sheets, toasts) fade and slide in with react-spring; an a11y check that
 * runs mid-animation measures half-transparent colours. Waits until every open popup is fully shown.
 */
export async function popupsSettled(): Promise<void> {
  // The centre popup animates the element between its wrap and its body; sheets their body; masks fade.
  const selector = '.adm-center-popup-wrap > div, .adm-popup-body, .adm-mask';
  const shown = (el: Element) => {
    const style = getComputedStyle(el);
    const still = style.transform === 'none' || style.transform === 'matrix(1, 0, 0, 1, 0, 0)';
    return Number(style.opacity) === 1 && still;
  };
  const start = Date.now();
  while (Date.now() - start < UNTIL_RENDERED.timeout) {
    const open = [...document.querySelectorAll(selector)].filter((el) => el.getClientRects().length > 0);
    if (open.every(shown)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('popups did not finish opening');
}

/**
 * A toast with this text appeared; then waits until it is gone again, so the story's a11y check never
 * measures a toast half faded out (toasts last 2 s). Finding it is the proof it showed: on a loaded machine
 * a 2 s toast can be gone again before a second look at it (the review page showed two stories failing so).
 */
export async function toastShown(text: string): Promise<void> {
  await screen.findByText(text, undefined, UNTIL_RENDERED);
  await waitFor(() => expect(screen.queryByText(text)).toBeNull(), UNTIL_RENDERED);
}
