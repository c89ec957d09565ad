/** Catalogue: my-classes scenarios, the lesson list by course type, the growth share pages (doc 3 §2). */
import { COURSE_TYPE, GROWTH_SHARE_INVALID_CODE, LESSON_STATUS } from '@wonder/contracts';
import { growthShareKey, PERSONAS } from '@wonder/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../support/app';
import { call, sessionWith } from './support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ seed: 41 });
});
afterAll(async () => app.close());

type Lesson = { startTime?: string | null; lessonStatus: number; subject: number };

describe('my classes', () => {
  it("'course-categories-fail' and 'course-categories-empty' answer the category list", async () => {
    const failing = await sessionWith(app, ['course-categories-fail']);
    const r = await call(app, failing.session, failing.login, 'app.getCourseStudyList');
    expect(r.code).toBe('50000000');
    const empty = await sessionWith(app, ['course-categories-empty']);
    expect((await call(app, empty.session, empty.login, 'app.getCourseStudyList')).data).toEqual([]);
  });

  it('the lesson list follows the course type and group asked for', async () => {
    const { session, login } = await sessionWith(app, ['default']);
    const lessons = async (body: Record<string, unknown>) =>
      (await call(app, session, login, 'app.getClassLessonList', { body })).data as Lesson[];
    const live = await lessons({ courseType: COURSE_TYPE.LIVE, groupId: 1234 });
    expect(live.length).toBeGreaterThan(2);
    expect(live.every((l) => l.startTime)).toBe(true);
    expect(live.map((l) => l.lessonStatus)).toContain(LESSON_STATUS.FINISHED);
    const recorded = await lessons({ courseType: COURSE_TYPE.RECORDED, groupId: 1234 });
    expect(recorded.every((l) => !l.startTime)).toBe(true);
    const tasks = await lessons({ courseType: COURSE_TYPE.OTHER });
    expect(new Set(tasks.map((l) => l.subject)).size).toBeGreaterThan(1);
  });

  it("'class-lessons-fail' fails the lesson list only", async () => {
    const { session, login } = await sessionWith(app, ['class-lessons-fail']);
    const r = await call(app, session, login, 'app.getClassLessonList', {
      body: { courseType: COURSE_TYPE.LIVE, groupId: 1 },
    });
    expect(r.code).toBe('50000000');
    expect((await call(app, session, login, 'app.getCourseStudyList')).code).toBe('00000000');
  });
});

describe('growth share pages', () => {
  it("open the key's child without a token, whoever the session plays", async () => {
    const { session, login } = await sessionWith(app, ['default']);
    const trial = PERSONAS['trial-y'];
    const r = await call(app, session, login, 'app.growSharedLearningReport', {
      query: { shareKey: growthShareKey(trial, 'report') },
      headers: {},
    });
    expect(r.code).toBe('00000000');
    expect(r.data).toMatchObject({ kidName: trial.kidName, report: { title: '动态学情报告' } });
    const plan = await call(app, session, login, 'app.growSharedStudyPlan', {
      query: { shareKey: growthShareKey(trial, 'plan') },
    });
    expect(plan.data).toMatchObject({
      kidName: trial.kidName,
      plan: { shareKey: growthShareKey(trial, 'plan') },
    });
  });

  it('an unknown or mistyped key is withdrawn', async () => {
    const { session, login } = await sessionWith(app, ['default']);
    const official = PERSONAS.official;
    for (const [id, key] of [
      ['app.growSharedLearningReport', 'not-a-key'],
      // A plan key does not open the report.
      ['app.growSharedLearningReport', growthShareKey(official, 'plan')],
      ['app.growSharedStudyPlan', growthShareKey(official, 'report')],
    ] as const) {
      const r = await call(app, session, login, id, { query: { shareKey: key } });
      expect(r.code, `${id} ${key}`).toBe(GROWTH_SHARE_INVALID_CODE);
    }
  });
});
