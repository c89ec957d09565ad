/**
 * The login screens' popups, loaded when first opened (lib/first-load/deferred) rather than with the screen:
 * with antd-mobile's Popup and Dialog they are half of the login route's first load. `preloadLoginPopups`
 * fetches them while the parent types, so a popup that opens after a tap opens without a wait.
 */
import { lazy } from 'react';

const areaCodePicker = () => import('../components/AreaCodePicker');
const sliderCaptcha = () => import('../components/SliderCaptcha');
const deviceLimitDialog = () => import('../components/DeviceLimitDialog');
const rebindConfirm = () => import('../components/RebindConfirm');
const classHourDialog = () => import('../components/ClassHourDialog');

export const LazyAreaCodePicker = lazy(() => areaCodePicker().then((m) => ({ default: m.AreaCodePicker })));
export const LazySliderCaptcha = lazy(() => sliderCaptcha().then((m) => ({ default: m.SliderCaptcha })));
export const LazyDeviceLimitDialog = lazy(() =>
  deviceLimitDialog().then((m) => ({ default: m.DeviceLimitDialog })),
);
export const LazyRebindConfirm = lazy(() => rebindConfirm().then((m) => ({ default: m.RebindConfirm })));
export const LazyClassHourDialog = lazy(() =>
  classHourDialog().then((m) => ({ default: m.ClassHourDialog })),
);

let preloaded = false;

export function preloadLoginPopups(): void {
  if (preloaded) return;
  preloaded = true;
  for (const load of [areaCodePicker, sliderCaptcha, deviceLimitDialog, rebindConfirm]) {
    load().catch(() => {
      // A failed preload is retried by the popup's own lazy import when it opens.
      preloaded = false;
    });
  }
}
