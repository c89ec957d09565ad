/**
 * Growth-tab report calls. The spec says "not shown" for all of them (doc 3 §7), so each path and shape is
 * chosen: the minimum the three tabs need (learning plan, dynamic study situation, evaluation reports),
 * on the main API under /v1/growUp/, with the token in the query like the other main-API GETs.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  EvaReportItemSchema,
  LearningReportSchema,
  SharedLearningReportSchema,
  SharedStudyPlanSchema,
  StudyPlanSchema,
} from '../entities/growth';
import { SubjectIdSchema } from '../enums';

const token = z.string().check(z.minLength(1));
const shareKey = z.string().check(z.minLength(1));
const classId = z.coerce.number().check(z.int(), z.positive());
const chosenNote =
  'Growth report calls are not shown (doc3 §7); path and shape chosen for what the tab renders.';

export const growthEndpoints = {
  studyPlan: defineEndpoint({
    id: 'app.growStudyPlan',
    host: 'app',
    method: 'GET',
    path: '/v1/growUp/getStudyPlan',
    pathSource: 'chosen',
    summary: 'Growth tab 1: the learning plan of the current class (doc3 §2)',
    note: `${chosenNote} attendClass is the child's current class (the last attendClassVoList entry).`,
    headers: ['session'],
    query: z.object({ token, attendClass: z.optional(classId) }),
    data: StudyPlanSchema,
  }),
  learningReport: defineEndpoint({
    id: 'app.growLearningReport',
    host: 'app',
    method: 'GET',
    path: '/v1/growUp/getLearningReport',
    pathSource: 'chosen',
    summary:
      'Growth tab 2: the dynamic study situation report (动态学情报告) with its sections and medals (doc3 §3)',
    note: `${chosenNote} catePid is the current step's category (set from the matching attendClass).`,
    headers: ['session'],
    query: z.object({ token, attendClass: z.optional(classId), catePid: z.optional(classId) }),
    data: LearningReportSchema,
  }),
  evaReportList: defineEndpoint({
    id: 'app.growEvaReportList',
    host: 'app',
    method: 'GET',
    path: '/v1/growUp/getEvaReportList',
    pathSource: 'chosen',
    summary:
      'Growth tab 3 and /evaReportList: the evaluation reports, optionally by category and subject (doc3 §2)',
    note: chosenNote,
    headers: ['session'],
    query: z.object({
      token,
      cateId: z.optional(classId),
      subject: z.optional(z.pipe(z.coerce.number(), SubjectIdSchema)),
    }),
    data: z.array(EvaReportItemSchema),
  }),
  sharedStudyPlan: defineEndpoint({
    id: 'app.growSharedStudyPlan',
    host: 'app',
    method: 'GET',
    path: '/v1/growUp/share/getStudyPlan',
    pathSource: 'chosen',
    summary: 'Token-free share pages /growUp/studyPlan/share and /growUp/situation/schedule (doc3 §2)',
    note:
      `${chosenNote} A share page has no token: the plan's shareKey opens a read-only copy with the ` +
      "child's name and avatar; an unknown key answers GROWTH_SHARE_INVALID_CODE.",
    query: z.object({ shareKey }),
    data: SharedStudyPlanSchema,
  }),
  sharedLearningReport: defineEndpoint({
    id: 'app.growSharedLearningReport',
    host: 'app',
    method: 'GET',
    path: '/v1/growUp/share/getLearningReport',
    pathSource: 'chosen',
    summary: 'Token-free share pages /growUp/situation/share and /growUp/situation/v1/share (doc3 §2)',
    note:
      `${chosenNote} A share page has no token: the report's shareKey opens a read-only copy with the ` +
      "child's name and avatar; an unknown key answers GROWTH_SHARE_INVALID_CODE.",
    query: z.object({ shareKey }),
    data: SharedLearningReportSchema,
  }),
} as const;
