/**
 * Error reports (doc 1 §7 "Error reports go to an error-reporting service"), through the Sentry browser SDK.
 * The SDK (≈ 31 kB gzip, measured) is no part of any first load: `startErrorReports` loads it once the first view is
 * drawn and the browser is idle (lib/first-load/first-view.ts); what goes wrong before that (an uncaught error, a rejected promise, a report the
 * app makes) waits in a short queue and is sent when the SDK is there.
 *
 * Where they go: VITE_ERROR_REPORTS_DSN at build time (a deployment's real service; 'off' sends nothing),
 * else the simulator on the API origin (contracts' errorReportsDsn), which journals each report.
 */
import { apiOrigin } from './client';
import type { ReportContext, Reporter } from './error-report-types';
import { afterFirstView } from './first-load/first-view';

export type { Reporter } from './error-report-types';

/** Reports kept until the SDK has loaded; beyond this, the oldest go (a loop must not eat the memory). */
export const PENDING_CAP = 20;

type Pending = { error: unknown; context?: ReportContext };

export function createErrorReports() {
  let reporter: Reporter | null = null;
  const pending: Pending[] = [];
  const report: Reporter = (error, context) => {
    if (reporter) return reporter(error, context);
    pending.push({ error, context });
    if (pending.length > PENDING_CAP) pending.shift();
  };
  return {
    report,
    /** The SDK is there: send what waited, then report straight through it. */
    attach(next: Reporter) {
      reporter = next;
      for (const p of pending.splice(0)) next(p.error, p.context);
    },
    pendingCount: () => pending.length,
  };
}

const reports = createErrorReports();

/** Report an error the app caught (a failed call it only logs, a screen that threw). */
export const reportError: Reporter = (error, context) => reports.report(error, context);

/**
 * Catches what goes wrong from now on, and loads the SDK after the first paint. Once the SDK is there its
 * own global handlers take over the uncaught errors, so the early listeners go.
 */
export function startErrorReports(win: Window = window): void {
  const configured = (import.meta.env.VITE_ERROR_REPORTS_DSN as string | undefined)?.trim();
  if (configured === 'off') return;
  const onError = (e: ErrorEvent) => reports.report(e.error ?? e.message);
  const onRejection = (e: PromiseRejectionEvent) => reports.report(e.reason);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  afterFirstView(() => {
    import('./error-reports-sentry')
      .then(({ errorReportsConfig, initSentry }) => {
        const reporter = initSentry(errorReportsConfig(configured, apiOrigin(), import.meta.env.MODE));
        win.removeEventListener('error', onError);
        win.removeEventListener('unhandledrejection', onRejection);
        reports.attach(reporter);
      })
      .catch((error) => console.warn('[error-reports] the SDK did not load', error));
  });
}
