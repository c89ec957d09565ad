/**
 * The navbar greeting (doc 2 §2, doc 1 §6): morning 5–12, afternoon 12–18, otherwise evening; with the
 * parent's name for students, generic for tourists; the server's navbar text wins when it is not empty.
 */
import { fmt, texts } from '../../texts';

/**
 * The hour a prerendered frame greets at (its "good morning"): the build's own hour would make each build's
 * frame differ, and the phone's is only known there (ShellLayout re-renders it right after hydration).
 */
export const FRAME_HOUR = 9;

export type GreetingPeriod = 'morning' | 'afternoon' | 'evening';

export function greetingPeriod(hour: number): GreetingPeriod {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
}

export function greetingText(opts: {
  hour: number;
  isTourist: boolean;
  parentName?: string | null;
  /** Navbar text from the server; a default greeting shows when it is empty. */
  textContent?: string | null;
}): string {
  if (opts.textContent?.trim()) return opts.textContent.trim();
  const greeting = texts.shell.greeting[greetingPeriod(opts.hour)];
  const name = opts.parentName?.trim();
  if (opts.isTourist || !name) return fmt(texts.shell.touristGreeting, { greeting });
  return fmt(texts.shell.greetingWithName, { name, greeting });
}
