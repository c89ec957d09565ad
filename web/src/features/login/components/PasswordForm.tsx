/**
 * Password login form: phone (with area code), password, the validation message, submit and the
 * forgot-password link. Presentational: values and the message come in, edits and presses go out.
 */
import { useState } from 'react';
import { loginTexts } from '../texts';
import { EyeIcon } from './icons';
import { LoginFormFrame, type PhoneFormProps } from './LoginFormFrame';

export interface PasswordFormProps extends PhoneFormProps {
  password: string;
  onPasswordChange(password: string): void;
  onForgotPassword?(): void;
}

export function PasswordForm({ password, onPasswordChange, onForgotPassword, ...frame }: PasswordFormProps) {
  const [shown, setShown] = useState(false);
  return (
    <LoginFormFrame
      {...frame}
      label={loginTexts.modePassword}
      footer={
        onForgotPassword && (
          <div className="wp-login-links">
            <button type="button" className="wp-login-link-button" onClick={onForgotPassword}>
              {loginTexts.forgotPassword}
            </button>
          </div>
        )
      }
    >
      <div className="wp-login-field">
        <input
          className="wp-login-input"
          type={shown ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          aria-label={loginTexts.passwordPlaceholder}
          placeholder={loginTexts.passwordPlaceholder}
          value={password}
          onChange={(e) => onPasswordChange(e.target.value)}
        />
        <button
          type="button"
          className="wp-login-icon-button wp-login-eye"
          aria-label={shown ? loginTexts.hidePassword : loginTexts.showPassword}
          aria-pressed={shown}
          onClick={() => setShown((v) => !v)}
        >
          <EyeIcon open={shown} />
        </button>
      </div>
    </LoginFormFrame>
  );
}
