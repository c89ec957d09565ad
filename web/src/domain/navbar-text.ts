/**
 * The navbar text of home's source config (doc 2 §3 "Navbar data: textContent"; §2 "If the navbar text is
 * empty, a default greeting is shown"). Home's blocks read the config and publish its text here; the shell's
 * navbar reads it. It lives in lib/ because the shell may not import a feature, and the config's call
 * belongs to home's lazily loaded blocks, so its schema stays off every first load.
 */
import { createListenerStore, useListenerStore } from '../platform/listener-store';

const current = createListenerStore<string | null>(null);

export function publishNavbarText(text: string | null | undefined): void {
  current.set(text?.trim() || null);
}

/** The configured navbar text, null while none is configured (or home has not read it yet). */
export function useNavbarText(): string | null {
  // Server snapshot: the prerendered frame has no configured text (without it React drops the whole
  // shell frame from the HTML and renders it on the phone).
  return useListenerStore(
    current,
    (text) => text,
    () => null,
  );
}
