/**
 * Error reports (doc 1 §7 "Error reports go to an error-reporting service"). The spec names no service,
 * path or payload: the app reports through the Sentry browser SDK (a well-kept client whose wire format,
 * the envelope, any Sentry-compatible service accepts), and the simulator receives those envelopes on the
 * path a DSN built by `errorReportsDsn` makes the SDK post to (`<origin>/sentry/api/<project>/envelope/`).
 * A deployment points the app at its real service with its own DSN (web: VITE_ERROR_REPORTS_DSN).
 */

/** Chosen: the simulator's mount point, project and public key of the default DSN. */
export const ERROR_REPORTS = {
  prefix: '/sentry',
  projectId: '1',
  // Sentry's DSN parser takes word characters only here.
  publicKey: 'wonderparent',
} as const;

/** The DSN of the simulator at `origin`: `http://<key>@host/sentry/1` → POST /sentry/api/1/envelope/. */
export function errorReportsDsn(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${ERROR_REPORTS.publicKey}@${url.host}${ERROR_REPORTS.prefix}/${ERROR_REPORTS.projectId}`;
}

/** The path the SDK posts one envelope to, for a DSN of `errorReportsDsn`. */
export const ERROR_REPORTS_ENVELOPE_PATH = `${ERROR_REPORTS.prefix}/api/${ERROR_REPORTS.projectId}/envelope/`;
