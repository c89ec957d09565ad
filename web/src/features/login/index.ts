/**
 * The login feature. app/features.ts picks the screens up from here: the default export (LoginPage) for
 * /login and SelectAgePage for /selectAgePage. The presentational components, the hooks and the pure
 * helpers are exported for Storybook and tests.
 */
export * from './api/login-api';
export * from './api/queries';
export * from './area-codes';
export * from './captcha-geometry';
export { AgeSelection, type AgeSelectionProps, DEFAULT_AGE } from './components/AgeSelection';
export { AreaCodePicker, type AreaCodePickerProps } from './components/AreaCodePicker';
export { ClassHourDialog, type ClassHourDialogProps } from './components/ClassHourDialog';
export { DeviceLimitDialog, type DeviceLimitDialogProps } from './components/DeviceLimitDialog';
export {
  type AgreementLink,
  LoginLayout,
  type LoginLayoutProps,
  type LoginMode,
} from './components/LoginLayout';
export { PasswordForm, type PasswordFormProps } from './components/PasswordForm';
export { PhoneField, type PhoneFieldProps } from './components/PhoneField';
export { RebindConfirm, type RebindConfirmProps } from './components/RebindConfirm';
export {
  SliderCaptcha,
  type SliderCaptchaProps,
  type SliderCaptchaState,
  type SliderPhase,
} from './components/SliderCaptcha';
export { SmsForm, type SmsFormProps, sendButtonLabel } from './components/SmsForm';
export * from './constants';
export { LoginPage, LoginPage as default, type LoginPageProps } from './containers/LoginPage';
export { SelectAgePage, type SelectAgePageProps } from './containers/SelectAgePage';
export { useSliderCaptcha } from './containers/use-slider-captcha';
export * from './crypto';
export { useCountdown } from './hooks/use-countdown';
export * from './login-errors';
export * from './validation';
