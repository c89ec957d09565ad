/**
 * Catalogue: the step-up scenarios (doc 3 §2 entry routing, §4, §8) and the step-up handlers' session
 * state (type, status, plan times, chosen class, keep-alive pings).
 */
import { decodeCycle, decodePlanTime, STEP_UP_INELIGIBLE } from '@wonder/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ineligibleAnswer, STEP_UP_FAILURE } from '../../src/handlers/step-up/flow';
import { DEFAULT_KEEP_ALIVE_LIMIT } from '../../src/scenarios/catalogue/step-up';
import { SESSION_HEADER } from '../../src/world/session';
import { adminLogin, type Login, testApp } from '../support/app';
import { advanceClock, call, parseSpecDate, resetSession, sessionWith, useScenarios } from './support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ seed: 34 });
});
afterAll(async () => app.close());

type Info = {
  type: number;
  status: number;
  planTime?: string | null;
  releaseTime?: string | null;
  newClassId?: number | null;
  newTeacherId?: number | null;
  newFirstTime?: string | null;
  newCycle?: string | null;
};
type ClassItem = {
  classId: number;
  cycle: [string, string];
  firstLiveTime: string;
  teacher: { id: number }[];
};

const info = async (session: string, login: Login) => call(app, session, login, 'ems.stepUpInfo');
const infoData = async (session: string, login: Login) => (await info(session, login)).data as Info;

describe('entry routing rows', () => {
  const rows: [
    string,
    { type: number; status: number; plan: boolean; recommend: boolean; update: '0' | '1' },
  ][] = [
    ['step-up-t2-s1', { type: 2, status: 1, plan: false, recommend: true, update: '1' }],
    ['step-up-t2-s1-no-recommend', { type: 2, status: 1, plan: false, recommend: false, update: '1' }],
    ['step-up-t2-s1-switch-off', { type: 2, status: 1, plan: false, recommend: true, update: '0' }],
    ['step-up-t2-s2-plan', { type: 2, status: 2, plan: true, recommend: true, update: '1' }],
    ['step-up-t2-s2-no-plan', { type: 2, status: 2, plan: false, recommend: true, update: '1' }],
    ['step-up-t3-s2-plan', { type: 3, status: 2, plan: true, recommend: true, update: '1' }],
    ['step-up-t3-s2-no-plan', { type: 3, status: 2, plan: false, recommend: true, update: '1' }],
    ['step-up-t3-s1', { type: 3, status: 1, plan: false, recommend: true, update: '1' }],
    ['step-up-s3', { type: 2, status: 3, plan: true, recommend: true, update: '1' }],
  ];
  for (const [id, want] of rows) {
    it(`'${id}': type ${want.type}, status ${want.status}, planTime ${want.plan}, recommended ${want.recommend}, switch '${want.update}'`, async () => {
      const { session, login } = await sessionWith(app, [id]);
      const r = await info(session, login);
      expect(r.code).toBe(200);
      const d = r.data as Info;
      expect([d.type, d.status]).toEqual([want.type, want.status]);
      expect(decodePlanTime(d.planTime).length > 0).toBe(want.plan);
      const list = (await call(app, session, login, 'ems.stepUpResourcesList')).data as {
        recommend: unknown[];
      };
      expect(list.recommend.length > 0).toBe(want.recommend);
      const update = (await call(app, session, login, 'partner.getUpdateStatus')).data as { status: string };
      expect(update.status).toBe(want.update);
      expect((await call(app, session, login, 'ems.stepUpResourcesCheck')).data).toBe(true);
    });
  }
});

describe('grouping countdown', () => {
  it("'step-up-grouping': the release date stays put while the session clock runs the countdown down", async () => {
    const { session, login } = await sessionWith(app, ['step-up-grouping']);
    const first = await info(session, login);
    const d1 = first.data as Info;
    expect([d1.status, decodePlanTime(d1.planTime).length > 0]).toEqual([2, true]);
    const release = parseSpecDate(d1.releaseTime as string);
    const t1 = first.body.time as number;
    const left1 = release - t1;
    expect(left1).toBeGreaterThan(86_400_000);
    const switches1 = (await call(app, session, login, 'app.getOptionSwitch')).data as {
      time?: string | null;
    }[];

    await advanceClock(app, session, 86_400_000);
    const second = await info(session, login);
    const d2 = second.data as Info;
    expect(d2.releaseTime).toBe(d1.releaseTime);
    const left2 = release - (second.body.time as number);
    expect(left1 - left2).toBeGreaterThanOrEqual(86_400_000);
    expect(left1 - left2).toBeLessThan(86_400_000 + 60_000);
    const switches2 = (await call(app, session, login, 'app.getOptionSwitch')).data as {
      time?: string | null;
    }[];
    expect(switches2).toEqual(switches1);
    expect(switches1[5]?.time).toBe((d1.releaseTime as string).slice(0, 10));
  });
});

