/**
 * React's recoverable errors, made visible. A prerendered frame that differs from the client's first render
 * (React 19: error #418) is thrown away and drawn again — a flash, lost input, an error report — and React
 * tells only its `onRecoverableError`. main.tsx passes `logRecoverableError` to its root, and the journeys and
 * stories fail on `HYDRATION_ERROR_RE` (e2e/support/fixtures.ts, stories/.storybook/page-errors.ts): a
 * constant-only module, so they import it without running any of the app.
 */

/** The start of the console error logged for each recoverable error. */
export const RECOVERABLE_ERROR_PREFIX = '[wonder] React recovered from an error';

/**
 * What a test fails on in a console error: this app's own line, and React's own wording of hydration errors
 * (development: "Hydration failed…", "…didn't match the client…"; production: the minified codes — #418 a
 * mismatch, #419/#421/#422 a boundary that could not hydrate, #423/#425 React 18's mismatch codes).
 */
export const HYDRATION_ERROR_RE =
  /\[wonder\] React recovered from an error|Minified React error #(?:418|419|421|422|423|425)\b|Hydration failed|error while hydrating|didn't match the client/;

/** The roots' `onRecoverableError`: one console error (what the tests catch), with the component stack. */
export function logRecoverableError(error: unknown, info: { componentStack?: string }): void {
  console.error(RECOVERABLE_ERROR_PREFIX, error, info.componentStack ?? '');
}
