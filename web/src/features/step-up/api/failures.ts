/**
 * "Code 201 on submit or class change: toast the server msg and record the failure" (doc 3 §8). The app has
 * no error reporter yet (doc 1 §7 names one without an interface), so the failures are kept here — a
 * bounded list the debug tooling and tests read — and logged; wiring a reporter later touches only this file.
 */
export interface StepUpFailure {
  action: 'changeClass' | 'submitPlanTime' | 'confirm' | 'updateType' | 'keepAlive';
  code: number | string | null;
  message: string;
  at: number;
}

const MAX = 20;
const failures: StepUpFailure[] = [];

export function recordStepUpFailure(failure: Omit<StepUpFailure, 'at'>, now: number = Date.now()): void {
  failures.push({ ...failure, at: now });
  if (failures.length > MAX) failures.shift();
  console.warn('[step-up] failure recorded', failure);
}

export function recordedStepUpFailures(): readonly StepUpFailure[] {
  return failures;
}

export function clearStepUpFailures(): void {
  failures.length = 0;
}