describe('ineligible students', () => {
  for (const code of Object.values(STEP_UP_INELIGIBLE)) {
    it(`'step-up-ineligible-${code}': the info answers 201 with studentCode ${code}`, async () => {
      const { session, login } = await sessionWith(app, [`step-up-ineligible-${code}`]);
      const r = await info(session, login);
      expect(r.status).toBe(200);
      expect(r.code).toBe(201);
      expect(r.message).toBe(STEP_UP_FAILURE.ineligible[code]);
      expect(r.data).toBeNull();
      // studentCode goes beside the code (the ems family's envelope extra), on the wire.
      expect(r.body.studentCode).toBe(code);
      expect(ineligibleAnswer(code)).toMatchObject({ kind: 'fail', code: 201, extra: { studentCode: code } });
    });
  }

  it('a trial student is NOT_STUDENT (10001)', async () => {
    const { session, login } = await sessionWith(app, ['trial-y']);
    const r = await info(session, login);
    expect([r.code, r.message]).toEqual([201, STEP_UP_FAILURE.ineligible[STEP_UP_INELIGIBLE.NOT_STUDENT]]);
  });
});

describe('201 on writes', () => {
  it("'change-class-201': changeClass answers 201 and nothing changes", async () => {
    const { session, login } = await sessionWith(app, ['change-class-201']);
    const r = await call(app, session, login, 'ems.stepUpChangeClass');
    expect([r.code, r.message]).toEqual([201, '该班级名额已满，请选择其他班级']);
    expect((await infoData(session, login)).status).toBe(1);
    expect((await call(app, session, login, 'ems.stepUpSubmitPlanTime')).code).toBe(200);
  });

  it("'submit-plan-time-201': submitPlanTime answers 201 and no planTime is saved", async () => {
    const { session, login } = await sessionWith(app, ['submit-plan-time-201']);
    const r = await call(app, session, login, 'ems.stepUpSubmitPlanTime');
    expect([r.code, r.message]).toEqual([201, '意向时间提交失败，请稍后重试']);
    const d = await infoData(session, login);
    expect(decodePlanTime(d.planTime)).toEqual([]);
    expect(d.status).toBe(1);
  });
});

describe('identity check', () => {
  it("'step-up-check-fails' on a row: the check answers 201, the row's own data stays", async () => {
    const { session, login } = await sessionWith(app, ['step-up-t3-s1', 'step-up-check-fails']);
    const r = await call(app, session, login, 'ems.stepUpResourcesCheck');
    expect([r.code, r.message]).toEqual([201, STEP_UP_FAILURE.checkFailed]);
    expect(await infoData(session, login)).toMatchObject({ type: 3, status: 1 });
  });
});

