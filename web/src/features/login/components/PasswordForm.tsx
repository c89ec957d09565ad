/**
 * Password login form: phone (with area code), password, the validation message, submit and the
 * forgot-password link. Presentational: values and the message come in, edits and presses go out.
 */
import { Button } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { texts } from '../../../texts';
import { EyeIcon } from './icons';
import { PhoneField } from './PhoneField';
import './login.css';

export interface PasswordFormProps {
  phone: string;
  areaCode: string;
  password: string;
  areaCodesReady: boolean;
  /** The validation message to show (手机号码不能为空！ …), or null. */
  error?: string | null;
  submitting?: boolean;
  onPhoneChange(phone: string): void;
  onPasswordChange(password: string): void;
  onAreaPress(): void;
  onSubmit(): void;
  onForgotPassword?(): void;
}

export function PasswordForm(props: PasswordFormProps) {
  const [shown, setShown] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!props.submitting) props.onSubmit();
  };
  return (
    <form className="wp-login-form" onSubmit={submit} noValidate aria-label={texts.login.modePassword}>
      <PhoneField
        phone={props.phone}
        areaCode={props.areaCode}
        areaCodesReady={props.areaCodesReady}
        onPhoneChange={props.onPhoneChange}
        onAreaPress={props.onAreaPress}
      />
      <div className="wp-login-field">
        <input
          className="wp-login-input"
          type={shown ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          aria-label={texts.login.passwordPlaceholder}
          placeholder={texts.login.passwordPlaceholder}
          value={props.password}
          onChange={(e) => props.onPasswordChange(e.target.value)}
        />
        <button
          type="button"
          className="wp-icon-button wp-login-eye"
          aria-label={shown ? texts.login.hidePassword : texts.login.showPassword}
          aria-pressed={shown}
          onClick={() => setShown((v) => !v)}
        >
          <EyeIcon open={shown} />
        </button>
      </div>
      <p className="wp-login-error" role="alert">
        {props.error ?? ''}
      </p>
      <Button
        type="submit"
        block
        shape="rounded"
        color="primary"
        size="large"
        className="wp-login-submit"
        loading={props.submitting}
      >
        {texts.login.submit}
      </Button>
      {props.onForgotPassword && (
        <div className="wp-login-links">
          <button type="button" className="wp-link-button" onClick={props.onForgotPassword}>
            {texts.login.forgotPassword}
          </button>
        </div>
      )}
    </form>
  );
}
