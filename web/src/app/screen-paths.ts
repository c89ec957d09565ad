/**
 * The paths that have a screen of their own; every other path of the route table renders the app-only page
 * (app/screens.ts maps each of these to its lazily loaded screen, and does not compile unless the two lists
 * agree). A module of names only, so tools that read no React (the e2e failure sweep, e2e/sweep/screens.ts)
 * can require a row for every screen.
 */
import type { RoutePath } from '../lib/routes';

export const SCREEN_PATHS = [
  '/login',
  '/protocol',
  '/userAgreement',
  '/userPrivacy',
  '/userChildrenPrivacy',
  '/index',
  '/parentsCenter',
  '/myTabClass',
  '/growUp/studyPlan',
  '/growUp/situation',
  '/growUp/growReportList',
  '/furtherShiftClassCenter',
  '/furtherShiftClassCenter/furtherShiftClass',
  '/furtherShiftClassCenter/furtherChoiceTime',
  '/growUp/situation/share',
  '/growUp/situation/schedule',
  '/growUp/situation/v1/share',
  '/growUp/studyPlan/share',
  '/myClassList',
  '/myClassHour',
  '/option',
  '/evaReportList',
  '/downloadApp',
  '/downloadAppPc',
  '/iframePage',
  '/courseList',
  '/furtherEducation',
  '/furtherEducationEnter',
  '/selectAgePage',
  '/freshmentEnrollment',
  '/commonGuide',
  '/higherLevelLogin',
  '/higherLevel',
  '/higherLevelWaiting',
  '/higherLevelOriginal',
  '/higherLevelGrouping',
  '/higherLevelCompleted',
  '/higherLevelSelectClass',
  '/higherLevelSelectTime',
] as const satisfies readonly RoutePath[];

export type ScreenPath = (typeof SCREEN_PATHS)[number];
