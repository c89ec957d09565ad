/**
 * The step-up dialogs, loaded when first opened (lib/first-load/deferred.tsx) rather than with the screen:
 * antd-mobile's Dialog brings its animation and gesture libraries, about 36 kB gzip that were a fifth of
 * /furtherEducation's first load, for dialogs that only a tap or a write's answer opens.
 * `preloadStepUpDialogs` fetches them once the first view is drawn, so a dialog opens without a wait.
 */
import { lazy } from 'react';

const dialogs = () => import('../components/dialogs');

export const LazyStepUpNoticeDialog = lazy(() => dialogs().then((m) => ({ default: m.StepUpNoticeDialog })));
export const LazyTipsDialog = lazy(() => dialogs().then((m) => ({ default: m.TipsDialog })));
export const LazyHeadTeacherDialog = lazy(() => dialogs().then((m) => ({ default: m.HeadTeacherDialog })));
/** The 2021 entrance's first-visit modal: the other entrances never show it. */
export const LazyFirstVisitModal = lazy(() => dialogs().then((m) => ({ default: m.FirstVisitModal })));

/** Fetches the dialogs' chunk; a failed fetch is retried by the dialog's own lazy import when it opens. */
export function preloadStepUpDialogs(): void {
  dialogs().catch(() => {});
}
