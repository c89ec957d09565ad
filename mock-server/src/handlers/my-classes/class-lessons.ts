/**
 * The lessons behind a my-classes card (app.getClassLessonList): what the list holds depends on the course
 * type and group asked for (live, trial, recorded, or the study tasks when no group is given), which a
 * per-endpoint fixture cannot see.
 */
import { endpoints } from '@wonder/contracts';
import { classLessonsFor } from '@wonder/fixtures';
import { defineHandler } from '../define';
import { ok } from '../result';

export const classLessonList = defineHandler(endpoints.myClasses.classLessonList, (ctx) =>
  ok(classLessonsFor(ctx.persona, ctx.now, ctx.body)),
);
