/**
 * A tap or typing on a prerendered frame before the app listens is not lost. The frame paints from the HTML
 * a second or more before its scripts have run and React has hydrated it; React itself drops a tap on a part
 * it has not hydrated yet (it replays only what it can hydrate at once, and the frame waits for the startup).
 * So the HTML carries `captureEarlyInput` inline (scripts/prerender.mjs): while `#root` still has its
 * `data-prerendered` mark it holds back each tap on the frame (its default action and its propagation: a
 * button in a form would otherwise submit it without script) and notes the last value of each field typed
 * into; once the screen has hydrated (app/router.tsx drops the mark) `replayEarlyInput` gives the fields
 * their values as typing would and taps the same elements again, in order. A tap on a link is left alone: a
 * link works without script.
 */

/** Sent on the window once the frame has hydrated and what was held back was replayed (app/router.tsx). */
export const FRAME_RELEASED_EVENT = 'wp:frame-released';

/** Where the inline script leaves what it noted (read once by `replayEarlyInput`). */
const EARLY_INPUT_KEY = '__wpEarlyInput';

interface EarlyInput {
  taps: Element[];
  typed: Map<HTMLInputElement | HTMLTextAreaElement, string>;
}

type WithEarlyInput = Window & { [EARLY_INPUT_KEY]?: EarlyInput };

/** Runs inline in the page, stringified: it must not use anything from outside its own body. */
export function captureEarlyInput(key: string): void {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-prerendered')) return;
  const noted: EarlyInput = { taps: [], typed: new Map() };
  (window as unknown as Record<string, EarlyInput>)[key] = noted;
  const onFrame = (target: EventTarget | null): target is Element =>
    target instanceof Element && root.hasAttribute('data-prerendered') && root.contains(target);
  addEventListener(
    'click',
    (event) => {
      if (!onFrame(event.target) || event.target.closest('a[href]')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      noted.taps.push(event.target);
    },
    true,
  );
  addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (onFrame(field) && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement))
        noted.typed.set(field, field.value);
    },
    true,
  );
}

/** The inline script for a prerendered page. */
export function earlyInputScript(): string {
  return `(${captureEarlyInput.toString()})(${JSON.stringify(EARLY_INPUT_KEY)});`;
}

/**
 * A field's value set as typing sets it: React keeps the value it last saw on the element and fires onChange
 * only when an input event finds another; the value typed before hydration is the one it saw. So the field
 * is emptied through its own setter (React notes ''), then given the value through the prototype's (React
 * does not note it), and told.
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const proto =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = '';
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Once the frame has hydrated (its mark dropped): the noted typing, then the noted taps. Once per page. */
export function replayEarlyInput(win: Window = window): void {
  const w = win as WithEarlyInput;
  const noted = w[EARLY_INPUT_KEY];
  if (!noted) return;
  delete w[EARLY_INPUT_KEY];
  for (const [field, value] of noted.typed) if (field.isConnected) typeInto(field, value);
  for (const target of noted.taps) {
    if (target.isConnected)
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  }
}
