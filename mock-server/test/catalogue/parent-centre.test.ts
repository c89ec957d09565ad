/** Catalogue: parent centre and growth scenarios (doc 3 §2, §4, §5). */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_ENDPOINT_IDS, HOURS_FAILURE } from '../../src/scenarios/catalogue/parent-centre';
import { testApp } from '../support/app';
import { call, sessionWith } from './support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ seed: 35 });
});
afterAll(async () => app.close());

type PersonInfo = { crUid: number };

describe('parent centre', () => {
  it("'hours-fail': every hour and leave call fails; the rest of the parent centre answers", async () => {
    const { session, login } = await sessionWith(app, ['hours-fail']);
    expect(HOUR_ENDPOINT_IDS).toEqual(
      expect.arrayContaining([
        'app.ugQueryUserHourGroup',
        'gateway.multiBrandHourSummaryList',
        'gateway.leaveSummary',
      ]),
    );
    for (const id of HOUR_ENDPOINT_IDS) {
      const r = await call(app, session, login, id);
      expect(String(r.code), id).toBe(String(HOURS_FAILURE.code));
      expect(r.message, id).toBe(HOURS_FAILURE.message);
    }
    expect((await call(app, session, login, 'app.getPersonInfo')).code).toBe('00000000');
  });

  it("'default': the hour tiles have values", async () => {
    const { session, login } = await sessionWith(app, ['default']);
    const r = await call(app, session, login, 'app.ugQueryUserHourGroup');
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ liveNum: expect.any(Number), recordNum: expect.any(Number) });
  });

  it("'no-tutor': crUid 0; 'official-entries' has a tutor", async () => {
    const none = await sessionWith(app, ['no-tutor']);
    const info = (await call(app, none.session, none.login, 'app.getPersonInfo')).data as PersonInfo;
    expect(info.crUid).toBe(0);
    const official = await sessionWith(app, ['official-entries']);
    const withTutor = (await call(app, official.session, official.login, 'app.getPersonInfo'))
      .data as PersonInfo;
    expect(withTutor.crUid).toBeGreaterThan(0);
  });

  it("'official-entries' vs 'trial-entries': status, white list, course categories", async () => {
    const official = await sessionWith(app, ['official-entries']);
    const trial = await sessionWith(app, ['trial-entries']);
    const status = async (s: { session: string; login: typeof official.login }) =>
      (await call(app, s.session, s.login, 'app.getAuthTokenExt')).data as {
        studentStatus: string;
        studentAuditionStatusEnums?: string | null;
      };
    expect(await status(official)).toMatchObject({ studentStatus: 'OFFICIAL_STUDENT' });
    expect(await status(trial)).toMatchObject({
      studentStatus: 'UNOFFICIAL_STUDENT',
      studentAuditionStatusEnums: 'Y',
    });

    const whiteList = async (s: { session: string; login: typeof official.login }) =>
      (
        (
          await call(app, s.session, s.login, 'config.parentConfigByGroup', {
            body: { group: 'parent', nameList: ['wrongSetSwitch'] },
          })
        ).data as { wrongSetSwitch: { whiteList: string[] } }
      ).wrongSetSwitch.whiteList;
    expect(await whiteList(official)).toContain(official.login.userId);
    expect(await whiteList(trial)).not.toContain(trial.login.userId);

    const categories = async (s: { session: string; login: typeof official.login }) =>
      ((await call(app, s.session, s.login, 'app.getCourseStudyList')).data as { courseType: number }[]).map(
        (c) => c.courseType,
      );
    expect(await categories(official)).toContain(1);
    expect(await categories(trial)).toEqual([3]);
  });
});
