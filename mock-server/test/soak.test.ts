/**
 * A bounded soak in the test command (small counts; `pnpm --filter @wonder/mock-server soak` runs 100,000
 * requests): a simulator process driven by many sessions answers no 5xx and drops no connection, drops every
 * session once idle, and its RSS after idle is back within 10 % of where it started.
 */
import { describe, expect, it } from 'vitest';
import { soak } from '../bench/soak';

describe('soak', () => {
  it('answers every request, forgets idle sessions and gives its memory back', {
    timeout: 180_000,
  }, async () => {
    const r = await soak({
      requests: Number(process.env.SOAK_REQUESTS ?? 2000),
      sessions: Number(process.env.SOAK_SESSIONS ?? 200),
      idleMs: 1000,
      concurrency: 24,
    });
    expect({ errors: r.errors, status5xx: r.status5xx, sessionsAfterIdle: r.sessionsAfterIdle }).toEqual({
      errors: 0,
      status5xx: 0,
      sessionsAfterIdle: 1,
    });
    expect(r.requests).toBeGreaterThanOrEqual(2000);
    expect(r.rssIdleMb).toBeLessThanOrEqual(r.rssStartMb * 1.1);
  });
});
