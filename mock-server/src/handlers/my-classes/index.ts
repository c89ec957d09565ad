/** Stateful handlers of my classes (contracts `endpoints.myClasses`). */
import type { DefinedHandler } from '../define';
import { classLessonList } from './class-lessons';

export const myClassesHandlers: readonly DefinedHandler[] = [classLessonList];
