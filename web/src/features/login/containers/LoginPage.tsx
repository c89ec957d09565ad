/**
 * The /login screen (doc 1 §2, §4, §5, §8): SMS-code and password modes, the area-code picker, the send
 * with its countdown and the 4011 slider, then the login outcome:
 * - 100088 → DeviceLimitDialog; 1000012 (code login) → messageText if given, else the server message;
 *   other codes → the server message as a toast;
 * - success → user info and status stored, last phone remembered, in WeChat the rebind check, then a
 *   first login goes to the age selection (/selectAgePage), any other back to the last route or /index.
 */

import { DEFAULT_AREA_CODE, type LoginData } from '@wonder/contracts';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { Deferred } from '../../../lib/deferred';
import { messageForUnhandled } from '../../../lib/errors';
import { useAppNavigate } from '../../../lib/navigation';
import { useApi, useFeedback, useUserStore } from '../../../lib/services';
import { getEnvironment, subscribeEnvironment } from '../../../platform/env';
import { lastPhone, rememberLastPhone } from '../../../platform/storage';
import { preloadCiphers } from '../api/crypto';
import { CaptchaCancelledError, channelOf, rebindWechat } from '../api/login-api';
import { useAreaCodes, useCodeLogin, usePasswordLogin, useSendLoginCode } from '../api/queries';
import { trackLoginFailure } from '../api/tracking';
import { type AgreementLink, LoginLayout, type LoginMode } from '../components/LoginLayout';
import { PasswordForm } from '../components/PasswordForm';
import { SmsForm } from '../components/SmsForm';
import { loginFailure } from '../rules/login-errors';
import { backTarget } from '../rules/route-back';
import { validateCode, validatePassword, validatePhone } from '../rules/validation';
import { loginTexts } from '../texts';
import {
  LazyAreaCodePicker,
  LazyDeviceLimitDialog,
  LazyRebindConfirm,
  preloadLoginPopups,
} from './lazy-popups';
import { useCountdown } from './use-countdown';
import { useSliderCaptcha } from './use-slider-captcha';

export interface LoginPageProps {
  /** Code login answered 1000012: show this instead of the server message (doc 1 §8). */
  messageText?: string | null;
  initialMode?: LoginMode;
  log?: (message: string, detail?: unknown) => void;
}

interface RebindAsk {
  phone: string;
  resolve(bind: boolean): void;
}

