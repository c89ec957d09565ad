/** Stateful handlers of the parent centre and my classes (contracts `endpoints.parentCentre`). */
import type { DefinedHandler } from '../define';
import { isSignIn } from './check-in';
import { classLessonList } from './class-lessons';

export const parentCentreHandlers: readonly DefinedHandler[] = [isSignIn, classLessonList];