describe('keep-alive', () => {
  it(`'keep-alive-201-after-n': ${DEFAULT_KEEP_ALIVE_LIMIT} pings answer 200, then 201; a reset starts over`, async () => {
    const { session, login } = await sessionWith(app, ['keep-alive-201-after-n']);
    const codes = [];
    for (let i = 0; i < DEFAULT_KEEP_ALIVE_LIMIT + 2; i++) {
      codes.push((await call(app, session, login, 'ems.stepUpResourcesKeep')).code);
    }
    expect(codes).toEqual([...Array(DEFAULT_KEEP_ALIVE_LIMIT).fill(200), 201, 201]);
    expect(app.mock.sessions.get(session).world.keepAlivePings).toBe(DEFAULT_KEEP_ALIVE_LIMIT + 2);

    await resetSession(app, session);
    expect(app.mock.sessions.get(session).world.keepAlivePings).toBe(0);
    await useScenarios(app, session, ['keep-alive-201-after-n']);
    const relogin = await adminLogin(app, session);
    expect((await call(app, session, relogin, 'ems.stepUpResourcesKeep')).code).toBe(200);
  });

  it("'keep-alive-lost': the first ping already answers 201", async () => {
    const { session, login } = await sessionWith(app, ['keep-alive-lost']);
    const r = await call(app, session, login, 'ems.stepUpResourcesKeep');
    expect([r.code, r.message]).toEqual([201, STEP_UP_FAILURE.keepAliveLost]);
  });

  it("'default' never loses the lock (30 pings, the app's maximum)", async () => {
    const { session, login } = await sessionWith(app, ['default']);
    for (let i = 0; i < 30; i++)
      expect((await call(app, session, login, 'ems.stepUpResourcesKeep')).code).toBe(200);
    expect(app.mock.sessions.get(session).world.keepAlivePings).toBe(30);
  });
});

describe('head teacher', () => {
  it("'head-teacher-present': the admin call answers the head master", async () => {
    const { session, login } = await sessionWith(app, ['head-teacher-present']);
    const r = await call(app, session, login, 'partner.admin', { body: { id: login.userId } });
    expect(r.code).toBe(0);
    expect(r.data).toEqual({ id: expect.any(Number), mobile: expect.stringMatching(/^1\d{10}$/) });
  });

  it("'head-teacher-absent': the admin call answers null", async () => {
    const { session, login } = await sessionWith(app, ['head-teacher-absent']);
    const r = await call(app, session, login, 'partner.admin', { body: { id: login.userId } });
    expect(r.code).toBe(0);
    expect(r.data).toBeNull();
    expect(
      ((await call(app, session, login, 'partner.getUserPushStatus')).data as { status: string }).status,
    ).toBe('1');
  });
});

describe('step-up writes persist in the session', () => {
  it('updateType makes a PAGEN student PAGEY; confirm completes; a reset forgets both', async () => {
    const { session, login } = await sessionWith(app, ['step-up-t3-s1']);
    expect((await infoData(session, login)).type).toBe(3);
    expect((await call(app, session, login, 'ems.stepUpUpdateType')).code).toBe(200);
    const pagey = await infoData(session, login);
    expect([pagey.type, pagey.status]).toEqual([2, 1]);
    expect(pagey.newTeacherId).toEqual(expect.any(Number));
    expect((await call(app, session, login, 'ems.stepUpConfirm')).code).toBe(200);
    expect(await infoData(session, login)).toMatchObject({ type: 2, status: 3 });

    await resetSession(app, session);
    await useScenarios(app, session, ['step-up-t3-s1']);
    const relogin = await adminLogin(app, session);
    expect(await infoData(session, relogin)).toMatchObject({ type: 3, status: 1 });
  });

  it('submitPlanTime saves the ranges (info and applyCycle) and moves a waiting student to grouping', async () => {
    const { session, login } = await sessionWith(app, ['step-up-t2-s1-no-recommend']);
    const ranges = [
      [
        { w: 2, h: 18, m: 30 },
        { w: 4, h: 19, m: 0 },
      ],
      [
        { w: 6, h: 9, m: 0 },
        { w: 7, h: 10, m: 30 },
      ],
    ];
    const plan = JSON.stringify(ranges);
    const r = await call(app, session, login, 'ems.stepUpSubmitPlanTime', {
      body: { plan_time: plan, plan_step_id: 777 },
    });
    expect(r.code).toBe(200);
    const d = (await infoData(session, login)) as Info & { planStepId?: number };
    expect(decodePlanTime(d.planTime)).toEqual(ranges);
    expect([d.status, d.planStepId]).toEqual([2, 777]);
    const classes = (await call(app, session, login, 'ems.stepUpClassResourceList')).data as {
      applyCycle: unknown[];
    };
    expect(classes.applyCycle).toEqual([
      { week1: 2, week2: 4, time1: '18:30', time2: '19:00' },
      { week1: 6, week2: 7, time1: '09:00', time2: '10:30' },
    ]);
  });

  it('changeClass joins the chosen class: its id, teacher, first lesson and cycle; status 3', async () => {
    const { session, login } = await sessionWith(app, ['step-up-t2-s1']);
    const list = (await call(app, session, login, 'ems.stepUpResourcesList')).data as {
      recommend: ClassItem[];
    };
    const chosen = list.recommend[1] as ClassItem;
    const r = await call(app, session, login, 'ems.stepUpChangeClass', {
      body: { class_id: chosen.classId },
    });
    expect(r.code).toBe(200);
    const d = await infoData(session, login);
    expect(d).toMatchObject({
      status: 3,
      newClassId: chosen.classId,
      newTeacherId: chosen.teacher[0]?.id,
      newFirstTime: chosen.firstLiveTime,
    });
    expect(decodeCycle(d.newCycle).map((c) => c.time)).toEqual(chosen.cycle.map((c) => c.split(' ')[1]));
  });

  it('writes belong to the student: another step-up persona in the same session starts clean', async () => {
    const { session, login } = await sessionWith(app, ['step-up-t3-s1']);
    await call(app, session, login, 'ems.stepUpUpdateType');
    expect((await infoData(session, login)).type).toBe(2);
    await useScenarios(app, session, ['step-up-t3-s2-no-plan']);
    expect(await infoData(session, login)).toMatchObject({ type: 3, status: 2 });
    await useScenarios(app, session, ['step-up-t3-s1']);
    expect((await infoData(session, login)).type).toBe(2);
  });

  it('the all-classes chooser pages by page/pageSize', async () => {
    const { session, login } = await sessionWith(app, ['step-up-t2-s1']);
    const whole = (await call(app, session, login, 'ems.stepUpClassResourceList')).data as {
      all: ClassItem[];
    };
    const pageOf = async (page: number) =>
      (
        (await call(app, session, login, 'ems.stepUpClassResourceList', { body: { page, pageSize: 5 } }))
          .data as {
          all: ClassItem[];
        }
      ).all;
    const pages = [await pageOf(1), await pageOf(2), await pageOf(3), await pageOf(4)];
    expect(pages.map((p) => p.length)).toEqual([5, 5, whole.all.length - 10, 0]);
    expect(pages.flat()).toEqual(whole.all);
  });
});

