/**
 * The login feature's public entry: the screens the route table loads (LoginPage for /login,
 * SelectAgePage for /selectAgePage), and the presentational components, hooks, texts and pure helpers
 * that Storybook and tests use. Nothing outside this folder imports deeper than this file.
 */

export * from './api/crypto';
export * from './api/login-api';
export * from './api/protocol';
export * from './api/queries';
export { AgeSelection, type AgeSelectionProps, DEFAULT_AGE } from './components/AgeSelection';
export { AreaCodePicker, type AreaCodePickerProps } from './components/AreaCodePicker';
export { ClassHourDialog, type ClassHourDialogProps } from './components/ClassHourDialog';
export { DeviceLimitDialog, type DeviceLimitDialogProps } from './components/DeviceLimitDialog';
export { type AgreementLink, LoginLayout, type LoginLayoutProps } from './components/LoginLayout';
export { PasswordForm, type PasswordFormProps } from './components/PasswordForm';
export { PhoneField, type PhoneFieldProps } from './components/PhoneField';
export { ProtocolView, type ProtocolViewProps } from './components/ProtocolView';
export { RebindConfirm, type RebindConfirmProps } from './components/RebindConfirm';
export {
  SliderCaptcha,
  type SliderCaptchaProps,
  type SliderCaptchaState,
  type SliderPhase,
} from './components/SliderCaptcha';
export { SmsForm, type SmsFormProps, sendButtonLabel } from './components/SmsForm';
export { LoginPage, type LoginPageProps } from './containers/LoginPage';
export { ProtocolPage } from './containers/ProtocolPage';
export { SelectAgePage } from './containers/SelectAgePage';
export { useSliderCaptcha } from './containers/use-slider-captcha';
export * from './rules/area-codes';
export * from './rules/captcha-geometry';
export * from './rules/constants';
export * from './rules/login-errors';
export * from './rules/login-state';
export * from './rules/protocol';
export * from './rules/validation';
export * from './texts';
