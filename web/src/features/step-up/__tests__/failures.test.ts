import { describe, expect, it, vi } from 'vitest';
import { clearStepUpFailures, recordedStepUpFailures, recordStepUpFailure } from '../api/failures';

describe('step-up failures reach the error reports (doc 3 §8, doc 1 §7)', () => {
  it('each failure is reported as a warning naming the action, the code and the message', () => {
    clearStepUpFailures();
    const report = vi.fn();
    recordStepUpFailure({ action: 'changeClass', code: 201, message: '该班级名额已满' }, 1, report);
    recordStepUpFailure({ action: 'keepAlive', code: 201, message: '班级锁定已失效' }, 2, report);
    const calls = report.mock.calls;
    expect(calls.map(([error, context]) => [(error as Error).message, context])).toEqual([
      [
        'step-up changeClass failed: 201 该班级名额已满',
        { message: '[step-up] changeClass', level: 'warning' },
      ],
      ['step-up keepAlive failed: 201 班级锁定已失效', { message: '[step-up] keepAlive', level: 'warning' }],
    ]);
    expect(recordedStepUpFailures().map((f) => f.action)).toEqual(['changeClass', 'keepAlive']);
  });

  it('keeps only the last 20', () => {
    clearStepUpFailures();
    for (let i = 0; i < 25; i++)
      recordStepUpFailure({ action: 'submitPlanTime', code: 201, message: `m${i}` });
    expect(recordedStepUpFailures()).toHaveLength(20);
    expect(recordedStepUpFailures()[0]?.message).toBe('m5');
  });
});
