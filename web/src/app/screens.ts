/**
 * Path → screen: the one thing app/ adds to the route table (lib/routes.ts). Each screen is a lazy import of
 * its feature's screens module (features/<x>/screens.ts: the screens only, so the route's chunk carries no
 * component a screen loads lazily); its chunk loads when the route is first visited. A route without a
 * screen is one whose content no document describes: it renders the app-only page (app/AppOnlyScreen.tsx).
 * To add a screen, add its line here; nothing else in app/ changes.
 */
import type { ComponentProps, ComponentType } from 'react';
import type { RoutePath } from '../lib/routes';
import type { ScreenPath } from './screen-paths';

/** Resolves to the screen component; the router renders it without props, so a screen's props are optional. */
export type ScreenLoader = () => Promise<ComponentType>;

// One loader per screens module: the bundle then carries one preload wrapper per module, not one per route.
const login = () => import('../features/login/screens/login');
const home = () => import('../features/home/screens');
const parentCentre = () => import('../features/parent-centre/screens');
const myClasses = () => import('../features/my-classes/screens');
const growth = () => import('../features/growth/screens');
const stepUpEducation = () => import('../features/step-up/screens/education');
const shiftCentre = () => import('../features/step-up/screens/shift-centre');
const higherLevelShift = () => import('../features/step-up/screens/higher-level-shift');
const stepUpEntrance = () => import('../features/step-up/screens/entrance');
const download = () => import('../features/download/screens');
const selectAge = () => import('../features/login/screens/select-age');
const protocol = () => import('../features/login/screens/protocol');
const freshment = () => import('../features/freshment/screens');

export const SCREENS = {
  '/login': () => login().then((m) => m.LoginPage),
  '/protocol': () => protocol().then((m) => m.ProtocolPage),
  '/userAgreement': () => protocol().then((m) => m.ProtocolPage),
  '/userPrivacy': () => protocol().then((m) => m.ProtocolPage),
  '/userChildrenPrivacy': () => protocol().then((m) => m.ProtocolPage),
  '/index': () => home().then((m) => m.HomePage),
  '/parentsCenter': () => parentCentre().then((m) => m.ParentsCenterPage),
  '/myTabClass': () => myClasses().then((m) => m.MyTabClassPage),
  '/growUp/studyPlan': () => growth().then((m) => m.StudyPlanTabPage),
  '/growUp/situation': () => growth().then((m) => m.SituationTabPage),
  '/growUp/growReportList': () => growth().then((m) => m.GrowReportListTabPage),
  '/furtherShiftClassCenter': () => shiftCentre().then((m) => m.ShiftCenterPage),
  '/furtherShiftClassCenter/furtherShiftClass': () => shiftCentre().then((m) => m.ShiftClassPage),
  '/furtherShiftClassCenter/furtherChoiceTime': () => shiftCentre().then((m) => m.ChoiceTimePage),
  '/growUp/situation/share': () => growth().then((m) => m.SituationSharePage),
  '/growUp/situation/schedule': () => growth().then((m) => m.ScheduleSharePage),
  '/growUp/situation/v1/share': () => growth().then((m) => m.SituationV1SharePage),
  '/growUp/studyPlan/share': () => growth().then((m) => m.StudyPlanSharePage),
  '/myClassList': () => myClasses().then((m) => m.LessonListPage),
  '/myClassHour': () => parentCentre().then((m) => m.MyClassHourPage),
  '/option': () => parentCentre().then((m) => m.OptionPage),
  '/evaReportList': () => growth().then((m) => m.EvaReportListPage),
  '/downloadApp': () => download().then((m) => m.DownloadAppPage),
  '/downloadAppPc': () => download().then((m) => m.DownloadAppPcPage),
  '/iframePage': () => myClasses().then((m) => m.IframePage),
  '/courseList': () => myClasses().then((m) => m.LessonListPage),
  '/furtherEducation': () => stepUpEducation().then((m) => m.EducationPage),
  '/furtherEducationEnter': () => stepUpEntrance().then((m) => m.EnterPage),
  '/selectAgePage': () => selectAge().then((m) => m.SelectAgePage),
  '/freshmentEnrollment': () => freshment().then((m) => m.FreshmentEnrollmentPage),
  '/commonGuide': () => download().then((m) => m.CommonGuidePage),
  '/higherLevelLogin': () => stepUpEntrance().then((m) => m.HigherLevelLoginPage),
  '/higherLevel': () => stepUpEntrance().then((m) => m.HigherLevelPage),
  '/higherLevelWaiting': () => stepUpEntrance().then((m) => m.HigherLevelPage),
  '/higherLevelOriginal': () => stepUpEntrance().then((m) => m.HigherLevelPage),
  '/higherLevelGrouping': () => stepUpEntrance().then((m) => m.HigherLevelPage),
  '/higherLevelCompleted': () => stepUpEntrance().then((m) => m.HigherLevelPage),
  '/higherLevelSelectClass': () => higherLevelShift().then((m) => m.HigherLevelSelectClassPage),
  '/higherLevelSelectTime': () => higherLevelShift().then((m) => m.HigherLevelSelectTimePage),
} as const satisfies { readonly [P in ScreenPath]: ScreenLoader };

export type { ScreenPath };

/** The props of the screen at a path (what a story may pass it). */
export type ScreenProps<P extends ScreenPath> = ComponentProps<Awaited<ReturnType<(typeof SCREENS)[P]>>>;

export function screenOf(path: RoutePath): ScreenLoader | undefined {
  return (SCREENS as { readonly [P in RoutePath]?: ScreenLoader })[path];
}
