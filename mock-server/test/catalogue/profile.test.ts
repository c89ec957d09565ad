/** The age update persists in the session and the private info reflects it. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bornDateForAge } from '../../src/handlers/session/person-info';
import { adminLogin, testApp } from '../support/app';
import { call, resetSession, sessionWith } from './support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ seed: 36 });
});
afterAll(async () => app.close());

const DAY = 86_400_000;

describe('bornDateForAge', () => {
  it('gives the full years asked, before and after the birthday', () => {
    const now = Date.UTC(2026, 8, 1, 0, 0, 0); // 2026-09-01 08:00 Beijing
    expect(bornDateForAge(7, now, '06-01')).toBe('2019-06-01');
    expect(bornDateForAge(7, now, '12-24')).toBe('2018-12-24');
    expect(bornDateForAge(3, now, '09-01')).toBe('2023-09-01');
  });
});

describe('age update', () => {
  it('persists: the private info answers a kidBornTime of that age; a reset forgets', async () => {
    const { session, login } = await sessionWith(app, ['default']);
    const before = (await call(app, session, login, 'app.getPersonInfo')).data as { kidBornTime: string };
    const r = await call(app, session, login, 'member.updateOlUser', { body: { age: 12 } });
    expect(r.code).toBe(0);
    expect(app.mock.sessions.get(session).world.age).toBe(12);
    const now = app.mock.sessions.get(session).now();
    for (let i = 0; i < 2; i++) {
      const after = (await call(app, session, login, 'app.getPersonInfo')).data as { kidBornTime: string };
      const born = Date.parse(`${after.kidBornTime}T00:00:00+08:00`);
      const years = (now - born) / (365.25 * DAY);
      expect(years).toBeGreaterThanOrEqual(12);
      expect(years).toBeLessThan(13);
      expect(after.kidBornTime.slice(5)).toBe(before.kidBornTime.slice(5));
    }

    await resetSession(app, session);
    expect(app.mock.sessions.get(session).world.age).toBeNull();
    const relogin = await adminLogin(app, session);
    const fresh = (await call(app, session, relogin, 'app.getPersonInfo')).data as { kidBornTime: string };
    expect(fresh.kidBornTime).toBe(before.kidBornTime);
  });

  it('refuses an age outside 3–20 in the member envelope', async () => {
    const { session, login } = await sessionWith(app, ['default']);
    const r = await call(app, session, login, 'member.updateOlUser', { body: { age: 21 } });
    expect(r.status).toBe(400);
    expect(String(r.message)).toContain('body.age');
  });
});
