/**
 * Story-side stand-ins for the login container: they keep the form values in state and apply the app's
 * own validation (web's validation.ts), so a play function can type and press like a parent does while
 * the components stay presentational.
 */

import {
  LoginLayout,
  type LoginMode,
  loginTexts,
  PasswordForm,
  SmsForm,
  validateCodeLogin,
  validatePasswordLogin,
  validatePhone,
} from '@wonder/web/src/features/login';
import { type ReactNode, useState } from 'react';

export interface PasswordHarnessProps {
  phone?: string;
  password?: string;
  areaCode?: string;
  areaCodesReady?: boolean;
  onSubmit?: (values: { phone: string; password: string; areaCode: string }) => void;
}

export function PasswordHarness(props: PasswordHarnessProps) {
  const [phone, setPhone] = useState(props.phone ?? '');
  const [password, setPassword] = useState(props.password ?? '');
  const [error, setError] = useState<string | null>(null);
  const areaCode = props.areaCode ?? '86';
  return (
    <Frame mode="password">
      <PasswordForm
        phone={phone}
        areaCode={areaCode}
        password={password}
        areaCodesReady={props.areaCodesReady ?? true}
        error={error}
        onPhoneChange={(v) => {
          setPhone(v);
          setError(null);
        }}
        onPasswordChange={(v) => {
          setPassword(v);
          setError(null);
        }}
        onAreaPress={() => {}}
        onSubmit={() => {
          const problem = validatePasswordLogin(phone, password);
          setError(problem);
          if (!problem) props.onSubmit?.({ phone, password, areaCode });
        }}
        onForgotPassword={() => {}}
      />
    </Frame>
  );
}

export interface SmsHarnessProps {
  phone?: string;
  code?: string;
  countdown: number;
  hasSent?: boolean;
  sending?: boolean;
  onSendCode?: () => void;
  /** The throttle's clock (a frozen clock makes the 1 s throttle deterministic). */
  now?: () => number;
}

export function SmsHarness(props: SmsHarnessProps) {
  const [phone, setPhone] = useState(props.phone ?? '');
  const [code, setCode] = useState(props.code ?? '');
  const [error, setError] = useState<string | null>(null);
  return (
    <Frame mode="sms">
      <SmsForm
        phone={phone}
        areaCode="86"
        code={code}
        areaCodesReady
        countdown={props.countdown}
        hasSent={props.hasSent}
        sending={props.sending}
        error={error}
        onPhoneChange={setPhone}
        onCodeChange={setCode}
        onAreaPress={() => {}}
        onSendCode={() => {
          const problem = validatePhone(phone);
          setError(problem);
          if (!problem) props.onSendCode?.();
        }}
        onSubmit={() => setError(validateCodeLogin(phone, code) ?? loginTexts.codeNotSent)}
        now={props.now}
      />
    </Frame>
  );
}

/** The login screen around a form, as the parent sees it. */
function Frame({ mode, children }: { mode: LoginMode; children: ReactNode }) {
  return (
    <LoginLayout mode={mode} onModeChange={() => {}}>
      {children}
    </LoginLayout>
  );
}
