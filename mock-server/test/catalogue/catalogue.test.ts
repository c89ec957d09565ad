/** Every scenario of the domain catalogue files (all but network.ts) is served by the admin API with its texts. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeScenarios } from '../../src/scenarios/catalogue/home';
import { loginScenarios } from '../../src/scenarios/catalogue/login';
import { myClassesScenarios } from '../../src/scenarios/catalogue/my-classes';
import { parentCentreScenarios } from '../../src/scenarios/catalogue/parent-centre';
import { sessionScenarios } from '../../src/scenarios/catalogue/session';
import { shellScenarios } from '../../src/scenarios/catalogue/shell';
import { stepUpScenarios } from '../../src/scenarios/catalogue/step-up';
import { testApp } from '../support/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app.close());

const MINE = [
  ...sessionScenarios,
  ...loginScenarios,
  ...shellScenarios,
  ...homeScenarios,
  ...stepUpScenarios,
  ...parentCentreScenarios,
  ...myClassesScenarios,
];

describe('domain catalogue', () => {
  it('holds the ids QA, Pact and e2e name', () => {
    const ids = MINE.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(ids).toEqual(
      expect.arrayContaining([
        'status-lookup-fails',
        'tab-config-fails',
        'device-limit-100088',
        'code-login-1000012-message-text',
        'code-login-1000012',
        'rebind-conflict',
        'captcha-check-fails',
        'captcha-images-expired-6201',
        'area-codes-fail',
        'popups-all',
        'newcomer-scene-4',
        'report-new-record',
        'poster-task-done-hidden',
        'home-list-empty',
        'home-list-fails',
        'home-list-mini-program',
        'popup-check-in',
        'popup-check-in-first-day',
        'unread-120',
        'navbar-text',
        'notify-follow',
        'step-up-grouping',
        'step-up-ineligible-10005',
        'change-class-201',
        'submit-plan-time-201',
        'keep-alive-201-after-n',
        'keep-alive-lost',
        'step-up-check-fails',
        'step-up-info-201',
        'partner-grey',
        'head-teacher-present',
        'head-teacher-absent',
        'hours-fail',
        'no-tutor',
        'official-entries',
        'trial-entries',
      ]),
    );
  });

  it('lists each one at /__mock/scenarios with titles, description and group', async () => {
    const r = await app.inject({ method: 'GET', url: '/__mock/scenarios' });
    const listed = new Map(
      (
        r.json() as { scenarios: { id: string; group: string; title: string; description: string }[] }
      ).scenarios.map((s) => [s.id, s]),
    );
    for (const s of MINE) {
      expect(listed.get(s.id), s.id).toMatchObject({
        group: s.group,
        title: s.title,
        description: s.description,
      });
      expect(s.titleZh, s.id).toBeTruthy();
      expect(s.description.length, s.id).toBeGreaterThan(30);
    }
  });
});
