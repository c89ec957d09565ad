/**
 * "Code 201 on submit or class change: toast the server msg and record the failure" (doc 3 §8), and
 * "exceptions … are logged to an error reporter": each failure (201 on submit and class change, the class
 * lock lost by the keep-alive, a failed confirm or update) goes to the app's error reports (lib/error-reports.ts,
 * doc 1 §7) as a warning naming the action, the code and the server's message; the last few are also kept
 * here, a bounded list the debug tooling and tests read.
 */
import { type Reporter, reportError } from '../../../lib/error-reports';

export interface StepUpFailure {
  action: 'changeClass' | 'submitPlanTime' | 'confirm' | 'updateType' | 'keepAlive';
  code: number | string | null;
  message: string;
  at: number;
}

const MAX = 20;
const failures: StepUpFailure[] = [];

export function recordStepUpFailure(
  failure: Omit<StepUpFailure, 'at'>,
  now: number = Date.now(),
  report: Reporter = reportError,
): void {
  failures.push({ ...failure, at: now });
  if (failures.length > MAX) failures.shift();
  report(new Error(`step-up ${failure.action} failed: ${failure.code ?? '-'} ${failure.message}`), {
    message: `[step-up] ${failure.action}`,
    level: 'warning',
  });
}

export function recordedStepUpFailures(): readonly StepUpFailure[] {
  return failures;
}

export function clearStepUpFailures(): void {
  failures.length = 0;
}
