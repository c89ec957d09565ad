/**
 * What the password and SMS forms share: the form element (submit ignored while submitting), the phone
 * field with its area code, the validation message, the submit button. Each form puts its own second
 * field in `children` and anything below the button in `footer`.
 */
import type { FormEvent, ReactNode } from 'react';
import { loginTexts } from '../texts';
import { PhoneField } from './PhoneField';
import './login.css';

export interface PhoneFormProps {
  phone: string;
  areaCode: string;
  areaCodesReady: boolean;
  /** The validation message to show (手机号码不能为空！ …), or null. */
  error?: string | null;
  submitting?: boolean;
  onPhoneChange(phone: string): void;
  onAreaPress(): void;
  onSubmit(): void;
}

interface LoginFormFrameProps extends PhoneFormProps {
  /** Accessible name of the form (the mode's tab label). */
  label: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function LoginFormFrame(props: LoginFormFrameProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!props.submitting) props.onSubmit();
  };
  return (
    <form className="wp-login-form" onSubmit={submit} noValidate aria-label={props.label}>
      <PhoneField
        phone={props.phone}
        areaCode={props.areaCode}
        areaCodesReady={props.areaCodesReady}
        onPhoneChange={props.onPhoneChange}
        onAreaPress={props.onAreaPress}
      />
      {props.children}
      <p className="wp-login-error" role="alert">
        {props.error ?? ''}
      </p>
      {/* A plain button: antd-mobile's would bring its animation library into /login's first load. */}
      <button type="submit" className="wp-login-submit" aria-busy={props.submitting || undefined}>
        {props.submitting && <span className="wp-login-submit__spinner" aria-hidden="true" />}
        {loginTexts.submit}
      </button>
      {props.footer}
    </form>
  );
}
