/**
 * The Sentry SDK, configured: loaded by lib/error-reports.ts after the first paint, never in a first load
 * (vite.config.ts keeps it out of the app-core chunk). Only errors are sent: no performance tracing, no
 * session tracking, no client reports — the spec asks for error reports (doc 1 §7), nothing more.
 */
import {
  breadcrumbsIntegration,
  captureException,
  dedupeIntegration,
  globalHandlersIntegration,
  init,
  linkedErrorsIntegration,
  withScope,
} from '@sentry/browser';
import { errorReportsDsn } from '@wonder/contracts';
import { WEB_VERSION } from '../platform/version';
import type { Reporter } from './error-report-types';

export interface ErrorReportsConfig {
  dsn: string;
  release: string;
  environment: string;
}

/** A configured DSN (VITE_ERROR_REPORTS_DSN), else the simulator's on the API origin. */
export function errorReportsConfig(
  configured: string | undefined,
  origin: string,
  mode: string,
): ErrorReportsConfig {
  return {
    dsn: configured || errorReportsDsn(origin),
    release: `wonder-parent-h5@${WEB_VERSION}`,
    environment: mode,
  };
}

export function initSentry(config: ErrorReportsConfig): Reporter {
  init({
    dsn: config.dsn,
    release: config.release,
    environment: config.environment,
    defaultIntegrations: false,
    integrations: [
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      // No fetch/XHR breadcrumbs: their wrapper would run on every call the app makes (issue #30).
      breadcrumbsIntegration({ fetch: false, xhr: false }),
    ],
    sendClientReports: false,
  });
  return (error, context) =>
    withScope((scope) => {
      if (context?.level) scope.setLevel(context.level);
      if (context?.message) scope.setExtra('where', context.message);
      captureException(error);
    });
}