describe('the info refused without an ineligibility code', () => {
  it("'step-up-info-201': the info answers 201 with its msg and no studentCode", async () => {
    const { session, login } = await sessionWith(app, ['step-up-t2-s1', 'step-up-info-201']);
    const r = await info(session, login);
    expect([r.code, r.message]).toEqual([201, STEP_UP_FAILURE.infoFailed]);
    expect(r.body.studentCode ?? null).toBeNull();
  });
});

describe('the learning partner: service token and grey host (doc 3 §6, §7)', () => {
  const partnerAdmin = (prefix: string, session: string, token: string, userId: string) =>
    app.inject({
      method: 'POST',
      url: `${prefix}/core/callback/admin`,
      headers: { [SESSION_HEADER]: session, token },
      payload: { id: userId, fields: 'id,mobile' },
    });

  it('getServiceToken issues a token the partner host accepts, on its usual and its grey prefix', async () => {
    const { session, login } = await sessionWith(app, ['step-up-t2-s1', 'partner-grey']);
    const svc = await call(app, session, login, 'app.getServiceToken', {
      query: { serviceName: 'learning-partner' },
    });
    expect(svc.code).toBe('00000000');
    const token = svc.data as string;
    expect(token).not.toBe(login.token);
    // Asking again answers the same token (nothing else in the session's token table is evicted).
    expect(
      (await call(app, session, login, 'app.getServiceToken', { query: { serviceName: 'learning-partner' } }))
        .data,
    ).toBe(token);
    expect((await call(app, session, login, 'app.getIsGray')).data).toBe(true);
    for (const prefix of ['/partner', '/partner-gray']) {
      const r = await partnerAdmin(prefix, session, token, login.userId);
      expect([r.statusCode, r.json().code]).toEqual([200, 0]);
    }
    const unknown = await partnerAdmin('/partner-gray', session, 'svc-forged', login.userId);
    expect(unknown.json().code).toBe(1000014);
  });

  it('without the scenario the grey flag is false', async () => {
    const { session, login } = await sessionWith(app, ['step-up-t2-s1']);
    expect((await call(app, session, login, 'app.getIsGray')).data).toBe(false);
  });
});
