/** The error reports' shapes, apart so the SDK's lazy module and its loader need not import each other. */

/** What a report adds to the error: a message saying where it came from, and its level. */
export interface ReportContext {
  message?: string;
  level?: 'error' | 'warning';
}

export type Reporter = (error: unknown, context?: ReportContext) => void;
