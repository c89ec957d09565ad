/**
 * The token-free growth share pages (app.growSharedStudyPlan, app.growSharedLearningReport): the share key
 * names the child whose plan or report it opens, whoever opens the link; an unknown key is withdrawn.
 */
import { endpoints, GROWTH_SHARE_INVALID_CODE, type LearningReport, type StudyPlan } from '@wonder/contracts';
import { growthShareKey, PERSONAS, type Persona, successData } from '@wonder/fixtures';
import { defineHandler } from '../define';
import { fail, ok } from '../result';

export const SHARE_INVALID_MESSAGE = '分享链接已失效';

function personaOfKey(key: string, kind: 'plan' | 'report'): Persona | undefined {
  return Object.values(PERSONAS).find((p) => growthShareKey(p, kind) === key);
}

function child(persona: Persona, now: number) {
  const info = successData(endpoints.session.getPersonInfo.id, persona, now) as { headImg: string };
  return { kidName: persona.kidName, headImg: info.headImg };
}

export const sharedStudyPlan = defineHandler(endpoints.growth.sharedStudyPlan, (ctx) => {
  const persona = personaOfKey(ctx.query.shareKey, 'plan');
  if (!persona) return fail(GROWTH_SHARE_INVALID_CODE, SHARE_INVALID_MESSAGE);
  const plan = successData(endpoints.growth.studyPlan.id, persona, ctx.now) as StudyPlan;
  return ok({ ...child(persona, ctx.now), plan });
});

export const sharedLearningReport = defineHandler(endpoints.growth.sharedLearningReport, (ctx) => {
  const persona = personaOfKey(ctx.query.shareKey, 'report');
  if (!persona) return fail(GROWTH_SHARE_INVALID_CODE, SHARE_INVALID_MESSAGE);
  const report = successData(endpoints.growth.learningReport.id, persona, ctx.now) as LearningReport;
  return ok({ ...child(persona, ctx.now), report });
});