export function LoginPage({ messageText = null, initialMode = 'sms', log = console.info }: LoginPageProps) {
  const client = useApi();
  const store = useUserStore();
  const feedback = useFeedback();
  const navigate = useAppNavigate();
  const env = useSyncExternalStore(subscribeEnvironment, getEnvironment, getEnvironment);
  const ctx = useMemo(() => ({ channel: channelOf(env) }), [env]);
  // The unbound WeChat visitor's openId, as it was before this login (the rebind check compares it).
  const [openIdBefore] = useState(() => store.getState().openId);

  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [phone, setPhone] = useState(() => lastPhone() ?? '');
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [deviceLimit, setDeviceLimit] = useState(false);
  const [codeToken, setCodeToken] = useState<string | null>(null);
  const [rebindAsk, setRebindAsk] = useState<RebindAsk | null>(null);
  const [rebinding, setRebinding] = useState(false);
  const [finishing, setFinishing] = useState(false);

  const countdown = useCountdown();
  const captcha = useSliderCaptcha(log);
  const areaCodes = useAreaCodes();
  const pwdLogin = usePasswordLogin(ctx);
  const smsLogin = useCodeLogin(ctx);
  const send = useSendLoginCode(captcha.solve);

  const toast = useCallback((content: string) => feedback.toast({ content }), [feedback]);

  /** In WeChat: offer to bind the visitor's WeChat account to the phone just logged in (doc 1 §4). */
  const rebindCheck = async (data: LoginData) => {
    const openid = openIdBefore;
    if (!env.isWechat || !openid || data.userinfos.some((u) => u.openid === openid)) return;
    try {
      const answer = await rebindWechat(client, { openid });
      if (answer.rebound || !answer.boundPhone) return;
      const boundPhone = answer.boundPhone;
      const bind = await new Promise<boolean>((resolve) => setRebindAsk({ phone: boundPhone, resolve }));
      if (!bind) return;
      setRebinding(true);
      await rebindWechat(client, { openid, confirm: true });
    } catch (e) {
      const message = messageForUnhandled(e);
      if (message) toast(message);
    } finally {
      setRebinding(false);
      setRebindAsk(null);
    }
  };

  const loggedIn = async (result: { data: LoginData; isFirstLogin: boolean }) => {
    setFinishing(true);
    rememberLastPhone(phone.trim());
    try {
      await rebindCheck(result.data);
    } finally {
      setFinishing(false);
    }
    toast(loginTexts.loginSuccess);
    navigate(result.isFirstLogin ? '/selectAgePage' : backTarget(), { replace: true });
  };

  const failed = (e: unknown, variant: LoginMode) => {
    const outcome = loginFailure(e, { messageText: variant === 'sms' ? messageText : null });
    if (outcome.kind === 'device-limit') setDeviceLimit(true);
    else if (outcome.kind === 'toast') toast(outcome.message);
  };

  const phoneProblem = (): string | null => {
    const problem = validatePhone(phone);
    if (problem) trackLoginFailure('wrongPhone');
    return problem;
  };

  const submitPassword = () => {
    const problem = phoneProblem() ?? validatePassword(password);
    setError(problem);
    if (problem) return;
    pwdLogin.mutate(
      { phone, areaCode, password },
      { onSuccess: (r) => void loggedIn(r), onError: (e) => failed(e, 'password') },
    );
  };

  const submitCode = () => {
    let problem = phoneProblem();
    if (!problem) {
      problem = validateCode(code);
      if (problem) trackLoginFailure('codeNotFilled');
    }
    if (!problem && !codeToken) problem = loginTexts.codeNotSent;
    setError(problem);
    if (problem || !codeToken) return;
    smsLogin.mutate(
      { phone, areaCode, code, verificationCodeToken: codeToken, messageText },
      { onSuccess: (r) => void loggedIn(r), onError: (e) => failed(e, 'sms') },
    );
  };

  const sendCode = () => {
    const problem = phoneProblem();
    setError(problem);
    if (problem) return;
    send.mutate(
      { phone, areaCode },
      {
        onSuccess: (answer) => {
          setCodeToken(answer.verificationCodeToken);
          countdown.start();
          toast(loginTexts.sendSuccess);
        },
        onError: (e) => {
          if (e instanceof CaptchaCancelledError) {
            log('[sms] send stopped: captcha not solved');
            return;
          }
          log('[sms] send failed', e);
          const outcome = loginFailure(e);
          if (outcome.kind === 'toast') toast(outcome.message);
        },
      },
    );
  };

  const edit =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      if (error) setError(null);
      // The ciphers and popups load while the parent types, so a send, a login or a popup never waits.
      preloadCiphers();
      preloadLoginPopups();
    };

  return (
    <>
      <LoginLayout
        mode={mode}
        onModeChange={(m) => {
          setMode(m);
          setError(null);
        }}
        onOpenLink={(path: AgreementLink) => navigate(path)}
      >
        {mode === 'password' ? (
          <PasswordForm
            phone={phone}
            areaCode={areaCode}
            password={password}
            areaCodesReady={areaCodes.isSuccess}
            error={error}
            submitting={pwdLogin.isPending || finishing}
            onPhoneChange={edit(setPhone)}
            onPasswordChange={edit(setPassword)}
            onAreaPress={() => setPickerOpen(true)}
            onSubmit={submitPassword}
            onForgotPassword={() => navigate('/findPassword')}
          />
        ) : (
          <SmsForm
            phone={phone}
            areaCode={areaCode}
            code={code}
            areaCodesReady={areaCodes.isSuccess}
            countdown={countdown.remaining}
            sending={send.isPending}
            hasSent={codeToken !== null}
            error={error}
            submitting={smsLogin.isPending || finishing}
            onPhoneChange={edit(setPhone)}
            onCodeChange={edit(setCode)}
            onAreaPress={() => setPickerOpen(true)}
            onSendCode={sendCode}
            onSubmit={submitCode}
          />
        )}
      </LoginLayout>
      <Deferred when={pickerOpen}>
        <LazyAreaCodePicker
          visible={pickerOpen}
          loading={areaCodes.isPending}
          items={areaCodes.data ?? []}
          selected={areaCode}
          onSelect={(c) => {
            setAreaCode(c);
            setPickerOpen(false);
          }}
          onClose={() => setPickerOpen(false)}
        />
      </Deferred>
      {captcha.element}
      <Deferred when={deviceLimit}>
        <LazyDeviceLimitDialog visible={deviceLimit} onConfirm={() => setDeviceLimit(false)} />
      </Deferred>
      <Deferred when={rebindAsk !== null}>
        <LazyRebindConfirm
          visible={rebindAsk !== null}
          phone={rebindAsk?.phone ?? ''}
          confirming={rebinding}
          onConfirm={() => rebindAsk?.resolve(true)}
          onDecline={() => rebindAsk?.resolve(false)}
        />
      </Deferred>
    </>
  );
}

export default LoginPage;
