/**
 * The login screen's frame: welcome header, the password / SMS mode switch, the form it is given, and
 * the agreement line with its three links. Presentational.
 */
import type { ReactNode } from 'react';
import type { RoutePath } from '../../../lib/routes';
import type { LoginMode } from '../rules/login-state';
import { loginTexts } from '../texts';
import './login.css';

export type AgreementLink = Extract<RoutePath, '/userAgreement' | '/userPrivacy' | '/userChildrenPrivacy'>;

export interface LoginLayoutProps {
  mode: LoginMode;
  onModeChange(mode: LoginMode): void;
  onOpenLink?(path: AgreementLink): void;
  children: ReactNode;
}

const MODES: readonly { mode: LoginMode; label: string }[] = [
  { mode: 'sms', label: loginTexts.modeSms },
  { mode: 'password', label: loginTexts.modePassword },
];

export function LoginLayout({ mode, onModeChange, onOpenLink, children }: LoginLayoutProps) {
  const link = (path: AgreementLink, label: string) => (
    <button type="button" className="wp-login-link-button" onClick={() => onOpenLink?.(path)}>
      {label}
    </button>
  );
  return (
    <main className="wp-login">
      <header className="wp-login-head">
        <div className="wp-login-logo" aria-hidden>
          W
        </div>
        <h1 className="wp-login-welcome">{loginTexts.welcome}</h1>
      </header>
      <div className="wp-login-modes" role="tablist" aria-label={loginTexts.pageTitle}>
        {MODES.map((m) => (
          <button
            key={m.mode}
            type="button"
            role="tab"
            aria-selected={mode === m.mode}
            className={`wp-login-mode${mode === m.mode ? ' wp-login-mode--active' : ''}`}
            onClick={() => onModeChange(m.mode)}
          >
            {m.label}
          </button>
        ))}
      </div>
      {children}
      <p className="wp-login-agreement">
        {loginTexts.agreementPrefix}
        {link('/userAgreement', loginTexts.userAgreement)}
        {link('/userPrivacy', loginTexts.userPrivacy)}
        {loginTexts.and}
        {link('/userChildrenPrivacy', loginTexts.userChildrenPrivacy)}
      </p>
    </main>
  );
}
