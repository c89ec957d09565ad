/** Stateful handlers of the growth tab (contracts `endpoints.growth`). */
import type { DefinedHandler } from '../define';
import { sharedLearningReport, sharedStudyPlan } from './share';

export const growthHandlers: readonly DefinedHandler[] = [sharedStudyPlan, sharedLearningReport];
