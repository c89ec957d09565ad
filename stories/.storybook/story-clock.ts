/**
 * The instant the test-runner freezes every story's clock at (Date.now() and new Date(); timers keep
 * running): the fixtures' reference date, the "now" their dates are built around, so a greeting, a
 * countdown or "today" shows the same pixels on every run. The runner (test-runner.ts) cannot import the
 * fixtures' TypeScript, so the preview hands the instant to it on the page.
 */
import { REFERENCE_MS } from '@wonder/fixtures';

declare global {
  interface Window {
    __wpStoryNow?: number;
  }
}

export function publishStoryNow(): void {
  window.__wpStoryNow = REFERENCE_MS;
}
