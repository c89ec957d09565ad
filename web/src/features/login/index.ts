/**
 * The login feature's public entry: the screens the route table loads (LoginPage for /login,
 * SelectAgePage for /selectAgePage), and the presentational components, hooks, texts and pure helpers
 * that Storybook and tests use. Nothing outside this folder imports deeper than this file.
 */

export * from './api/crypto';
export * from './api/login-api';
export * from './api/protocol';
export * from './api/queries';
export { AgeSelection, DEFAULT_AGE } from './components/AgeSelection';
export { AreaCodePicker, type AreaCodePickerProps } from './components/AreaCodePicker';
export { DeviceLimitDialog } from './components/DeviceLimitDialog';
export { LoginLayout } from './components/LoginLayout';
export { PasswordForm } from './components/PasswordForm';
export { RebindConfirm } from './components/RebindConfirm';
export { SliderCaptcha } from './components/SliderCaptcha';
export { SmsForm } from './components/SmsForm';
export * from './rules/area-codes';
export * from './rules/captcha-geometry';
export * from './rules/constants';
export * from './rules/login-errors';
export * from './rules/login-state';
export * from './rules/protocol';
export * from './rules/validation';
export * from './texts';
