import { describe, expect, it, vi } from 'vitest';
import { createErrorReports, PENDING_CAP } from '../error-reports';
import { errorReportsConfig } from '../error-reports-sentry';

describe('error reports (doc 1 §7)', () => {
  it('go to the simulator on the API origin unless a DSN is configured', () => {
    expect(errorReportsConfig(undefined, 'http://127.0.0.1:4010', 'production')).toEqual({
      dsn: 'http://wonderparent@127.0.0.1:4010/sentry/1',
      release: 'wonder-parent-h5@1.30.84',
      environment: 'production',
    });
    expect(errorReportsConfig('https://k@errors.example/7', 'http://x', 'pre').dsn).toBe(
      'https://k@errors.example/7',
    );
  });

  it('keep what fails before the SDK loads, and send it when it does', () => {
    const reports = createErrorReports();
    const early = new Error('before the first paint');
    reports.report(early, { message: 'startup' });
    const reporter = vi.fn();
    reports.attach(reporter);
    const late = new Error('after');
    reports.report(late);
    expect(reporter.mock.calls).toEqual([
      [early, { message: 'startup' }],
      [late, undefined],
    ]);
    expect(reports.pendingCount()).toBe(0);
  });

  it('keep at most the newest reports while waiting', () => {
    const reports = createErrorReports();
    for (let i = 0; i < PENDING_CAP + 5; i++) reports.report(i);
    const reporter = vi.fn();
    reports.attach(reporter);
    expect(reporter).toHaveBeenCalledTimes(PENDING_CAP);
    expect(reporter.mock.calls[0]?.[0]).toBe(5);
  });
});
